import type { Kysely } from 'kysely';
import type { PlantSearchResponse, PlantSearchResult } from '#shared/plants/api.ts';
import type { PlantFile } from '#shared/plants/catalogue-schema.ts';
import {
  answersKey,
  bucketByAnswers,
  normalizeSearchText,
  searchRows,
  VarietySearchIndex,
  type SearchAnswers,
} from '#shared/plants/search.ts';
import type { Zone } from '#shared/zones.ts';
import { loadCatalogueIndex, type CatalogueIndex } from '../../catalogue/catalogue-index.ts';
import type { PlantRecord } from '../../catalogue/plant-records.ts';
import { selectOwnPlants } from '../../catalogue/plant.queries.ts';
import {
  careGuideJson,
  findPlant,
  ownRecords,
  plantDetailJson,
  plantingGuideJson,
  summaryOf,
} from '../../catalogue/plant-views.ts';
import { placeOfProfile, resolvePlace } from '../../climate/place.ts';
import type { SessionUser } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { JsonBytes, JsonTemplate } from '../../lib/json-template.ts';
import { Lru } from '../../lib/lru.ts';
import { prepareAddPlant } from './add-plant.service.ts';
import { selectSearchProfile } from './plants.queries.ts';
import { answersOf } from './search-answers.ts';

/** The spec's message when a search has no zone to go by. */
export const MISSING_ZONE_MESSAGE = 'Your profile zone is missing. Please update your profile.';
/** Search answers at most this many plants. */
export const SEARCH_LIMIT = 50;

type PlaceGiven = { zone?: Zone | undefined; zip?: string | undefined };

/**
 * The spec's plant search: every query word in the name, an alias or a catalogue variety
 * (search.ts), best matches first and, for a signed-in gardener, ordered by the wizard's
 * answers within each match level; only plants for the caller's zone, indoor plants or
 * plants for every zone. It needs a zone: from the query, else the profile.
 */
export async function searchCatalogue(
  db: Kysely<Database>,
  user: SessionUser | null,
  query: PlaceGiven & { q: string },
): Promise<JsonBytes> {
  const gardener = user && !user.isAnonymous ? user : null;
  const profile = gardener ? (await selectSearchProfile(db, gardener.id)).rows[0] : undefined;
  const resolved =
    query.zone || query.zip || !gardener
      ? await resolvePlace(db, user, query, 'error')
      : await placeOfProfile(db, profile);
  if (!resolved) throw new AppError('invalid', MISSING_ZONE_MESSAGE);
  const { zone } = resolved.info;
  const answers = profile ? answersOf(profile) : null;
  const index = await loadCatalogueIndex(db);
  const own = gardener ? await ownRecords(db, await selectOwnPlants(db, gardener.id, zone)) : [];
  const words = normalizeSearchText(query.q);
  if (own.length > 0) return new JsonBytes().text(JSON.stringify(searchRecords(index, own, zone, words, answers)));
  // Without plants of the gardener's own, the plants found depend only on the words and on
  // how the answers order them (the catalogue's plants are for every zone): the zone and the
  // answers are only written into the answer. So a query asked again is answered from its
  // answer kept for every zone, with holes for them; one asked for the first time (most are
  // asked once) is only written out.
  let cache = searchCaches.get(index);
  if (!cache)
    searchCaches.set(index, (cache = { templates: new Lru(SEARCH_TEMPLATE_CACHE_SIZE), askedOnce: new Set() }));
  const key = `${answersKey(answers)}:${words.join(' ')}`;
  let template = cache.templates.get(key);
  if (template === undefined) {
    if (!cache.askedOnce.has(key)) {
      if (cache.askedOnce.size >= ASKED_ONCE_MAX) cache.askedOnce.clear();
      cache.askedOnce.add(key);
      return new JsonBytes().text(JSON.stringify(searchRecords(index, [], zone, words, answers)));
    }
    cache.askedOnce.delete(key);
    template = JsonTemplate.of<SearchSlot>((hole) =>
      searchRecords(index, [], hole('zone'), words, answers, hole('orderedFor')),
    );
    cache.templates.set(key, template);
  }
  const zoneJson = JSON.stringify(zone);
  const orderedJson = JSON.stringify(answers);
  // Kept pieces: compressed once, with the template (json-template.ts).
  return template.writeTo(new JsonBytes(), (slot) => (slot === 'zone' ? zoneJson : orderedJson));
}

type SearchSlot = 'zone' | 'orderedFor';

/**
 * Per catalogue: search answers kept by the order of the answers and the normalised words,
 * for every zone (at most a few KB each), and the keys of searches asked once lately
 * (forgotten all at once).
 */
const searchCaches = new WeakMap<
  CatalogueIndex,
  { templates: Lru<string, JsonTemplate<SearchSlot>>; askedOnce: Set<string> }
>();
const SEARCH_TEMPLATE_CACHE_SIZE = 5000;
const ASKED_ONCE_MAX = 20_000;

/** What a catalogue's search needs besides its index, made once per catalogue. */
interface SearchParts {
  /** Each catalogue plant's record by its plant file. */
  recordOf: Map<PlantFile, PlantRecord>;
  varieties: VarietySearchIndex<PlantFile>;
}
const searchParts = new WeakMap<CatalogueIndex, SearchParts>();

function searchPartsOf(index: CatalogueIndex): SearchParts {
  let parts = searchParts.get(index);
  if (!parts) {
    const files = index.plants.map((record) => record.file);
    parts = {
      recordOf: new Map(index.plants.map((record) => [record.file, record])),
      varieties: new VarietySearchIndex(files, (file) => index.varieties[file.id] ?? []),
    };
    searchParts.set(index, parts);
  }
  return parts;
}

/**
 * Makes what search and adding a plant keep per catalogue (the varieties' index, the name
 * matcher) before the first request, which would otherwise wait for it: start-up calls it.
 */
export function preparePlants(index: CatalogueIndex): void {
  searchPartsOf(index);
  prepareAddPlant(index);
}

const NO_PLANTS: readonly PlantFile[] = [];
const NO_NAMES: readonly string[] = [];

function searchRecords(
  index: CatalogueIndex,
  own: readonly PlantRecord[],
  zone: Zone,
  words: readonly string[],
  answers: SearchAnswers | null,
  orderedFor: SearchAnswers | null = answers,
): PlantSearchResponse {
  const { recordOf, varieties } = searchPartsOf(index);
  // Catalogue plants are for every zone (or indoor); a gardener's own plants carry theirs.
  const ownHere = own.filter((record) => record.zone === null || record.zone === '' || record.zone === zone);
  const ownOf = new Map(ownHere.map((record) => [record.file, record]));
  const basedOn = new Map<string, PlantFile[]>();
  for (const record of ownHere) {
    if (record.basedOn) basedOn.set(record.basedOn, [...(basedOn.get(record.basedOn) ?? []), record.file]);
  }
  // Only the catalogue plants and varieties whose names hold every word are ranked (the
  // indexes find them); own plants, few, are ranked with them.
  const catalogue = index.search.candidates(words);
  const rows = searchRows(
    {
      plants: ownHere.length ? [...ownHere.map((record) => record.file), ...catalogue] : catalogue,
      varieties: varieties.candidates(words),
      varietiesOf: (file) => (ownOf.has(file) ? NO_NAMES : (index.varieties[file.id] ?? NO_NAMES)),
      basedOn: (file) => (ownOf.has(file) ? NO_PLANTS : (basedOn.get(file.id) ?? NO_PLANTS)),
      bucket: bucketByAnswers(answers),
    },
    words,
    SEARCH_LIMIT,
  );
  const results = rows.map(({ plant, variety }): PlantSearchResult => ({
    ...summaryOf(ownOf.get(plant) ?? recordOf.get(plant)!, index, zone),
    variety,
  }));
  return { zone, orderedFor, results };
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
