import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from '#tests/setup/test-database.ts';
import { reusableQuery } from './reusable-query.ts';

describe.each(TEST_DIALECTS)('a query compiled once and run again on %s', (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    await database.db
      .insertInto('plant_images')
      .values([
        { name: 'Tomato', image_url: 'https://example.org/tomato.jpg' },
        { name: 'Basil', image_url: 'https://example.org/basil.jpg' },
      ])
      .execute();
  });
  afterAll(() => database.destroy());

  const imageOf = reusableQuery((db, name: string) =>
    db.selectFrom('plant_images').select('image_url').where('name', '=', name),
  );
  const rename = reusableQuery((db, name: string, from: string) =>
    db.updateTable('plant_images').set({ name }).where('name', '=', from),
  );

  test('each call runs with its own arguments', async () => {
    expect((await imageOf(database.db, 'Tomato')).rows).toEqual([{ image_url: 'https://example.org/tomato.jpg' }]);
    expect((await imageOf(database.db, 'Basil')).rows).toEqual([{ image_url: 'https://example.org/basil.jpg' }]);
    expect((await imageOf(database.db, "Basil' or '1'='1")).rows).toEqual([]);
  });

  test('it runs inside a transaction, and a rolled-back change is gone', async () => {
    await expect(
      database.db.transaction().execute(async (trx) => {
        expect(Number((await rename(trx, 'Tomatillo', 'Tomato')).numAffectedRows)).toBe(1);
        expect((await imageOf(trx, 'Tomatillo')).rows).toHaveLength(1);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect((await imageOf(database.db, 'Tomatillo')).rows).toEqual([]);
    expect((await imageOf(database.db, 'Tomato')).rows).toHaveLength(1);
  });

  test('an argument the query computes with, instead of passing on, is refused', async () => {
    const computed = reusableQuery((db, name: string) =>
      db.selectFrom('plant_images').select('image_url').where('name', '=', name.toUpperCase()),
    );
    await expect(computed(database.db, 'Tomato')).rejects.toThrow('every argument must be a parameter');
  });
});

// Without TEST_DATABASE_URL the setup says PostgreSQL runs are skipped.
describe.runIf(TEST_DIALECTS.includes('postgres'))('a reusable query on PostgreSQL', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
  });
  afterAll(() => database.destroy());

  const imageOf = reusableQuery((db, name: string) =>
    db.selectFrom('plant_images').select('image_url').where('name', '=', name),
  );

  test('is kept as a prepared statement by the connection; other queries are not', async () => {
    // One transaction is one connection, and prepared statements belong to a connection.
    const kept = await database.db.transaction().execute(async (trx) => {
      await imageOf(trx, 'Tomato');
      await imageOf(trx, 'Basil');
      await trx.selectFrom('plant_images').select('name').where('name', '=', 'Tomato').execute();
      return (
        await sql<{
          statement: string;
        }>`select statement from pg_prepared_statements where statement like '%plant_images%'`.execute(trx)
      ).rows.map((row) => row.statement);
    });
    expect(kept).toEqual(['select "image_url" from "plant_images" where "name" = $1']);
  });
});
