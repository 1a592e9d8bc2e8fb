import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { CareGuide, PlantDetail } from '#shared/plants/api.ts';
import { ZONES } from '#shared/zones.ts';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';
import { loadZoneIndex } from '../climate/climate.service.ts';
import { JsonBytes } from '../lib/json-template.ts';
import { resolvePlace, type ResolvedPlace } from '../climate/place.ts';
import { loadCatalogueIndex } from './catalogue-index.ts';
import {
  careGuide,
  careGuideJson,
  keptPlaceTextCount,
  plantDetailJson,
  plantDetailOf,
  plantingGuide,
  plantingGuideJson,
  placeJsonOf,
  summaryOf,
  writeGardenPlant,
} from './plant-views.ts';

/** A plant's answers are written from templates kept per plant; they must read exactly as the answers themselves. */
describe('plant answers written from their templates', () => {
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
        const where = `${record.file.id} ${place?.info.zip ?? place?.info.zone ?? 'nowhere'}`;
        // Twice: the template and the place's values are made on the first call and kept for the second.
        for (let i = 0; i < 2; i++) {
          expect(plantDetailJson(index, record, place).toBuffer().toString('utf8'), where).toBe(
            JSON.stringify(await plantDetailOf(db, record, place)),
          );
          expect(careGuideJson(index, record, place).toBuffer().toString('utf8'), where).toBe(
            JSON.stringify(careGuide(record, place)),
          );
          expect(plantingGuideJson(index, record, place).toBuffer().toString('utf8'), where).toBe(
            JSON.stringify(plantingGuide(record, place)),
          );
          const gardenPlant = writeGardenPlant(new JsonBytes(), index, record, place, placeJsonOf(place));
          expect(gardenPlant.toBuffer().toString('utf8'), where).toBe(
            JSON.stringify(await plantDetailOf(db, record, place)),
          );
        }
      }
    }
  }, 120_000);

  test('a plant is drawn by its own form, a gardener’s plant by its base’s, one without a base by none', async () => {
    const index = await loadCatalogueIndex(t.database.db);
    const lemon = index.byId.get('lemon')!;
    expect(summaryOf(lemon, index, null).form).toBe('citrus');
    const own = (basedOn: string | null) => ({
      ...lemon,
      file: { ...lemon.file, id: 'meyer-lemon-a1b2c3', name: 'Meyer lemon', form: 'berry' as const },
      zone: '9a',
      source: 'variety' as const,
      createdBy: 'gardener-1',
      basedOn,
    });
    expect(summaryOf(own('lemon'), index, null).form).toBe('citrus');
    expect(summaryOf(own(null), index, null).form).toBeNull();
    // A base that has left the catalogue.
    expect(summaryOf(own('no-such-plant'), index, null).form).toBeNull();
  });

  test('ZIPs that share a zone and frost dates share what the place makes of a plant, each answer naming its own ZIP', async () => {
    const db = t.database.db;
    const index = await loadCatalogueIndex(db);
    const byClimate = new Map<string, string[]>();
    for (const [zip, record] of await loadZoneIndex(db)) {
      const key = `${record.zone}|${record.lastFrostDate}|${record.firstFrostDate}`;
      byClimate.set(key, [...(byClimate.get(key) ?? []), zip]);
    }
    const zips = [...byClimate.values()].find((group) => group.length >= 3)!.slice(0, 3);
    const tomato = index.byId.get('tomato')!;
    for (const zip of zips) {
      const place = await resolvePlace(db, null, { zip }, 'error');
      const page = JSON.parse(plantDetailJson(index, tomato, place).toBuffer().toString('utf8')) as PlantDetail;
      expect(page.place?.zip).toBe(zip);
      expect(page).toEqual(await plantDetailOf(db, tomato, place));
      const care = JSON.parse(careGuideJson(index, tomato, place).toBuffer().toString('utf8')) as CareGuide;
      expect(care.place?.zip).toBe(zip);
      // A garden keeps the page with the climate's values written in; the ZIP is still each gardener's own.
      for (let i = 0; i < 2; i++) {
        const written = writeGardenPlant(new JsonBytes(), index, tomato, place, placeJsonOf(place)).toBuffer();
        expect((JSON.parse(written.toString('utf8')) as PlantDetail).place?.zip).toBe(zip);
      }
    }
  });
});

/** What a place makes of a plant is kept for the plants and places asked for again, not for every one asked for. */
describe('what places make of plants, kept', () => {
  let t: TestApp;

  beforeAll(async () => {
    // A database of its own: its catalogue index, and so its cache, starts empty.
    t = await createTestApp('sqlite', { catalogue: true, climate: true });
  }, 60_000);
  afterAll(() => t.destroy());

  test('a page is kept from its second request at a place on, a garden plant at once', async () => {
    const db = t.database.db;
    const index = await loadCatalogueIndex(db);
    const [tomato, basil] = ['tomato', 'sweet-basil'].map((id) => index.byId.get(id)!);
    const chicago = await resolvePlace(db, null, { zip: '60614' }, 'error');
    const miami = await resolvePlace(db, null, { zip: '33101' }, 'error');
    expect(keptPlaceTextCount(index)).toBe(0);

    plantDetailJson(index, tomato!, chicago);
    expect(keptPlaceTextCount(index)).toBe(0);
    // The same plant and place for another answer is its second request.
    careGuideJson(index, tomato!, chicago);
    expect(keptPlaceTextCount(index)).toBe(1);
    plantingGuideJson(index, tomato!, chicago);
    expect(keptPlaceTextCount(index)).toBe(1);

    // Every plant asked for once at a place keeps nothing; asked for again, each is kept.
    for (const record of index.plants) plantDetailJson(index, record, miami);
    expect(keptPlaceTextCount(index)).toBe(1);
    for (const record of index.plants) plantDetailJson(index, record, miami);
    expect(keptPlaceTextCount(index)).toBe(1 + index.plants.length);

    // A garden's plant is kept at its first request.
    writeGardenPlant(new JsonBytes(), index, basil!, chicago, placeJsonOf(chicago));
    expect(keptPlaceTextCount(index)).toBe(2 + index.plants.length);
  });
});
