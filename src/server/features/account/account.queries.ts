import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** A time as better-auth keeps it: a Date on PostgreSQL, text or a number on SQLite. */
type StoredTime = Date | string | number | null;

/** better-auth's tables, as far as the export and the deletion read them. */
type AuthTables = {
  user: { emailVerified: boolean | number | null; createdAt: StoredTime };
  session: {
    id: string;
    token: string;
    userId: string;
    createdAt: StoredTime;
    expiresAt: StoredTime;
    ipAddress: string | null;
    userAgent: string | null;
  };
  account: { id: string; userId: string; providerId: string };
  verification: { id: string; identifier: string; value: string };
};

const auth = <D extends Db>(db: D) => db.withTables<AuthTables>();

export function selectAccountUser(db: Db, userId: string) {
  return auth(db)
    .selectFrom('user')
    .select(['id', 'email', 'name', 'emailVerified', 'createdAt'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

export async function selectSignInMethods(db: Db, userId: string): Promise<string[]> {
  const rows = await auth(db)
    .selectFrom('account')
    .select('providerId')
    .where('userId', '=', userId)
    .orderBy('providerId')
    .execute();
  return rows.map((row) => row.providerId);
}

export function selectSessions(db: Db, userId: string) {
  return auth(db)
    .selectFrom('session')
    .select(['createdAt', 'expiresAt', 'ipAddress', 'userAgent'])
    .where('userId', '=', userId)
    .orderBy('createdAt')
    .execute();
}

export function selectSessionTokens(db: Db, userId: string) {
  return auth(db).selectFrom('session').select('token').where('userId', '=', userId).execute();
}

export function selectProfile(db: Db, userId: string) {
  return db
    .selectFrom('profiles')
    .select(['zone', 'zip_code', 'garden_type', 'plant_preference', 'gardening_commitment', 'full_name', 'updated_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

export function selectGardenWithNames(db: Db, userId: string) {
  return db
    .selectFrom('user_garden')
    .innerJoin('plants', 'plants.plant_id', 'user_garden.plant_id')
    .select(['user_garden.plant_id', 'plants.plant_name', 'user_garden.save_later', 'user_garden.created_at'])
    .where('user_garden.user_id', '=', userId)
    .orderBy('user_garden.created_at')
    .orderBy('user_garden.plant_id')
    .execute();
}

export function selectOwnPlants(db: Db, userId: string) {
  return db
    .selectFrom('plants')
    .select(['plant_id', 'plant_name', 'scientific_name', 'zone', 'based_on', 'created_at'])
    .where('created_by', '=', userId)
    .orderBy('created_at')
    .orderBy('plant_id')
    .execute();
}

export function selectTasksWithSteps(db: Db, userId: string) {
  return db
    .selectFrom('user_calendar_events as task')
    .leftJoin('plants', 'plants.plant_id', 'task.plant_id')
    .leftJoin('care_instructions as care', 'care.care_instruction_id', 'task.care_instruction_id')
    .select([
      'task.calendar_event_id',
      'task.plant_id',
      'plants.plant_name',
      'task.event_type',
      'task.care_instruction_id',
      'care.step_description',
      'task.task_key',
      'task.occurrence',
      'task.completed',
      'task.created_at',
    ])
    .where('task.user_id', '=', userId)
    .orderBy('task.calendar_event_id')
    .execute();
}

export function selectReminderSettings(db: Db, userId: string) {
  return db
    .selectFrom('reminder_settings')
    .select(['frequency', 'time_zone', 'next_send_at', 'updated_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export function selectReminderDigests(db: Db, userId: string) {
  return db
    .selectFrom('reminder_digests')
    .select(['period', 'status', 'task_count', 'sent_at'])
    .where('user_id', '=', userId)
    .orderBy('period')
    .execute();
}

/** When the feed was made, never its token. */
export function selectFeedCreated(db: Db, userId: string) {
  return db.selectFrom('calendar_feeds').select('created_at').where('user_id', '=', userId).executeTakeFirst();
}

export function selectEvents(db: Db, userId: string) {
  return db
    .selectFrom('events')
    .select(['name', 'props', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

/** `x` as a LIKE pattern that matches it literally (`\` escapes), on both dialects. */
function likeLiteral(x: string): string {
  return x.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Deletes every row of the user, the app's tables first and better-auth's last. Run it
 * in a transaction: a failure part-way must leave everything as it was.
 *
 * Verification rows carry the user as their value (a password reset, better-auth's
 * clean-up lock) or the e-mail address inside it (a magic link); no column links them.
 */
export async function deleteEveryRowOfUser(trx: Transaction<Database>, user: { id: string; email: string }) {
  const db = auth(trx);
  await db.deleteFrom('user_calendar_events').where('user_id', '=', user.id).execute();
  await db.deleteFrom('user_garden').where('user_id', '=', user.id).execute();
  // Their steps go with the plants by foreign key; deleted here too so nothing rests on that.
  await db
    .deleteFrom('care_instructions')
    .where('plant_id', 'in', db.selectFrom('plants').select('plant_id').where('created_by', '=', user.id))
    .execute();
  await db.deleteFrom('plants').where('created_by', '=', user.id).execute();
  await db.deleteFrom('profiles').where('id', '=', user.id).execute();
  await db.deleteFrom('calendar_feeds').where('user_id', '=', user.id).execute();
  await db.deleteFrom('reminder_settings').where('user_id', '=', user.id).execute();
  await db.deleteFrom('reminder_digests').where('user_id', '=', user.id).execute();
  await db.deleteFrom('events').where('user_id', '=', user.id).execute();
  const quotedEmail = likeLiteral(JSON.stringify(user.email.toLowerCase()));
  await db
    .deleteFrom('verification')
    .where((eb) =>
      eb.or([
        eb('value', '=', user.id),
        eb(eb.fn('lower', ['identifier']), '=', user.email.toLowerCase()),
        eb(sql`lower(${sql.ref('value')})`, 'like', sql`${`%${quotedEmail}%`} escape '\\'`),
      ]),
    )
    .execute();
  await db.deleteFrom('session').where('userId', '=', user.id).execute();
  await db.deleteFrom('account').where('userId', '=', user.id).execute();
  await db.deleteFrom('user').where('id', '=', user.id).execute();
}
