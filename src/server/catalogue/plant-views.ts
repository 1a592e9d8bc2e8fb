import type { Kysely } from 'kysely';
import type {
  CareGuide,
  CarePlan,
  CareStepView,
  PlantDetail,
  PlantingGuide,
  PlantSummary,
} from '#shared/plants/api.ts';
import type { PlantFile } from '#shared/plants/catalogue-schema.ts';
import { CARE_PRIORITY_BY_PHASE, isIndoorPlant } from '#shared/plants/catalogue-terms.ts';
import { plantAtPlace } from '#shared/plants/frost-free.ts';
import type { MonthName } from '#shared/plants/months.ts';
import { normalizeRequirements } from '#shared/plants/normalize.ts';
import {
  careMonthsAs,
  MONTH_NAMES_OF_WINDOWS,
  recommendedMonths,
  type Place,
  type WindowMonths,
} from '#shared/plants/schedule.ts';
import { ZONE_SUITABILITY_TEXTS, zoneSuitability } from '#shared/plants/suitability.ts';
import { ZONES } from '#shared/zones.ts';
import type { ResolvedPlace } from '../climate/place.ts';
import type { Gardener } from '../context.ts';
import type { Database } from '../db/schema.ts';
import { AppError } from '../lib/app-error.ts';
import { JsonBytes, JsonTemplate } from '../lib/json-template.ts';
import { Lru } from '../lib/lru.ts';
import { RecentKeys } from '../lib/recent-keys.ts';
import { loadCatalogueIndex, type CatalogueIndex } from './catalogue-index.ts';
import { MONTH_TEXTS } from './month-texts.ts';
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

type OwnPlantRow = Awaited<ReturnType<typeof selectOwnPlants>>[number];
type CareRow = Awaited<ReturnType<typeof selectCareOf>>[number];

/** Records of a gardener's own plants from their rows and care steps (steps of other plants are passed over). */
function ownRecordsOf(rows: readonly OwnPlantRow[], care: readonly CareRow[]): PlantRecord[] {
  return rows.flatMap((row) => {
    const { record } = recordOf(
      row,
      care.filter((step) => step.plant_id === row.plant_id),
    );
    return record ? [record] : [];
  });
}

export async function ownRecords(db: Kysely<Database>, rows: readonly OwnPlantRow[]) {
  return ownRecordsOf(
    rows,
    await selectCareOf(
      db,
      rows.map((row) => row.plant_id),
    ),
  );
}

/** A catalogue plant, or the caller's own plant; anything else is 404. */
export async function findPlant(db: Kysely<Database>, user: Gardener | null, id: string): Promise<PlantRecord> {
  const catalogue = (await loadCatalogueIndex(db)).byId.get(id);
  if (catalogue) return catalogue;
  if (user && !user.isAnonymous) {
    // The plant and its care steps at once: the steps are used only if the plant is the caller's.
    const [row, care] = await Promise.all([selectOwnPlant(db, user.id, id), selectCareOf(db, [id])]);
    const [record] = row ? ownRecordsOf([row], care) : [];
    if (record) return record;
  }
  throw new AppError('not_found', PLANT_NOT_FOUND_MESSAGE);
}

/**
 * `findPlant` for several ids at once: catalogue plants from memory, the caller's own in
 * two queries (at once) however many there are. Ids that are neither are left out.
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
    // The plants and their care steps at once, one wait instead of two: the steps of ids that
    // are not the caller's plants are passed over.
    const [rows, care] = await Promise.all([selectOwnPlantsById(db, user.id, others), selectCareOf(db, others)]);
    for (const record of ownRecordsOf(rows, care)) found.set(record.file.id, record);
  }
  return found;
}

/** Whether Garden Guide has a guide for the plant: not for a gardener's plant added by its name alone. */
export function hasGuide(record: PlantRecord): boolean {
  return record.source !== 'name-only';
}

export function summaryOf(record: PlantRecord, index: CatalogueIndex, zone: string | null): PlantSummary {
  const base = record.basedOn ? index.byId.get(record.basedOn) : undefined;
  const { container } = record.file;
  return {
    id: record.file.id,
    plantName: record.file.name,
    scientificName: hasGuide(record) ? record.file.scientificName : null,
    plant_group: record.file.plantGroup,
    // A gardener's plant is drawn as the catalogue plant it is based on: its own file is a copy
    // or a drafted guide, whose form nobody has reviewed.
    form: (record.createdBy === null ? record.file.form : base?.file.form) ?? null,
    type: record.file.type,
    zone: record.zone ?? zone,
    // A plant whose base has left the catalogue keeps its own copy of the guide, without the link.
    basedOn: base ? { id: base.file.id, plantName: base.file.name } : null,
    container: container ? { potSize: container.potSize, varieties: container.varieties ?? [] } : null,
    hasGuide: hasGuide(record),
  };
}

/**
 * Each care step's months at the place (an indoor plant's at the indoor place), in the
 * plant's order of steps, as `months` gives them: names, or JSON text for templates.
 */
function careMonthsOf<T>(record: PlantRecord, place: Place | null, months: WindowMonths<T>): T[] {
  const effective = isIndoorPlant(record.file) ? INDOOR_PLACE : place;
  return record.file.care.map((step) =>
    effective ? careMonthsAs(record.file, step, effective, months) : months.none(),
  );
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
      oncePerSeason: step.oncePerSeason ?? false,
    };
    plan[step.phase].push(view);
  });
  return plan;
}

/** The spec's seed_starting_month and planting_month at the place (an indoor plant's at the indoor place). */
function recommendedMonthsOf(record: PlantRecord, place: Place | null) {
  const effective = isIndoorPlant(record.file) ? INDOOR_PLACE : place;
  return effective ? recommendedMonths(record.file, effective) : null;
}

/** Records as shown where there is no typical frost, by record: made once, as their files are. */
const frostFreeRecords = new WeakMap<PlantRecord, PlantRecord>();

/**
 * The record as its texts read at the place (`plantAtPlace`): with its frost-free texts
 * where there is no typical frost, itself everywhere else and where no place is known.
 */
function recordAtPlace(record: PlantRecord, resolved: ResolvedPlace | null): PlantRecord {
  const file = plantAtPlace(record.file, resolved?.place ?? null);
  if (file === record.file) return record;
  let shown = frostFreeRecords.get(record);
  if (!shown) frostFreeRecords.set(record, (shown = { ...record, file }));
  return shown;
}

export function suitability(record: PlantRecord, resolved: ResolvedPlace | null) {
  // Without a guide there is nothing to judge a zone by.
  if (!hasGuide(record)) return null;
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

/** What a place changes in a plant's answers; the rest is the same everywhere. */
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
  const months = recommendedMonthsOf(record, place);
  return {
    zone: record.zone ?? resolved?.info.zone ?? null,
    zone_suitability: level,
    zoneSuitabilityText: level ? ZONE_SUITABILITY_TEXTS[level] : null,
    planting_month: months?.plantingMonth ?? null,
    seed_starting_month: months?.seedStartingMonth ?? null,
    place: resolved?.info ?? null,
    months: careMonthsOf(record, place, MONTH_NAMES_OF_WINDOWS),
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

function careGuideOf(record: PlantRecord, parts: PlaceParts): CareGuide {
  return { care_plan: carePlanWith(record, parts.months), place: parts.place };
}

function plantingGuideOf(record: PlantRecord, parts: PlaceParts): PlantingGuide {
  return {
    planting: record.file.planting,
    seed_starting: record.file.seedStarting,
    plantingMonth: parts.planting_month,
    seedStartingMonth: parts.seed_starting_month,
    place: parts.place,
  };
}

/** The plant as shown (spec section 3), personalised to the place when one is known. */
export async function plantDetailOf(
  db: Kysely<Database>,
  record: PlantRecord,
  resolved: ResolvedPlace | null,
): Promise<PlantDetail> {
  const shown = recordAtPlace(record, resolved);
  return detailOf(shown, await loadCatalogueIndex(db), placePartsOf(shown, resolved));
}

/** The care plan of a plant, personalised to the place when one is known. */
export function careGuide(record: PlantRecord, resolved: ResolvedPlace | null): CareGuide {
  const shown = recordAtPlace(record, resolved);
  return careGuideOf(shown, placePartsOf(shown, resolved));
}

/** The planting and seed-starting guide of a plant, personalised to the place when one is known. */
export function plantingGuide(record: PlantRecord, resolved: ResolvedPlace | null): PlantingGuide {
  const shown = recordAtPlace(record, resolved);
  return plantingGuideOf(shown, placePartsOf(shown, resolved));
}

/*
 * A catalogue plant's answers are written from templates kept per plant: their JSON with
 * holes where a place's values go (json-template.ts). Most of a page's 5 KB (descriptions,
 * instructions, requirements) is then written once per plant, and what a place makes of
 * the plant is kept by zone and frost dates, which many ZIPs share: a garden list or a
 * plant page costs lookups and copies instead of working out and writing out each plant.
 */

/** A hole of a plant's answers: a part the place changes, or the months of the care step at that index. */
type PlaceSlot = Exclude<keyof PlaceParts, 'months'> | number;

/** A catalogue plant's answers written from templates. */
type PlantAnswer = 'detail' | 'care' | 'planting';

interface PlantTemplates {
  detail: JsonTemplate<PlaceSlot>;
  care: JsonTemplate<PlaceSlot>;
  planting: JsonTemplate<PlaceSlot>;
  /** The plant's place in the catalogue's list: its part of the keys of what places make of it. */
  ordinal: number;
}

/** The templates of a catalogue plant as shown (`recordAtPlace`), `ordinal` that of the catalogue's record. */
function templatesOf(record: PlantRecord, index: CatalogueIndex, ordinal: number): PlantTemplates {
  const marked = (hole: (slot: PlaceSlot) => never): PlaceParts => ({
    zone: hole('zone'),
    zone_suitability: hole('zone_suitability'),
    zoneSuitabilityText: hole('zoneSuitabilityText'),
    planting_month: hole('planting_month'),
    seed_starting_month: hole('seed_starting_month'),
    place: hole('place'),
    months: record.file.care.map((_, i) => hole(i)),
  });
  return {
    detail: JsonTemplate.of((hole) => detailOf(record, index, marked(hole))),
    care: JsonTemplate.of((hole) => careGuideOf(record, marked(hole))),
    planting: JsonTemplate.of((hole) => plantingGuideOf(record, marked(hole))),
    ordinal,
  };
}

/**
 * Templates of catalogue plants by the record as shown (a reloaded catalogue has new
 * records): a plant with frost-free texts has a second set for places without frost.
 */
const templates = new WeakMap<PlantRecord, PlantTemplates>();

/**
 * What a place makes of a plant as JSON texts, all but `place` (which names the ZIP), each
 * worked out when an answer first needs it: a planting guide needs two months, a plant's
 * page everything.
 */
class PlaceTexts {
  private suitability?: string[];
  private months?: string[];
  private careMonths?: string[];
  private readonly filled: Partial<Record<PlantAnswer, JsonTemplate<'place'>>> = {};

  constructor(
    private readonly record: PlantRecord,
    private readonly resolved: ResolvedPlace | null,
  ) {}

  /** The plant's template for an answer with these values written in: only `place` left to write. */
  filledIn(answer: PlantAnswer, template: JsonTemplate<PlaceSlot>): JsonTemplate<'place'> {
    return (this.filled[answer] ??= template.bind(
      (slot): slot is 'place' => slot === 'place',
      (slot) => this.valueOf(slot as Exclude<PlaceSlot, 'place'>),
    ));
  }

  valueOf(slot: Exclude<PlaceSlot, 'place'>): string {
    const { record, resolved } = this;
    if (typeof slot === 'number') {
      this.careMonths ??= careMonthsOf(record, resolved?.place ?? null, MONTH_TEXTS);
      return this.careMonths[slot] ?? '[]';
    }
    switch (slot) {
      case 'zone':
        return JSON.stringify(record.zone ?? resolved?.info.zone ?? null);
      case 'zone_suitability':
      case 'zoneSuitabilityText': {
        if (!this.suitability) {
          const level = suitability(record, resolved);
          this.suitability = [JSON.stringify(level), JSON.stringify(level ? ZONE_SUITABILITY_TEXTS[level] : null)];
        }
        return this.suitability[slot === 'zone_suitability' ? 0 : 1]!;
      }
      case 'planting_month':
      case 'seed_starting_month': {
        if (!this.months) {
          const months = recommendedMonthsOf(record, resolved?.place ?? null);
          this.months = [
            JSON.stringify(months?.plantingMonth ?? null),
            JSON.stringify(months?.seedStartingMonth ?? null),
          ];
        }
        return this.months[slot === 'planting_month' ? 0 : 1]!;
      }
    }
  }
}

/**
 * What places made of plants, kept per catalogue (so a reloaded catalogue starts afresh):
 * the most recently used, and the keys of those asked for once lately and not kept. Keys
 * are numbers (`placeTextKeyOf`): a string per request, kept a while among those seen
 * once, cost its making, its hashing and the garbage collector's work.
 */
interface PlaceTextCache {
  kept: Lru<number, PlaceTexts>;
  seenOnce: RecentKeys;
}
const placeTexts = new WeakMap<CatalogueIndex, PlaceTextCache>();
/**
 * Under 1 KB each, about 5 KB for a garden's plant (see `writeAnswer`): the plants of the
 * gardens in use at their gardeners' places, and the pages looked at, in 15 MB or less.
 */
export const PLACE_TEXT_CACHE_SIZE = 3000;
/** Keys of plants and places asked for once, forgotten all at once when there are this many. */
const SEEN_ONCE_MAX = 20_000;

function placeTextCacheOf(index: CatalogueIndex): PlaceTextCache {
  let cache = placeTexts.get(index);
  if (!cache) {
    placeTexts.set(index, (cache = { kept: new Lru(PLACE_TEXT_CACHE_SIZE), seenOnce: new RecentKeys(SEEN_ONCE_MAX) }));
  }
  return cache;
}

const ZONE_NUMBERS = new Map(ZONES.map((zone, i) => [zone, i] as const));

/** 'MM-DD' as MM·32 + DD (33 to 415), '' (no typical frost) as 0; anything else -1. */
function monthDayNumber(monthDay: string): number {
  if (monthDay === '') return 0;
  if (monthDay.length !== 5 || monthDay.charCodeAt(2) !== 45) return -1;
  const digit = (i: number) => {
    const value = monthDay.charCodeAt(i) - 48;
    return value >= 0 && value <= 9 ? value : NaN;
  };
  const number = (digit(0) * 10 + digit(1)) * 32 + digit(3) * 10 + digit(4);
  return Number.isNaN(number) ? -1 : number;
}

/** Plants' ordinals are under this; one beyond it makes no key. */
const MAX_PLANTS = 2 ** 17;

/**
 * The key of what a place makes of a plant: the plant's ordinal, the zone and the two frost
 * dates (all that it depends on) in one whole number under 2^41, or -1 where they make none.
 */
function placeTextKeyOf(ordinal: number, info: ResolvedPlace['info'] | undefined): number {
  if (ordinal < 0 || ordinal >= MAX_PLANTS) return -1;
  if (!info) return ZONES.length * 2 ** 18 * MAX_PLANTS + ordinal;
  const zone = ZONE_NUMBERS.get(info.zone);
  const lastFrost = monthDayNumber(info.lastFrost);
  const firstFrost = monthDayNumber(info.firstFrost);
  if (zone === undefined || lastFrost < 0 || firstFrost < 0) return -1;
  return ((zone * 512 + lastFrost) * 512 + firstFrost) * MAX_PLANTS + ordinal;
}

/**
 * What a place makes of a catalogue plant. It depends on the plant, the zone and the frost
 * dates alone, and a plant's guide changes only when the app starts with new plant files,
 * so the most recently used are kept. A garden's plants (`keep`) are kept at once; a plant's
 * page, care plan or planting guide from its second request on. Visitors come from
 * thousands of places, so most pages are asked for at a place once: kept at once, each
 * would push out one in use (a garden's, say) and soon be dropped itself, after living long
 * enough to cost the garbage collector a full collection's work.
 */
function placeTextsOf(
  index: CatalogueIndex,
  record: PlantRecord,
  ordinal: number,
  resolved: ResolvedPlace | null,
  keep: boolean,
): PlaceTexts {
  const key = placeTextKeyOf(ordinal, resolved?.info);
  if (key === -1) return new PlaceTexts(record, resolved);
  const cache = placeTextCacheOf(index);
  let texts = cache.kept.get(key);
  if (texts !== undefined) return texts;
  texts = new PlaceTexts(record, resolved);
  if (cache.seenOnce.seen(key) || keep) cache.kept.set(key, texts);
  return texts;
}

/** How many plants and places the cache keeps what the place made of the plant for (for tests). */
export function keptPlaceTextCount(index: CatalogueIndex): number {
  return placeTexts.get(index)?.kept.size ?? 0;
}

/** The `place` of answers for a place, as JSON: written once however many plants an answer holds. */
export function placeJsonOf(resolved: ResolvedPlace | null): string {
  return resolved?.json ?? 'null';
}

/**
 * Writes one of a plant's answers for a place to `out`: from the plant's template for a
 * catalogue plant, in full for a gardener's own (read afresh for each request, it has no
 * template to keep). `keep` keeps the template with the place's values written in, for
 * answers asked for again and again (a gardener's garden): about 5 KB a plant and place
 * instead of under 1 KB, for a copy instead of a fill.
 */
function writeAnswer(
  out: JsonBytes,
  index: CatalogueIndex,
  record: PlantRecord,
  resolved: ResolvedPlace | null,
  answer: PlantAnswer,
  { placeJson = placeJsonOf(resolved), keep = false }: { placeJson?: string; keep?: boolean } = {},
): JsonBytes {
  const shown = recordAtPlace(record, resolved);
  if (index.byId.get(record.file.id) !== record) {
    const parts = placePartsOf(shown, resolved);
    const value =
      answer === 'detail'
        ? detailOf(shown, index, parts)
        : answer === 'care'
          ? careGuideOf(shown, parts)
          : plantingGuideOf(shown, parts);
    return out.text(JSON.stringify(value));
  }
  let kept = templates.get(shown);
  if (!kept) templates.set(shown, (kept = templatesOf(shown, index, index.plants.indexOf(record))));
  // The place's key holds its zone and frost dates, so a place's texts are always of the same form.
  const texts = placeTextsOf(index, shown, kept.ordinal, resolved, keep);
  if (keep) return texts.filledIn(answer, kept[answer]).writeTo(out, () => placeJson);
  return kept[answer].writeTo(out, (slot) => (slot === 'place' ? placeJson : texts.valueOf(slot)));
}

/**
 * `plantDetailOf` as JSON, added to `out`, for a gardener's garden: `placeJson` is
 * `placeJsonOf(resolved)`; `keep` keeps the page filled in for the place, for a garden
 * list (which writes its plants into one answer, and is asked for on every visit).
 */
export function writeGardenPlant(
  out: JsonBytes,
  index: CatalogueIndex,
  record: PlantRecord,
  resolved: ResolvedPlace | null,
  placeJson: string,
  keep = true,
): JsonBytes {
  return writeAnswer(out, index, record, resolved, 'detail', { placeJson, keep });
}

/** `plantDetailOf` as JSON, in pieces (`toBuffer`, or `toGzip` from their kept compressed form). */
export function plantDetailJson(index: CatalogueIndex, record: PlantRecord, resolved: ResolvedPlace | null): JsonBytes {
  return writeAnswer(new JsonBytes(), index, record, resolved, 'detail');
}

/** `careGuide` as JSON, in pieces (`toBuffer`, or `toGzip` from their kept compressed form). */
export function careGuideJson(index: CatalogueIndex, record: PlantRecord, resolved: ResolvedPlace | null): JsonBytes {
  return writeAnswer(new JsonBytes(), index, record, resolved, 'care');
}

/** `plantingGuide` as JSON, in pieces (`toBuffer`, or `toGzip` from their kept compressed form). */
export function plantingGuideJson(
  index: CatalogueIndex,
  record: PlantRecord,
  resolved: ResolvedPlace | null,
): JsonBytes {
  return writeAnswer(new JsonBytes(), index, record, resolved, 'planting');
}
