import type { Kysely } from 'kysely';

/**
 * Rate limits shared by every app server on the database (decision 0011).
 *
 * - `rate_limits`: one row per limited thing and client (`identify-plant|203.0.113.7`,
 *   `auth|203.0.113.7|/sign-in/email`): how many requests its current window has seen and
 *   when that window ends (milliseconds since the epoch). A request after the end starts a
 *   new window; rows whose window has ended are deleted now and then.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('window_start', 'bigint', (c) => c.notNull())
    .addColumn('window_end', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_limits_window_end_idx').on('rate_limits').column('window_end').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limits').execute();
}
