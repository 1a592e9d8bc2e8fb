import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

/**
 * A gardener's plants (in the garden or saved for later) and the tasks they track.
 * Both go with their plant when it leaves the catalogue, and a task goes with its
 * care step. `task_key` is the spec's task identity key, unique per user.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const serialKey = (c: ColumnDefinitionBuilder) =>
    isPostgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement();

  await db.schema
    .createTable('user_garden')
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('plant_id', 'text', (c) => c.notNull().references('plants.plant_id').onDelete('cascade'))
    .addColumn('save_later', 'boolean', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_garden_pkey', ['user_id', 'plant_id'])
    .execute();

  await db.schema
    .createTable('user_calendar_events')
    .addColumn('calendar_event_id', 'integer', serialKey)
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('plant_id', 'text', (c) => c.notNull().references('plants.plant_id').onDelete('cascade'))
    .addColumn('care_instruction_id', 'integer', (c) =>
      c.references('care_instructions.care_instruction_id').onDelete('cascade'),
    )
    .addColumn('event_type', 'text', (c) => c.notNull())
    .addColumn('task_key', 'text', (c) => c.notNull())
    .addColumn('completed', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('user_calendar_events_user_task', ['user_id', 'task_key'])
    .execute();
  await db.schema
    .createIndex('user_calendar_events_user_plant_idx')
    .on('user_calendar_events')
    .columns(['user_id', 'plant_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_calendar_events').execute();
  await db.schema.dropTable('user_garden').execute();
}
