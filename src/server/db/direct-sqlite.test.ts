import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#tests/setup/test-database.ts';
import { directSqliteOf } from './direct-sqlite.ts';
import { reusableQuery } from './reusable-query.ts';

describe('SQLite queries run at once, outside Kysely’s connection queue', () => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase('sqlite');
    await database.db
      .insertInto('plant_images')
      .values({ name: 'Tomato', image_url: 'https://example.org/tomato.jpg' })
      .execute();
  });
  afterEach(() => database.destroy());

  const imageOf = reusableQuery((db, name: string) =>
    db.selectFrom('plant_images').select('image_url').where('name', '=', name),
  );
  const addImage = reusableQuery((db, name: string, url: string) =>
    db.insertInto('plant_images').values({ name, image_url: url }),
  );
  const rename = reusableQuery((db, name: string, from: string) =>
    db.updateTable('plant_images').set({ name }).where('name', '=', from).returning('name'),
  );
  const names = async () =>
    (await database.db.selectFrom('plant_images').select('name').orderBy('name').execute()).map((row) => row.name);

  test('answers exactly as Kysely’s driver does: rows, changed rows, the new row id', async () => {
    const direct = directSqliteOf(database.db)!;
    expect(direct).toBeDefined();
    const viaKysely = await database.db.transaction().execute((trx) => addImage(trx, 'Basil', 'https://example.org/b'));
    const viaDirect = await addImage(database.db, 'Fig', 'https://example.org/f');
    expect(Object.keys(viaDirect).sort()).toEqual(Object.keys(viaKysely).sort());
    expect(viaDirect.numAffectedRows).toBe(1n);
    expect(viaDirect.insertId).toBe(viaKysely.insertId! + 1n);
    expect(await imageOf(database.db, 'Fig')).toEqual({ rows: [{ image_url: 'https://example.org/f' }] });
    expect(await rename(database.db, 'Figs', 'Fig')).toEqual({ rows: [{ name: 'Figs' }] });
    expect(await imageOf(database.db, 'nothing')).toEqual({ rows: [] });
  });

  test('is not offered to a transaction, nor while one has the connection', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let inside!: () => void;
    const begun = new Promise<void>((resolve) => (inside = resolve));
    const transaction = database.db.transaction().execute(async (trx) => {
      expect(directSqliteOf(trx)).toBeUndefined();
      await rename(trx, 'Tomatillo', 'Tomato');
      inside();
      await gate;
      throw new Error('roll back');
    });
    await begun;
    expect(directSqliteOf(database.db)).toBeUndefined();
    // Waits for the transaction instead of joining it: the roll-back leaves this write alone.
    let added = false;
    const write = addImage(database.db, 'Basil', 'https://example.org/b').then(() => (added = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(added).toBe(false);
    release();
    await expect(transaction).rejects.toThrow('roll back');
    await write;
    expect(await names()).toEqual(['Basil', 'Tomato']);
    expect(directSqliteOf(database.db)).toBeDefined();
  });

  test('all of an atomic piece of work, or none of it', async () => {
    const direct = directSqliteOf(database.db)!;
    expect(() =>
      direct.atomically(() => {
        addImage.now(direct, database.db, 'Basil', 'https://example.org/b');
        addImage.now(direct, database.db, 'Basil', 'https://example.org/again');
      }),
    ).toThrow(/UNIQUE/);
    expect(await names()).toEqual(['Tomato']);

    const done = direct.atomically(() => {
      addImage.now(direct, database.db, 'Basil', 'https://example.org/b');
      // Inside its own transaction the direct path stays open, nested work included.
      expect(directSqliteOf(database.db)).toBe(direct);
      direct.atomically(() => rename.now(direct, database.db, 'Figs', 'Tomato'));
      expect(directSqliteOf(database.db)).toBe(direct);
      return 'done';
    });
    expect(done).toBe('done');
    expect(await names()).toEqual(['Basil', 'Figs']);
  });

  test('an error of the database reaches the caller as the driver’s own', async () => {
    await expect(addImage(database.db, 'Tomato', 'https://example.org/again')).rejects.toMatchObject({
      code: 'SQLITE_CONSTRAINT_PRIMARYKEY',
    });
    expect(await names()).toEqual(['Tomato']);
  });
});
