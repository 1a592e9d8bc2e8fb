import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

/**
 * The plant catalogue, its care steps, plant images and the first-party event log.
 * Catalogue rows are (re)loaded from data/plants at start-up; a gardener's own
 * plants (POST /api/add-plant) carry their creator's id and zone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // An integer key the database assigns: SQLite's rowid alias, PostgreSQL's identity.
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const serialKey = (c: ColumnDefinitionBuilder) =>
    isPostgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement();

  await db.schema
    .createTable('plants')
    .addColumn('plant_id', 'text', (c) => c.primaryKey())
    .addColumn('plant_name', 'text', (c) => c.notNull())
    .addColumn('scientific_name', 'text')
    .addColumn('aliases', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('family', 'text')
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('type', 'text', (c) => c.notNull().defaultTo('Annual'))
    .addColumn('sun_requirements', 'text', (c) => c.notNull().defaultTo('Full Sun'))
    // NULL: a catalogue plant for every zone; '': a houseplant (indoor); else a gardener's own plant's zone.
    .addColumn('zone', 'text')
    .addColumn('seasonality', 'text', (c) => c.notNull())
    .addColumn('plant_group', 'text', (c) => c.notNull())
    .addColumn('image_url', 'text')
    .addColumn('hardiness_min', 'integer')
    .addColumn('hardiness_max', 'integer')
    .addColumn('days_to_maturity', 'text')
    // Frost-relative timing (JSON): the months are computed for each place, never stored.
    .addColumn('timing', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('planting', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('seed_starting', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('requirements', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('based_on', 'text')
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('plants_created_by_idx').on('plants').columns(['created_by', 'zone']).execute();

  await db.schema
    .createTable('care_instructions')
    .addColumn('care_instruction_id', 'integer', serialKey)
    .addColumn('plant_id', 'text', (c) => c.notNull().references('plants.plant_id').onDelete('cascade'))
    // The step's id within its plant file: reloading the catalogue keeps each step's care_instruction_id.
    .addColumn('step_key', 'text', (c) => c.notNull())
    .addColumn('care_phase', 'text', (c) => c.notNull())
    .addColumn('step_description', 'text', (c) => c.notNull())
    .addColumn('priority', 'text', (c) => c.notNull())
    .addColumn('timing', 'text', (c) => c.notNull())
    .addColumn('order_within_season', 'integer', (c) => c.notNull())
    .addUniqueConstraint('care_instructions_plant_step_key', ['plant_id', 'step_key'])
    .execute();

  await db.schema
    .createTable('plant_images')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('image_url', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('events')
    .addColumn('id', 'integer', serialKey)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('props', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('events').execute();
  await db.schema.dropTable('plant_images').execute();
  await db.schema.dropTable('care_instructions').execute();
  await db.schema.dropTable('plants').execute();
}
