import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AddPlantBody, AddPlantNoMatch, AddPlantResponse, PlantSearchResult } from '#shared/plants/api.ts';
import type { PlantFile } from '#shared/plants/catalogue-schema.ts';
import { NameMatcher, nameWords, type NamedPlant, type PlantOrVariety } from '#shared/plants/name-match.ts';
import { bucketByAnswers, splitWords } from '#shared/plants/search.ts';
import type { SessionUser } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import { loadCatalogueIndex, type CatalogueIndex } from '../../catalogue/catalogue-index.ts';
import { summaryOf } from '../../catalogue/plant-views.ts';
import type { GuideProvider } from './guide-provider.ts';
import {
  careRows,
  nameOnlyFile,
  plantRow,
  recordOf,
  type PlantRecord,
  type PlantSource,
} from '../../catalogue/plant-records.ts';
import { selectCareOf, selectOwnPlants } from '../../catalogue/plant.queries.ts';
import { answersOf } from './search-answers.ts';
import { selectSearchProfile } from './plants.queries.ts';

export type AddPlantResult =
  | { kind: 'added'; response: AddPlantResponse }
  /** Nothing added: what to ask the gardener (a 422). */
  | { kind: 'question'; body: AddPlantNoMatch };

/** A catalogue plant as the name matcher sees it. */
interface MatchablePlant extends NamedPlant {
  record: PlantRecord;
}

/** The name matcher of a catalogue, made once per catalogue (it weighs every name's words). */
const matchers = new WeakMap<CatalogueIndex, NameMatcher<MatchablePlant>>();

function matcherOf(index: CatalogueIndex): NameMatcher<MatchablePlant> {
  let matcher = matchers.get(index);
  if (!matcher) {
    const plants = index.plants.map((record) => ({
      id: record.file.id,
      name: record.file.name,
      aliases: record.file.aliases,
      record,
    }));
    matchers.set(index, (matcher = new NameMatcher(plants, index.varieties)));
  }
  return matcher;
}

/** Makes the catalogue's name matcher before the first plant is added (start-up calls it). */
export function prepareAddPlant(index: CatalogueIndex): void {
  matcherOf(index);
}

/** 'Cherokee Purple  tomato ' → 'Cherokee Purple tomato'. */
function cleanName(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}

function newPlantId(name: string, fallback: string): string {
  const slug = splitWords(name).join('-').slice(0, 60).replace(/-+$/, '') || fallback;
  return `${slug}-${randomBytes(3).toString('hex')}`;
}

/** A gardener's own plant that takes its guide from a catalogue plant. */
function varietyOf(base: PlantFile, name: string): PlantFile {
  const described = (description: string) =>
    `A variety of ${base.name}: the guidance here is based on ${base.name}. ${description}`;
  const frostFree = base.frostFree?.description
    ? { frostFree: { ...base.frostFree, description: described(base.frostFree.description) } }
    : {};
  return {
    ...base,
    id: newPlantId(name, base.id),
    name,
    aliases: [],
    description: described(base.description),
    ...frostFree,
  };
}

/**
 * Writes a gardener's own plant and its care steps. They are never changed afterwards (a
 * new name makes a new plant, with a new id) and go only with the account: kept gardens
 * (garden-view.ts) are answered by their rows' plant ids alone and rely on it. Editing
 * own plants would need something that changes with each edit (a version) in what names
 * a kept garden (`getGardenJson`), so that every app server sees the change.
 */
async function insertOwnPlant(
  db: Kysely<Database>,
  file: PlantFile,
  meta: { zone: string; source: PlantSource; basedOn: string | null; userId: string },
): Promise<PlantRecord> {
  return db.transaction().execute(async (trx) => {
    const row = plantRow(file, {
      zone: file.plantGroup === 'houseplant' ? '' : meta.zone,
      source: meta.source,
      basedOn: meta.basedOn,
      createdBy: meta.userId,
      now: new Date().toISOString(),
    });
    // A plant added by its name alone has no botanical facts: its columns stay empty.
    if (meta.source === 'name-only') Object.assign(row, { scientific_name: null, family: null });
    await trx.insertInto('plants').values(row).execute();
    const steps = careRows(file);
    if (steps.length) await trx.insertInto('care_instructions').values(steps).execute();
    const care = await selectCareOf(trx, [file.id]);
    const { record, error } = recordOf(row, care);
    if (!record) throw new Error(`A new plant did not read back: ${error}`);
    return record;
  });
}

/** 'Cherokee Purple (Tomato)' for a variety, the plant's name for a plant. */
function labelOf(entry: PlantOrVariety<MatchablePlant>): string {
  return entry.variety === null ? entry.plant.name : `${entry.variety} (${entry.plant.name})`;
}

/**
 * POST /api/add-plant: the plant a gardener names, for their zone. Nothing is ever swapped
 * for what was typed without asking:
 * - The name (or an alias) of a catalogue plant, as the search compares names, answers
 *   that plant; a name the gardener already added for this zone answers their plant.
 * - A catalogue variety ('Sungold', 'Cherokee Purple tomato'), or a name that holds a
 *   plant's name or a variety of two words or more ('Grandma's heirloom tomato'), becomes
 *   the gardener's own plant under the name as typed, based on that plant's guide; with a
 *   guide provider, it gets a drafted guide instead (the fallback: based on that plant).
 * - A possible misspelling, or part of just one plant's names, is asked (422 with
 *   `didYouMean`), unless `as_typed` says to add the name as typed.
 * - Otherwise the name becomes the gardener's own plant: with a guide provider, a drafted
 *   guide; else the name alone, without a guide, of the kind in `plant_group`. Without it
 *   that is asked (422 with `needsPlantGroup`, and plants of related names as `suggestions`).
 */
export async function addPlant(
  db: Kysely<Database>,
  guideProvider: GuideProvider | null,
  user: SessionUser,
  body: AddPlantBody,
): Promise<AddPlantResult> {
  const name = cleanName(body.plant_name);
  const zone = body.user_zone;
  const index = await loadCatalogueIndex(db);
  const reply = (record: PlantRecord, created: boolean, source: PlantSource): AddPlantResult => ({
    kind: 'added',
    response: { plant: summaryOf(record, index, zone), created, source },
  });

  const wanted = nameWords(name).join(' ');
  const [ownRows, profile] = await Promise.all([
    selectOwnPlants(db, user.id, zone),
    selectSearchProfile(db, user.id).then((result) => result.rows[0]),
  ]);
  const ownRow = ownRows.find((row) => nameWords(row.plant_name).join(' ') === wanted);
  if (ownRow) {
    const { record } = recordOf(ownRow, await selectCareOf(db, [ownRow.plant_id]));
    if (record) return reply(record, false, record.source);
  }

  const matcher = matcherOf(index);
  const order = bucketByAnswers(profile ? answersOf(profile) : null);
  const bucket = order ? (plant: MatchablePlant) => order(plant.record.file) : undefined;
  const analysis = matcher.analyze(name, bucket);
  if (analysis.exact?.variety === null) return reply(analysis.exact.plant.record, false, 'catalogue');
  // What the gardener's own plant would take its guide from: a variety, or a plant's name it holds.
  const basis = analysis.exact ?? analysis.contained;

  const suggest = () => {
    const offered = new Set(analysis.didYouMean.map((entry) => entry.plant.id));
    return matcher
      .suggest(name, 5, bucket)
      .filter((plant) => !offered.has(plant.id))
      .map((plant) => summaryOf(plant.record, index, zone));
  };

  // A misspelling, or part of one plant's name: asked, never answered.
  const meant = analysis.didYouMean;
  if (!basis && !body.as_typed && meant.length > 0) {
    const [first] = meant;
    return question({
      error: {
        code: 'invalid',
        message: first && meant.length === 1 ? `Did you mean ${labelOf(first)}?` : 'Did you mean one of these?',
      },
      didYouMean: meant.map((entry): PlantSearchResult => ({
        ...summaryOf(entry.plant.record, index, zone),
        variety: entry.variety,
      })),
      suggestions: suggest(),
      needsPlantGroup: !guideProvider && !body.plant_group,
    });
  }

  if (guideProvider && wanted) {
    const drafted = await guideProvider.draft(name, zone);
    if (drafted) {
      const file = { ...drafted, id: newPlantId(name, 'plant'), name };
      const basedOn = basis ? basis.plant.id : null;
      const record = await insertOwnPlant(db, file, { zone, source: 'guide-provider', basedOn, userId: user.id });
      return reply(record, true, 'guide-provider');
    }
  }

  if (basis) {
    const file = varietyOf(basis.plant.record.file, name);
    const record = await insertOwnPlant(db, file, {
      zone,
      source: 'variety',
      basedOn: basis.plant.id,
      userId: user.id,
    });
    return reply(record, true, 'variety');
  }

  // The name alone, without a guide: of the kind the gardener says.
  if (!body.plant_group) {
    const related = body.as_typed ? [] : suggest();
    return question({
      error: {
        code: 'invalid',
        message: related.length
          ? `We couldn't find a plant called "${name}". Pick one of these, or add it as your own plant.`
          : `Garden Guide has no guide for "${name}" yet. What kind of plant is it?`,
      },
      didYouMean: [],
      suggestions: related,
      needsPlantGroup: true,
    });
  }
  const file = nameOnlyFile(newPlantId(name, 'plant'), name, body.plant_group);
  const record = await insertOwnPlant(db, file, { zone, source: 'name-only', basedOn: null, userId: user.id });
  return reply(record, true, 'name-only');
}

function question(body: AddPlantNoMatch): AddPlantResult {
  return { kind: 'question', body };
}
