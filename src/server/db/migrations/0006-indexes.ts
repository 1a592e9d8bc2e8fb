import type { Kysely } from 'kysely';

/**
 * Indexes the request plans asked for at scale (docs/performance.md).
 *
 * - `user_garden (user_id, created_at, plant_id, save_later)`: the garden list reads a
 *   gardener's rows in the order they were added. The primary key (user_id, plant_id)
 *   finds them but leaves a sort; this index hands them over in order, and holds every
 *   column the list reads (an index-only scan on PostgreSQL, a covering index on SQLite).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('user_garden_user_created_idx')
    .on('user_garden')
    .columns(['user_id', 'created_at', 'plant_id', 'save_later'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('user_garden_user_created_idx').execute();
}
