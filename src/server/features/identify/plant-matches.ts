/**
 * Which of our plants a provider's answer names. Pure functions over plant files
 * (their names, aliases and scientific names) and the reviewed variety list; the same
 * name matcher and search as adding a plant by name.
 */
import { matchPlantName, nameWords, type NamedPlant, type VarietyList } from '#shared/plants/name-match.ts';
import { searchPlants } from '#shared/plants/search.ts';

export interface MatchablePlant extends NamedPlant {
  scientificName: string;
}

/** Most plants the dialog is offered to pick from. */
export const MATCH_LIMIT = 10;

/** A botanical name split up: 'Brassica oleracea var. italica' → brassica, oleracea, italica. */
interface Binomial {
  genus: string;
  /** null for a name of the whole genus ('Mentha spp.', 'Rosa hybrids', 'Lilium Asiatic hybrids'). */
  species: string | null;
  /** The part after var./subsp./f., or the cultivar group, if any. */
  infra: string | null;
}

const GENUS_ONLY = new Set(['spp', 'sp', 'ssp', 'hybrid', 'hybrids', 'subgenus', 'cultivars', 'group']);
const RANKS = new Set(['var', 'subsp', 'ssp', 'f', 'forma', 'cv']);

/**
 * The botanical names in a scientific-name field (several when separated by commas),
 * without hybrid signs, cultivar names in quotes, groups in brackets or authors.
 */
export function parseScientificNames(text: string): Binomial[] {
  return text.split(/[,;]/).flatMap((part) => {
    // A cultivar group ('Brassica oleracea (Acephala Group)') stands where a variety would.
    const group = /\(\s*(\p{L}+)\s+group\s*\)/iu.exec(part)?.[1]?.toLowerCase() ?? null;
    const words = part
      .replace(/\([^)]*\)/g, ' ')
      .replace(/['‘’"][^'‘’"]*['‘’"]/g, ' ')
      .replace(/[×]/g, ' ')
      .split(/\s+/)
      .map((word) => word.replace(/\.$/, ''))
      .filter((word) => word !== '' && word.toLowerCase() !== 'x');
    const [genus, second, ...rest] = words;
    if (!genus || !/^\p{L}+$/u.test(genus)) return [];
    // A capitalised second word is a group or cultivar name ('Lilium Asiatic hybrids'), not a species.
    const isSpecies =
      second !== undefined && /^\p{Ll}[\p{Ll}-]*$/u.test(second) && !GENUS_ONLY.has(second.toLowerCase());
    const rankAt = rest.findIndex((word) => RANKS.has(word.toLowerCase()));
    const infra = !isSpecies ? null : rankAt >= 0 ? (rest[rankAt + 1]?.toLowerCase() ?? null) : group;
    return [{ genus: genus.toLowerCase(), species: isSpecies ? second.toLowerCase() : null, infra }];
  });
}

/**
 * How closely a plant's scientific name fits the one identified, lower is closer, or
 * null: 0 the same name; 1 the same species where one of them names a variety or
 * subspecies (a photo of 'Brassica oleracea' may be broccoli, kale or cabbage);
 * 2 the plant stands for its whole genus ('Mentha spp.' for 'Mentha spicata').
 */
function scientificCloseness(identified: Binomial, plant: MatchablePlant): number | null {
  let best: number | null = null;
  for (const name of parseScientificNames(plant.scientificName)) {
    if (name.genus !== identified.genus) continue;
    let closeness: number | null = null;
    if (name.species === null) closeness = 2;
    else if (name.species === identified.species) {
      if (name.infra === identified.infra) closeness = 0;
      else if (name.infra === null || identified.infra === null) closeness = 1;
    }
    if (closeness !== null && (best === null || closeness < best)) best = closeness;
  }
  return best;
}

/** The plants whose scientific name fits the identified one, closest first. */
export function matchScientificName<T extends MatchablePlant>(scientificName: string, plants: readonly T[]): T[] {
  const [identified] = parseScientificNames(scientificName);
  if (!identified?.species) return [];
  return plants
    .map((plant) => ({ plant, closeness: scientificCloseness(identified, plant) }))
    .filter((entry): entry is { plant: T; closeness: number } => entry.closeness !== null)
    .sort((a, b) => a.closeness - b.closeness || a.plant.name.localeCompare(b.plant.name))
    .map((entry) => entry.plant);
}

/**
 * Our plants for an identified plant, best first, at most MATCH_LIMIT:
 * 1. the gardener's own plants called by one of the common names; what the add-plant
 *    matcher makes of the first common name (the plant, or the plant a variety belongs
 *    to, misspellings forgiven) and of the others (a plant's name or alias only); the
 *    plants whose scientific name fits (an alias that is a botanical name, then the
 *    scientific name itself);
 * 2. only when that finds nothing: the plant search on each name.
 * The matcher's suggestions are left out: a provider does not misspell, and a name we do
 * not carry would only be offered look-alikes ('Common dandelion' → 'Common borage').
 * `plants` are the catalogue's; `own` are the gardener's own.
 */
export function matchIdentifiedPlant<T extends MatchablePlant>(
  identified: { commonNames: readonly string[]; scientificName: string | null },
  plants: readonly T[],
  varieties: VarietyList,
  own: readonly T[] = [],
): T[] {
  const names = identified.commonNames.slice(0, 3);
  const wanted = new Set(names.map((name) => nameWords(name).join(' ')));
  const found: T[] = own.filter((plant) => wanted.has(nameWords(plant.name).join(' ')));
  names.forEach((name, i) => {
    const match = matchPlantName(name, plants, varieties);
    // Further names only as a plant's own name or alias: 'Love-apple' is a tomato, not an apple.
    if (match.kind === 'plant' || (i === 0 && match.kind === 'variety')) found.push(match.plant);
  });
  if (identified.scientificName) {
    const byAlias = matchPlantName(identified.scientificName, plants);
    if (byAlias.kind === 'plant' && !byAlias.typo) found.push(byAlias.plant);
    found.push(...matchScientificName(identified.scientificName, plants));
  }
  if (found.length === 0) {
    const searchable = [...own, ...plants];
    for (const name of [...names, ...(identified.scientificName ? [identified.scientificName] : [])]) {
      found.push(...searchPlants(searchable, name));
    }
  }
  return [...new Set(found)].slice(0, MATCH_LIMIT);
}
