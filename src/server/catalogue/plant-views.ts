import type { Kysely } from 'kysely';
import type { CarePlan, CareStepView, PlantDetail, PlantSummary } from '#shared/plants/api.ts';
import { CARE_PRIORITY_BY_PHASE, isIndoorPlant, type PlantFile } from '#shared/plants/catalogue-schema.ts';
import type { MonthName } from '#shared/plants/months.ts';
import { normalizeRequirements } from '#shared/plants/normalize.ts';
import { careMonths, plantSchedule, type Place } from '#shared/plants/schedule.ts';
import { ZONE_SUITABILITY_TEXTS, zoneSuitability } from '#shared/plants/suitability.ts';
import type { ResolvedPlace } from '../climate/place.ts';
import type { Gardener } from '../context.ts';
import type { Database } from '../db/schema.ts';
import { AppError } from '../lib/app-error.ts';
import { Lru } from '../lib/lru.ts';
import { loadCatalogueIndex, type CatalogueIndex } from './catalogue-index.ts';
import { recordOf, type PlantRecord } from './plant-records.ts';
import { selectCareOf, selectOwnPlant, selectOwnPlantsById, type selectOwnPlants } from './plant.queries.ts';

/**
 * Plants as the API shows them: found by id (a catalogue plant, or the caller's
 * own), summarised, and personalised to a place.
 */

export const PLANT_NOT_FOUND_MESSAGE = 'Plant not found';

/**
 * Houseplant schedules follow the calendar, not frost: they need no place. This
 * stand-in is never shown; it only lets the shared rules run.
 */
const INDOOR_PLACE: Place = { zone: '7a', lastFrost: '', firstFrost: '' };

export async function ownRecords(db: Kysely<Database>, rows: Awaited<ReturnType<typeof selectOwnPlants>>) {
  const care = await selectCareOf(
    db,
    rows.map((row) => row.plant_id),
  );
  return rows.flatMap((row) => {
    const { record } = recordOf(
      row,
      care.filter((step) => step.plant_id === row.plant_id),
    );
    return record ? [record] : [];
  });
}

/** A catalogue plant, or the caller's own plant; anything else is 404. */
export async function findPlant(db: Kysely<Database>, user: Gardener | null, id: string): Promise<PlantRecord> {
  const catalogue = (await loadCatalogueIndex(db)).byId.get(id);
  if (catalogue) return catalogue;
  if (user && !user.isAnonymous) {
    const row = await selectOwnPlant(db, user.id, id);
    if (row) {
      const [record] = await ownRecords(db, [row]);
      if (record) return record;
    }
  }
  throw new AppError('not_found', PLANT_NOT_FOUND_MESSAGE);
}

/**
 * `findPlant` for several ids at once: catalogue plants from memory, the caller's own in
 * two queries however many there are. Ids that are neither are left out.
 */
export async function findPlants(
  db: Kysely<Database>,
  user: Gardener,
  ids: readonly string[],
): Promise<Map<string, PlantRecord>> {
  const index = await loadCatalogueIndex(db);
  const found = new Map<string, PlantRecord>();
  const others: string[] = [];
  for (const id of ids) {
    const record = index.byId.get(id);
    if (record) found.set(id, record);
    else others.push(id);
  }
  if (others.length && !user.isAnonymous) {
    for (const record of await ownRecords(db, await selectOwnPlantsById(db, user.id, others))) {
      found.set(record.file.id, record);
    }
  }
  return found;
}

export function summaryOf(record: PlantRecord, index: CatalogueIndex, zone: string | null): PlantSummary {
  const base = record.basedOn ? index.byId.get(record.basedOn) : undefined;
  return {
    id: record.file.id,
    plantName: record.file.name,
    scientificName: record.file.scientificName,
    plant_group: record.file.plantGroup,
    type: record.file.type,
    zone: record.zone ?? zone,
    // A plant whose base has left the catalogue keeps its own copy of the guide, without the link.
    basedOn: base ? { id: base.file.id, plantName: base.file.name } : null,
  };
}

export function carePlan(record: PlantRecord, place: Place | null): CarePlan {
  return carePlanWith(record, careMonthsOf(record, place));
}

/** Each care step's months at the place (an indoor plant's at the indoor place), in the plant's order of steps. */
function careMonthsOf(record: PlantRecord, place: Place | null): MonthName[][] {
  const effective = isIndoorPlant(record.file) ? INDOOR_PLACE : place;
  return record.file.care.map((step) => (effective ? careMonths(record.file, step, effective) : []));
}

/** The care plan with each step's months given (in the plant's order of steps). */
function carePlanWith(record: PlantRecord, months: readonly MonthName[][]): CarePlan {
  const plan: CarePlan = { must_do: [], good_to_do: [], optional: [] };
  record.file.care.forEach((step, index) => {
    const view: CareStepView = {
      care_instruction_id: record.careIds.get(step.id) ?? 0,
      care_phase: step.phase,
      step: step.step,
      priority: CARE_PRIORITY_BY_PHASE[step.phase],
      months: months[index] ?? [],
      order_within_season: index + 1,
    };
    plan[step.phase].push(view);
  });
  return plan;
}

export function schedule(record: PlantRecord, place: Place | null) {
  const effective = isIndoorPlant(record.file) ? INDOOR_PLACE : place;
  return effective ? plantSchedule(record.file, effective) : null;
}

export function suitability(record: PlantRecord, resolved: ResolvedPlace | null) {
  if (isIndoorPlant(record.file)) return 'indoor' as const;
  return resolved ? zoneSuitability(record.file, resolved.place) : null;
}

/** Requirement lines by plant file: the same for every place, so worked out once. */
const requirementMaps = new WeakMap<PlantFile, Record<string, string>>();
function requirementsOf(file: PlantFile): Record<string, string> {
  let map = requirementMaps.get(file);
  if (!map) requirementMaps.set(file, (map = normalizeRequirements(file.requirements)));
  return map;
}

/** What a place changes in a plant's page; the rest is the same everywhere. */
interface PlaceParts {
  zone: string | null;
  zone_suitability: PlantDetail['zone_suitability'];
  zoneSuitabilityText: string | null;
  planting_month: MonthName | null;
  seed_starting_month: MonthName | null;
  place: PlantDetail['place'];
  /** Each care step's months, in the plant's order of steps. */
  months: MonthName[][];
}

function placePartsOf(record: PlantRecord, resolved: ResolvedPlace | null): PlaceParts {
  const level = suitability(record, resolved);
  const place = resolved?.place ?? null;
  const plan = schedule(record, place);
  return {
    zone: record.zone ?? resolved?.info.zone ?? null,
    zone_suitability: level,
    zoneSuitabilityText: level ? ZONE_SUITABILITY_TEXTS[level] : null,
    planting_month: plan?.plantingMonth ?? null,
    seed_starting_month: plan?.seedStartingMonth ?? null,
    place: resolved?.info ?? null,
    months: careMonthsOf(record, place),
  };
}

/** The page of a plant from its record and what the place makes of it. */
function detailOf(record: PlantRecord, index: CatalogueIndex, parts: PlaceParts): PlantDetail {
  const { file } = record;
  return {
    ...summaryOf(record, index, null),
    zone: parts.zone,
    description: file.description,
    sun: file.sun,
    seasonality: file.seasonality,
    aliases: file.aliases,
    hardiness: file.hardiness ?? null,
    daysToMaturity: file.daysToMaturity ?? null,
    zone_suitability: parts.zone_suitability,
    zoneSuitabilityText: parts.zoneSuitabilityText,
    imageUrl: record.imageUrl ?? index.images.get(file.name) ?? null,
    requirements: requirementsOf(file),
    care: carePlanWith(record, parts.months),
    plantingInstructions: file.planting,
    seedStartingInstructions: file.seedStarting,
    planting_month: parts.planting_month,
    seed_starting_month: parts.seed_starting_month,
    place: parts.place,
  };
}

/** The plant as shown (spec section 3), personalised to the place when one is known. */
export async function plantDetailOf(
  db: Kysely<Database>,
  record: PlantRecord,
  resolved: ResolvedPlace | null,
): Promise<PlantDetail> {
  return detailOf(record, await loadCatalogueIndex(db), placePartsOf(record, resolved));
}

/**
 * A catalogue plant's page as JSON text with holes where a place's values go: `text[i]`,
 * then the value of `slots[i]`, and so on, `text` having one piece more than `slots`. The
 * place's values are all a page needs to work out and write; the rest (descriptions,
 * instructions, requirements: most of its 5 KB) is written once per plant.
 */
interface DetailTemplate {
  text: string[];
  slots: (keyof Omit<PlaceParts, 'months'> | number)[];
}

/** A mark no plant text holds, made afresh at each start. */
const MARK = `\u0000slot-${Math.random().toString(36).slice(2)}-`;

function templateOf(record: PlantRecord, index: CatalogueIndex): DetailTemplate {
  const mark = (slot: string | number) => `${MARK}${slot}` as never;
  const marked: PlaceParts = {
    zone: mark('zone'),
    zone_suitability: mark('zone_suitability'),
    zoneSuitabilityText: mark('zoneSuitabilityText'),
    planting_month: mark('planting_month'),
    seed_starting_month: mark('seed_starting_month'),
    place: mark('place'),
    months: record.file.care.map((_, i) => mark(i)),
  };
  // JSON writes the mark's NUL as \u0000: a mark is the whole of a JSON string.
  const written = JSON.stringify(detailOf(record, index, marked));
  const pattern = new RegExp(`"${JSON.stringify(MARK).slice(1, -1).replaceAll('\\', '\\\\')}([a-zA-Z_]+|\\d+)"`, 'g');
  const template: DetailTemplate = { text: [], slots: [] };
  let from = 0;
  for (const match of written.matchAll(pattern)) {
    template.text.push(written.slice(from, match.index));
    const slot = match[1]!;
    template.slots.push(/^\d+$/.test(slot) ? Number(slot) : (slot as DetailTemplate['slots'][number] & string));
    from = match.index + match[0].length;
  }
  template.text.push(written.slice(from));
  return template;
}

/** Templates of catalogue plants, by record (a reloaded catalogue has new records). */
const templates = new WeakMap<PlantRecord, DetailTemplate>();

/** `JSON.stringify(plantDetailOf(…))`, written from the plant's template. */
function writeDetail(record: PlantRecord, index: CatalogueIndex, resolved: ResolvedPlace | null): string {
  // A gardener's own plant is read afresh for each request: no template to keep.
  if (index.byId.get(record.file.id) !== record)
    return JSON.stringify(detailOf(record, index, placePartsOf(record, resolved)));
  let template = templates.get(record);
  if (!template) templates.set(record, (template = templateOf(record, index)));
  const parts = placePartsOf(record, resolved);
  let out = template.text[0]!;
  for (let i = 0; i < template.slots.length; i++) {
    const slot = template.slots[i]!;
    out += JSON.stringify(typeof slot === 'number' ? parts.months[slot] : parts[slot]) + template.text[i + 1]!;
  }
  return out;
}

/** Catalogue plants' texts kept per catalogue (so a reloaded catalogue starts afresh). */
const detailTexts = new WeakMap<CatalogueIndex, Lru<string, Buffer>>();
/** About 5 KB each, outside the JavaScript heap: a few thousand (plant, place) pairs, the gardens and pages in use, fit in 15 MB. */
export const DETAIL_TEXT_CACHE_SIZE = 3000;

/**
 * `plantDetailOf` as JSON (UTF-8 bytes). A plant's JSON for a place changes only when the
 * app starts with new plant files (a gardener's own plants never change once added, and
 * are only found for their owner), so the most recently used ones are kept: a garden list
 * or a plant page then costs a lookup instead of working out and writing out the plant.
 */
export function plantDetailJson(index: CatalogueIndex, record: PlantRecord, resolved: ResolvedPlace | null): Buffer {
  let texts = detailTexts.get(index);
  if (!texts) detailTexts.set(index, (texts = new Lru(DETAIL_TEXT_CACHE_SIZE)));
  const info = resolved?.info;
  const key = info
    ? `${record.file.id}|${info.zone}|${info.zip ?? ''}|${info.lastFrost}|${info.firstFrost}|${info.source}`
    : record.file.id;
  let json = texts.get(key);
  if (json === undefined) {
    json = Buffer.from(writeDetail(record, index, resolved));
    texts.set(key, json);
  }
  return json;
}
