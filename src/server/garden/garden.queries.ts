import type { Kysely, Transaction } from 'kysely';
import { reusableQuery } from '../db/reusable-query.ts';
import type { Database } from '../db/schema.ts';

/** Reading a gardener's plants and tracked tasks: the garden routes, the calendar feed and the digests share these. */
type Db = Kysely<Database> | Transaction<Database>;

/**
 * The gardener's place in their profile and their garden's rows, in one round trip: a row
 * per plant in order, each with the profile's zone and ZIP (one row with no plant for an
 * empty garden; no profile, no zone nor ZIP). From the gardener's user row (its primary
 * key), the profile by its primary key, the rows by `user_garden_user_created_idx`.
 */
const selectGardenAndProfileQuery = reusableQuery((db, userId: string) =>
  db
    .selectFrom('user')
    .leftJoin('profiles', 'profiles.id', 'user.id')
    .leftJoin('user_garden', 'user_garden.user_id', 'user.id')
    .select(['profiles.zone', 'profiles.zip_code', 'user_garden.plant_id', 'user_garden.save_later'])
    .where('user.id', '=', userId)
    .orderBy('user_garden.created_at')
    .orderBy('user_garden.plant_id'),
);

export async function selectGardenAndProfile(db: Db, userId: string) {
  return (await selectGardenAndProfileQuery(db, userId)).rows;
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
