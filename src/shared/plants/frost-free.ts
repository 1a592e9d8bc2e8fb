/**
 * Places without a typical frost (south Florida, Hawaii, coastal southern California):
 * there a plant's texts must not time anything by a frost that does not come, so a plant
 * file's `frostFree` texts stand in for its own. The rules are in docs/guidance-rules.md
 * ("Places without a typical frost").
 */
import type { CareStep, PlantFile, Requirements } from './catalogue-schema.ts';
import type { RequirementKey } from './catalogue-terms.ts';
import type { Place } from './schedule.ts';

/**
 * The warmest zone (whole number) whose average winter has a freezing night (the USDA
 * zone's coldest temperature; see docs/guidance-rules.md): a record there without frost
 * dates is a gap in the station data, not a place without frost.
 */
export const WARMEST_FROSTY_ZONE = 9;

/**
 * Whether frost wording applies at a place: it has a typical last frost, or lies in a zone
 * whose winters freeze. Places where frost is rare but has a median date (Phoenix, Houston)
 * have one, and keep the plant's own texts.
 */
export function hasTypicalFrost(place: Pick<Place, 'lastFrost' | 'zone'>): boolean {
  return place.lastFrost !== '' || Number.parseInt(place.zone, 10) <= WARMEST_FROSTY_ZONE;
}

/** Each plant file's frost-free form, made once: answers for a place without frost read it again and again. */
const frostFreeForms = new WeakMap<PlantFile, PlantFile>();

/**
 * The plant as shown where there is no typical frost: its `frostFree` texts in place of
 * its own, and the care steps and requirement lines they set to null left out. Everything
 * else (timing, care step ids and timings) is the plant's own.
 */
export function frostFreePlant(plant: PlantFile): PlantFile {
  const texts = plant.frostFree;
  if (!texts) return plant;
  let form = frostFreeForms.get(plant);
  if (!form) {
    const { frostFree: _frostFree, ...own } = plant;
    const care = texts.care ?? {};
    form = {
      ...own,
      description: texts.description ?? plant.description,
      seedStarting: texts.seedStarting ?? plant.seedStarting,
      planting: texts.planting ?? plant.planting,
      care: plant.care.flatMap((step): CareStep[] => {
        const text = care[step.id];
        if (text === undefined) return [step];
        return text === null ? [] : [{ ...step, step: text }];
      }),
      requirements: replacedRequirements(plant.requirements, texts.requirements ?? {}),
    };
    frostFreeForms.set(plant, form);
  }
  return form;
}

function replacedRequirements(
  own: Requirements,
  replacements: Partial<Record<RequirementKey, string | null>>,
): Requirements {
  const requirements: Requirements = { ...own };
  for (const [key, text] of Object.entries(replacements) as [RequirementKey, string | null | undefined][]) {
    if (text === null) delete requirements[key];
    else if (text !== undefined) requirements[key] = text;
  }
  return requirements;
}

/**
 * The plant as its texts read at a place: its frost-free form where there is no typical
 * frost, its own everywhere else and where no place is known (the public pages).
 */
export function plantAtPlace(plant: PlantFile, place: Pick<Place, 'lastFrost' | 'zone'> | null): PlantFile {
  return place && plant.frostFree && !hasTypicalFrost(place) ? frostFreePlant(plant) : plant;
}

/** Words of frost and freezing weather, thawing ground and snow (not the snow pea's name). */
const FROST_WORDS = /\b(?:frost|freez|frozen|thaw)|\bsoil can be worked\b|\bsnows?\b(?![- ]?peas?\b)/i;

/** Freezing in the kitchen, which is the same everywhere. */
const KITCHEN_FREEZING = /\bfreeze well\b|\bkeeps? best frozen\b|\bfreezing the clusters\b/gi;

/**
 * What a Frost line may not say where there is no typical frost: a frost named by its season
 * or date, a time set by a frost, a frost to expect, or what to do about one. What frost does
 * to the plant ("Tender: frost kills the plant", "Hardy: roots survive frozen ground") is its
 * tolerance, true everywhere, and stays.
 */
const FROST_EVENTS = [
  /\b(?:last|first|spring|fall|autumn|late|early)\s+(?:(?:spring|fall)\s+)?(?:frosts?|freezes?)\b/i,
  /\b(?:before|after|until|till|when|whenever|once|if|as soon as)\b[^;.]*\b(?:frost|freez|frozen|thaw)/i,
  /\b(?:forecast|threatens?|expected|danger|risk|dates?)\b/i,
  /\b(?:protect|cover|bring|cut|dig|pull|lift|harvest|pick|sow|plant out|mulch|wait)\b/i,
];

/**
 * The words of a text that speak of frost where there is no typical frost, or null when it
 * has none: a Frost line (`frostLine`) may state the plant's tolerance, any other text may
 * not speak of frost, freezing weather, thawing ground or snow at all.
 */
export function frostWording(text: string, frostLine = false): string | null {
  const weather = text.replace(KITCHEN_FREEZING, '');
  const word = FROST_WORDS.exec(weather)?.[0] ?? null;
  if (!frostLine || word === null) return word;
  for (const pattern of FROST_EVENTS) {
    const found = pattern.exec(weather);
    if (found) return found[0];
  }
  return null;
}
