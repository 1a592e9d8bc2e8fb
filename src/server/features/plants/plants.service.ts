import type { Kysely } from 'kysely';
import type { PlantSearchResponse } from '#shared/plants/api.ts';
import { normalizeSearchText, rankPlants } from '#shared/plants/search.ts';
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
import { JsonBytes, JsonTemplate } from '../../lib/json-template.ts';
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
  const words = normalizeSearchText(query.q);
  if (own.length > 0) return new JsonBytes().text(JSON.stringify(searchRecords(index, own, zone, words)));
  // Without plants of the gardener's own, the plants found depend only on the words (the
  // catalogue's plants are for every zone): the zone is only written into the answer. So
  // a query asked again is answered from its answer kept for every zone, with holes for
  // the zone; one asked for the first time (most are asked once) is only written out.
  let cache = searchCaches.get(index);
  if (!cache)
    searchCaches.set(index, (cache = { templates: new Lru(SEARCH_TEMPLATE_CACHE_SIZE), askedOnce: new Set() }));
  const key = words.join(' ');
  let template = cache.templates.get(key);
  if (template === undefined) {
    if (!cache.askedOnce.has(key)) {
      if (cache.askedOnce.size >= ASKED_ONCE_MAX) cache.askedOnce.clear();
      cache.askedOnce.add(key);
      return new JsonBytes().text(JSON.stringify(searchRecords(index, [], zone, words)));
    }
    cache.askedOnce.delete(key);
    template = JsonTemplate.of<'zone'>((hole) => searchRecords(index, [], hole('zone'), words));
    cache.templates.set(key, template);
  }
  const zoneJson = JSON.stringify(zone);
  // Kept pieces: compressed once, with the template (json-template.ts).
  return template.writeTo(new JsonBytes(), () => zoneJson);
}

/**
 * Per catalogue: search answers kept by their normalised words, for every zone (at most a
 * few KB each), and the words of searches asked once lately (forgotten all at once).
 */
const searchCaches = new WeakMap<
  CatalogueIndex,
  { templates: Lru<string, JsonTemplate<'zone'>>; askedOnce: Set<string> }
>();
const SEARCH_TEMPLATE_CACHE_SIZE = 5000;
const ASKED_ONCE_MAX = 20_000;

/** Each catalogue plant's record by its plant file, made once per catalogue. */
const recordsByFile = new WeakMap<CatalogueIndex, Map<PlantFile, PlantRecord>>();

function searchRecords(
  index: CatalogueIndex,
  own: readonly PlantRecord[],
  zone: Zone,
  words: readonly string[],
): PlantSearchResponse {
  let recordOf = recordsByFile.get(index);
  if (!recordOf) recordsByFile.set(index, (recordOf = new Map(index.plants.map((record) => [record.file, record]))));
  // Catalogue plants are for every zone (or indoor); a gardener's own plants carry theirs.
  const ownHere = own.filter((record) => record.zone === null || record.zone === '' || record.zone === zone);
  const ownOf = new Map(ownHere.map((record) => [record.file, record]));
  // Only the catalogue plants whose names hold every word are ranked (the index finds them);
  // own plants, few, are ranked with them.
  const catalogue = index.search.candidates(words);
  const files = ownHere.length ? [...ownHere.map((record) => record.file), ...catalogue] : catalogue;
  const results = rankPlants(files, words)
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
