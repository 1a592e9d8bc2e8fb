import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Migrator, sql, type Kysely } from 'kysely';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { TEST_DIALECTS } from '#tests/setup/test-database.ts';
import { openDatabase, type DatabaseHandle, type Dialect } from '../database.ts';
import { migrateToLatest, migrationProvider } from '../migrate.ts';
import type { Database } from '../schema.ts';

/** Task rows as they were before: one per task, tracked (some done) in the month they were made. */
const ROWS = [
  {
    user_id: 'u1',
    plant_id: 'tomato',
    care_instruction_id: null,
    event_type: 'planting',
    task_key: 'plant-tomato-planting',
    completed: 1,
    created_at: '2026-05-03T10:00:00.000Z',
  },
  {
    user_id: 'u1',
    plant_id: 'tomato',
    care_instruction_id: null,
    event_type: 'seed_starting',
    task_key: 'plant-tomato-seed-starting',
    completed: 0,
    created_at: '2026-03-01T10:00:00.000Z',
  },
  {
    user_id: 'u2',
    plant_id: 'tomato',
    care_instruction_id: null,
    event_type: 'planting',
    task_key: 'plant-tomato-planting',
    completed: 1,
    created_at: '2025-12-31T23:30:00.000Z',
  },
];

const rowsOf = (db: Kysely<Database>) =>
  db
    .selectFrom('user_calendar_events')
    .select(['user_id', 'task_key', 'occurrence', 'completed'])
    .orderBy('user_id')
    .orderBy('task_key')
    .execute();

/** A database of its own migrated up to 0009, and a way to drop it. */
async function databaseBefore0010(dialect: Dialect): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  const id = randomBytes(6).toString('hex');
  if (dialect === 'sqlite') {
    const file = join(tmpdir(), `garden-guide-0010-${id}.db`);
    const handle = openDatabase(`file:${file}`);
    const { error } = await new Migrator({ db: handle.db, provider: migrationProvider }).migrateTo(
      '0009-catalogue-extras',
    );
    expect(error).toBeUndefined();
    return {
      handle,
      drop: async () => {
        await handle.close();
        for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
      },
    };
  }
  const url = process.env.TEST_DATABASE_URL!;
  const schema = `test_0010_${id}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const handle = openDatabase(url, { searchPath: schema, poolSize: 2 });
  const { error } = await new Migrator({
    db: handle.db,
    provider: migrationProvider,
    migrationTableSchema: schema,
  }).migrateTo('0009-catalogue-extras');
  expect(error).toBeUndefined();
  return {
    handle,
    drop: async () => {
      await handle.close();
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop schema if exists ${schema} cascade`);
      await client.end();
    },
  };
}

describe.each(TEST_DIALECTS)('0010: task rows by month, on %s', (dialect) => {
  let handle: DatabaseHandle;
  let drop: () => Promise<void>;

  beforeEach(async () => {
    ({ handle, drop } = await databaseBefore0010(dialect));
    await sql`insert into plants (plant_id, plant_name, seasonality, plant_group, source, created_at)
      values ('tomato', 'Tomato', 'Warm Season', 'vegetable', 'catalogue', '2026-01-01')`.execute(handle.db);
    const completed = (value: number) => (dialect === 'postgres' ? value === 1 : value);
    for (const row of ROWS) {
      await sql`insert into user_calendar_events
        (user_id, plant_id, care_instruction_id, event_type, task_key, completed, created_at)
        values (${row.user_id}, ${row.plant_id}, ${row.care_instruction_id}, ${row.event_type}, ${row.task_key},
          ${completed(row.completed)}, ${row.created_at})`.execute(handle.db);
    }
  });
  afterEach(async () => {
    await drop();
  });

  test('a done task becomes a tick of the month it was made in; one tracked but never done goes', async () => {
    expect(await migrateToLatest(handle.db)).toContain('0010-task-occurrences');
    const rows = await rowsOf(handle.db);
    expect(rows.map((row) => ({ ...row, completed: Boolean(row.completed) }))).toEqual([
      { user_id: 'u1', task_key: 'plant-tomato-planting', occurrence: '2026-05', completed: true },
      { user_id: 'u2', task_key: 'plant-tomato-planting', occurrence: '2025-12', completed: true },
    ]);
  });

  test('a task has one row per month: another month is a row of its own, the same month is refused', async () => {
    await migrateToLatest(handle.db);
    const row = {
      user_id: 'u1',
      plant_id: 'tomato',
      care_instruction_id: null,
      event_type: 'planting',
      task_key: 'plant-tomato-planting',
      completed: dialect === 'postgres' ? true : 1,
      created_at: '2027-05-02T00:00:00.000Z',
    };
    await handle.db
      .insertInto('user_calendar_events')
      .values({ ...row, occurrence: '2027-05' })
      .execute();
    await expect(
      handle.db
        .insertInto('user_calendar_events')
        .values({ ...row, occurrence: '2026-05' })
        .execute(),
    ).rejects.toThrow(/unique|UNIQUE/);
    // The rows go with their plant, as before.
    await handle.db.deleteFrom('plants').where('plant_id', '=', 'tomato').execute();
    expect(await rowsOf(handle.db)).toEqual([]);
  });

  test('down keeps each task’s latest row, one per task again', async () => {
    await migrateToLatest(handle.db);
    await handle.db
      .insertInto('user_calendar_events')
      .values({
        user_id: 'u1',
        plant_id: 'tomato',
        care_instruction_id: null,
        event_type: 'planting',
        task_key: 'plant-tomato-planting',
        occurrence: '2027-05',
        completed: dialect === 'postgres' ? false : 0,
        created_at: '2027-05-02T00:00:00.000Z',
      })
      .execute();
    const { error } = await new Migrator({
      db: handle.db,
      provider: migrationProvider,
      ...(dialect === 'postgres'
        ? {
            migrationTableSchema: (await sql<{ s: string }>`select current_schema() as s`.execute(handle.db)).rows[0]!
              .s,
          }
        : {}),
    }).migrateTo('0009-catalogue-extras');
    expect(error).toBeUndefined();
    const rows = await handle.db
      .selectFrom('user_calendar_events')
      .select(['user_id', 'task_key', 'completed'])
      .orderBy('user_id')
      .execute();
    expect(rows.map((row) => ({ ...row, completed: Boolean(row.completed) }))).toEqual([
      { user_id: 'u1', task_key: 'plant-tomato-planting', completed: false },
      { user_id: 'u2', task_key: 'plant-tomato-planting', completed: true },
    ]);
  });
});
