/**
 * Matching a name a gardener types when adding a plant: the plant itself ('Broccoli',
 * 'tomatoes'), a variety of it ('Sungold', 'Cherokee Purple tomato'), a name that holds a
 * plant's ('Grandma's heirloom tomato'), a misspelling of one ('brocolli'), or nothing,
 * with plants of related names as suggestions. Pure functions over the catalogue's names
 * and the reviewed variety list (data/plant-varieties.json). Names are compared as the
 * search compares them (search.ts): without case, accents or punctuation, plurals as
 * their singular; fig and ficus stay apart here, as a gardener adding 'Ficus' means a
 * houseplant, not the fruit tree.
 */
import { singular, splitWords } from './search.ts';

export interface NamedPlant {
  id: string;
  name: string;
  aliases: readonly string[];
}

/** Variety names by the catalogue plant they belong to. */
export type VarietyList = Readonly<Record<string, readonly string[]>>;

export type NameMatch<T extends NamedPlant> =
  /** The name is the plant's own name or an alias, maybe misspelt, or part of that one plant's names. */
  | { kind: 'plant'; plant: T; typo: boolean }
  /** The name is a variety of the plant, or holds the plant's name or a variety's. */
  | { kind: 'variety'; plant: T; typo: boolean }
  | { kind: 'none'; suggestions: T[] };

/** A plant, or one of its catalogue varieties, that a typed name leads to. */
export interface PlantOrVariety<T> {
  plant: T;
  variety: string | null;
}

/** Everything a typed name says, for adding a plant (`NameMatcher.analyze`). */
export interface NameAnalysis<T extends NamedPlant> {
  /**
   * The name exactly, without typos: a plant's name or alias, or a variety (alone, or with
   * its plant's name before or after it). Only this adds a catalogue plant without asking.
   */
  exact: PlantOrVariety<T> | null;
  /**
   * A plant's name or alias, or a variety of two words or more, that the name holds exactly
   * ('Grandma's heirloom tomato'), if any: the gardener's own plant can be based on it. Not
   * when the name is also a misspelling of another plant's whole name ('swet pea').
   */
  contained: PlantOrVariety<T> | null;
  /**
   * What the gardener may have meant, best first, at most three: plants and varieties the
   * name is a misspelling of, the one plant whose names hold it ('thai' of Thai Basil), or
   * a plant whose misspelt name it holds.
   */
  didYouMean: PlantOrVariety<T>[];
}

/** 'tomatoes' → 'tomato', 'berries' → 'berry', 'beans' → 'bean'; short words stay. */
export function nameWords(text: string): string[] {
  return splitWords(text).map(singular);
}

/** Rows of the distance table, kept between calls: a name is at most a hundred letters. */
let rows: Int32Array[] = [new Int32Array(0), new Int32Array(0), new Int32Array(0)];

/** Optimal string alignment distance: insertions, deletions, substitutions and swaps of neighbours. */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  if (a.length === 0) return b.length;
  if (b.length === 0) return a.length;
  const cols = b.length + 1;
  if (rows[0]!.length < cols) rows = [new Int32Array(cols), new Int32Array(cols), new Int32Array(cols)];
  let before = rows[0]!;
  let previous = rows[1]!;
  let current = rows[2]!;
  for (let j = 0; j < cols; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, before[j - 2]! + 1);
      current[j] = best;
    }
    [before, previous, current] = [previous, current, before];
  }
  return previous[b.length]!;
}

/** Typos tolerated in a word: none in short words, one from 4 letters, two from 8. */
function allowedTypos(word: string): number {
  if (word.length < 4) return 0;
  return word.length < 8 ? 1 : 2;
}

/** The typos between a typed word and a known one, or null when there are more than a typo's worth. */
function typosBetween(typed: string, known: string): number | null {
  if (typed === known) return 0;
  const allowed = Math.min(allowedTypos(typed), allowedTypos(known));
  if (allowed === 0 || Math.abs(typed.length - known.length) > allowed) return null;
  const distance = editDistance(typed, known);
  return distance <= allowed ? distance : null;
}

interface Phrase<T> {
  plant: T;
  words: string[];
  /** The variety's name as listed, for a variety's phrase (alone, or with its plant's name). */
  variety: string | null;
  /** For a variety: the phrase is the variety's name alone (not with its plant's). */
  isVarietyAlone: boolean;
}

/** Words that name a kind of plant rather than a plant: they say little about which plant is meant. */
const GENERIC_WORDS = [
  'flower',
  'plant',
  'vine',
  'tree',
  'bush',
  'shrub',
  'herb',
  'grass',
  'fern',
  'weed',
  'creeper',
  'climber',
  'houseplant',
  'common',
  'garden',
];
const GENERIC = new Set(GENERIC_WORDS);
/** How much less a generic word weighs than its rarity alone would make it. */
const GENERIC_WEIGHT = 0.25;

/** How close two words must be to count as related at all. */
const MIN_WORD_CLOSENESS = 0.5;
/** How much of the typed name's weight a plant's name must explain to be suggested. */
const MIN_SUGGESTION_SCORE = 0.5;
/** How much a name's own words that match no typed word count against it, among names that match alike. */
const NAME_EXTRA_WEIGHT = 0.25;
/** Suggestions compare at most this many of the typed name's words. */
const MAX_SUGGESTION_WORDS = 6;
/** Suggestions not exactly matched whose scores are this close are one match level: the wizard's answers may order them. */
const SUGGESTION_LEVEL_STEP = 0.1;

/** 'moonflower' → ['moon', 'flower']: a word ending in a generic one is compared as its two parts. */
function splitGeneric(word: string): string[] {
  for (const generic of GENERIC_WORDS) {
    if (word.length - generic.length >= 3 && word.endsWith(generic)) return [word.slice(0, -generic.length), generic];
  }
  return [word];
}

function trigrams(word: string): Set<string> {
  const padded = ` ${word} `;
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) grams.add(padded.slice(i, i + 3));
  return grams;
}

/** Dice's coefficient of two words' letter triples (with a space at each end). */
function trigramCloseness(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const gram of a) if (b.has(gram)) shared++;
  return (2 * shared) / (a.size + b.size);
}

/** A typed word, ready to be compared with many known words. */
class TypedWord {
  readonly trigrams: Set<string>;
  /** Closeness to each known word compared so far. */
  readonly closeness = new Map<string, number>();
  constructor(readonly word: string) {
    this.trigrams = trigrams(word);
  }
}

/**
 * How related a typed word is to a known one, 0 (not at all) to 1 (the same): a
 * misspelling within a typo's worth, or letters in common (trigrams).
 */
function wordCloseness(typed: TypedWord, known: string, knownTrigrams: Set<string>): number {
  let best = typed.closeness.get(known);
  if (best !== undefined) return best;
  if (typed.word === known) best = 1;
  else {
    best = trigramCloseness(typed.trigrams, knownTrigrams);
    const typos = typosBetween(typed.word, known);
    if (typos !== null) best = Math.max(best, 1 - typos / Math.max(typed.word.length, known.length));
    if (best < MIN_WORD_CLOSENESS) best = 0;
  }
  typed.closeness.set(known, best);
  return best;
}

/**
 * How close words written together are to a word ('watermelon' to 'water melon'): only the
 * same word, or a misspelling of it, and never a generic one (letters in common with
 * 'flower' do not make 'moonflower' a flower's name).
 */
function compoundCloseness(joined: string, known: string): number {
  if (GENERIC.has(known)) return 0;
  const typos = typosBetween(joined, known);
  return typos === null ? 0 : 1 - typos / Math.max(joined.length, known.length);
}

/** The readings of a typed name (`NameMatcher`), each worked out when first asked for. */
interface Readings<T> {
  exact: () => PlantOrVariety<T> | null;
  /** Misspellings of a whole name or variety, fewest typos first. */
  misspelt: () => { phrase: Phrase<T>; typos: number }[];
  holder: () => T | null;
  misspeltHolder: () => T | null;
  contained: () => PlantOrVariety<T> | null;
  misspeltContained: () => PlantOrVariety<T> | null;
}

function once<V>(work: () => V): () => V {
  let done = false;
  let value: V;
  return () => {
    if (!done) {
      value = work();
      done = true;
    }
    return value;
  };
}

/**
 * A catalogue's names made ready for matching typed names: every plant's name and aliases,
 * every listed variety (alone, and with its plant's name), and how rare each word is.
 */
export class NameMatcher<T extends NamedPlant> {
  /** The phrases by their words, space-separated: exact names found at once. */
  readonly #byKey = new Map<string, Phrase<T>[]>();
  /** The phrases by their number of words: only these can be the whole name misspelt. */
  readonly #byLength = new Map<number, Phrase<T>[]>();
  /** The plants' names and aliases: what a name may be part of, or hold. */
  readonly #names: Phrase<T>[] = [];
  /** Varieties' own names of two words or more: what a name may hold ('Kentucky Wonder'). */
  readonly #longVarieties: Phrase<T>[] = [];
  /** Every word of every phrase, by length: where a typed word's misspellings are looked for. */
  readonly #vocabulary = new Map<number, string[]>();
  /** The plants' names and aliases for suggestions (generic endings split off), by plant. */
  readonly #suggestionNames = new Map<T, string[][]>();
  /** Letter triples of those names' words, and of each two neighbouring words written as one. */
  readonly #trigramsOf = new Map<string, Set<string>>();
  /** The plants whose suggestion names have each of those words: only they can be related to a typed word. */
  readonly #plantsOfWord = new Map<string, T[]>();
  /** Each word's weight: how rare it is among the plants' names (generic words weigh less). */
  readonly #weights = new Map<string, number>();
  /** The weight of a word no plant's name has: as rare as a word can be. */
  readonly #unknownWeight: number;

  constructor(plants: readonly T[], varieties: VarietyList = {}) {
    const byId = new Map(plants.map((plant) => [plant.id, plant]));
    const phrases: Phrase<T>[] = [];
    const namesOf = new Map<T, string[][]>();
    for (const plant of plants) {
      const names = [plant.name, ...plant.aliases].map(nameWords).filter((words) => words.length > 0);
      namesOf.set(plant, names);
      for (const words of names) {
        const phrase = { plant, words, variety: null, isVarietyAlone: false };
        phrases.push(phrase);
        this.#names.push(phrase);
      }
    }
    for (const [id, names] of Object.entries(varieties)) {
      const plant = byId.get(id);
      if (!plant) continue;
      const cropNames = namesOf.get(plant) ?? [];
      for (const name of names) {
        const words = nameWords(name);
        if (words.length === 0) continue;
        const alone = { plant, words, variety: name, isVarietyAlone: true };
        phrases.push(alone);
        if (words.length > 1) this.#longVarieties.push(alone);
        for (const crop of cropNames) {
          phrases.push({ plant, words: [...words, ...crop], variety: name, isVarietyAlone: false });
          phrases.push({ plant, words: [...crop, ...words], variety: name, isVarietyAlone: false });
        }
      }
    }
    const vocabulary = new Set<string>();
    for (const phrase of phrases) {
      const key = phrase.words.join(' ');
      this.#byKey.set(key, [...(this.#byKey.get(key) ?? []), phrase]);
      this.#byLength.set(phrase.words.length, [...(this.#byLength.get(phrase.words.length) ?? []), phrase]);
      for (const word of phrase.words) vocabulary.add(word);
    }
    for (const word of vocabulary)
      this.#vocabulary.set(word.length, [...(this.#vocabulary.get(word.length) ?? []), word]);

    const plantsWith = new Map<string, number>();
    for (const [plant, names] of namesOf) {
      const split = names.map((words) => words.flatMap(splitGeneric));
      this.#suggestionNames.set(plant, split);
      for (const words of split) {
        const known = [...words, ...words.slice(0, -1).map((word, i) => word + words[i + 1]!)];
        for (const word of known) {
          if (!this.#trigramsOf.has(word)) this.#trigramsOf.set(word, trigrams(word));
          const list = this.#plantsOfWord.get(word) ?? [];
          if (list[list.length - 1] !== plant) list.push(plant);
          this.#plantsOfWord.set(word, list);
        }
      }
      for (const word of new Set(split.flat())) plantsWith.set(word, (plantsWith.get(word) ?? 0) + 1);
    }
    const count = Math.max(plants.length, 1);
    this.#unknownWeight = Math.log(1 + count);
    for (const [word, n] of plantsWith) {
      this.#weights.set(word, Math.log(1 + count / n) * (GENERIC.has(word) ? GENERIC_WEIGHT : 1));
    }
  }

  #weightOf(word: string): number {
    return this.#weights.get(word) ?? this.#unknownWeight * (GENERIC.has(word) ? GENERIC_WEIGHT : 1);
  }

  /** Each typed word's known words within a typo's worth (itself included), worked out once per word. */
  #nearWords(): (typed: string) => Set<string> {
    const near = new Map<string, Set<string>>();
    return (typed) => {
      let found = near.get(typed);
      if (!found) {
        found = new Set([typed]);
        const allowed = allowedTypos(typed);
        for (let length = typed.length - allowed; allowed > 0 && length <= typed.length + allowed; length++) {
          for (const known of this.#vocabulary.get(length) ?? []) {
            if (typosBetween(typed, known) !== null) found.add(known);
          }
        }
        near.set(typed, found);
      }
      return found;
    };
  }

  /** Every reading of the typed words, from which `analyze` and `match` choose. */
  #readings(words: readonly string[]): Readings<T> {
    const near = this.#nearWords();
    const equal = (typed: string, known: string) => typed === known || near(typed).has(known);
    /** Where `phrase` is a run of `within`'s words (`typedFirst`: `within` is typed), or -1. */
    const find = (within: readonly string[], phrase: readonly string[], typedFirst: boolean, fuzzy: boolean) => {
      outer: for (let start = 0; start + phrase.length <= within.length; start++) {
        for (let k = 0; k < phrase.length; k++) {
          const [typed, known] = typedFirst ? [within[start + k]!, phrase[k]!] : [phrase[k]!, within[start + k]!];
          if (typed !== known && (!fuzzy || !equal(typed, known))) continue outer;
        }
        return start;
      }
      return -1;
    };
    // A plant's name or alias first, then a variety of two words or more: the crop named
    // wins ('Burgundy okra' is okra, though Burgundy is also a flower's variety), a variety
    // of that crop most of all ('Lettuce Leaf basil' is basil), the longest name first
    // ('Kentucky Wonder pole bean' is a Pole Bean, not just any bean).
    const containedIn = (fuzzy: boolean): PlantOrVariety<T> | null => {
      const contained = [...this.#names, ...this.#longVarieties]
        .filter((phrase) => phrase.words.length <= words.length && find(words, phrase.words, true, fuzzy) >= 0)
        .sort((a, b) => b.words.join(' ').length - a.words.join(' ').length);
      const named = contained.filter((phrase) => phrase.variety === null);
      const namedPlants = new Set(named.map((phrase) => phrase.plant));
      const best =
        contained.find((phrase) => phrase.variety !== null && namedPlants.has(phrase.plant)) ??
        named[0] ??
        contained[0];
      return best ? { plant: best.plant, variety: best.variety } : null;
    };
    // The one plant whose names hold the words: 'thai' is Thai Basil.
    const holderOf = (fuzzy: boolean): T | null => {
      const holders = new Set<T>();
      for (const phrase of this.#names) {
        if (phrase.words.length <= words.length || holders.has(phrase.plant)) continue;
        if (find(phrase.words, words, false, fuzzy) >= 0) holders.add(phrase.plant);
        if (holders.size > 1) return null;
      }
      const [only] = holders;
      return only ?? null;
    };
    return {
      exact: once(() => {
        const whole = this.#byKey.get(words.join(' ')) ?? [];
        // A plant's own name or alias first, then a variety ('Sungold', 'Sungold tomato').
        const exact = whole.find((phrase) => phrase.variety === null) ?? whole[0];
        return exact ? { plant: exact.plant, variety: exact.variety } : null;
      }),
      misspelt: once(() => {
        const found: { phrase: Phrase<T>; typos: number }[] = [];
        for (const phrase of this.#byLength.get(words.length) ?? []) {
          let typos: number | null = 0;
          for (let k = 0; k < words.length && typos !== null; k++) {
            const typed = words[k]!;
            const known = phrase.words[k]!;
            if (typed !== known) typos = near(typed).has(known) ? typos + typosBetween(typed, known)! : null;
          }
          if (typos !== null && typos > 0) found.push({ phrase, typos });
        }
        return found.sort((a, b) => a.typos - b.typos);
      }),
      holder: once(() => holderOf(false)),
      misspeltHolder: once(() => holderOf(true)),
      contained: once(() => containedIn(false)),
      misspeltContained: once(() => containedIn(true)),
    };
  }

  /**
   * What a typed name is exactly, what it holds, and what it may be a misspelling of (with
   * `bucket` ordering what is alike in typos by the wizard's answers).
   */
  analyze(typed: string, bucket?: (plant: T) => number): NameAnalysis<T> {
    const words = nameWords(typed);
    if (words.length === 0) return { exact: null, contained: null, didYouMean: [] };
    const readings = this.#readings(words);
    const exact = readings.exact();
    if (exact) return { exact, contained: null, didYouMean: [] };
    const meant: { entry: PlantOrVariety<T>; typos: number; order: number }[] = readings
      .misspelt()
      .map(({ phrase, typos }) => ({ entry: { plant: phrase.plant, variety: phrase.variety }, typos, order: 0 }));
    const exactHolder = readings.holder();
    const holder = exactHolder ?? readings.misspeltHolder();
    if (holder) meant.push({ entry: { plant: holder, variety: null }, typos: exactHolder ? 0 : 1, order: 1 });
    // A name holding a plant's name that is also a misspelling of another plant's whole name
    // ('swet pea': Pea, or Sweet Pea?) is no basis for a guide.
    const heldName = readings.contained();
    const misspelt = readings.misspelt();
    const contained =
      heldName && misspelt.length > 0 && !misspelt.some(({ phrase }) => phrase.plant === heldName.plant)
        ? null
        : heldName;
    // A name holding a misspelt plant's name: that plant may be what was meant.
    const misspeltContained = contained ? null : readings.misspeltContained();
    if (misspeltContained) meant.push({ entry: misspeltContained, typos: 1, order: 2 });
    const bucketOf = bucket ?? (() => 0);
    meant.sort(
      (a, b) =>
        a.typos - b.typos ||
        a.order - b.order ||
        bucketOf(a.entry.plant) - bucketOf(b.entry.plant) ||
        a.entry.plant.name.localeCompare(b.entry.plant.name) ||
        (a.entry.variety ?? '').localeCompare(b.entry.variety ?? ''),
    );
    const seen = new Set<string>();
    const didYouMean: PlantOrVariety<T>[] = [];
    for (const { entry } of meant) {
      const key = `${entry.plant.id}\u0000${entry.variety ?? ''}`;
      if (!seen.has(key)) didYouMean.push(entry);
      seen.add(key);
    }
    return { exact: null, contained, didYouMean: didYouMean.slice(0, 3) };
  }

  /**
   * What a typed name is, as one answer: exactly a plant's name or alias or a variety;
   * else a misspelling of one; else part of just one plant's names ('thai'); else a name
   * that holds a plant's name or a variety; else the last two with typos; otherwise
   * nothing, with suggestions.
   */
  match(typed: string): NameMatch<T> {
    const words = nameWords(typed);
    if (words.length === 0) return { kind: 'none', suggestions: [] };
    const readings = this.#readings(words);
    const exact = readings.exact();
    if (exact) return { kind: exact.variety === null ? 'plant' : 'variety', plant: exact.plant, typo: false };
    const [closest] = readings.misspelt();
    if (closest) {
      return { kind: closest.phrase.variety === null ? 'plant' : 'variety', plant: closest.phrase.plant, typo: true };
    }
    const holder = readings.holder();
    if (holder) return { kind: 'plant', plant: holder, typo: false };
    const contained = readings.contained();
    if (contained) return { kind: 'variety', plant: contained.plant, typo: false };
    const misspeltHolder = readings.misspeltHolder();
    if (misspeltHolder) return { kind: 'plant', plant: misspeltHolder, typo: true };
    const misspeltContained = readings.misspeltContained();
    if (misspeltContained) return { kind: 'variety', plant: misspeltContained.plant, typo: true };
    return { kind: 'none', suggestions: this.suggest(typed) };
  }

  /**
   * The plants whose names are related to the typed one, best first, at most `limit`: by
   * the words they share, exactly or nearly (a misspelling, letters in common), each
   * weighing by how rare it is among the catalogue's names, so that a shared 'flower' or
   * 'vine' says little and a shared 'moon' much ('moonflower' is compared as 'moon
   * flower'). A plant is suggested when one of its names explains at least half the weight
   * of the typed one; none is better than an unrelated one. Within a match level (scores a
   * tenth apart) `bucket` orders them.
   */
  suggest(typed: string, limit = 5, bucket?: (plant: T) => number): T[] {
    // No plant's name is longer than a few words: a name's first words say what it is about.
    const words = nameWords(typed).flatMap(splitGeneric).slice(0, MAX_SUGGESTION_WORDS);
    if (words.length === 0) return [];
    // One per distinct word: each is compared with a known word once.
    const typedOf = new Map<string, TypedWord>();
    const typedWord = (word: string) => {
      let found = typedOf.get(word);
      if (!found) typedOf.set(word, (found = new TypedWord(word)));
      return found;
    };
    const typedWords = words.map(typedWord);
    const joined = words.slice(0, -1).map((word, k) => typedWord(word + words[k + 1]!));
    const weights = words.map((word) => this.#weightOf(word));
    const total = weights.reduce((sum, weight) => sum + weight, 0);
    // Only plants with a word related to a typed one can be suggested.
    const related = new Set<T>();
    for (const word of typedOf.values()) {
      for (const [known, plants] of this.#plantsOfWord) {
        if (known.length > word.word.length * 3 || word.word.length > known.length * 3) continue;
        if (wordCloseness(word, known, this.#trigramsOf.get(known)!) > 0)
          for (const plant of plants) related.add(plant);
      }
    }
    const scored: { plant: T; score: number; fit: number }[] = [];
    for (const plant of related) {
      let score = 0;
      let fit = 0;
      for (const name of this.#suggestionNames.get(plant) ?? []) {
        const { explained, unexplained, isSpecific } = this.#explained(typedWords, joined, weights, name);
        // Sharing only generic words ('plant', 'vine') relates nothing.
        if (!isSpecific) continue;
        score = Math.max(score, explained / total);
        // Among names explaining the typed one alike, the one with fewer words of its own fits best.
        fit = Math.max(fit, explained / (total + NAME_EXTRA_WEIGHT * unexplained));
      }
      if (score >= MIN_SUGGESTION_SCORE) scored.push({ plant, score, fit });
    }
    // Every typed word found as it is: the best level; then levels a tenth of the score apart.
    const level = (score: number) => (score > 1 - 1e-9 ? 0 : 1 + Math.floor((1 - score) / SUGGESTION_LEVEL_STEP));
    const bucketOf = bucket ?? (() => 0);
    return scored
      .sort(
        (a, b) =>
          level(a.score) - level(b.score) ||
          bucketOf(a.plant) - bucketOf(b.plant) ||
          b.fit - a.fit ||
          a.plant.name.localeCompare(b.plant.name),
      )
      .slice(0, limit)
      .map((entry) => entry.plant);
  }

  /**
   * How much of the typed words' weight a name explains (and how much of the name's own is
   * left unexplained): each typed word by its closest word of the name, worth no more than
   * the lighter of the two; two typed words may be one word of the name ('blue berry' ~
   * 'blueberry'), and one typed word two of the name's.
   */
  #explained(
    words: readonly TypedWord[],
    joined: readonly TypedWord[],
    weights: readonly number[],
    name: readonly string[],
  ): { explained: number; unexplained: number; isSpecific: boolean } {
    const credit = weights.map(() => 0);
    const used = name.map(() => false);
    /** Typed word k matched with `closeness` a name word worth `worth` (at most its own weight). */
    const give = (k: number, closeness: number, worth: number, ...known: number[]) => {
      credit[k] = Math.max(credit[k]!, closeness * Math.min(worth, weights[k]!));
      for (const i of known) used[i] = true;
    };
    name.forEach((known, i) => {
      const knownTrigrams = this.#trigramsOf.get(known)!;
      const worth = this.#weightOf(known);
      words.forEach((word, k) => {
        const closeness = wordCloseness(word, known, knownTrigrams);
        if (closeness > 0) give(k, closeness, worth, i);
      });
      // Two typed words written as one in the name ('water melon'): both are that word.
      joined.forEach((pair, k) => {
        const closeness = compoundCloseness(pair.word, known);
        if (closeness === 0) return;
        give(k, closeness, weights[k]!, i);
        give(k + 1, closeness, weights[k + 1]!, i);
      });
    });
    // One typed word written as two in the name.
    for (let i = 0; i + 1 < name.length; i++) {
      const known = name[i]! + name[i + 1]!;
      const worth = this.#weightOf(name[i]!) + this.#weightOf(name[i + 1]!);
      words.forEach((word, k) => {
        const closeness = compoundCloseness(word.word, known);
        if (closeness > 0) give(k, closeness, worth, i, i + 1);
      });
    }
    const explained = credit.reduce((sum, amount) => sum + amount, 0);
    const unexplained = name.reduce((sum, known, i) => sum + (used[i] ? 0 : this.#weightOf(known)), 0);
    const isSpecific = credit.some((amount, k) => amount > 0 && !GENERIC.has(words[k]!.word));
    return { explained, unexplained, isSpecific };
  }
}

/** A matcher per plant list and variety list, so that repeated calls on the same lists share it. */
const matchers = new WeakMap<readonly NamedPlant[], WeakMap<VarietyList, NameMatcher<NamedPlant>>>();
const NO_VARIETIES: VarietyList = {};

function matcherOf<T extends NamedPlant>(plants: readonly T[], varieties: VarietyList): NameMatcher<T> {
  let byVarieties = matchers.get(plants);
  if (!byVarieties) matchers.set(plants, (byVarieties = new WeakMap()));
  let matcher = byVarieties.get(varieties);
  if (!matcher) byVarieties.set(varieties, (matcher = new NameMatcher<NamedPlant>(plants, varieties)));
  return matcher as NameMatcher<T>;
}

/** `NameMatcher.match` on these lists. */
export function matchPlantName<T extends NamedPlant>(
  typed: string,
  plants: readonly T[],
  varieties: VarietyList = NO_VARIETIES,
): NameMatch<T> {
  return matcherOf(plants, varieties).match(typed);
}

/** `NameMatcher.suggest` on this list. */
export function suggestPlants<T extends NamedPlant>(typed: string, plants: readonly T[], limit = 5): T[] {
  return matcherOf(plants, NO_VARIETIES).suggest(typed, limit);
}
