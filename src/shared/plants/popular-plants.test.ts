import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { PlantFileSchema } from './catalogue-schema.ts';
import { searchPlants } from './search.ts';
import { readPlantFiles } from './test-support.ts';

const PopularPlantsSchema = z.strictObject({
  sources: z
    .array(
      z.strictObject({
        title: z.string().min(1),
        publisher: z.string().min(1),
        year: z.number().int().min(2000).max(2100),
        url: z.url(),
        names: z.array(z.string().min(1)).min(1),
      }),
    )
    .min(1),
  plants: z.array(z.strictObject({ name: z.string().min(1), plantId: z.string().min(1) })),
});

const popular = PopularPlantsSchema.parse(
  JSON.parse(readFileSync(new URL('../../../data/popular-plants.json', import.meta.url), 'utf8')),
);
const catalogue = readPlantFiles().map(({ json }) => PlantFileSchema.parse(json));

/** Names a gardener reported search missing, with the plant they meant. */
const REPORTED_MISSING = [
  { name: 'Moonflower', plantId: 'moonflower' },
  { name: 'Moon Flower Vine', plantId: 'moonflower' },
  { name: 'Ipomoea alba', plantId: 'moonflower' },
  { name: 'Boxwood', plantId: 'boxwood' },
  { name: 'Buxus', plantId: 'boxwood' },
];

/** Where the expected plant stands in the search results for a name, 1 for first; 0 when it is missing. */
function rankOf(name: string, plantId: string): number {
  return searchPlants(catalogue, name).findIndex((plant) => plant.id === plantId) + 1;
}

describe('the most-searched garden plants (data/popular-plants.json)', () => {
  test('are fifty names, each given by a cited source', () => {
    expect(popular.plants).toHaveLength(50);
    const names = popular.plants.map((entry) => entry.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    const cited = new Set(popular.sources.flatMap((source) => source.names.map((name) => name.toLowerCase())));
    expect(names.filter((name) => !cited.has(name))).toEqual([]);
  });

  test('are all in the catalogue', () => {
    const ids = new Set(catalogue.map((plant) => plant.id));
    expect(popular.plants.filter((entry) => !ids.has(entry.plantId)).map((entry) => entry.plantId)).toEqual([]);
  });

  test('are each found first by searching for the name gardeners use', () => {
    const ranks = [...popular.plants, ...REPORTED_MISSING].map((entry) => ({
      ...entry,
      rank: rankOf(entry.name, entry.plantId),
    }));
    // The ranking is printed so a change to it shows here.
    console.info(ranks.map(({ name, plantId, rank }) => `${rank || '-'}\t${name} → ${plantId}`).join('\n'));
    expect(
      ranks.filter((entry) => entry.rank !== 1).map((entry) => `${entry.name}: ${entry.rank || 'missing'}`),
    ).toEqual([]);
  });
});
