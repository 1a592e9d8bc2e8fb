import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { readPlant } from '#shared/plants/test-support.ts';
import { TEST_DIALECTS, createTestDatabase, type TestDatabase } from '#tests/setup/test-database.ts';
import { PLANT_CATALOGUE_DIR } from './catalogue-files.ts';
import { loadCatalogueIndex } from './catalogue-index.ts';
import { loadPlantCatalogue } from './catalogue-seed.ts';

function careIds(db: TestDatabase['db'], plantId: string) {
  return db
    .selectFrom('care_instructions')
    .select(['step_key', 'care_instruction_id'])
    .where('plant_id', '=', plantId)
    .orderBy('step_key')
    .execute();
}

describe.each(TEST_DIALECTS)('loading the plant catalogue on %s', (dialect) => {
  let database: TestDatabase;
  let dir: string;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    dir = mkdtempSync(join(tmpdir(), 'garden-guide-plants-'));
    for (const id of ['tomato', 'garlic', 'pothos'])
      cpSync(join(PLANT_CATALOGUE_DIR, `${id}.json`), join(dir, `${id}.json`));
  });
  afterAll(async () => {
    await database.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  test('loads every file once, and again only when a file changes', async () => {
    expect(await loadPlantCatalogue(database, dir)).toMatchObject({ loaded: true, plants: 3 });
    expect(await loadPlantCatalogue(database, dir)).toMatchObject({ loaded: false, plants: 3 });
    const rows = await database.db
      .selectFrom('plants')
      .select(['plant_id', 'zone', 'source'])
      .orderBy('plant_id')
      .execute();
    expect(rows).toEqual([
      { plant_id: 'garlic', zone: null, source: 'catalogue' },
      { plant_id: 'pothos', zone: '', source: 'catalogue' },
      { plant_id: 'tomato', zone: null, source: 'catalogue' },
    ]);
    const index = await loadCatalogueIndex(database.db);
    expect(index.byId.get('tomato')?.file).toEqual(readPlant('tomato'));
  });

  test('a reload keeps each care step’s id, drops removed steps and plants, adds new ones', async () => {
    const before = await careIds(database.db, 'tomato');
    const tomato = readPlant('tomato');
    const [removed, ...kept] = tomato.care;
    const edited = {
      ...tomato,
      description: 'Edited.',
      care: [
        ...kept,
        { id: 'new-step', phase: 'optional', step: 'Admire the fruit.', timing: { seasons: ['summer'] } },
      ],
    };
    writeFileSync(join(dir, 'tomato.json'), JSON.stringify(edited));
    rmSync(join(dir, 'garlic.json'));

    expect(await loadPlantCatalogue(database, dir)).toMatchObject({ loaded: true, plants: 2 });
    const after = await careIds(database.db, 'tomato');
    const idOf = (rows: typeof before, key: string) => rows.find((row) => row.step_key === key)?.care_instruction_id;
    for (const step of kept) expect(idOf(after, step.id), step.id).toBe(idOf(before, step.id));
    expect(idOf(after, removed!.id)).toBeUndefined();
    expect(idOf(after, 'new-step')).toBeDefined();
    expect(
      await database.db.selectFrom('plants').select('plant_id').where('plant_id', '=', 'garlic').execute(),
    ).toEqual([]);
    expect(await careIds(database.db, 'garlic')).toEqual([]);
    const index = await loadCatalogueIndex(database.db);
    expect(index.byId.get('tomato')?.file.description).toBe('Edited.');
    expect(index.byId.has('garlic')).toBe(false);
  });

  test('fields without a column of their own (a care step done once per season) are stored and read back', async () => {
    const tomato = readPlant('tomato');
    const edited = {
      ...tomato,
      care: tomato.care.map((step) => (step.id === 'mulch' ? { ...step, oncePerSeason: true } : step)),
    };
    writeFileSync(join(dir, 'tomato.json'), JSON.stringify(edited));
    expect(await loadPlantCatalogue(database, dir)).toMatchObject({ loaded: true });
    const stored = await database.db
      .selectFrom('care_instructions')
      .select(['step_key', 'extras'])
      .where('plant_id', '=', 'tomato')
      .where('step_key', 'in', ['mulch', 'water'])
      .orderBy('step_key')
      .execute();
    expect(stored).toEqual([
      { step_key: 'mulch', extras: '{"oncePerSeason":true}' },
      { step_key: 'water', extras: null },
    ]);
    const index = await loadCatalogueIndex(database.db);
    expect(index.byId.get('tomato')?.file).toEqual(edited);
  });

  test('a broken file stops the load and changes nothing', async () => {
    writeFileSync(join(dir, 'broken.json'), JSON.stringify({ id: 'broken', name: 'Broken' }));
    await expect(loadPlantCatalogue(database, dir)).rejects.toThrow(/broken\.json/);
    expect(await database.db.selectFrom('plants').select('plant_id').orderBy('plant_id').execute()).toEqual([
      { plant_id: 'pothos' },
      { plant_id: 'tomato' },
    ]);
  });
});
