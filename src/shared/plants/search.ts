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
  return rankPlants(plants, normalizeSearchText(query));
}

/** The plants matching a query's normalised words (`normalizeSearchText`), best first, then by name. */
export function rankPlants<T extends SearchablePlant>(plants: readonly T[], words: readonly string[]): T[] {
  if (words.length === 0) return [];
  const hits: { plant: T; rank: number }[] = [];
  for (const plant of plants) {
    const rank = searchRank(plant, words);
    if (rank !== null) hits.push({ plant, rank });
  }
  return hits.sort((a, b) => a.rank - b.rank || byName.compare(a.plant.name, b.plant.name)).map((entry) => entry.plant);
}

/**
 * A list of plants made ready for many searches (a catalogue, at start-up): every word of
 * the plants' names once, in one text, with the plants each word belongs to. A search
 * scans that text for each query word's forms and gets the plants holding them, instead of
 * testing every plant in turn. The test is the one `searchRank` starts with (some form of
 * every query word inside one of the plant's words), so ranking the candidates
 * (`rankPlants`) gives what ranking the whole list would.
 */
export class PlantSearchIndex<T extends SearchablePlant> {
  readonly #plants: readonly T[];
  /** Every word of every plant's names, once each, one to a line. */
  readonly #text: string;
  /** Where each word's line starts in the text. */
  readonly #starts: Int32Array;
  /** The plants (by their place in the list) each word belongs to, in the list's order. */
  readonly #plantsOfWord: number[][];

  constructor(plants: readonly T[]) {
    this.#plants = plants;
    const plantsOf = new Map<string, number[]>();
    plants.forEach((plant, i) => {
      for (const word of namesOf(plant).flatMap(({ name }) => name.allWords)) {
        let list = plantsOf.get(word);
        if (!list) plantsOf.set(word, (list = []));
        if (list[list.length - 1] !== i) list.push(i);
      }
    });
    const words = [...plantsOf.keys()];
    this.#plantsOfWord = words.map((word) => plantsOf.get(word)!);
    this.#starts = new Int32Array(words.length);
    let at = 0;
    words.forEach((word, w) => {
      this.#starts[w] = at;
      at += word.length + 1;
    });
    this.#text = words.join('\n');
  }

  /**
   * The plants whose names hold some form of every query word, in the list's order. A
   * word's forms hold only letters and digits, so a match never runs from one line of the
   * text into the next.
   */
  candidates(words: readonly string[]): T[] {
    if (words.length === 0) return [];
    const text = this.#text;
    const starts = this.#starts;
    // found[i]: how many of the query words, in order, plant i has been found to hold.
    const found = new Uint16Array(this.#plants.length);
    words.forEach((word, k) => {
      for (const form of cachedForms(word)) {
        let at = text.indexOf(form);
        while (at !== -1) {
          const w = this.#wordAt(at);
          for (const i of this.#plantsOfWord[w]!) if (found[i] === k) found[i] = k + 1;
          at = w + 1 < starts.length ? text.indexOf(form, starts[w + 1]!) : -1;
        }
      }
    });
    return this.#plants.filter((_, i) => found[i] === words.length);
  }

  /** The word whose line holds the text's position `at`: the last line starting at or before it. */
  #wordAt(at: number): number {
    const starts = this.#starts;
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (starts[middle]! <= at) low = middle;
      else high = middle - 1;
    }
    return low;
  }
}
