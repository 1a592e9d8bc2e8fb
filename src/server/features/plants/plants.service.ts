import type { Kysely } from 'kysely';
import type {
  CareGuide,
  CarePlan,
  CareStepView,
  PlantDetail,
  PlantingGuide,
  PlantSearchResponse,
  PlantSummary,
} from '#shared/plants/api.ts';
import { CARE_PRIORITY_BY_PHASE, isIndoorPlant } from '#shared/plants/catalogue-schema.ts';
import { normalizeRequirements } from '#shared/plants/normalize.ts';
import { careMonths, plantSchedule, type Place } from '#shared/plants/schedule.ts';
import { searchPlants } from '#shared/plants/search.ts';
import { ZONE_SUITABILITY_TEXTS, zoneSuitability } from '#shared/plants/suitability.ts';
import type { Zone } from '#shared/zones.ts';
import type { SessionUser } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { loadCatalogueIndex, type CatalogueIndex } from './catalogue-index.ts';
import { resolvePlace, type ResolvedPlace } from '../../climate/place.ts';
import { recordOf, type PlantRecord } from './plant-records.ts';
import { selectCareOf, selectImageUrl, selectOwnPlant, selectOwnPlants } from './plants.queries.ts';

/** The spec's message when a search has no zone to go by. */
export const MISSING_ZONE_MESSAGE = 'Your profile zone is missing. Please update your profile.';
export const PLANT_NOT_FOUND_MESSAGE = 'Plant not found';
/** Search answers at most this many plants. */
export const SEARCH_LIMIT = 50;

type PlaceGiven = { zone?: Zone | undefined; zip?: string | undefined };

/**
 * Houseplant schedules follow the calendar, not frost: they need no place. This
 * stand-in is never shown; it only lets the shared rules run.
 */
const INDOOR_PLACE: Place = { zone: '7a', lastFrost: '', firstFrost: '' };

async function ownRecords(db: Kysely<Database>, rows: Awaited<ReturnType<typeof selectOwnPlants>>) {
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
export async function findPlant(db: Kysely<Database>, user: SessionUser | null, id: string): Promise<PlantRecord> {
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

function summaryOf(record: PlantRecord, index: CatalogueIndex, zone: string | null): PlantSummary {
  const base = record.basedOn ? index.byId.get(record.basedOn) : undefined;
  return {
    id: record.file.id,
    plantName: record.file.name,
    scientificName: record.file.scientificName,
    plant_group: record.file.plantGroup,
    type: record.file.type,
    zone: record.zone ?? zone,
    basedOn: base
      ? { id: base.file.id, plantName: base.file.name }
      : record.basedOn
        ? { id: record.basedOn, plantName: record.basedOn }
        : null,
  };
}

/**
 * The spec's plant search: every query word in the name or an alias (search.ts),
 * best matches first; only plants for the caller's zone, indoor plants or plants
 * for every zone. It needs a zone: from the query, else the profile.
 */
export async function searchCatalogue(
  db: Kysely<Database>,
  user: SessionUser | null,
  query: PlaceGiven & { q: string },
): Promise<PlantSearchResponse> {
  const resolved = await resolvePlace(db, user, query, 'error');
  if (!resolved) throw new AppError('invalid', MISSING_ZONE_MESSAGE);
  const { zone } = resolved.info;
  const index = await loadCatalogueIndex(db);
  const own = user && !user.isAnonymous ? await ownRecords(db, await selectOwnPlants(db, user.id, zone)) : [];
  const candidates = [...own, ...index.plants]
    .filter((record) => record.zone === null || record.zone === '' || record.zone === zone)
    .map((record) => ({ record, name: record.file.name, aliases: record.file.aliases }));
  const results = searchPlants(candidates, query.q)
    .slice(0, SEARCH_LIMIT)
    .map(({ record }) => summaryOf(record, index, zone));
  return { zone, results };
}

function carePlan(record: PlantRecord, place: Place | null): CarePlan {
  const plan: CarePlan = { must_do: [], good_to_do: [], optional: [] };
  const effective = isIndoorPlant(record.file) ? INDOOR_PLACE : place;
  record.file.care.forEach((step, index) => {
    const view: CareStepView = {
      care_instruction_id: record.careIds.get(step.id) ?? 0,
      care_phase: step.phase,
      step: step.step,
      priority: CARE_PRIORITY_BY_PHASE[step.phase],
      months: effective ? careMonths(record.file, step, effective) : [],
      order_within_season: index + 1,
    };
    plan[step.phase].push(view);
  });
  return plan;
}

function schedule(record: PlantRecord, place: Place | null) {
  const effective = isIndoorPlant(record.file) ? INDOOR_PLACE : place;
  return effective ? plantSchedule(record.file, effective) : null;
}

function suitability(record: PlantRecord, resolved: ResolvedPlace | null) {
  if (isIndoorPlant(record.file)) return 'indoor' as const;
  return resolved ? zoneSuitability(record.file, resolved.place) : null;
}

async function placeFor(db: Kysely<Database>, user: SessionUser | null, given: PlaceGiven) {
  return resolvePlace(db, user, given, 'ignore');
}

/** The plant as shown (spec section 3), personalised to the place when one is known. */
export async function getPlantDetail(
  db: Kysely<Database>,
  user: SessionUser | null,
  id: string,
  given: PlaceGiven,
): Promise<PlantDetail> {
  const record = await findPlant(db, user, id);
  const resolved = await placeFor(db, user, given);
  const index = await loadCatalogueIndex(db);
  const { file } = record;
  const level = suitability(record, resolved);
  const plan = schedule(record, resolved?.place ?? null);
  return {
    ...summaryOf(record, index, resolved?.info.zone ?? null),
    description: file.description,
    sun: file.sun,
    seasonality: file.seasonality,
    aliases: file.aliases,
    hardiness: file.hardiness ?? null,
    daysToMaturity: file.daysToMaturity ?? null,
    zone_suitability: level,
    zoneSuitabilityText: level ? ZONE_SUITABILITY_TEXTS[level] : null,
    imageUrl: record.imageUrl ?? (await selectImageUrl(db, file.name)),
    requirements: normalizeRequirements(file.requirements),
    care: carePlan(record, resolved?.place ?? null),
    plantingInstructions: file.planting,
    seedStartingInstructions: file.seedStarting,
    planting_month: plan?.plantingMonth ?? null,
    seed_starting_month: plan?.seedStartingMonth ?? null,
    place: resolved?.info ?? null,
  };
}

export async function getPlantingGuide(
  db: Kysely<Database>,
  user: SessionUser | null,
  id: string,
  given: PlaceGiven,
): Promise<PlantingGuide> {
  const record = await findPlant(db, user, id);
  const resolved = await placeFor(db, user, given);
  const plan = schedule(record, resolved?.place ?? null);
  return {
    planting: record.file.planting,
    seed_starting: record.file.seedStarting,
    plantingMonth: plan?.plantingMonth ?? null,
    seedStartingMonth: plan?.seedStartingMonth ?? null,
    place: resolved?.info ?? null,
  };
}

export async function getCareGuide(
  db: Kysely<Database>,
  user: SessionUser | null,
  id: string,
  given: PlaceGiven,
): Promise<CareGuide> {
  const record = await findPlant(db, user, id);
  const resolved = await placeFor(db, user, given);
  return { care_plan: carePlan(record, resolved?.place ?? null), place: resolved?.info ?? null };
}
