import type { Kysely } from 'kysely';

/**
 * One profile per user, keyed by the user's id. No foreign key to better-auth's
 * `user` table: that table is created by better-auth's own migration, after ours.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('profiles')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('zone', 'text')
    .addColumn('zip_code', 'text')
    .addColumn('garden_type', 'text')
    .addColumn('plant_preference', 'text')
    .addColumn('gardening_commitment', 'text')
    .addColumn('full_name', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('profiles').execute();
}
