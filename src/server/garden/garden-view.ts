import type { Kysely } from 'kysely';
import type { GardenEntry, GardenResponse, Task } from '#shared/garden/api.ts';
import type { TaskTracking } from '#shared/garden/tasks.ts';
import { loadCatalogueIndex, type CatalogueIndex } from '../catalogue/catalogue-index.ts';
import type { PlantRecord } from '../catalogue/plant-records.ts';
import { findPlants, placeJsonOf, plantDetailOf, writeGardenPlant } from '../catalogue/plant-views.ts';
import { resolvePlace, type ResolvedPlace } from '../climate/place.ts';
import type { Gardener } from '../context.ts';
import type { Database } from '../db/schema.ts';
import { JsonBytes } from '../lib/json-template.ts';
import { Lru } from '../lib/lru.ts';
import { selectGarden, selectTasks } from './garden.queries.ts';

/** A gardener's garden and tasks as the API shows them; the garden routes, the calendar feed and the digests read them here. */

type GardenRow = { plant_id: string; save_later: boolean | number };

/** The garden's rows with their plants (found at once); a plant that left the catalogue goes with its rows, until then it is not shown. */
async function rowsWithPlants(db: Kysely<Database>, user: Gardener) {
  const [rows, place] = await Promise.all([selectGarden(db, user.id), resolvePlace(db, user, {}, 'ignore')]);
  const records = await findPlants(
    db,
    user,
    rows.map((row) => row.plant_id),
  );
  const found = rows.flatMap((row) => {
    const record = records.get(row.plant_id);
    return record ? [{ row, record }] : [];
  });
  return { found, place };
}

/** The gardener's plants, each as shown and personalised to their profile. */
export async function getGarden(db: Kysely<Database>, user: Gardener): Promise<GardenResponse> {
  const { found, place } = await rowsWithPlants(db, user);
  const entries: GardenEntry[] = [];
  for (const { row, record } of found) {
    entries.push({
      plant_id: row.plant_id,
      save_later: Boolean(row.save_later),
      plant: await plantDetailOf(db, record, place),
    });
  }
  return { entries };
}

/**
 * Adds a GardenEntry's JSON to `out`: for a garden list, from the plant's page kept filled
 * in for the gardener's place; for one entry (an add's answer), from the plant's template.
 */
function writeEntry(
  out: JsonBytes,
  index: CatalogueIndex,
  row: GardenRow,
  record: PlantRecord,
  place: ResolvedPlace | null,
  placeJson: string,
  keep: boolean,
): JsonBytes {
  out.text(`{"plant_id":${JSON.stringify(row.plant_id)},"save_later":${Boolean(row.save_later)},"plant":`);
  return writeGardenPlant(out, index, record, place, placeJson, keep).text('}');
}

/** Adds one entry's JSON to `out`; false, adding nothing, for a plant that left the catalogue. */
export async function writeEntryOf(
  out: JsonBytes,
  db: Kysely<Database>,
  user: Gardener,
  row: GardenRow,
  place: ResolvedPlace | null,
): Promise<boolean> {
  const record = (await findPlants(db, user, [row.plant_id])).get(row.plant_id);
  if (!record) return false;
  writeEntry(out, await loadCatalogueIndex(db), row, record, place, placeJsonOf(place), false);
  return true;
}

/**
 * `getGarden` as JSON, each plant written from its template (`writeGardenPlant`) straight
 * into the answer: the garden list is asked for on every visit and is the largest answer
 * the app gives. A garden of catalogue plants is kept as written, by gardener: the next
 * answer for the same rows at the same place is that one again, and its compressed form
 * too (`JsonBytes.bytes`), compressed once as a whole. The rows are read on every request,
 * so a change made through any server is in the next answer.
 */
export async function getGardenJson(db: Kysely<Database>, user: Gardener): Promise<JsonBytes> {
  const [{ found, place }, index] = await Promise.all([rowsWithPlants(db, user), loadCatalogueIndex(db)]);
  const placeJson = placeJsonOf(place);
  const kept = keptGardensOf(index);
  let of = placeJson;
  for (const { row } of found) of += `\n${row.plant_id}\t${Number(row.save_later)}`;
  const last = kept.get(user.id);
  if (last?.of === of) return new JsonBytes().bytes(last.json);
  const out = new JsonBytes().text('{"entries":[');
  for (const [i, { row, record }] of found.entries()) {
    if (i > 0) out.text(',');
    writeEntry(out, index, row, record, place, placeJson, true);
  }
  out.text(']}');
  // A gardener's own plants are read afresh each time: a garden holding one is not kept.
  if (found.every(({ record }) => index.byId.get(record.file.id) === record)) {
    const json = out.toBuffer();
    kept.set(user.id, { of, json });
    return new JsonBytes().bytes(json);
  }
  return out;
}

/** Gardens kept as written, by gardener, per catalogue: about 3.3 KB a plant, and a quarter of that again compressed. */
const keptGardens = new WeakMap<CatalogueIndex, Lru<string, { of: string; json: Buffer }>>();
export const KEPT_GARDENS = 500;

function keptGardensOf(index: CatalogueIndex) {
  let kept = keptGardens.get(index);
  if (!kept) keptGardens.set(index, (kept = new Lru(KEPT_GARDENS)));
  return kept;
}

type TaskRow = Awaited<ReturnType<typeof selectTasks>>[number];

export function taskOf(row: TaskRow): Task {
  return {
    calendar_event_id: Number(row.calendar_event_id),
    plant_id: row.plant_id,
    care_instruction_id: row.care_instruction_id === null ? null : Number(row.care_instruction_id),
    event_type: row.event_type as Task['event_type'],
    completed: Boolean(row.completed),
    task_key: row.task_key,
  };
}

export async function getTasks(db: Kysely<Database>, user: Gardener): Promise<{ tasks: Task[] }> {
  return { tasks: (await selectTasks(db, user.id)).map(taskOf) };
}

/** The spec's tracking map of a gardener's tasks: task key → id and whether it is done. */
export async function getTaskTracking(db: Kysely<Database>, userId: string): Promise<TaskTracking> {
  const rows = await selectTasks(db, userId);
  return Object.fromEntries(
    rows.map((row) => [
      row.task_key,
      { calendar_event_id: Number(row.calendar_event_id), completed: Boolean(row.completed) },
    ]),
  );
}
