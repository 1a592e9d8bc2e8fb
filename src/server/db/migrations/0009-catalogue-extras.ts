import type { Kysely } from 'kysely';

/**
 * The plant-file fields that have no column of their own (JSON text): on `plants` those of
 * the plant, on `care_instructions` those of a care step. New facts in the files then
 * reach the database, and gardeners' own plants, without a migration each.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('plants').addColumn('extras', 'text').execute();
  await db.schema.alterTable('care_instructions').addColumn('extras', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('care_instructions').dropColumn('extras').execute();
  await db.schema.alterTable('plants').dropColumn('extras').execute();
}
