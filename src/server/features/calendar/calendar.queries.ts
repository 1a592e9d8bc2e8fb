import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export function selectFeedOfUser(db: Kysely<Database>, userId: string) {
  return db.selectFrom('calendar_feeds').select('token').where('user_id', '=', userId).executeTakeFirst();
}

export function selectFeedByToken(db: Kysely<Database>, token: string) {
  return db.selectFrom('calendar_feeds').select('user_id').where('token', '=', token).executeTakeFirst();
}

/** Gives the user a feed unless they have one (two first visits at once leave one token). */
export async function insertFeed(db: Kysely<Database>, userId: string, token: string): Promise<void> {
  await db
    .insertInto('calendar_feeds')
    .values({ user_id: userId, token, created_at: new Date().toISOString() })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}

/** A new token in place of the old one, or a first one. */
export async function replaceFeedToken(db: Kysely<Database>, userId: string, token: string): Promise<void> {
  await db
    .insertInto('calendar_feeds')
    .values({ user_id: userId, token, created_at: new Date().toISOString() })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ token, created_at: new Date().toISOString() }))
    .execute();
}
