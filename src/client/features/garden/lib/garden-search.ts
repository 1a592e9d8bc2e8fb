import type { GardenEntry } from '#shared/garden/api.ts';
import { matchesQuery, normalizeSearchText } from '#shared/plants/search.ts';

/**
 * The entries whose plant matches the search box, by the catalogue search's own rules
 * (every word in the name or an alias; fig and ficus alike). An empty box matches all.
 */
export function filterGardenEntries<E extends Pick<GardenEntry, 'plant'>>(entries: readonly E[], query: string): E[] {
  const words = normalizeSearchText(query);
  if (words.length === 0) return [...entries];
  return entries.filter((entry) => matchesQuery({ name: entry.plant.plantName, aliases: entry.plant.aliases }, words));
}
