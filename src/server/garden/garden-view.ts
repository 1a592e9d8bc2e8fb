import type { Kysely } from 'kysely';
import type { GardenEntry, GardenResponse, Task } from '#shared/garden/api.ts';
import type { TaskTracking } from '#shared/garden/tasks.ts';
import { findPlant, plantDetailOf, plantDetailText } from '../catalogue/plant-views.ts';
import { resolvePlace, type ResolvedPlace } from '../climate/place.ts';
import type { Gardener } from '../context.ts';
import type { Database } from '../db/schema.ts';
import { AppError } from '../lib/app-error.ts';
import { selectGarden, selectTasks } from './garden.queries.ts';

/** A gardener's garden and tasks as the API shows them; the garden routes, the calendar feed and the digests read them here. */

export async function entryOf(
  db: Kysely<Database>,
  user: Gardener,
  row: { plant_id: string; save_later: boolean | number },
  place: ResolvedPlace | null,
): Promise<GardenEntry | null> {
  try {
    const record = await findPlant(db, user, row.plant_id);
    return {
      plant_id: row.plant_id,
      save_later: Boolean(row.save_later),
      plant: await plantDetailOf(db, record, place),
    };
  } catch (error) {
    // A plant that left the catalogue goes with its garden rows; until then it is not shown.
    if (error instanceof AppError && error.code === 'not_found') return null;
    throw error;
  }
}

/** The gardener's plants, each as shown and personalised to their profile. */
export async function getGarden(db: Kysely<Database>, user: Gardener): Promise<GardenResponse> {
  const [rows, place] = await Promise.all([selectGarden(db, user.id), resolvePlace(db, user, {}, 'ignore')]);
  const entries = await Promise.all(rows.map((row) => entryOf(db, user, row, place)));
  return { entries: entries.filter((entry): entry is GardenEntry => entry !== null) };
}

/** `entryOf` as JSON text, from the plant's kept text (`plantDetailText`); null for a plant that left the catalogue. */
export async function entryText(
  db: Kysely<Database>,
  user: Gardener,
  row: { plant_id: string; save_later: boolean | number },
  place: ResolvedPlace | null,
): Promise<string | null> {
  let record;
  try {
    record = await findPlant(db, user, row.plant_id);
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found') return null;
    throw error;
  }
  const plant = await plantDetailText(db, record, place);
  return `{"plant_id":${JSON.stringify(row.plant_id)},"save_later":${Boolean(row.save_later)},"plant":${plant}}`;
}

/** `getGarden` as JSON text: the garden list is asked for on every visit and is the largest answer the app gives. */
export async function getGardenText(db: Kysely<Database>, user: Gardener): Promise<string> {
  const [rows, place] = await Promise.all([selectGarden(db, user.id), resolvePlace(db, user, {}, 'ignore')]);
  const entries = await Promise.all(rows.map((row) => entryText(db, user, row, place)));
  return `{"entries":[${entries.filter((entry) => entry !== null).join(',')}]}`;
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
