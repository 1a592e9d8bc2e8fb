/**
 * Matching a name a gardener types when adding a plant to the catalogue: the
 * plant itself ('Broccoli', 'brocolli'), a variety of it ('Cherokee Purple
 * tomato', 'Sungold', 'Kentucky Wonder pole bean'), or nothing, with the
 * closest names as suggestions. Pure functions over the catalogue's names and
 * the reviewed variety list (data/plant-varieties.json).
 */
import { splitWords } from './search.ts';

export interface NamedPlant {
  id: string;
  name: string;
  aliases: readonly string[];
}

/** Variety names by the catalogue plant they belong to. */
export type VarietyList = Readonly<Record<string, readonly string[]>>;

export type NameMatch<T extends NamedPlant> =
  /** The name is the plant's own name or an alias, maybe misspelt. */
  | { kind: 'plant'; plant: T; typo: boolean }
  /** The name is a variety of the plant, or the plant's name with more words. */
  | { kind: 'variety'; plant: T; typo: boolean }
  | { kind: 'none'; suggestions: T[] };

/** 'tomatoes' → 'tomato', 'berries' → 'berry', 'beans' → 'bean'; short words stay. */
function singular(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.endsWith('oes')) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us')) return word.slice(0, -1);
  return word;
}

/** Words of a name for matching: lowercase, no punctuation or accents, singular. */
export function nameWords(text: string): string[] {
  return splitWords(text).map(singular);
}

/** Optimal string alignment distance: insertions, deletions, substitutions and swaps of neighbours. */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/** Typos tolerated in a word: none in short words, one from 4 letters, two from 8. */
function allowedTypos(word: string): number {
  if (word.length < 4) return 0;
  return word.length < 8 ? 1 : 2;
}

function wordsEqual(typed: string, known: string, fuzzy: boolean): boolean {
  if (typed === known) return true;
  return fuzzy && editDistance(typed, known) <= Math.min(allowedTypos(typed), allowedTypos(known));
}

/** Where `phrase` occurs as consecutive words of `words`, or -1. */
function findPhrase(words: readonly string[], phrase: readonly string[], fuzzy: boolean): number {
  outer: for (let start = 0; start + phrase.length <= words.length; start++) {
    for (let k = 0; k < phrase.length; k++) {
      if (!wordsEqual(words[start + k]!, phrase[k]!, fuzzy)) continue outer;
    }
    return start;
  }
  return -1;
}

interface Phrase<T> {
  plant: T;
  words: string[];
  variety: boolean;
}

function phrasesOf<T extends NamedPlant>(plants: readonly T[], varieties: VarietyList): Phrase<T>[] {
  const byId = new Map(plants.map((plant) => [plant.id, plant]));
  const phrases: Phrase<T>[] = [];
  for (const plant of plants) {
    for (const name of [plant.name, ...plant.aliases]) phrases.push({ plant, words: nameWords(name), variety: false });
  }
  for (const [id, names] of Object.entries(varieties)) {
    const plant = byId.get(id);
    if (!plant) continue;
    for (const name of names) phrases.push({ plant, words: nameWords(name), variety: true });
  }
  return phrases.filter((phrase) => phrase.words.length > 0);
}

/**
 * How close a typed word is to a known one, 0 (same) to 1 (nothing alike); a
 * typed word that begins a known one ('zucc') counts as close.
 */
function wordCloseness(typed: string, known: string): number {
  if (known.startsWith(typed) && typed.length >= 3) return 0.1;
  return editDistance(typed, known) / Math.max(typed.length, known.length);
}

/** The catalogue plants whose names look most like the typed one, best first. */
export function suggestPlants<T extends NamedPlant>(typed: string, plants: readonly T[], limit = 5): T[] {
  const words = nameWords(typed).filter((word) => word.length >= 3);
  if (words.length === 0) return [];
  return plants
    .map((plant) => {
      const known = [plant.name, ...plant.aliases].flatMap(nameWords);
      const score = Math.min(...words.flatMap((w) => known.map((k) => wordCloseness(w, k))));
      return { plant, score };
    })
    .filter((entry) => entry.score <= 0.4)
    .sort((a, b) => a.score - b.score || a.plant.name.localeCompare(b.plant.name))
    .slice(0, limit)
    .map((entry) => entry.plant);
}

/**
 * What a typed plant name is: first exactly (then with typos) a catalogue
 * plant's name or alias, or part of just one plant's names ('basil'); then a
 * name that contains a variety or a plant's name. There the crop named wins
 * ('Burgundy okra' is okra, though Burgundy is also a flower's variety), a
 * variety of that crop most of all ('Lettuce Leaf basil' is basil), and the
 * longest name first ('Kentucky Wonder pole bean' is a Pole Bean, not just any
 * bean); a variety alone names its crop ('Sungold'). Otherwise nothing, with
 * suggestions.
 */
export function matchPlantName<T extends NamedPlant>(
  typed: string,
  plants: readonly T[],
  varieties: VarietyList = {},
): NameMatch<T> {
  const words = nameWords(typed);
  if (words.length === 0) return { kind: 'none', suggestions: [] };
  const phrases = phrasesOf(plants, varieties);

  for (const fuzzy of [false, true]) {
    const whole = phrases.find(
      (phrase) => phrase.words.length === words.length && findPhrase(words, phrase.words, fuzzy) === 0,
    );
    if (whole) return { kind: whole.variety ? 'variety' : 'plant', plant: whole.plant, typo: fuzzy };

    // 'basil' is Sweet Basil when no other plant's name holds the word.
    const holders = new Set(
      phrases
        .filter((phrase) => !phrase.variety && findPhrase(phrase.words, words, fuzzy) >= 0)
        .map((phrase) => phrase.plant),
    );
    const [only] = holders;
    if (only && holders.size === 1) return { kind: 'plant', plant: only, typo: fuzzy };

    const contained = phrases
      .filter((phrase) => findPhrase(words, phrase.words, fuzzy) >= 0)
      .sort((a, b) => b.words.join(' ').length - a.words.join(' ').length);
    const named = contained.filter((phrase) => !phrase.variety);
    const namedPlants = new Set(named.map((phrase) => phrase.plant));
    // A variety whose crop is named too ('Lettuce Leaf basil'), else the crop named
    // ('Burgundy okra': okra, though Burgundy is also a flower's variety), else a variety.
    const best =
      contained.find((phrase) => phrase.variety && namedPlants.has(phrase.plant)) ?? named[0] ?? contained[0];
    if (best) return { kind: 'variety', plant: best.plant, typo: fuzzy };
  }
  return { kind: 'none', suggestions: suggestPlants(typed, plants) };
}
