/**
 * Plant search, the spec's rules: the text is lowercased, punctuation is
 * stripped, whitespace collapsed and the rest split into words; an empty
 * query finds nothing; every word must appear in the plant's name (here: in
 * its name or in one of its aliases); fig and ficus count as the same word.
 */

export interface SearchablePlant {
  name: string;
  aliases: readonly string[];
}

/** Words that name the same thing in a search, each mapped to one spelling. */
const EQUIVALENT_WORDS: Readonly<Record<string, string>> = {
  ficus: 'fig',
};

function canonical(word: string): string {
  return EQUIVALENT_WORDS[word] ?? word;
}

/**
 * Lowercase words without accents or punctuation, before fig and ficus are
 * made one: two names with the same words are the same name to a reader.
 */
export function splitWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’‘`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter((word) => word !== '');
}

/**
 * 'Mother-in-law’s Tongue!' → ['mother', 'in', 'laws', 'tongue']; 'Ficus' → ['fig'].
 * Accents are dropped (jalapeño → jalapeno) and apostrophes join the word they
 * sit in; any other punctuation separates words.
 */
export function normalizeSearchText(text: string): string[] {
  return splitWords(text).map(canonical);
}

/**
 * The spellings a query word may appear as: itself, its singular when it looks
 * like a plural (tomatoes, berries, beans), and the one spelling of fig/ficus.
 */
function queryForms(word: string): string[] {
  const forms = [word];
  if (word.length > 3) {
    if (word.endsWith('ies')) forms.push(`${word.slice(0, -3)}y`);
    else if (word.endsWith('oes')) forms.push(word.slice(0, -2));
    else if (word.endsWith('s') && !word.endsWith('ss')) forms.push(word.slice(0, -1));
  }
  return [...new Set([...forms, ...forms.map(canonical)])];
}

interface NormalizedName {
  words: string[];
  /** The words before canonicalisation, so that a partly typed "fic" still finds "Ficus". */
  rawWords: string[];
  /** Both lists, and the canonical words joined, worked out once for the ranking. */
  allWords: string[];
  full: string;
}

function normalizeName(name: string): NormalizedName {
  const rawWords = splitWords(name);
  const words = rawWords.map(canonical);
  return { words, rawWords, allWords: [...words, ...rawWords], full: words.join(' ') };
}

/** A query word's forms, worked out once per query word. */
const formsOf = new Map<string, string[]>();
function cachedForms(word: string): string[] {
  let forms = formsOf.get(word);
  if (!forms) {
    forms = queryForms(word);
    if (formsOf.size > 10_000) formsOf.clear();
    formsOf.set(word, forms);
  }
  return forms;
}

function wordAppears(queryWord: string, name: NormalizedName): boolean {
  return cachedForms(queryWord).some((form) => name.allWords.some((word) => word.includes(form)));
}

type PlantNames = { name: NormalizedName; isAlias: boolean }[] & {
  /** Every word of every name, space-separated: a quick test before the word-by-word one. */
  haystack?: string;
};

/**
 * A plant's names, normalised once per plant object: the server searches the same
 * catalogue objects on every request, so each request only compares words.
 */
const namesByPlant = new WeakMap<SearchablePlant, PlantNames>();

function namesOf(plant: SearchablePlant): PlantNames {
  let names = namesByPlant.get(plant);
  if (!names) {
    names = [
      { name: normalizeName(plant.name), isAlias: false },
      ...plant.aliases.map((alias) => ({ name: normalizeName(alias), isAlias: true })),
    ];
    names.haystack = names.flatMap(({ name }) => name.allWords).join(' ');
    namesByPlant.set(plant, names);
  }
  return names;
}

/** True when every query word appears in the plant's name or in one of its aliases. */
export function matchesQuery(plant: SearchablePlant, words: readonly string[]): boolean {
  if (words.length === 0) return false;
  return namesOf(plant).some(({ name }) => words.every((word) => wordAppears(word, name)));
}

/**
 * How well a name answers a query, lower is better:
 * 0 the name is the query; 1 the name starts with it; 2 every query word starts
 * a word of the name; 3 every query word appears somewhere in the name.
 */
function nameRank(words: readonly string[], name: NormalizedName): number | null {
  if (!words.every((word) => wordAppears(word, name))) return null;
  const query = words.join(' ');
  if (name.full === query) return 0;
  if (name.full.startsWith(query)) return 1;
  const startsAWord = (word: string) => cachedForms(word).some((form) => name.allWords.some((w) => w.startsWith(form)));
  return words.every(startsAWord) ? 2 : 3;
}

/**
 * A plant's rank for a query, lower is better, or null when it does not match:
 * exact name, then name prefix, then word-start and other word matches; at
 * each level a match on the plant's own name ranks before one on an alias.
 */
export function searchRank(plant: SearchablePlant, words: readonly string[]): number | null {
  if (words.length === 0) return null;
  const names = namesOf(plant);
  // A word that appears in none of the names rules the plant out at once.
  if (!words.every((word) => cachedForms(word).some((form) => names.haystack!.includes(form)))) return null;
  let best: number | null = null;
  for (const { name, isAlias } of names) {
    const rank = nameRank(words, name);
    if (rank === null) continue;
    const score = rank * 2 + (isAlias ? 1 : 0);
    if (best === null || score < best) best = score;
  }
  return best;
}

/** Names in the runtime's own order, as localeCompare would; made once, since making it is the costly part. */
const byName = new Intl.Collator();

/** The plants matching a query, best first, then by name. An empty query finds nothing. */
export function searchPlants<T extends SearchablePlant>(plants: readonly T[], query: string): T[] {
  const words = normalizeSearchText(query);
  if (words.length === 0) return [];
  const hits: { plant: T; rank: number }[] = [];
  for (const plant of plants) {
    const rank = searchRank(plant, words);
    if (rank !== null) hits.push({ plant, rank });
  }
  return hits.sort((a, b) => a.rank - b.rank || byName.compare(a.plant.name, b.plant.name)).map((entry) => entry.plant);
}

/** Normalises the names of plants that will be searched, ahead of the first search (a catalogue at start-up). */
export function prepareSearch(plants: readonly SearchablePlant[]): void {
  for (const plant of plants) namesOf(plant);
}
