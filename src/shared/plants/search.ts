/**
 * Plant search, the spec's rules: the text is lowercased, punctuation is
 * stripped, whitespace collapsed and the rest split into words; an empty
 * query finds nothing; every word must appear in the plant's name (here: in
 * its name, in one of its aliases, or in one of its catalogue varieties); fig
 * and ficus count as the same word. How the hits are ranked is in
 * docs/guidance-rules.md ("Search").
 */

import type { GardenType, PlantPreference } from '#shared/profile.ts';
import type { PlantGroup } from './catalogue-terms.ts';

export interface SearchablePlant {
  name: string;
  aliases: readonly string[];
}

/** The wizard's answers that order a signed-in gardener's hits. */
export interface SearchAnswers {
  garden_type: GardenType | null;
  plant_preference: PlantPreference | null;
}

/** The groups each plant preference puts first; 'both' puts none first. */
const PREFERRED_GROUPS: Readonly<Record<PlantPreference, readonly PlantGroup[]>> = {
  veggies: ['vegetable', 'herb', 'fruit'],
  flowers: ['flower'],
  both: [],
};

/**
 * Where a plant goes among hits of the same level for a gardener's answers (`bucket` of
 * `SearchSources`), or undefined when the answers change no order: on a balcony, plants
 * that grow well in pots first; then the kinds of plant the gardener prefers.
 */
export function bucketByAnswers(
  answers: SearchAnswers | null,
): ((plant: { plantGroup: PlantGroup; container?: unknown }) => number) | undefined {
  const preferred = answers?.plant_preference ? PREFERRED_GROUPS[answers.plant_preference] : [];
  const isBalcony = answers?.garden_type === 'balcony';
  if (!isBalcony && preferred.length === 0) return undefined;
  return (plant) =>
    (isBalcony && !plant.container ? 2 : 0) + (preferred.length > 0 && !preferred.includes(plant.plantGroup) ? 1 : 0);
}

/** A key for answers that order hits alike: a search kept for one serves the others. */
export function answersKey(answers: SearchAnswers | null): string {
  const preference = answers?.plant_preference;
  const preferring = preference && PREFERRED_GROUPS[preference].length > 0 ? preference : '';
  return `${answers?.garden_type === 'balcony' ? 'balcony' : ''}:${preferring}`;
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
 * 'tomatoes' and 'tomatos' → 'tomato', 'berries' → 'berry', 'peas' → 'pea'; short words,
 * and words ending in ss or us (grass, crocus), stay as they are.
 */
export function singular(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.endsWith('oes')) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us')) return word.slice(0, -1);
  return word;
}

/** The spellings a query word may appear as: itself, its singular, and the one spelling of fig/ficus. */
function queryForms(word: string): string[] {
  const forms = [word, singular(word)];
  return [...new Set([...forms, ...forms.map(canonical)])];
}

interface NormalizedName {
  /** The words, fig and ficus made one. */
  words: string[];
  /** The words before canonicalisation, so that a partly typed "fic" still finds "Ficus". */
  rawWords: string[];
  /** Each word's spellings that count as the whole word: as written, before canonicalisation, singular. */
  whole: string[][];
  /** Both lists of words, for the quick test of whether a query word appears at all. */
  allWords: string[];
}

function normalizeWords(rawWords: string[]): NormalizedName {
  const words = rawWords.map(canonical);
  const whole = words.map((word, i) => {
    const raw = rawWords[i]!;
    return [...new Set([word, raw, singular(word), singular(raw)])];
  });
  return { words, rawWords, whole, allWords: [...words, ...rawWords] };
}

function normalizeName(name: string): NormalizedName {
  return normalizeWords(splitWords(name));
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

/*
 * How a name holds the query's words, best first. A query word is held whole when it is
 * one of the name's words (or that word's singular), else at the start of a word
 * ('tom' in tomato), else inside one ('pea' in chickpea). 'pea' in 'pear' is not the
 * whole word: such a match ranks with the partly typed ones.
 */
/** The name is the query: 'peas' is Pea. */
const EXACT = 0;
/** The name starts with the query's whole words: 'sweet' is Sweet Pea. */
const STARTS_WITH = 1;
/** Every query word is a whole word of the name: 'basil' in Thai Basil. */
const WHOLE_WORDS = 2;
/** The name starts with the query as typed so far: 'tom' in Tomato, 'sweet ba' in Sweet Basil. */
const STARTS_AS_TYPED = 3;
/** Every query word starts a word of the name: 'pea' in Asian Pear. */
const WORD_STARTS = 4;
/** Some query word is only inside a word: 'pea' in Chickpea. */
const INSIDE = 5;

/** Search levels (lower first) by how a plant's own name, or an alias or variety, holds the query. */
const NAME_LEVELS = [0, 2, 3, 5, 6, 8] as const;
const ALIAS_LEVELS = [1, 4, 4, 7, 7, 9] as const;
/** Levels at which a plant is named exactly (its name, or an alias): its kinds follow it. */
const EXACT_LEVEL_MAX = 1;

function isWhole(forms: readonly string[], name: NormalizedName, i: number): boolean {
  const whole = name.whole[i]!;
  for (const form of forms) if (whole.includes(form)) return true;
  return false;
}

function startsAt(forms: readonly string[], name: NormalizedName, i: number): boolean {
  const word = name.words[i]!;
  const raw = name.rawWords[i]!;
  for (const form of forms) if (word.startsWith(form) || raw.startsWith(form)) return true;
  return false;
}

function insideAt(forms: readonly string[], name: NormalizedName, i: number): boolean {
  const word = name.words[i]!;
  const raw = name.rawWords[i]!;
  for (const form of forms) if (word.includes(form) || raw.includes(form)) return true;
  return false;
}

/** How the name holds the query (EXACT … INSIDE), or null when some query word is not in it. */
function classify(query: readonly (readonly string[])[], name: NormalizedName): number | null {
  const n = query.length;
  const m = name.words.length;
  if (n === 0) return null;
  let allWhole = true;
  let allStart = true;
  for (const forms of query) {
    // 0 whole, 1 at a word's start, 2 inside a word, 3 nowhere.
    let best = 3;
    for (let i = 0; i < m && best > 0; i++) {
      if (isWhole(forms, name, i)) best = 0;
      else if (best > 1 && startsAt(forms, name, i)) best = 1;
      else if (best > 2 && insideAt(forms, name, i)) best = 2;
    }
    if (best === 3) return null;
    if (best > 0) allWhole = false;
    if (best > 1) allStart = false;
  }
  if (n <= m) {
    let k = 0;
    while (k < n - 1 && isWhole(query[k]!, name, k)) k++;
    if (k === n - 1) {
      if (isWhole(query[k]!, name, k)) return n === m ? EXACT : STARTS_WITH;
      if (startsAt(query[k]!, name, k)) return STARTS_AS_TYPED;
    }
  }
  return allWhole ? WHOLE_WORDS : allStart ? WORD_STARTS : INSIDE;
}

/** True when some query word appears in the name at all. */
function holdsAny(query: readonly (readonly string[])[], name: NormalizedName): boolean {
  for (const forms of query) {
    for (let i = 0; i < name.words.length; i++) if (insideAt(forms, name, i)) return true;
  }
  return false;
}

function formsOfQuery(words: readonly string[]): string[][] {
  return words.map(cachedForms);
}

/** The level (lower is better) of a plant's best name for the query, or null when no name holds every word. */
function plantLevel(plant: SearchablePlant, query: readonly (readonly string[])[]): number | null {
  const names = namesOf(plant);
  // A word that appears in none of the names rules the plant out at once.
  const haystack = names.haystack!;
  for (const forms of query) {
    let found = false;
    for (const form of forms) if (haystack.includes(form)) found = true;
    if (!found) return null;
  }
  let best: number | null = null;
  for (const { name, isAlias } of names) {
    const found = classify(query, name);
    if (found === null) continue;
    const level = (isAlias ? ALIAS_LEVELS : NAME_LEVELS)[found]!;
    if (best === null || level < best) best = level;
  }
  return best;
}

/**
 * A plant's rank for a query, lower is better, or null when it does not match: its exact
 * name (plural-tolerant), then an exact alias, then names starting with the query, then
 * names holding every query word, then aliases holding them, then matches of words only
 * partly typed or found inside another word.
 */
export function searchRank(plant: SearchablePlant, words: readonly string[]): number | null {
  if (words.length === 0) return null;
  return plantLevel(plant, formsOfQuery(words));
}

/** A catalogue variety, searchable by its own name together with its plant's ('Jalapeno pepper'). */
export class VarietyOf<T extends SearchablePlant> implements SearchablePlant {
  readonly aliases: readonly string[] = [];
  constructor(
    readonly plant: T,
    readonly name: string,
  ) {}
}

interface VarietyNames {
  variety: NormalizedName;
  /** The variety's words, then its plant's name's ('Cherokee Purple tomato'). */
  varietyThenPlant: NormalizedName;
  /** Its plant's name, then the variety's ('Tomato Cherokee Purple'). */
  plantThenVariety: NormalizedName;
}

const varietyNames = new WeakMap<VarietyOf<SearchablePlant>, VarietyNames>();

function namesOfVariety(entry: VarietyOf<SearchablePlant>): VarietyNames {
  let names = varietyNames.get(entry);
  if (!names) {
    const variety = splitWords(entry.name);
    const plant = splitWords(entry.plant.name);
    names = {
      variety: normalizeWords(variety),
      varietyThenPlant: normalizeWords([...variety, ...plant]),
      plantThenVariety: normalizeWords([...plant, ...variety]),
    };
    varietyNames.set(entry, names);
  }
  return names;
}

/**
 * A variety's level for the query, or null: exact when the query is the variety, or the
 * variety and its plant's name in either order ('Cherokee Purple tomato'); otherwise
 * ranked as an alias is, by its own name, or by its own name and its plant's together when
 * only some query words are in its own name (a plant's varieties are not found by its name
 * alone).
 */
function varietyLevel(entry: VarietyOf<SearchablePlant>, query: readonly (readonly string[])[]): number | null {
  const { variety, varietyThenPlant, plantThenVariety } = namesOfVariety(entry);
  if (
    query.length === varietyThenPlant.words.length &&
    (classify(query, varietyThenPlant) === EXACT || classify(query, plantThenVariety) === EXACT)
  ) {
    return ALIAS_LEVELS[EXACT];
  }
  const own = classify(query, variety);
  if (own !== null) return ALIAS_LEVELS[own]!;
  if (!holdsAny(query, variety)) return null;
  const both = classify(query, varietyThenPlant);
  return both === null ? null : ALIAS_LEVELS[both]!;
}

/** A search's hit: a plant, or one of its catalogue varieties (the plant, and the variety's name). */
export interface SearchRow<T> {
  plant: T;
  variety: string | null;
}

/** What a search ranks, with what it needs to know about the plants. */
export interface SearchSources<T extends SearchablePlant> {
  /** Plants whose names may hold the query: the catalogue's, and the gardener's own. */
  plants: readonly T[];
  /** Catalogue varieties whose names may hold the query. */
  varieties?: readonly VarietyOf<T>[];
  /** A plant's catalogue varieties: listed after it when the query names it exactly. */
  varietiesOf?: (plant: T) => readonly string[];
  /** The gardener's own plants based on a plant: listed after it when the query names it exactly. */
  basedOn?: (plant: T) => readonly T[];
  /**
   * Where a plant goes among the hits of its own level, lower first (the gardener's
   * answers in the wizard). A worse match never comes before a better one.
   */
  bucket?: (plant: T) => number;
}

interface RankedRow<T> extends SearchRow<T> {
  level: number;
  bucket: number;
  /** The name of the plant a row follows (its own, when it follows none). */
  group: string;
  /** 0 the plant itself, 1 the gardener's own plants based on it, 2 its varieties. */
  kind: number;
  /** The row's own name. */
  name: string;
}

/** Names in the runtime's own order, as localeCompare would; made once, since making it is the costly part. */
const byName = new Intl.Collator();

function compareRows<T>(a: RankedRow<T>, b: RankedRow<T>): number {
  return (
    a.level - b.level ||
    a.bucket - b.bucket ||
    byName.compare(a.group, b.group) ||
    a.kind - b.kind ||
    byName.compare(a.name, b.name)
  );
}

function nameKey(text: string): string {
  return splitWords(text).map(singular).join(' ');
}

/**
 * Whether one of the gardener's own plants based on `plant` is the variety by name
 * ('Sungold', 'Sungold tomato'): the variety is then that plant's row, not one of its own.
 */
function isOwnedVariety(own: readonly SearchablePlant[], plant: SearchablePlant, variety: string): boolean {
  const key = nameKey(variety);
  const plantKey = nameKey(plant.name);
  const names = [key, `${key} ${plantKey}`, `${plantKey} ${key}`];
  return own.some((mine) => names.includes(nameKey(mine.name)));
}

/**
 * The hits for a query's normalised words (`normalizeSearchText`), best first, at most
 * `limit`. A plant named exactly (its name or an alias) is followed by the gardener's own
 * plants based on it and then its catalogue varieties; a variety found by its own name is
 * a row of its plant that says which variety matched.
 */
export function searchRows<T extends SearchablePlant>(
  sources: SearchSources<T>,
  words: readonly string[],
  limit = Infinity,
): SearchRow<T>[] {
  if (words.length === 0 || (sources.plants.length === 0 && !sources.varieties?.length)) return [];
  const query = formsOfQuery(words);
  const bucketOf = sources.bucket;
  const ranked: RankedRow<T>[] = [];
  /** Rows of plants (variety null), by plant: an own plant may be found by its name and as a follower. */
  const plantRows = new Map<T, RankedRow<T>>();
  /** Plants named exactly: their varieties are rows already. */
  const exact = new Set<T>();
  const addPlantRow = (row: RankedRow<T>) => {
    const kept = plantRows.get(row.plant);
    if (!kept || compareRows(row, kept) < 0) plantRows.set(row.plant, row);
  };

  for (const plant of sources.plants) {
    const level = plantLevel(plant, query);
    if (level === null) continue;
    const bucket = bucketOf ? bucketOf(plant) : 0;
    addPlantRow({ plant, variety: null, level, bucket, group: plant.name, kind: 0, name: plant.name });
    if (level > EXACT_LEVEL_MAX) continue;
    exact.add(plant);
    const own = sources.basedOn?.(plant) ?? [];
    for (const mine of own) {
      addPlantRow({ plant: mine, variety: null, level, bucket, group: plant.name, kind: 1, name: mine.name });
    }
    for (const variety of sources.varietiesOf?.(plant) ?? []) {
      if (own.length > 0 && isOwnedVariety(own, plant, variety)) continue;
      ranked.push({ plant, variety, level, bucket, group: plant.name, kind: 2, name: variety });
    }
  }

  for (const entry of sources.varieties ?? []) {
    if (exact.has(entry.plant)) continue;
    const level = varietyLevel(entry, query);
    if (level === null) continue;
    const own = sources.basedOn?.(entry.plant) ?? [];
    if (own.length > 0 && isOwnedVariety(own, entry.plant, entry.name)) continue;
    const bucket = bucketOf ? bucketOf(entry.plant) : 0;
    ranked.push({
      plant: entry.plant,
      variety: entry.name,
      level,
      bucket,
      group: entry.name,
      kind: 0,
      name: entry.name,
    });
  }

  for (const row of plantRows.values()) ranked.push(row);
  return sortRows(ranked, limit).map(({ plant, variety }) => ({ plant, variety }));
}

/**
 * The rows in order, the first `limit` of them. Names are the costly part to compare, so
 * past the limit only the levels are: rows below the last level and bucket kept are cut
 * before the names are sorted.
 */
function sortRows<T>(rows: RankedRow<T>[], limit: number): RankedRow<T>[] {
  if (rows.length > limit) {
    rows.sort((a, b) => a.level - b.level || a.bucket - b.bucket);
    const last = rows[limit - 1]!;
    let end = limit;
    while (end < rows.length && rows[end]!.level === last.level && rows[end]!.bucket === last.bucket) end++;
    rows.length = end;
  }
  rows.sort(compareRows);
  if (rows.length > limit) rows.length = limit;
  return rows;
}

/** The plants matching a query, best first, then by name. An empty query finds nothing. */
export function searchPlants<T extends SearchablePlant>(plants: readonly T[], query: string): T[] {
  return rankPlants(plants, normalizeSearchText(query));
}

/** The plants matching a query's normalised words (`normalizeSearchText`), best first, then by name. */
export function rankPlants<T extends SearchablePlant>(plants: readonly T[], words: readonly string[]): T[] {
  return searchRows({ plants }, words).map((row) => row.plant);
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

/** The first place in a sorted list whose word is not before `word`. */
function lowerBound(sorted: readonly string[], word: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (sorted[middle]! < word) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Words sorted, each with the entries (by place) it belongs to. */
class WordList {
  readonly words: string[];
  readonly entries: number[][];

  constructor(wordsOf: readonly (readonly string[])[]) {
    const entriesOf = new Map<string, number[]>();
    wordsOf.forEach((words, e) => {
      for (const word of new Set(words)) {
        let list = entriesOf.get(word);
        if (!list) entriesOf.set(word, (list = []));
        list.push(e);
      }
    });
    this.words = [...entriesOf.keys()].sort();
    this.entries = this.words.map((word) => entriesOf.get(word)!);
  }

  /** Calls `mark` with each entry having a word that starts with some form of the query word (maybe more than once). */
  eachStarting(queryWord: string, mark: (entry: number) => void): void {
    for (const form of cachedForms(queryWord)) {
      for (let i = lowerBound(this.words, form); i < this.words.length && this.words[i]!.startsWith(form); i++) {
        for (const e of this.entries[i]!) mark(e);
      }
    }
  }
}

/**
 * The catalogue's varieties made ready for search: a variety is a candidate when each
 * query word starts a word of its own name or of its plant's name, and one of them is in
 * its own name (`varietyLevel` ranks it). Varieties are extra rows, so a word found only
 * inside another word does not bring them up; a sorted list of words finds them quickly.
 */
export class VarietySearchIndex<T extends SearchablePlant> {
  readonly #entries: readonly VarietyOf<T>[];
  /** The words of the varieties' own names. */
  readonly #own: WordList;
  /** The words of each variety's plant's name. */
  readonly #ofPlant: WordList;
  /** Scratch for `candidates`: the query words each variety holds, in its own name and its plant's. */
  readonly #ownHeld: Int32Array;
  readonly #plantHeld: Int32Array;

  constructor(plants: readonly T[], varietiesOf: (plant: T) => readonly string[]) {
    const entries: VarietyOf<T>[] = [];
    for (const plant of plants) for (const name of varietiesOf(plant)) entries.push(new VarietyOf(plant, name));
    this.#entries = entries;
    const plantWords = new Map<T, string[]>();
    const wordsOfPlant = (plant: T) => {
      let words = plantWords.get(plant);
      if (!words) plantWords.set(plant, (words = normalizeName(plant.name).allWords));
      return words;
    };
    this.#own = new WordList(entries.map((entry) => namesOfVariety(entry).variety.allWords));
    this.#ofPlant = new WordList(entries.map((entry) => wordsOfPlant(entry.plant)));
    this.#ownHeld = new Int32Array(entries.length);
    this.#plantHeld = new Int32Array(entries.length);
  }

  /** The varieties that may hold the query, in the catalogue's order. */
  candidates(words: readonly string[]): VarietyOf<T>[] {
    if (words.length === 0) return [];
    // Which query words each variety holds, one bit a word, in its own name and in its plant's.
    // The arrays are the index's own, cleared again before returning: most searches touch few.
    const own = this.#ownHeld;
    const ofPlant = this.#plantHeld;
    const touched: number[] = [];
    const bits = Math.min(words.length, 31);
    words.forEach((word, k) => {
      const bit = 1 << Math.min(k, 30);
      this.#own.eachStarting(word, (e) => {
        if (own[e] === 0 && ofPlant[e] === 0) touched.push(e);
        own[e]! |= bit;
      });
    });
    if (touched.length > 0 && words.length > 1) {
      words.forEach((word, k) => {
        const bit = 1 << Math.min(k, 30);
        this.#ofPlant.eachStarting(word, (e) => {
          // Only varieties holding a query word in their own name can be candidates.
          if (own[e] !== 0) ofPlant[e]! |= bit;
        });
      });
    }
    // Past 31 words the last bit stands for all the rest: ranking checks every word anyway.
    const all = bits === 31 ? 0x7fffffff : (1 << bits) - 1;
    const held = touched.filter((e) => (own[e]! | ofPlant[e]!) === all);
    for (const e of touched) own[e] = ofPlant[e] = 0;
    return held.sort((a, b) => a - b).map((e) => this.#entries[e]!);
  }
}
