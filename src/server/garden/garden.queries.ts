import type { Kysely, Transaction } from 'kysely';
import { reusableQuery } from '../db/reusable-query.ts';
import type { Database } from '../db/schema.ts';

/** Reading a gardener's plants and tracked tasks: the garden routes, the calendar feed and the digests share these. */
type Db = Kysely<Database> | Transaction<Database>;

const selectGardenQuery = reusableQuery((db, userId: string) =>
  db
    .selectFrom('user_garden')
    .select(['plant_id', 'save_later'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('plant_id'),
);

export async function selectGarden(db: Db, userId: string) {
  return (await selectGardenQuery(db, userId)).rows;
}

const selectGardenEntryQuery = reusableQuery((db, userId: string, plantId: string) =>
  db
    .selectFrom('user_garden')
    .select(['plant_id', 'save_later'])
    .where('user_id', '=', userId)
    .where('plant_id', '=', plantId),
);

export async function selectGardenEntry(db: Db, userId: string, plantId: string) {
  return (await selectGardenEntryQuery(db, userId, plantId)).rows[0];
}

export const TASK_COLUMNS = [
  'calendar_event_id',
  'plant_id',
  'care_instruction_id',
  'event_type',
  'task_key',
  'completed',
] as const;

export function selectTasks(db: Db, userId: string) {
  return db
    .selectFrom('user_calendar_events')
    .select(TASK_COLUMNS)
    .where('user_id', '=', userId)
    .orderBy('calendar_event_id')
    .execute();
}

export function selectTaskByKey(db: Db, userId: string, key: string) {
  return db
    .selectFrom('user_calendar_events')
    .select(TASK_COLUMNS)
    .where('user_id', '=', userId)
    .where('task_key', '=', key)
    .executeTakeFirst();
}
