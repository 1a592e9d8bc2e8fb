import type { Kysely } from 'kysely';
import { TASK_MESSAGES, taskKey, type AddTaskBody, type AddToGardenBody, type Task } from '#shared/garden/api.ts';
import { calendarMonthOfOccurrence, occurrenceOf, type CalendarMonth } from '#shared/garden/tasks.ts';
import { findPlant } from '../../catalogue/plant-views.ts';
import { placeOfProfile, resolvePlace, type ResolvedPlace } from '../../climate/place.ts';
import type { SessionUser } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { selectGardenEntry, selectTaskByKey } from '../../garden/garden.queries.ts';
import { taskOf, writeEntryOf } from '../../garden/garden-view.ts';
import { JsonBytes } from '../../lib/json-template.ts';
import {
  deleteGardenEntryAndTasks,
  deleteTask,
  insertGardenEntry,
  insertTask,
  moveSavedToGarden,
  selectCarePlantId,
  updateTaskCompleted,
} from './garden.queries.ts';

const NOT_IN_GARDEN = 'This plant is not in your garden or saved list.';

/**
 * The entry as it now is, with whether the request changed it, as JSON (a GardenChange).
 * `inserted` is the row the request has just inserted, with the gardener's place read by
 * the same statement: neither need be read again.
 */
async function currentEntry(
  db: Kysely<Database>,
  user: SessionUser,
  plantId: string,
  changed: boolean,
  inserted?: { row: { plant_id: string; save_later: boolean }; place: ResolvedPlace | null },
) {
  const row = inserted?.row ?? (await selectGardenEntry(db, user.id, plantId));
  if (!row) throw new AppError('not_found', NOT_IN_GARDEN);
  const place = inserted ? inserted.place : await resolvePlace(db, user, {}, 'ignore');
  const out = new JsonBytes().text('{"entry":');
  if (!(await writeEntryOf(out, db, user, row, place))) {
    throw new AppError('not_found', NOT_IN_GARDEN);
  }
  return out.text(`,"changed":${changed}}`);
}

/**
 * Add to the garden or save for later (spec section 4): a new plant is inserted; a
 * saved plant added to the garden moves there; a plant already in the garden, or
 * saved again, is left as it is (`changed: false`).
 */
export async function addToGarden(db: Kysely<Database>, user: SessionUser, body: AddToGardenBody): Promise<JsonBytes> {
  await findPlant(db, user, body.plant_id);
  const profile = await insertGardenEntry(db, user.id, body.plant_id, body.save_later);
  if (profile) {
    const row = { plant_id: body.plant_id, save_later: body.save_later };
    return currentEntry(db, user, body.plant_id, true, { row, place: await placeOfProfile(db, profile) });
  }
  const changed = !body.save_later && (await moveSavedToGarden(db, user.id, body.plant_id));
  return currentEntry(db, user, body.plant_id, changed);
}

/** Saved → garden; a plant already in the garden is left as it is. */
export async function moveToGarden(db: Kysely<Database>, user: SessionUser, plantId: string): Promise<JsonBytes> {
  const changed = await moveSavedToGarden(db, user.id, plantId);
  return currentEntry(db, user, plantId, changed);
}

/** Removes a plant from the garden or the saved list, with its tracked tasks, all or nothing. */
export async function removeFromGarden(db: Kysely<Database>, user: SessionUser, plantId: string): Promise<void> {
  const removed = await deleteGardenEntryAndTasks(db, user.id, plantId);
  if (!removed) throw new AppError('not_found', NOT_IN_GARDEN);
}

/** The month of `date` in UTC: the server knows no gardener's time zone for a tick. */
export function utcMonthOf(date: Date): CalendarMonth {
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1 };
}

/** How far from this month a tick may be: a forgotten task of last year, not a typo's century. */
export const TICK_RANGE_MONTHS = 24;

function monthsBetween(a: CalendarMonth, b: CalendarMonth): number {
  return b.year * 12 + b.month - (a.year * 12 + a.month);
}

/**
 * Records a task of a plant in the gardener's garden for one month (`occurrence`, this month
 * when not given): a care step of that plant, or its planting or seed starting. A row the
 * gardener already has for that month is left as it is, unless `completed` asks otherwise.
 */
export async function addTask(
  db: Kysely<Database>,
  user: SessionUser,
  body: AddTaskBody,
  now: Date = new Date(),
): Promise<{ task: Task; changed: boolean }> {
  const thisMonth = utcMonthOf(now);
  const occurrence = body.occurrence ?? occurrenceOf(thisMonth);
  const month = calendarMonthOfOccurrence(occurrence);
  if (!month || Math.abs(monthsBetween(thisMonth, month)) > TICK_RANGE_MONTHS) {
    throw new AppError('invalid', TASK_MESSAGES.occurrenceOutOfRange);
  }
  const careInstructionId = body.event_type === 'care' ? (body.care_instruction_id ?? null) : null;
  if (careInstructionId !== null) {
    const care = await selectCarePlantId(db, careInstructionId);
    if (!care || care.plant_id !== body.plant_id) throw new AppError('not_found', TASK_MESSAGES.careNotFound);
  }
  const entry = await selectGardenEntry(db, user.id, body.plant_id);
  if (!entry || Boolean(entry.save_later)) throw new AppError('conflict', TASK_MESSAGES.notInGarden);
  const key = taskKey({ plant_id: body.plant_id, care_instruction_id: careInstructionId, event_type: body.event_type });
  const inserted = await insertTask(db, {
    user_id: user.id,
    plant_id: body.plant_id,
    care_instruction_id: careInstructionId,
    event_type: body.event_type,
    task_key: key,
    occurrence,
    completed: body.completed ?? false,
  });
  const row = await selectTaskByKey(db, user.id, key, occurrence);
  if (!row) throw new AppError('conflict', TASK_MESSAGES.notInGarden);
  if (!inserted && body.completed !== undefined && Boolean(row.completed) !== body.completed) {
    const updated = await updateTaskCompleted(db, user.id, Number(row.calendar_event_id), body.completed);
    if (updated) return { task: taskOf(updated), changed: true };
  }
  return { task: taskOf(row), changed: inserted };
}

export async function setTaskCompleted(
  db: Kysely<Database>,
  user: SessionUser,
  id: number,
  completed: boolean,
): Promise<Task> {
  const row = await updateTaskCompleted(db, user.id, id, completed);
  if (!row) throw new AppError('not_found', TASK_MESSAGES.taskNotFound);
  return taskOf(row);
}

export async function removeTask(db: Kysely<Database>, user: SessionUser, id: number): Promise<void> {
  if (!(await deleteTask(db, user.id, id))) throw new AppError('not_found', TASK_MESSAGES.taskNotFound);
}
