import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { PlantFileSchema } from './catalogue-schema.ts';
import { CompanionFileSchema, companionProblems, companionsOf, withCompanions } from './companions.ts';
import { readPlant, readPlantFiles } from './test-support.ts';

const plants = readPlantFiles().map(({ json }) => PlantFileSchema.parse(json));
const pairs = CompanionFileSchema.parse(
  JSON.parse(readFileSync(new URL('../../../data/plant-companions.json', import.meta.url), 'utf8')),
);

describe('data/plant-companions.json', () => {
  test('pairs only catalogue plants, each pair once, with a reason', () => {
    expect(companionProblems(pairs, plants)).toEqual([]);
  });

  test('is symmetric: a plant named as a companion names its partner back', () => {
    const partners = companionsOf(pairs, plants);
    const names = new Map(plants.map((plant) => [plant.name, plant.id]));
    const oneWay: string[] = [];
    for (const plant of plants) {
      for (const relation of ['companion', 'avoid'] as const) {
        for (const name of partners.get(plant.id)![relation]) {
          const other = partners.get(names.get(name)!)!;
          if (!other[relation].includes(plant.name)) oneWay.push(`${plant.id} ${relation} ${name}`);
        }
      }
    }
    expect(oneWay).toEqual([]);
  });

  test('plant files leave plant-to-plant companions to the relation', () => {
    // A file's own companion text must not name another catalogue plant as a neighbour.
    const named = plants.flatMap((plant) => {
      const text = plant.requirements.companion?.toLowerCase() ?? '';
      return plants
        .filter((other) => other.id !== plant.id && new RegExp(`\\b${other.name.toLowerCase()}s?\\b`).test(text))
        .map((other) => `${plant.id} names ${other.id}`);
    });
    expect(named).toEqual([]);
  });
});

describe('withCompanions', () => {
  const tomato = readPlant('tomato');
  const basil = readPlant('sweet-basil');
  const potato = readPlant('potato');
  const sample = [tomato, basil, potato];

  test('completes both plants’ lines from one pair and keeps each file’s own text after the names', () => {
    const [t, b, p] = withCompanions(sample, [
      { a: 'tomato', b: 'sweet-basil', relation: 'companion', why: 'A traditional pairing.' },
      { a: 'potato', b: 'tomato', relation: 'avoid', why: 'They share late blight.' },
    ]);
    expect(t!.requirements.companion).toBe('Sweet Basil');
    expect(b!.requirements.companion).toBe('Tomato');
    expect(t!.requirements.avoid).toBe(`Potato. ${tomato.requirements.avoid}`);
    expect(p!.requirements.avoid).toBe(`Tomato. ${potato.requirements.avoid}`);
  });

  test('skips pairs whose plants are not loaded and leaves other plants as they are', () => {
    const result = withCompanions(sample, [
      { a: 'tomato', b: 'marigold', relation: 'companion', why: 'Not loaded here.' },
    ]);
    expect(result).toEqual(sample);
  });

  test('flags unknown plants, self-pairs and pairs listed twice', () => {
    expect(
      companionProblems(
        [
          { a: 'tomato', b: 'nowhere', relation: 'companion', why: 'No such plant.' },
          { a: 'tomato', b: 'tomato', relation: 'companion', why: 'Itself, twice over.' },
          { a: 'tomato', b: 'sweet-basil', relation: 'companion', why: 'A traditional pairing.' },
          { a: 'sweet-basil', b: 'tomato', relation: 'avoid', why: 'Contradicts the pair above.' },
        ],
        sample,
      ),
    ).toEqual([
      'tomato–nowhere: no plant nowhere',
      'tomato is paired with itself',
      'sweet-basil–tomato is listed twice (companion and avoid)',
    ]);
  });
});
