/**
 * Companion planting as one reviewed relation (data/plant-companions.json):
 * each pair of plants is listed once, as good neighbours ('companion') or bad
 * ones ('avoid'), with the reason. A plant's 'Companion' and 'Avoid'
 * requirement lines name the plants the relation pairs it with, so if A is a
 * good companion of B, B's line names A too. What a plant file's own
 * companion and avoid texts say (soil, rotation, pollination partners) follows
 * the names.
 */
import { z } from 'zod';
import type { PlantFile } from './catalogue-schema.ts';

export const COMPANION_RELATIONS = ['companion', 'avoid'] as const;

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'a plant id');

export const CompanionPairSchema = z.strictObject({
  a: slug,
  b: slug,
  relation: z.enum(COMPANION_RELATIONS),
  /** Why, in a sentence, for the reviewer; not shown to gardeners. */
  why: z.string().trim().min(10),
});
export const CompanionFileSchema = z.array(CompanionPairSchema);
export type CompanionPair = z.infer<typeof CompanionPairSchema>;

/** Pairs naming a plant that is not in the catalogue, a plant paired with itself, or a pair listed twice. */
export function companionProblems(pairs: readonly CompanionPair[], plants: readonly Pick<PlantFile, 'id'>[]): string[] {
  const ids = new Set(plants.map((plant) => plant.id));
  const seen = new Map<string, string>();
  const problems: string[] = [];
  for (const pair of pairs) {
    for (const id of [pair.a, pair.b]) if (!ids.has(id)) problems.push(`${pair.a}–${pair.b}: no plant ${id}`);
    if (pair.a === pair.b) problems.push(`${pair.a} is paired with itself`);
    const key = [pair.a, pair.b].sort().join(' ');
    const earlier = seen.get(key);
    if (earlier) problems.push(`${pair.a}–${pair.b} is listed twice (${earlier} and ${pair.relation})`);
    seen.set(key, pair.relation);
  }
  return problems;
}

/** Each plant's partners by relation, both ways round, sorted by name. */
export function companionsOf(
  pairs: readonly CompanionPair[],
  plants: readonly Pick<PlantFile, 'id' | 'name'>[],
): Map<string, { companion: string[]; avoid: string[] }> {
  const names = new Map(plants.map((plant) => [plant.id, plant.name]));
  const result = new Map(plants.map((plant) => [plant.id, { companion: [] as string[], avoid: [] as string[] }]));
  for (const pair of pairs) {
    const nameA = names.get(pair.a);
    const nameB = names.get(pair.b);
    if (!nameA || !nameB || pair.a === pair.b) continue;
    result.get(pair.a)![pair.relation].push(nameB);
    result.get(pair.b)![pair.relation].push(nameA);
  }
  for (const lists of result.values()) {
    lists.companion.sort((x, y) => x.localeCompare(y));
    lists.avoid.sort((x, y) => x.localeCompare(y));
  }
  return result;
}

function line(names: readonly string[], own: string | undefined): string | undefined {
  const list = names.join(', ');
  if (list && own) return `${list}. ${own}`;
  return list || own;
}

/** The plants with their Companion and Avoid lines completed from the relation. */
export function withCompanions(plants: readonly PlantFile[], pairs: readonly CompanionPair[]): PlantFile[] {
  const partners = companionsOf(pairs, plants);
  return plants.map((plant) => {
    const lists = partners.get(plant.id);
    if (!lists || (lists.companion.length === 0 && lists.avoid.length === 0)) return plant;
    const { companion, avoid, ...rest } = plant.requirements;
    const companionLine = line(lists.companion, companion);
    const avoidLine = line(lists.avoid, avoid);
    return {
      ...plant,
      requirements: {
        ...rest,
        ...(companionLine ? { companion: companionLine } : {}),
        ...(avoidLine ? { avoid: avoidLine } : {}),
      },
    };
  });
}
