import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';
import { loadZoneIndex } from './climate.service.ts';
import { placeOfProfile, resolvePlace } from './place.ts';

describe('places', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp('sqlite', { climate: true });
  });
  afterAll(() => t.destroy());

  test("a ZIP's place, and its JSON as answers write it", async () => {
    const db = t.database.db;
    const byZip = await resolvePlace(db, null, { zip: '55401' }, 'error');
    expect(byZip?.info).toEqual({
      zone: expect.stringMatching(/^\d{1,2}[ab]$/),
      zip: '55401',
      lastFrost: expect.stringMatching(/^\d\d-\d\d$/),
      firstFrost: expect.stringMatching(/^\d\d-\d\d$/),
      source: 'zip',
    });
    expect(byZip?.json).toBe(JSON.stringify(byZip?.info));
    const byProfile = await placeOfProfile(db, { zone: null, zip_code: '55401' });
    expect(byProfile?.info).toEqual({ ...byZip?.info, source: 'profile' });
    expect(byProfile?.json).toBe(JSON.stringify(byProfile?.info));
  });

  test('every ZIP’s place as JSON is JSON.stringify’s text of it', async () => {
    const db = t.database.db;
    const zips = [...(await loadZoneIndex(db)).keys()];
    expect(zips.length).toBeGreaterThan(40_000);
    for (const zip of zips) {
      const place = await resolvePlace(db, null, { zip }, 'error');
      expect(place?.json).toBe(JSON.stringify(place?.info));
    }
  });

  test('the ZIP index finds every ZIP it holds, and nothing for anything else', async () => {
    const index = await loadZoneIndex(t.database.db);
    for (const [zip, record] of index) expect(index.get(zip)).toBe(record);
    for (const zip of ['00000', '99999', '1234', '123456', '1234a', '', ' 0501', '0x501']) {
      expect(index.get(zip)).toBeUndefined();
    }
    expect(index.get('00501')?.zipCode).toBe('00501');
  });

  test('a zone asked for again is the same place, by source, and cannot be changed', async () => {
    const db = t.database.db;
    const byZone = await resolvePlace(db, null, { zone: '8a' }, 'error');
    expect(byZone?.info).toMatchObject({ zone: '8a', zip: null, source: 'zone' });
    expect(byZone?.json).toBe(JSON.stringify(byZone?.info));
    expect(await resolvePlace(db, null, { zone: '8a' }, 'error')).toBe(byZone);
    const byProfile = await placeOfProfile(db, { zone: '8a', zip_code: null });
    expect(byProfile?.info).toEqual({ ...byZone?.info, source: 'profile' });
    expect(() => {
      (byZone!.info as { zone: string }).zone = '1a';
    }).toThrow(TypeError);
    expect(() => {
      (byZone!.place as { lastFrost: string }).lastFrost = '01-01';
    }).toThrow(TypeError);
  });

  test('an unknown ZIP is an error or nowhere, as asked', async () => {
    const db = t.database.db;
    await expect(resolvePlace(db, null, { zip: '00000' }, 'error')).rejects.toThrow('zip not found');
    expect(await resolvePlace(db, null, { zip: '00000' }, 'ignore')).toBeNull();
  });
});
