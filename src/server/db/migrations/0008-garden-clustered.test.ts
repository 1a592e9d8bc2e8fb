import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { Migrator, sql, type Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { selectGardenAndProfile } from '../../garden/garden.queries.ts';
import { openDatabase, type DatabaseHandle } from '../database.ts';
import { migrateToLatest, migrationProvider } from '../migrate.ts';
import type { Database } from '../schema.ts';
import { createTestDatabase, TEST_DIALECTS } from '#tests/setup/test-database.ts';

/** The garden's rows as they were before the rebuild: two gardeners, added out of name order. */
const ROWS = [
  { user_id: 'u1', plant_id: 'tomato', save_later: 0, created_at: '2026-03-01T10:00:00.000Z' },
  { user_id: 'u1', plant_id: 'basil', save_later: 1, created_at: '2026-03-01T10:00:00.001Z' },
  { user_id: 'u1', plant_id: 'apple', save_later: 0, created_at: '2026-03-02T09:00:00.000Z' },
  { user_id: 'u2', plant_id: 'basil', save_later: 0, created_at: '2026-01-05T08:00:00.000Z' },
];

const schemaOf = async (db: Kysely<Database>) =>
  (
    await sql<{ type: string; name: string; sql: string | null }>`
      select type, name, sql from sqlite_master where tbl_name = 'user_garden' order by type, name`.execute(db)
  ).rows;

const rowsOf = (db: Kysely<Database>) =>
  db.selectFrom('user_garden').selectAll().orderBy('user_id').orderBy('created_at').execute();

describe('0008: the SQLite garden table kept in primary-key order', () => {
  let handle: DatabaseHandle;
  let file: string;
  const migrator = () => new Migrator({ db: handle.db, provider: migrationProvider });

  beforeEach(async () => {
    file = join(tmpdir(), `garden-guide-0008-${randomBytes(6).toString('hex')}.db`);
    handle = openDatabase(`file:${file}`);
    const { error } = await migrator().migrateTo('0007-rate-limits');
    expect(error).toBeUndefined();
    for (const plant_id of ['apple', 'basil', 'tomato']) {
      // The columns without a default; the rest as the migrations made them.
      await sql`insert into plants (plant_id, plant_name, seasonality, plant_group, source, created_at)
        values (${plant_id}, ${plant_id}, 'Warm', 'Vegetable', 'test', '2026-01-01')`.execute(handle.db);
    }
    await handle.db.insertInto('user_garden').values(ROWS).execute();
  });
  afterEach(async () => {
    await handle.close();
    for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
  });

  test('keeps every row, drops the second index, and the garden list reads by the primary key', async () => {
    const before = await rowsOf(handle.db);
    expect(await migrateToLatest(handle.db)).toContain('0008-garden-clustered');

    expect(await rowsOf(handle.db)).toEqual(before);
    const objects = await schemaOf(handle.db);
    expect(objects.map((o) => `${o.type} ${o.name}`)).toEqual(['table user_garden']);
    expect(objects.find((o) => o.type === 'table')!.sql).toMatch(/\)\s*without rowid$/i);

    // The list's rows in the order they were added, read by the primary key.
    // better-auth's table, made by its own migration; the list needs only its id.
    await sql`create table "user" (id text primary key)`.execute(handle.db);
    await sql`insert into "user" (id) values ('u1')`.execute(handle.db);
    expect(JSON.parse((await selectGardenAndProfile(handle.db, 'u1'))!.garden)).toEqual([
      ['tomato', 0],
      ['basil', 1],
      ['apple', 0],
    ]);
    const plan = await sql<{ detail: string }>`explain query plan
      select json_group_array(plant_id order by created_at) from user_garden where user_id = ${'u1'}`.execute(
      handle.db,
    );
    expect(plan.rows.map((r) => r.detail).join('\n')).toMatch(/SEARCH user_garden USING PRIMARY KEY \(user_id=\?\)/);
  });

  test('keeps the table’s rules: one row per gardener and plant, and rows go with their plant', async () => {
    await migrateToLatest(handle.db);
    await expect(
      handle.db
        .insertInto('user_garden')
        .values({ ...ROWS[0]!, created_at: '2026-04-01' })
        .execute(),
    ).rejects.toThrow(/UNIQUE constraint failed/);
    await expect(
      handle.db
        .insertInto('user_garden')
        .values({ ...ROWS[0]!, plant_id: 'no-such-plant' })
        .execute(),
    ).rejects.toThrow(/FOREIGN KEY constraint failed/);
    await handle.db.deleteFrom('plants').where('plant_id', '=', 'basil').execute();
    expect((await rowsOf(handle.db)).map((r) => `${r.user_id} ${r.plant_id}`)).toEqual(['u1 tomato', 'u1 apple']);
  });

  test('down gives back the table and index as 0004 and 0006 made them, with the rows', async () => {
    const made = await schemaOf(handle.db);
    const before = await rowsOf(handle.db);
    await migrateToLatest(handle.db);
    const { error } = await migrator().migrateTo('0007-rate-limits');
    expect(error).toBeUndefined();
    expect(await rowsOf(handle.db)).toEqual(before);
    const back = await schemaOf(handle.db);
    expect(back.map((o) => `${o.type} ${o.name}`)).toEqual(made.map((o) => `${o.type} ${o.name}`));
    expect(back.find((o) => o.type === 'table')!.sql).not.toMatch(/without rowid/i);
  });
});

describe.each(TEST_DIALECTS.filter((d) => d === 'postgres'))('0008 on %s', (dialect) => {
  test('changes nothing: the table keeps its index for the garden list', async () => {
    const database = await createTestDatabase(dialect);
    try {
      const indexes = await sql<{ indexname: string }>`
        select indexname from pg_indexes where tablename = 'user_garden' and schemaname = current_schema()
        order by indexname`.execute(database.db);
      expect(indexes.rows.map((r) => r.indexname)).toEqual(['user_garden_pkey', 'user_garden_user_created_idx']);
    } finally {
      await database.destroy();
    }
  });
});
