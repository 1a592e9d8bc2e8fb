import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AddPlantBody, AddPlantResponse } from '#shared/plants/api.ts';
import type { PlantFile } from '#shared/plants/catalogue-schema.ts';
import { matchPlantName, nameWords } from '#shared/plants/name-match.ts';
import { splitWords } from '#shared/plants/search.ts';
import type { SessionUser } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import { loadCatalogueIndex } from '../../catalogue/catalogue-index.ts';
import { summaryOf } from '../../catalogue/plant-views.ts';
import type { GuideProvider } from './guide-provider.ts';
import { careRows, plantRow, recordOf, type PlantRecord, type PlantSource } from '../../catalogue/plant-records.ts';
import { selectCareOf, selectOwnPlants } from '../../catalogue/plant.queries.ts';

export type AddPlantResult =
  | { kind: 'added'; response: AddPlantResponse }
  | { kind: 'no-match'; message: string; suggestions: { id: string; plantName: string }[] };

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
    await trx.insertInto('plants').values(row).execute();
    const steps = careRows(file);
    if (steps.length) await trx.insertInto('care_instructions').values(steps).execute();
    const care = await selectCareOf(trx, [file.id]);
    const { record, error } = recordOf(row, care);
    if (!record) throw new Error(`A new plant did not read back: ${error}`);
    return record;
  });
}

/**
 * POST /api/add-plant: the plant a gardener names, for their zone.
 * - A name (or alias, or a misspelling of one) in the catalogue answers that plant.
 * - A name the gardener already added for this zone answers their plant.
 * - With a guide provider, a new name gets a drafted guide; if that fails, or
 *   without one, a variety ('Cherokee Purple tomato', 'Sungold') or a name that
 *   contains a catalogue plant's becomes the gardener's own plant, based on that
 *   plant's guide.
 * - Anything else is no match, with the closest catalogue names as suggestions.
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
  const ownRows = await selectOwnPlants(db, user.id, zone);
  const ownRow = ownRows.find((row) => nameWords(row.plant_name).join(' ') === wanted);
  if (ownRow) {
    const { record } = recordOf(ownRow, await selectCareOf(db, [ownRow.plant_id]));
    if (record) return reply(record, false, record.source);
  }

  const match = matchPlantName(
    name,
    index.plants.map((record) => ({
      id: record.file.id,
      name: record.file.name,
      aliases: record.file.aliases,
      record,
    })),
    index.varieties,
  );
  if (match.kind === 'plant') return reply(match.plant.record, false, 'catalogue');

  if (guideProvider && wanted) {
    const drafted = await guideProvider.draft(name, zone);
    if (drafted) {
      const file = { ...drafted, id: newPlantId(name, 'plant'), name };
      const basedOn = match.kind === 'variety' ? match.plant.id : null;
      const record = await insertOwnPlant(db, file, { zone, source: 'guide-provider', basedOn, userId: user.id });
      return reply(record, true, 'guide-provider');
    }
  }

  if (match.kind === 'variety') {
    const file = varietyOf(match.plant.record.file, name);
    const record = await insertOwnPlant(db, file, {
      zone,
      source: 'variety',
      basedOn: match.plant.id,
      userId: user.id,
    });
    return reply(record, true, 'variety');
  }

  const suggestions = match.suggestions.map((plant) => ({ id: plant.id, plantName: plant.name }));
  return {
    kind: 'no-match',
    message: suggestions.length
      ? `We couldn't find a plant called "${name}". Check the spelling, or pick one of the suggestions.`
      : `We couldn't find a plant called "${name}". Check the spelling, or try its common name, such as "tomato" or "basil".`,
    suggestions,
  };
}
