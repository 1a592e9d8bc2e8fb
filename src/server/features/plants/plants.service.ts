import type { Kysely } from 'kysely';
import type { PlantSearchResponse } from '#shared/plants/api.ts';
import { normalizeSearchText, searchPlants } from '#shared/plants/search.ts';
import type { Zone } from '#shared/zones.ts';
import { loadCatalogueIndex, type CatalogueIndex } from '../../catalogue/catalogue-index.ts';
import type { PlantRecord } from '../../catalogue/plant-records.ts';
import type { PlantFile } from '#shared/plants/catalogue-schema.ts';
import { selectOwnPlants } from '../../catalogue/plant.queries.ts';
import {
  careGuideJson,
  findPlant,
  ownRecords,
  plantDetailJson,
  plantingGuideJson,
  summaryOf,
} from '../../catalogue/plant-views.ts';
import { resolvePlace } from '../../climate/place.ts';
import type { SessionUser } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { JsonBytes } from '../../lib/json-template.ts';
import { Lru } from '../../lib/lru.ts';

/** The spec's message when a search has no zone to go by. */
export const MISSING_ZONE_MESSAGE = 'Your profile zone is missing. Please update your profile.';
/** Search answers at most this many plants. */
export const SEARCH_LIMIT = 50;

type PlaceGiven = { zone?: Zone | undefined; zip?: string | undefined };

/**
 * The spec's plant search: every query word in the name or an alias (search.ts),
 * best matches first; only plants for the caller's zone, indoor plants or plants
 * for every zone. It needs a zone: from the query, else the profile.
 */
export async function searchCatalogue(
  db: Kysely<Database>,
  user: SessionUser | null,
  query: PlaceGiven & { q: string },
): Promise<JsonBytes> {
  const resolved = await resolvePlace(db, user, query, 'error');
  if (!resolved) throw new AppError('invalid', MISSING_ZONE_MESSAGE);
  const { zone } = resolved.info;
  const index = await loadCatalogueIndex(db);
  const own = user && !user.isAnonymous ? await ownRecords(db, await selectOwnPlants(db, user.id, zone)) : [];
  // Without plants of the gardener's own, the answer depends only on the words and the zone.
  if (own.length > 0) return new JsonBytes().text(JSON.stringify(searchRecords(index, own, zone, query.q)));
  let texts = searchTexts.get(index);
  if (!texts) searchTexts.set(index, (texts = new Lru(SEARCH_TEXT_CACHE_SIZE)));
  const key = `${zone}|${normalizeSearchText(query.q).join(' ')}`;
  let json = texts.get(key);
  if (json === undefined) {
    json = Buffer.from(JSON.stringify(searchRecords(index, [], zone, query.q)));
    texts.set(key, json);
  }
  // Kept bytes: compressed once, with them (json-template.ts).
  return new JsonBytes().bytes(json);
}

/** Search answers kept per catalogue, by zone and normalised words (at most a few KB each). */
const searchTexts = new WeakMap<CatalogueIndex, Lru<string, Buffer>>();
const SEARCH_TEXT_CACHE_SIZE = 5000;

/** Each catalogue plant's record by its plant file, made once per catalogue. */
const recordsByFile = new WeakMap<CatalogueIndex, Map<PlantFile, PlantRecord>>();

function searchRecords(index: CatalogueIndex, own: readonly PlantRecord[], zone: Zone, q: string): PlantSearchResponse {
  let recordOf = recordsByFile.get(index);
  if (!recordOf) recordsByFile.set(index, (recordOf = new Map(index.plants.map((record) => [record.file, record]))));
  // Catalogue plants are for every zone (or indoor); a gardener's own plants carry theirs.
  const ownHere = own.filter((record) => record.zone === null || record.zone === '' || record.zone === zone);
  const ownOf = new Map(ownHere.map((record) => [record.file, record]));
  // Searched by their (long-lived) plant files, whose names search.ts normalises once.
  const files = ownHere.length ? [...ownHere.map((record) => record.file), ...recordOf.keys()] : [...recordOf.keys()];
  const results = searchPlants(files, q)
    .slice(0, SEARCH_LIMIT)
    .map((file) => summaryOf(ownOf.get(file) ?? recordOf.get(file)!, index, zone));
  return { zone, results };
}

async function placeFor(db: Kysely<Database>, user: SessionUser | null, given: PlaceGiven) {
  return resolvePlace(db, user, given, 'ignore');
}

/** The plant as shown (spec section 3), personalised to the place when one is known, as JSON. */
export async function getPlantDetail(
  db: Kysely<Database>,
  user: SessionUser | null,
  id: string,
  given: PlaceGiven,
): Promise<JsonBytes> {
  const record = await findPlant(db, user, id);
  return plantDetailJson(await loadCatalogueIndex(db), record, await placeFor(db, user, given));
}

/** The planting and seed-starting guide, personalised like the plant's page, as JSON. */
export async function getPlantingGuide(
  db: Kysely<Database>,
  user: SessionUser | null,
  id: string,
  given: PlaceGiven,
): Promise<JsonBytes> {
  const record = await findPlant(db, user, id);
  return plantingGuideJson(await loadCatalogueIndex(db), record, await placeFor(db, user, given));
}

/** The care plan, personalised like the plant's page, as JSON. */
export async function getCareGuide(
  db: Kysely<Database>,
  user: SessionUser | null,
  id: string,
  given: PlaceGiven,
): Promise<JsonBytes> {
  const record = await findPlant(db, user, id);
  return careGuideJson(await loadCatalogueIndex(db), record, await placeFor(db, user, given));
}
