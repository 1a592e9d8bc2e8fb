import type { Kysely } from 'kysely';
import type { GardenEntry, GardenResponse, Task } from '#shared/garden/api.ts';
import type { TaskTracking } from '#shared/garden/tasks.ts';
import { loadCatalogueIndex } from '../catalogue/catalogue-index.ts';
import { findPlants, plantDetailJson, plantDetailOf } from '../catalogue/plant-views.ts';
import { resolvePlace, type ResolvedPlace } from '../climate/place.ts';
import type { Gardener } from '../context.ts';
import type { Database } from '../db/schema.ts';
import { joinJson } from '../lib/json-text.ts';
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

/** A GardenEntry's JSON pieces around its plant's kept JSON. */
function entryJson(row: GardenRow, plant: Buffer): (string | Buffer)[] {
  return [`{"plant_id":${JSON.stringify(row.plant_id)},"save_later":${Boolean(row.save_later)},"plant":`, plant, '}'];
}

/** One entry's JSON pieces; null for a plant that left the catalogue. */
export async function entryJsonOf(
  db: Kysely<Database>,
  user: Gardener,
  row: GardenRow,
  place: ResolvedPlace | null,
): Promise<(string | Buffer)[] | null> {
  const record = (await findPlants(db, user, [row.plant_id])).get(row.plant_id);
  return record ? entryJson(row, plantDetailJson(await loadCatalogueIndex(db), record, place)) : null;
}

/**
 * `getGarden` as JSON, from each plant's kept JSON (`plantDetailJson`): the garden list is
 * asked for on every visit and is the largest answer the app gives.
 */
export async function getGardenJson(db: Kysely<Database>, user: Gardener): Promise<Buffer> {
  const [{ found, place }, index] = await Promise.all([rowsWithPlants(db, user), loadCatalogueIndex(db)]);
  const parts: (string | Buffer)[] = ['{"entries":['];
  for (const [i, { row, record }] of found.entries()) {
    if (i > 0) parts.push(',');
    parts.push(...entryJson(row, plantDetailJson(index, record, place)));
  }
  parts.push(']}');
  return joinJson(parts);
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
