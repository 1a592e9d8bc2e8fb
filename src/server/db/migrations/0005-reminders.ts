import type { Kysely } from 'kysely';

/**
 * A gardener's calendar feed and e-mail reminders.
 *
 * - `calendar_feeds`: the secret token of the private .ics feed (one per user; a reset
 *   replaces it, so the old address stops working).
 * - `reminder_settings`: the digest's frequency and time zone, the token of its
 *   unsubscribe link, and when the next digest is due (null while reminders are off).
 * - `reminder_digests`: one row per user and period (`2026-W49`, `2026-12`). Whoever
 *   inserts the row, or takes it over once its lease has run out, sends that digest, so
 *   several app servers on one database send each digest once.
 *
 * No foreign key to better-auth's `user` table: it is created after our migrations.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('calendar_feeds')
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('reminder_settings')
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('frequency', 'text', (c) => c.notNull())
    .addColumn('time_zone', 'text', (c) => c.notNull())
    .addColumn('unsubscribe_token', 'text', (c) => c.notNull().unique())
    // ISO 8601 in UTC, so text order is time order on both dialects.
    .addColumn('next_send_at', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('reminder_settings_next_send_idx')
    .on('reminder_settings')
    .column('next_send_at')
    .execute();

  await db.schema
    .createTable('reminder_digests')
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('period', 'text', (c) => c.notNull())
    // 'sending' (leased to lease_owner until lease_until), then 'sent', 'empty' or 'failed'.
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('lease_owner', 'text')
    .addColumn('lease_until', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('task_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sent_at', 'text')
    .addPrimaryKeyConstraint('reminder_digests_pkey', ['user_id', 'period'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('reminder_digests').execute();
  await db.schema.dropTable('reminder_settings').execute();
  await db.schema.dropTable('calendar_feeds').execute();
}
