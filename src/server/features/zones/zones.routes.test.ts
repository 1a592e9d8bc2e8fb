import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ErrorBodySchema } from '#shared/errors.ts';
import { ZONES, ZoneRecordSchema, ZoneSummarySchema } from '#shared/zones.ts';
import { TEST_DIALECTS } from '#tests/setup/test-database.ts';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';

describe.each(TEST_DIALECTS)('zones on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { climate: true });
  }, 120_000);
  afterAll(async () => {
    await t.destroy();
  });

  const get = (path: string) => t.app.request(path);

  // Zones as the 2023 PRISM ZIP code listings give them (phzm_*_zipcode_2023.csv).
  test.each([
    ['10001', 'New York', 'NY', '7b'],
    ['60601', 'Chicago', 'IL', '6b'],
    ['80202', 'Denver', 'CO', '6a'],
    ['33101', 'Miami', 'FL', '11a'],
    ['99501', 'Anchorage', 'AK', '5a'],
    ['96813', 'Honolulu', 'HI', '12b'],
  ])('ZIP %s (%s) gets its PRISM zone, place and station', async (zip, city, state, prismZone) => {
    const res = await get(`/api/zones/by-zip/${zip}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('max-age');
    const record = ZoneRecordSchema.parse(await res.json());
    expect(record.zone).toBe(prismZone);
    expect(record).toMatchObject({ zipCode: zip, city, state });
    expect(record.station).not.toBeNull();
    expect(record.station!.distanceKm).toBeLessThan(50);
    expect(record.temperatureRange).toMatch(/^-?\d+ to -?\d+ °F$/);
  });

  test('New York is 7b with a spring frost in late March or April', async () => {
    const record = ZoneRecordSchema.parse(await (await get('/api/zones/by-zip/10001')).json());
    expect(record.zone).toBe('7b');
    expect(record.temperatureRange).toBe('5 to 10 °F');
    expect(record.lastFrostDate >= '03-20' && record.lastFrostDate <= '04-20').toBe(true);
    expect(record.firstFrostDate >= '10-25' && record.firstFrostDate <= '11-30').toBe(true);
    expect(record.growingSeasonDays).toBeGreaterThan(190);
    expect(record.growingSeasonMonths).toBeGreaterThanOrEqual(7);
    expect(record.growingSeasonDescription).not.toBe('');
  });

  test('Miami and Honolulu have no typical frost and a year-round season', async () => {
    for (const zip of ['33101', '96813']) {
      const record = ZoneRecordSchema.parse(await (await get(`/api/zones/by-zip/${zip}`)).json());
      expect(record.lastFrostDate).toBe('');
      expect(record.firstFrostDate).toBe('');
      expect(record.growingSeasonMonths).toBe(12);
    }
  });

  test('Anchorage has a short season with a May last frost', async () => {
    const record = ZoneRecordSchema.parse(await (await get('/api/zones/by-zip/99501')).json());
    expect(record.lastFrostDate.startsWith('05-')).toBe(true);
    expect(record.growingSeasonMonths).toBeLessThanOrEqual(5);
  });

  test.each(['1234', '123456', 'abcde', '1234a', '%20%20%20%20%20'])('a malformed ZIP %s is a 400', async (zip) => {
    const res = await get(`/api/zones/by-zip/${zip}`);
    expect(res.status).toBe(400);
    expect(ErrorBodySchema.parse(await res.json()).error.code).toBe('invalid');
  });

  test('a ZIP outside the data is a 404 "zip not found"', async () => {
    const res = await get('/api/zones/by-zip/00000');
    expect(res.status).toBe(404);
    expect(ErrorBodySchema.parse(await res.json()).error).toEqual({ code: 'not_found', message: 'zip not found' });
  });

  test('every half zone has a summary across its ZIP codes', async () => {
    for (const zone of ZONES) {
      const res = await get(`/api/zones/${zone}`);
      expect(res.status).toBe(200);
      const summary = ZoneSummarySchema.parse(await res.json());
      expect(summary.zone).toBe(zone);
      expect(summary.zipCount).toBeGreaterThan(0);
    }
  });

  test('zone summaries run from short cold seasons to frost-free ones', async () => {
    const z4a = ZoneSummarySchema.parse(await (await get('/api/zones/4a')).json());
    const z7b = ZoneSummarySchema.parse(await (await get('/api/zones/7b')).json());
    const z12b = ZoneSummarySchema.parse(await (await get('/api/zones/12b')).json());
    expect(z4a.growingSeasonDays).toBeLessThan(z7b.growingSeasonDays);
    expect(z4a.lastFrostDate > z7b.lastFrostDate).toBe(true);
    expect(z12b.lastFrostDate).toBe('');
    expect(z12b.growingSeasonMonths).toBe(12);
  });

  test.each(['14a', '0a', '7c', 'seven'])('an unknown zone %s is a 400', async (zone) => {
    const res = await get(`/api/zones/${zone}`);
    expect(res.status).toBe(400);
  });
});
