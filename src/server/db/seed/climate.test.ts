import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { TEST_DIALECTS, createTestDatabase, type TestDatabase } from '#tests/setup/test-database.ts';
import { loadClimateAsset, parseClimateAsset } from './climate.ts';

const HEADER = 'zip\tzone\tcity\tstate\tstation\tdistance_km\tlast_frost\tfirst_frost';

describe('parseClimateAsset', () => {
  test('turns lines into usda_zones rows with the season computed', () => {
    const [boston, miami, nowhere] = parseClimateAsset(
      [
        HEADER,
        '02108\t7a\tBoston\tMA\tBoston, MA\t2.1\t04-04\t11-09',
        '33101\t11a\tMiami\tFL\tMiami Intl Airport, FL\t9.9\t\t',
        '99950\t7b\t\t\t\t\t\t',
      ].join('\n'),
    );
    expect(boston).toMatchObject({
      zip_code: '02108',
      zone: '7a',
      temperature_range: '0 to 5 °F',
      station_distance_km: 2.1,
    });
    expect(boston!.growing_season_days).toBeGreaterThan(200);
    expect(miami).toMatchObject({ last_frost_date: '', growing_season_months: 12 });
    expect(nowhere).toMatchObject({ station_name: null, growing_season_days: 0, growing_season_description: '' });
  });

  test('refuses a file with another header or a bad zone', () => {
    expect(() => parseClimateAsset('zip,zone\n')).toThrow(/header/);
    expect(() => parseClimateAsset(`${HEADER}\n02108\t7z\tBoston\tMA\t\t\t\t`)).toThrow(/line 2/);
  });
});

describe.each(TEST_DIALECTS)('loadClimateAsset on %s', (dialect) => {
  let database: TestDatabase;
  let dir: string;
  beforeEach(async () => {
    database = await createTestDatabase(dialect);
    dir = mkdtempSync(join(tmpdir(), 'garden-guide-climate-'));
  });
  afterEach(async () => {
    await database.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  test('loads once, skips an unchanged asset, and replaces the rows of a changed one', async () => {
    const file = join(dir, 'zip-climate.tsv');
    writeFileSync(file, `${HEADER}\n02108\t7a\tBoston\tMA\tBoston, MA\t2.1\t04-04\t11-09\n`);
    expect(await loadClimateAsset(database, file)).toMatchObject({ loaded: true, rows: 1 });
    expect(await loadClimateAsset(database, file)).toMatchObject({ loaded: false });

    writeFileSync(
      file,
      `${HEADER}\n02108\t7b\tBoston\tMA\tBoston, MA\t2.1\t04-01\t11-12\n10001\t7b\tNew York\tNY\tNew York, NY\t3\t04-01\t11-15\n`,
    );
    expect(await loadClimateAsset(database, file)).toMatchObject({ loaded: true, rows: 2 });
    const rows = await database.db.selectFrom('usda_zones').select(['zip_code', 'zone']).orderBy('zip_code').execute();
    expect(rows).toEqual([
      { zip_code: '02108', zone: '7b' },
      { zip_code: '10001', zone: '7b' },
    ]);
  });

  test('two servers loading at once leave one copy of the data', async () => {
    const file = join(dir, 'zip-climate.tsv');
    writeFileSync(file, `${HEADER}\n02108\t7a\tBoston\tMA\tBoston, MA\t2.1\t04-04\t11-09\n`);
    await Promise.all([loadClimateAsset(database, file), loadClimateAsset(database, file)]);
    const count = await database.db
      .selectFrom('usda_zones')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    expect(Number(count?.n)).toBe(1);
  });
});
