/**
 * Checks on catalogue data beyond its shape (PlantFileSchema): horticultural
 * bounds that catch a slipped sign or a swapped field, and names that would
 * make search ambiguous. Pure functions, so the catalogue test and the server's
 * loader apply the same rules.
 */
import type { PlantFile } from './catalogue-schema.ts';
import { isIndoorPlant, type RequirementKey } from './catalogue-terms.ts';
import { MONTH_NAMES } from './months.ts';
import { splitWords } from './search.ts';

/** Weeks before the last spring frost that seeds may be started indoors. */
export const SEED_START_WEEKS = { earliest: 16, latest: 0 } as const;
/** Weeks around the last spring frost that spring planting may fall in. */
export const SPRING_PLANTING_WEEKS = { earliest: -10, latest: 12 } as const;
/** Weeks before the first fall frost that fall planting may fall in. */
export const FALL_PLANTING_WEEKS = { earliest: 16, latest: 0 } as const;
/** How many instruction steps a guide has, when it has any. */
export const STEPS_PER_GUIDE = { min: 3, max: 6 } as const;

/** Plant-to-plant spacing, and planting depth, in inches: the bounds of a plausible figure. */
export const SPACING_INCHES = { min: 1, max: 40 * 12 } as const;
export const DEPTH_INCHES = { max: 12 } as const;
/** Seed sown outdoors goes in shallow: no direct-sown crop is sown deeper than this. */
export const SOWING_DEPTH_INCHES = { max: 3 } as const;

const NUMBER = String.raw`(\d+(?:\.\d+)?(?:\s*\/\s*\d+)?)`;
const MEASURE = new RegExp(String.raw`${NUMBER}(?:\s*[–-]\s*${NUMBER})?\s*(in|inch|inches|ft|foot|feet)\b`, 'g');

function numberOf(text: string): number {
  const [whole, over] = text.split('/').map((part) => Number(part.trim()));
  return over === undefined ? whole! : whole! / over;
}

/**
 * Every measurement in a requirement text, in inches: '18–24 in apart' → [18, 24],
 * '1/4–1/2 in' → [0.25, 0.5], 'hills 5–6 ft apart' → [60, 72].
 */
export function measurementsInInches(text: string): number[] {
  const values: number[] = [];
  for (const match of text.matchAll(MEASURE)) {
    const factor = match[3]!.startsWith('f') ? 12 : 1;
    values.push(numberOf(match[1]!) * factor);
    if (match[2] !== undefined) values.push(numberOf(match[2]) * factor);
  }
  return values;
}

function spacingAndDepthProblems(plant: PlantFile, sown: boolean): string[] {
  const problems: string[] = [];
  const { spacing, depth } = plant.requirements;
  if (spacing !== undefined) {
    const values = measurementsInInches(spacing);
    if (values.length === 0) problems.push(`spacing "${spacing}" gives no distance in inches or feet`);
    if (values.some((v) => !(v >= SPACING_INCHES.min && v <= SPACING_INCHES.max))) {
      problems.push(`spacing "${spacing}" is outside ${SPACING_INCHES.min} in to ${SPACING_INCHES.max / 12} ft`);
    }
  }
  if (depth !== undefined) {
    const values = measurementsInInches(depth);
    if (values.some((v) => !(v > 0 && v <= DEPTH_INCHES.max))) {
      problems.push(`depth "${depth}" is outside 0–${DEPTH_INCHES.max} in`);
    }
    // Seed that needs light to sprout is pressed onto the surface: that is a depth too.
    const onSurface = /\bsurface\b/i.test(depth);
    if (sown && values.length === 0 && !onSurface) {
      problems.push(`depth "${depth}" of a sown crop gives no depth in inches`);
    }
    if (sown && values.length > 0 && Math.min(...values) > SOWING_DEPTH_INCHES.max) {
      problems.push(`depth "${depth}" is deeper than any seed is sown (${SOWING_DEPTH_INCHES.max} in)`);
    }
  }
  return problems;
}

/** What is wrong with one plant file, as readable sentences; empty when nothing is. */
export function plantProblems(plant: PlantFile): string[] {
  const problems: string[] = [];
  const { timing } = plant;
  const indoor = isIndoorPlant(plant);
  const spring = timing.planting && 'weeksFromLastFrost' in timing.planting ? timing.planting : undefined;

  if (timing.seedStart) {
    const [from, to] = timing.seedStart.weeksBeforeLastFrost;
    if (from > SEED_START_WEEKS.earliest || to < SEED_START_WEEKS.latest) {
      problems.push(`seed starting ${from}–${to} weeks before the last frost is outside 0–16 weeks`);
    }
    if (!spring || spring.method !== 'transplant') {
      problems.push('seeds started indoors need a spring planting by transplant');
    }
  }
  if (spring) {
    const [from, to] = spring.weeksFromLastFrost;
    if (from < SPRING_PLANTING_WEEKS.earliest || to > SPRING_PLANTING_WEEKS.latest) {
      problems.push(`spring planting ${from} to ${to} weeks from the last frost is outside -10 to +12 weeks`);
    }
  }
  if (timing.fallPlanting) {
    const [from, to] = timing.fallPlanting.weeksBeforeFirstFrost;
    if (from > FALL_PLANTING_WEEKS.earliest || to < FALL_PLANTING_WEEKS.latest) {
      problems.push(`fall planting ${from}–${to} weeks before the first frost is outside 0–16 weeks`);
    }
  }
  if (!timing.planting && !timing.fallPlanting) problems.push('no planting timing');

  const sown = [timing.planting?.method, timing.fallPlanting?.method].some(
    (method) => method === 'direct-sow' || method === 'transplant',
  );
  if (sown && (!plant.requirements.spacing || !plant.requirements.depth)) {
    problems.push('a sown crop needs spacing and depth requirements');
  }
  problems.push(...spacingAndDepthProblems(plant, sown));
  if (
    timing.minSoilTempF !== undefined &&
    spring?.method !== 'direct-sow' &&
    timing.fallPlanting?.method !== 'direct-sow'
  ) {
    problems.push('minSoilTempF is the germination minimum for seed sown outdoors: only for direct-sown crops');
  }

  if (indoor) {
    if (plant.hardiness) problems.push('a houseplant has no hardiness range (its zone is indoors)');
    if (spring || timing.fallPlanting || timing.seedStart || timing.minSoilTempF !== undefined) {
      problems.push('a houseplant has no frost timing');
    }
    for (const step of plant.care) {
      if ('weeksFromLastFrost' in step.timing || 'weeksFromFirstFrost' in step.timing) {
        problems.push(`care step "${step.id}" of a houseplant is timed by frost`);
      }
    }
  } else {
    if (timing.planting && 'season' in timing.planting) {
      problems.push('only houseplants are planted by season; outdoor planting is timed by frost');
    }
    if (plant.type === 'Perennial' && !plant.hardiness) problems.push('an outdoor perennial needs a hardiness range');
  }

  if (plant.seedStarting.length > 0 !== Boolean(timing.seedStart)) {
    problems.push('seed-starting steps and seed-start timing go together');
  }
  for (const [guide, steps] of [
    ['seed-starting', plant.seedStarting],
    ['planting', plant.planting],
  ] as const) {
    if (steps.length > 0 && (steps.length < STEPS_PER_GUIDE.min || steps.length > STEPS_PER_GUIDE.max)) {
      problems.push(`the ${guide} guide has ${steps.length} steps, not 3–6`);
    }
  }
  problems.push(...frostFreeProblems(plant));
  if (plant.planting.length === 0) problems.push('no planting steps');
  if (plant.care.length === 0) problems.push('no care steps');
  const careIds = plant.care.map((step) => step.id);
  if (new Set(careIds).size !== careIds.length) problems.push('care step ids repeat');
  return problems;
}

const MONTH_WORD = new RegExp(String.raw`\b(?:${MONTH_NAMES.join('|')})\b`);

/** What is wrong with a plant's texts for places without a typical frost (`frostFree`). */
function frostFreeProblems(plant: PlantFile): string[] {
  const texts = plant.frostFree;
  if (!texts) return [];
  const problems: string[] = [];
  if (texts.seedStarting && plant.seedStarting.length === 0) {
    problems.push('frost-free seed-starting steps for a plant not started indoors');
  }
  for (const [guide, steps] of [
    ['seed-starting', texts.seedStarting],
    ['planting', texts.planting],
  ] as const) {
    if (steps && (steps.length < STEPS_PER_GUIDE.min || steps.length > STEPS_PER_GUIDE.max)) {
      problems.push(`the frost-free ${guide} guide has ${steps.length} steps, not 3–6`);
    }
  }
  for (const key of Object.keys(texts.requirements ?? {}) as RequirementKey[]) {
    if (!plant.requirements[key]) problems.push(`a frost-free ${key} line for a plant without one`);
  }
  const written = [
    texts.description,
    ...[...(texts.seedStarting ?? []), ...(texts.planting ?? [])].flatMap((step) => [step.step, step.tip]),
    ...Object.values(texts.care ?? {}),
    ...Object.values(texts.requirements ?? {}),
  ];
  for (const text of written) {
    const month = text && MONTH_WORD.exec(text)?.[0];
    // Months come from the place's schedule alone: a text that names one would contradict it somewhere.
    if (month) problems.push(`a frost-free text names ${month}: "${text}"`);
  }
  return problems;
}

/**
 * Problems across the whole catalogue: repeated ids, and a name or alias that
 * two plants share (ignoring case, accents and punctuation), which would make
 * search and add-plant ambiguous. Fig and ficus are different names here even
 * though search treats them alike: the fig tree and the ficus houseplants are
 * different plants.
 */
export function catalogueProblems(plants: readonly PlantFile[]): string[] {
  const problems: string[] = [];
  const ids = new Map<string, number>();
  const owners = new Map<string, string>();
  for (const plant of plants) {
    ids.set(plant.id, (ids.get(plant.id) ?? 0) + 1);
    for (const name of [plant.name, ...plant.aliases]) {
      const key = splitWords(name).join(' ');
      const owner = owners.get(key);
      if (owner !== undefined && owner !== plant.id) {
        problems.push(`"${name}" names both ${owner} and ${plant.id}`);
      } else if (owner === plant.id) {
        problems.push(`${plant.id} lists "${name}" twice`);
      }
      owners.set(key, plant.id);
    }
  }
  for (const [id, count] of ids) if (count > 1) problems.push(`id ${id} is used ${count} times`);
  return problems;
}
