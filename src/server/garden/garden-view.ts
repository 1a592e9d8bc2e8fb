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

/** Adds a GardenEntry's JSON to `out`. */
function writeEntry(
  out: JsonBytes,
  index: CatalogueIndex,
  row: GardenRow,
  record: PlantRecord,
  place: ResolvedPlace | null,
  placeJson: string,
): JsonBytes {
  out.text(`{"plant_id":${JSON.stringify(row.plant_id)},"save_later":${Boolean(row.save_later)},"plant":`);
  return writeGardenPlant(out, index, record, place, placeJson).text('}');
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
  writeEntry(out, await loadCatalogueIndex(db), row, record, place, placeJsonOf(place));
  return true;
}

/**
 * `getGarden` as JSON, each plant written from its template (`writeGardenPlant`) straight
 * into the answer: the garden list is asked for on every visit and is the largest answer
 * the app gives.
 */
export async function getGardenJson(db: Kysely<Database>, user: Gardener): Promise<Buffer> {
  const [{ found, place }, index] = await Promise.all([rowsWithPlants(db, user), loadCatalogueIndex(db)]);
  const placeJson = placeJsonOf(place);
  const out = new JsonBytes().text('{"entries":[');
  for (const [i, { row, record }] of found.entries()) {
    if (i > 0) out.text(',');
    writeEntry(out, index, row, record, place, placeJson);
  }
  return out.text(']}').toBuffer();
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
