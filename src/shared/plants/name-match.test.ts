import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { editDistance, matchPlantName, nameWords, suggestPlants } from './name-match.ts';
import { splitWords } from './search.ts';
import { readPlantFiles } from './test-support.ts';
import type { PlantFile } from './catalogue-schema.ts';

const plants = readPlantFiles().map(({ json }) => json as PlantFile);
const VarietyFileSchema = z.record(z.string(), z.array(z.string().trim().min(1)).min(1));
const varieties = VarietyFileSchema.parse(
  JSON.parse(readFileSync(new URL('../../../data/plant-varieties.json', import.meta.url), 'utf8')),
);

function match(name: string) {
  const result = matchPlantName(name, plants, varieties);
  return result.kind === 'none' ? result : { kind: result.kind, id: result.plant.id, typo: result.typo };
}

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and swapped neighbours', () => {
    expect(editDistance('tomato', 'tomato')).toBe(0);
    expect(editDistance('tomatoe', 'tomato')).toBe(1);
    expect(editDistance('tomtao', 'tomato')).toBe(1);
    expect(editDistance('brocolli', 'broccoli')).toBe(2);
    expect(editDistance('', 'kale')).toBe(4);
  });
});

describe('matchPlantName', () => {
  it('finds a catalogue plant by its name or an alias, in any case and plural', () => {
    expect(match('Tomato')).toEqual({ kind: 'plant', id: 'tomato', typo: false });
    expect(match('tomatoes')).toEqual({ kind: 'plant', id: 'tomato', typo: false });
    expect(match('Courgette')).toEqual({ kind: 'plant', id: 'zucchini', typo: false });
    expect(match('basil')).toEqual({ kind: 'plant', id: 'sweet-basil', typo: false });
  });

  it('tolerates typos', () => {
    expect(match('brocolli')).toEqual({ kind: 'plant', id: 'broccoli', typo: true });
    expect(match('zuchini')).toEqual({ kind: 'plant', id: 'zucchini', typo: true });
    expect(match('Cherokee Purple tomatoe')).toMatchObject({ kind: 'variety', id: 'tomato' });
  });

  it('matches a variety to its base crop', () => {
    expect(match('Cherokee Purple tomato')).toEqual({ kind: 'variety', id: 'tomato', typo: false });
    expect(match('Sungold')).toEqual({ kind: 'variety', id: 'tomato', typo: false });
    expect(match('Kentucky Wonder pole bean')).toEqual({ kind: 'variety', id: 'pole-bean', typo: false });
    expect(match('Kentucky Wonder')).toEqual({ kind: 'variety', id: 'pole-bean', typo: false });
    expect(match('Yukon Gold potatoes')).toEqual({ kind: 'variety', id: 'potato', typo: false });
    expect(match('Black Beauty zucchini')).toEqual({ kind: 'variety', id: 'zucchini', typo: false });
    expect(match('Black Beauty eggplant')).toEqual({ kind: 'variety', id: 'eggplant', typo: false });
    expect(match('Lettuce Leaf basil')).toEqual({ kind: 'variety', id: 'sweet-basil', typo: false });
    expect(match('Honeycrisp apple')).toEqual({ kind: 'variety', id: 'apple', typo: false });
    expect(match('Honeycrisp')).toEqual({ kind: 'variety', id: 'apple', typo: false });
    expect(match('Knock Out rose')).toEqual({ kind: 'variety', id: 'rose', typo: false });
    expect(match('Brandywine')).toEqual({ kind: 'variety', id: 'tomato', typo: false });
  });

  it('matches a name that contains a plant name to that plant, the longest name winning', () => {
    expect(match('Grandma’s heirloom tomato')).toEqual({ kind: 'variety', id: 'tomato', typo: false });
    expect(match('purple pole beans')).toEqual({ kind: 'variety', id: 'pole-bean', typo: false });
    // The crop named wins over another plant's variety of the same name.
    expect(match('Burgundy okra')).toEqual({ kind: 'variety', id: 'okra', typo: false });
    // 'bean' is part of two plants' names, so it names neither.
    expect(match('bean').kind).toBe('none');
  });

  it('answers nothing, with close suggestions, for a name it does not know', () => {
    // Three letters off: too far to be a typo, close enough to suggest.
    const result = matchPlantName('kukumbar', plants, varieties);
    expect(result.kind).toBe('none');
    if (result.kind === 'none') expect(result.suggestions.map((p) => p.id)).toContain('cucumber');
    expect(matchPlantName('qwertyuiop', plants, varieties)).toEqual({ kind: 'none', suggestions: [] });
    expect(matchPlantName('  !! ', plants, varieties)).toEqual({ kind: 'none', suggestions: [] });
  });
});

describe('suggestPlants', () => {
  it('ranks the nearest names first and stops at the limit', () => {
    const names = suggestPlants('potatoe salad', plants, 2).map((p) => p.id);
    expect(names[0]).toBe('potato');
    expect(names.length).toBeLessThanOrEqual(2);
  });
});

describe('data/plant-varieties.json', () => {
  const catalogueNames = new Map<string, string>();
  for (const plant of plants) {
    for (const name of [plant.name, ...plant.aliases]) catalogueNames.set(splitWords(name).join(' '), plant.id);
  }

  it('names only catalogue plants', () => {
    const ids = new Set(plants.map((plant) => plant.id));
    expect(Object.keys(varieties).filter((id) => !ids.has(id))).toEqual([]);
  });

  it('lists each variety once, under one plant, and never as a plant’s own name', () => {
    const owners = new Map<string, string>();
    const problems: string[] = [];
    for (const [id, names] of Object.entries(varieties)) {
      for (const name of names) {
        const key = nameWords(name).join(' ');
        if (owners.has(key)) problems.push(`"${name}" is under ${owners.get(key)} and ${id}`);
        if (catalogueNames.has(splitWords(name).join(' '))) problems.push(`"${name}" is a catalogue plant's name`);
        owners.set(key, id);
      }
    }
    expect(problems).toEqual([]);
  });

  it('matches every listed variety back to its own plant', () => {
    const wrong = Object.entries(varieties).flatMap(([id, names]) =>
      names.filter((name) => {
        const result = matchPlantName(name, plants, varieties);
        return result.kind === 'none' || result.plant.id !== id;
      }),
    );
    expect(wrong).toEqual([]);
  });
});
