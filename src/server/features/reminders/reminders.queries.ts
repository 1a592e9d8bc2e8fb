import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

export function selectReminderSettings(db: Db, userId: string) {
  return db
    .selectFrom('reminder_settings')
    .select(['frequency', 'time_zone', 'next_send_at', 'unsubscribe_token'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Saves the choice; the unsubscribe token is made once and kept. */
export async function upsertReminderSettings(
  db: Db,
  row: {
    user_id: string;
    frequency: string;
    time_zone: string;
    next_send_at: string | null;
    unsubscribe_token: string;
  },
): Promise<void> {
  const updated_at = new Date().toISOString();
  await db
    .insertInto('reminder_settings')
    .values({ ...row, updated_at })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({
        frequency: row.frequency,
        time_zone: row.time_zone,
        next_send_at: row.next_send_at,
        updated_at,
      }),
    )
    .execute();
}

/** Turns reminders off for the owner of an unsubscribe token; false for an unknown token. */
export async function unsubscribeByToken(db: Db, token: string): Promise<boolean> {
  const result = await db
    .updateTable('reminder_settings')
    .set({ frequency: 'off', next_send_at: null, updated_at: new Date().toISOString() })
    .where('unsubscribe_token', '=', token)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Digests due by `now`, oldest first. */
export function selectDueReminders(db: Db, now: string, limit: number) {
  return db
    .selectFrom('reminder_settings')
    .select(['user_id', 'frequency', 'time_zone', 'next_send_at', 'unsubscribe_token'])
    .where('next_send_at', '<=', now)
    .where('frequency', '!=', 'off')
    .orderBy('next_send_at')
    .limit(limit)
    .execute();
}

/** Moves the next digest on, unless the row changed since it was read (another server, or the gardener). */
export async function advanceNextSend(db: Db, userId: string, from: string, to: string): Promise<void> {
  await db
    .updateTable('reminder_settings')
    .set({ next_send_at: to })
    .where('user_id', '=', userId)
    .where('next_send_at', '=', from)
    .execute();
}

export function selectDigest(db: Db, userId: string, period: string) {
  return db
    .selectFrom('reminder_digests')
    .select(['status', 'lease_owner', 'lease_until', 'attempts'])
    .where('user_id', '=', userId)
    .where('period', '=', period)
    .executeTakeFirst();
}

/** The first claim on a digest: true when this server inserted its row. */
export async function insertDigestClaim(
  db: Db,
  claim: { user_id: string; period: string; lease_owner: string; lease_until: string },
): Promise<boolean> {
  const result = await db
    .insertInto('reminder_digests')
    .values({ ...claim, status: 'sending', attempts: 1, task_count: 0, sent_at: null })
    .onConflict((oc) => oc.columns(['user_id', 'period']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Takes over a digest whose lease has run out (its sender died, or its retry is due). */
export async function takeOverDigest(
  db: Db,
  claim: { user_id: string; period: string; lease_owner: string; lease_until: string; now: string },
): Promise<boolean> {
  const result = await db
    .updateTable('reminder_digests')
    .set((eb) => ({
      lease_owner: claim.lease_owner,
      lease_until: claim.lease_until,
      attempts: eb('attempts', '+', 1),
    }))
    .where('user_id', '=', claim.user_id)
    .where('period', '=', claim.period)
    .where('status', '=', 'sending')
    .where('lease_until', '<', claim.now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Ends a claimed digest: 'sent', 'empty' or 'failed'. */
export async function finishDigest(
  db: Db,
  digest: { user_id: string; period: string; lease_owner: string },
  outcome: { status: 'sent' | 'empty' | 'failed'; task_count: number; sent_at: string | null },
): Promise<void> {
  await db
    .updateTable('reminder_digests')
    .set({ ...outcome, lease_owner: null, lease_until: null })
    .where('user_id', '=', digest.user_id)
    .where('period', '=', digest.period)
    .where('lease_owner', '=', digest.lease_owner)
    .execute();
}

/** A failed send is tried again once the lease runs out, by whichever server comes first. */
export async function postponeDigest(
  db: Db,
  digest: { user_id: string; period: string; lease_owner: string },
  until: string,
): Promise<void> {
  await db
    .updateTable('reminder_digests')
    .set({ lease_until: until })
    .where('user_id', '=', digest.user_id)
    .where('period', '=', digest.period)
    .where('lease_owner', '=', digest.lease_owner)
    .execute();
}

export function selectRecipient(db: Db, userId: string) {
  return db.selectFrom('user').select(['email', 'name', 'isAnonymous']).where('id', '=', userId).executeTakeFirst();
}
