import type { Kysely } from 'kysely';

// Migrations use only types and statements that mean the same on SQLite and PostgreSQL.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('app_state')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('usda_zones')
    .addColumn('zip_code', 'text', (c) => c.primaryKey())
    .addColumn('zone', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('state', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('temperature_range', 'text', (c) => c.notNull())
    .addColumn('last_frost_date', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('first_frost_date', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('growing_season_days', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('growing_season_months', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('growing_season_description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('station_name', 'text')
    .addColumn('station_distance_km', 'real')
    .execute();

  await db.schema.createIndex('usda_zones_zone_idx').on('usda_zones').column('zone').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('usda_zones').execute();
  await db.schema.dropTable('app_state').execute();
}
