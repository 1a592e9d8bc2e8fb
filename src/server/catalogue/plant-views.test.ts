import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ZONES } from '#shared/zones.ts';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';
import { resolvePlace, type ResolvedPlace } from '../climate/place.ts';
import { loadCatalogueIndex } from './catalogue-index.ts';
import { plantDetailJson, plantDetailOf } from './plant-views.ts';

/** A plant's page is written from a template kept per plant; it must read exactly as the page itself. */
describe('plant pages written from their templates', () => {
  let t: TestApp;
  const places: (ResolvedPlace | null)[] = [null];

  beforeAll(async () => {
    t = await createTestApp('sqlite', { catalogue: true, climate: true });
    const db = t.database.db;
    // Cold and warm, frost and mild winters, the far north and Hawaii, and every half zone's typical dates.
    for (const zip of ['55401', '10001', '33101', '96813', '99701', '85001', '98101']) {
      places.push(await resolvePlace(db, null, { zip }, 'error'));
    }
    for (const zone of ZONES) places.push(await resolvePlace(db, null, { zone }, 'error'));
  }, 60_000);
  afterAll(() => t.destroy());

  test('every catalogue plant, for every kind of place, byte for byte', async () => {
    const db = t.database.db;
    const index = await loadCatalogueIndex(db);
    expect(index.plants.length).toBeGreaterThan(200);
    for (const record of index.plants) {
      for (const place of places) {
        // Twice: the template is made on the first call and used on the second.
        for (let i = 0; i < 2; i++) {
          const written = plantDetailJson(index, record, place).toString('utf8');
          expect(written, `${record.file.id} ${place?.info.zip ?? place?.info.zone ?? 'nowhere'}`).toBe(
            JSON.stringify(await plantDetailOf(db, record, place)),
          );
        }
      }
    }
  }, 120_000);
});
