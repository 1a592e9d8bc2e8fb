import { PostgresAdapter, sql, type Kysely, type RawBuilder } from 'kysely';

/**
 * A task's row belongs to one month of the gardener's calendar (`occurrence`, 'YYYY-MM'):
 * watering done in May is not done in June, nor next May. A task has a row per month it
 * was ticked in, unique per (user_id, task_key, occurrence).
 *
 * Rows made before are ticks of the month they were made in. Rows that were tracked but
 * never done go: tracking on its own no longer means anything (the tick is the one control).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    // PostgreSQL runs each migration in a transaction of its own.
    for (const statement of [
      sql`delete from user_calendar_events where not completed`,
      sql`alter table user_calendar_events add column occurrence text`,
      sql`update user_calendar_events set occurrence = substr(created_at, 1, 7)`,
      sql`alter table user_calendar_events alter column occurrence set not null`,
      sql`alter table user_calendar_events drop constraint user_calendar_events_user_task`,
      sql`alter table user_calendar_events add constraint user_calendar_events_user_task
          unique (user_id, task_key, occurrence)`,
    ]) {
      await statement.execute(db);
    }
    return;
  }
  await rebuild(db, {
    occurrence: sql`occurrence text not null,`,
    unique: sql`unique (user_id, task_key, occurrence)`,
    copy: sql`insert into user_calendar_events_rebuilt
      (calendar_event_id, user_id, plant_id, care_instruction_id, event_type, task_key, occurrence, completed, created_at)
      select calendar_event_id, user_id, plant_id, care_instruction_id, event_type, task_key,
        substr(created_at, 1, 7), completed, created_at
      from user_calendar_events where completed`,
  });
}

/** Back to one row per task: each task keeps its latest month's row. */
export async function down(db: Kysely<unknown>): Promise<void> {
  const latest = sql`calendar_event_id in (
    select max(calendar_event_id) from user_calendar_events group by user_id, task_key)`;
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    for (const statement of [
      sql`delete from user_calendar_events where not ${latest}`,
      sql`alter table user_calendar_events drop constraint user_calendar_events_user_task`,
      sql`alter table user_calendar_events drop column occurrence`,
      sql`alter table user_calendar_events add constraint user_calendar_events_user_task unique (user_id, task_key)`,
    ]) {
      await statement.execute(db);
    }
    return;
  }
  await rebuild(db, {
    occurrence: sql``,
    unique: sql`unique (user_id, task_key)`,
    copy: sql`insert into user_calendar_events_rebuilt
      (calendar_event_id, user_id, plant_id, care_instruction_id, event_type, task_key, completed, created_at)
      select calendar_event_id, user_id, plant_id, care_instruction_id, event_type, task_key, completed, created_at
      from user_calendar_events where ${latest}`,
  });
}

/**
 * SQLite: the table made again as 0004 made it, with or without `occurrence` and with its
 * unique key, and the rows `copy` takes over; all or nothing (SQLite's migrations run outside
 * a transaction, and SQLite cannot change a table's constraints in place).
 */
async function rebuild(
  db: Kysely<unknown>,
  parts: { occurrence: RawBuilder<unknown>; unique: RawBuilder<unknown>; copy: RawBuilder<unknown> },
) {
  const statements = [
    sql`create table user_calendar_events_rebuilt (
      calendar_event_id integer primary key autoincrement,
      user_id text not null,
      plant_id text not null references plants (plant_id) on delete cascade,
      care_instruction_id integer references care_instructions (care_instruction_id) on delete cascade,
      event_type text not null,
      task_key text not null,
      ${parts.occurrence}
      completed boolean not null default false,
      created_at text not null,
      constraint user_calendar_events_user_task ${parts.unique}
    )`,
    parts.copy,
    sql`drop table user_calendar_events`,
    sql`alter table user_calendar_events_rebuilt rename to user_calendar_events`,
    sql`create index user_calendar_events_user_plant_idx on user_calendar_events (user_id, plant_id)`,
  ];
  await db.transaction().execute(async (trx) => {
    for (const statement of statements) await statement.execute(trx);
  });
}
