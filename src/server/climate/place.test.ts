import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';
import { loadZoneIndex } from './climate.service.ts';
import { placeOfProfile, REMEMBERED_ZIP_PLACES, resolvePlace } from './place.ts';

describe('places, made once and shared', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp('sqlite', { climate: true });
  });
  afterAll(() => t.destroy());

  test('a ZIP asked for again is the same place; its JSON is what answers write', async () => {
    const db = t.database.db;
    const first = await resolvePlace(db, null, { zip: '55401' }, 'error');
    expect(first?.info).toMatchObject({ zip: '55401', source: 'zip' });
    expect(first?.json).toBe(JSON.stringify(first?.info));
    expect(await resolvePlace(db, null, { zip: '55401' }, 'error')).toBe(first);
    // The same ZIP from a profile says so: its own object.
    const byProfile = await placeOfProfile(db, { zone: null, zip_code: '55401' });
    expect(byProfile?.info).toEqual({ ...first?.info, source: 'profile' });
    expect(byProfile?.json).toBe(JSON.stringify(byProfile?.info));
  });

  test('a zone asked for again is the same place, by source', async () => {
    const db = t.database.db;
    const byZone = await resolvePlace(db, null, { zone: '8a' }, 'error');
    expect(byZone?.info).toMatchObject({ zone: '8a', zip: null, source: 'zone' });
    expect(await resolvePlace(db, null, { zone: '8a' }, 'error')).toBe(byZone);
    const byProfile = await placeOfProfile(db, { zone: '8a', zip_code: null });
    expect(byProfile?.info).toEqual({ ...byZone?.info, source: 'profile' });
  });

  test('shared places cannot be changed, and unknown ZIPs are not kept', async () => {
    const db = t.database.db;
    const place = await resolvePlace(db, null, { zip: '10001' }, 'error');
    expect(() => {
      (place!.info as { zone: string }).zone = '1a';
    }).toThrow(TypeError);
    expect(() => {
      (place!.place as { lastFrost: string }).lastFrost = '01-01';
    }).toThrow(TypeError);
    await expect(resolvePlace(db, null, { zip: '00000' }, 'error')).rejects.toThrow('zip not found');
    expect(await resolvePlace(db, null, { zip: '00000' }, 'ignore')).toBeNull();
  });

  test('remembers a bounded number of ZIPs', async () => {
    expect(REMEMBERED_ZIP_PLACES).toBeGreaterThanOrEqual(1000);
    const db = t.database.db;
    const first = await resolvePlace(db, null, { zip: '55401' }, 'error');
    const zips = [...(await loadZoneIndex(db)).keys()].slice(0, REMEMBERED_ZIP_PLACES + 1);
    for (const zip of zips) await resolvePlace(db, null, { zip }, 'error');
    // 55401 was pushed out by the others: made afresh, equal but not the same object.
    const again = await resolvePlace(db, null, { zip: '55401' }, 'error');
    expect(again).toEqual(first);
    expect(again).not.toBe(first);
  });
});
