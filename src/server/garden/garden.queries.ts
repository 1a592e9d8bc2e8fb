import { PostgresAdapter, sql, type CompiledQuery, type Kysely, type Transaction } from 'kysely';
import { batchedPerDatabase, batchesQueries } from '../db/batched-by-key.ts';
import { prepareOnPostgres } from '../db/prepared-statements.ts';
import { reusableQuery } from '../db/reusable-query.ts';
import type { Database } from '../db/schema.ts';

/** Reading a gardener's plants and tracked tasks: the garden routes, the calendar feed and the digests share these. */
type Db = Kysely<Database> | Transaction<Database>;

/** The gardener's garden rows in order, as JSON `[[plant_id, save_later], …]`, in each dialect. */
const GARDEN_PAIRS = {
  postgres: sql<string>`coalesce((
    select json_agg(json_build_array(g.plant_id, g.save_later) order by g.created_at, g.plant_id)
    from user_garden g where g.user_id = "user".id)::text, '[]')`,
  sqlite: sql<string>`(
    select json_group_array(json_array(g.plant_id, g.save_later) order by g.created_at, g.plant_id)
    from user_garden g where g.user_id = "user".id)`,
};

/**
 * The gardener's place in their profile and their garden's rows, in one round trip and one
 * row: the profile's zone and ZIP (null without a profile), and `garden`, the rows in order
 * as a JSON array of `[plant_id, save_later]` pairs, put together by the database (`[]` for
 * an empty garden; no row at all for a user who is gone). One value instead of a row per
 * plant: turning each row into a JavaScript object cost more than the query itself. From
 * the user's row (its primary key), the profile by its primary key, the rows by
 * `user_garden_user_created_idx` (on SQLite by the primary key: the table is kept in its
 * order, migration 0008); the aggregate's own ORDER BY orders the pairs.
 */
const selectGardenAndProfileQuery = reusableQuery((db, userId: string) =>
  db
    .selectFrom('user')
    .leftJoin('profiles', 'profiles.id', 'user.id')
    .select(['profiles.zone', 'profiles.zip_code'])
    .select(
      (db.getExecutor().adapter instanceof PostgresAdapter ? GARDEN_PAIRS.postgres : GARDEN_PAIRS.sqlite).as('garden'),
    )
    .where('user.id', '=', userId),
);

type GardenAndProfile = { zone: string | null; zip_code: string | null; garden: string };

/**
 * The same for many gardeners at once, on PostgreSQL: `"user".id = any($1)`, each row with
 * its user's id. Its text is the same whatever the ids (one array parameter), so it is
 * compiled once and goes as a prepared statement.
 */
let gardensAndProfilesQuery: CompiledQuery<GardenAndProfile & { user_id: string }> | undefined;

function gardensAndProfilesOf(db: Kysely<Database>, userIds: string[]) {
  if (!gardensAndProfilesQuery) {
    gardensAndProfilesQuery = db
      .selectFrom('user')
      .leftJoin('profiles', 'profiles.id', 'user.id')
      .select(['user.id as user_id', 'profiles.zone', 'profiles.zip_code'])
      .select(GARDEN_PAIRS.postgres.as('garden'))
      .where(sql<boolean>`"user".id = any(${userIds}::text[])`)
      .compile();
    prepareOnPostgres(gardensAndProfilesQuery.sql);
  }
  return db.executeQuery<GardenAndProfile & { user_id: string }>({ ...gardensAndProfilesQuery, parameters: [userIds] });
}

/** Gardens read together on PostgreSQL, by database (batched-by-key.ts). */
const gardenReadsOf = batchedPerDatabase(async (db, userIds: string[]) => {
  const { rows } = await gardensAndProfilesOf(db, userIds);
  return new Map(rows.map(({ user_id, ...row }): [string, GardenAndProfile] => [user_id, row]));
});

/**
 * The gardener's profile place and garden rows (see the query); undefined when the user is
 * gone. On PostgreSQL, outside a transaction, the reads of requests that arrive together go
 * as one query (batched-by-key.ts): the garden list is the busiest signed-in route.
 */
export async function selectGardenAndProfile(db: Db, userId: string): Promise<GardenAndProfile | undefined> {
  if (batchesQueries(db)) {
    return gardenReadsOf(db).get(userId);
  }
  return (await selectGardenAndProfileQuery(db, userId)).rows[0];
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
  'occurrence',
  'completed',
] as const;

/** The gardener's task rows for months from `since` ('YYYY-MM') on. */
export function selectTasks(db: Db, userId: string, since: string) {
  return db
    .selectFrom('user_calendar_events')
    .select(TASK_COLUMNS)
    .where('user_id', '=', userId)
    .where('occurrence', '>=', since)
    .orderBy('calendar_event_id')
    .execute();
}

/** The gardener's row of a task for one month. */
export function selectTaskByKey(db: Db, userId: string, key: string, occurrence: string) {
  return db
    .selectFrom('user_calendar_events')
    .select(TASK_COLUMNS)
    .where('user_id', '=', userId)
    .where('task_key', '=', key)
    .where('occurrence', '=', occurrence)
    .executeTakeFirst();
}
