import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { PlantFileSchema } from './catalogue-schema.ts';
import { isIndoorPlant } from './catalogue-terms.ts';
import { readPlantFiles } from './test-support.ts';

const plants = readPlantFiles().map(({ json }) => PlantFileSchema.parse(json));
const varieties = JSON.parse(
  readFileSync(new URL('../../../data/plant-varieties.json', import.meta.url), 'utf8'),
) as Record<string, string[]>;
const potted = plants.filter((plant) => plant.container);

describe('container facts (the `container` field)', () => {
  test('are given for the vegetables, herbs and fruit the extension container guides cover', () => {
    const ids = new Set(potted.map((plant) => plant.id));
    for (const id of ['tomato', 'pepper', 'lettuce', 'sweet-basil', 'strawberry', 'lemon'])
      expect(ids.has(id), id).toBe(true);
  });

  test('are never given for houseplants, which live in pots already', () => {
    expect(potted.filter(isIndoorPlant).map((plant) => plant.id)).toEqual([]);
  });

  test('cite an extension publication and give a pot size in gallons or inches', () => {
    const uncited = potted.filter((plant) => !/Extension|UF\/IFAS/.test(plant.container!.source));
    expect(uncited.map((plant) => plant.id)).toEqual([]);
    const unsized = potted.filter((plant) => !/\d+\s*(gallons?|in)\b/.test(plant.container!.potSize));
    expect(unsized.map((plant) => plant.id)).toEqual([]);
  });

  test('list their compact varieties among the plant’s varieties, so a search by variety finds them', () => {
    const missing = potted.flatMap((plant) =>
      (plant.container!.varieties ?? [])
        .filter((name) => !(varieties[plant.id] ?? []).includes(name))
        .map((name) => `${plant.id}: ${name}`),
    );
    expect(missing).toEqual([]);
  });
});
