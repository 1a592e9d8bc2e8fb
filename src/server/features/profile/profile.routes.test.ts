import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ErrorBodySchema } from '#shared/errors.ts';
import { ProfileResponseSchema, type ProfileResponse } from '#shared/profile.ts';
import { guestBrowser, signedInBrowser, testBrowser, type TestBrowser } from '#tests/setup/session-client.ts';
import { TEST_DIALECTS } from '#tests/setup/test-database.ts';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';

const COMPLETE = {
  zone: '7b',
  zip_code: '10001',
  garden_type: 'balcony',
  plant_preference: 'both',
  gardening_commitment: 'weekend',
};

function put(browser: TestBrowser, body: unknown) {
  return browser.request('/api/profile', {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function read(browser: TestBrowser): Promise<ProfileResponse> {
  const res = await browser.json('/api/profile');
  expect(res.status).toBe(200);
  return ProfileResponseSchema.parse(await res.json());
}

describe.each(TEST_DIALECTS)('the profile API on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    // Two ZIP codes of the climate table are enough here.
    const row = {
      city: '',
      state: '',
      temperature_range: '',
      last_frost_date: '',
      first_frost_date: '',
      growing_season_days: 0,
      growing_season_months: 0,
      growing_season_description: '',
      station_name: null,
      station_distance_km: null,
    };
    await t.database.db
      .insertInto('usda_zones')
      .values([
        { ...row, zip_code: '10001', zone: '7b' },
        { ...row, zip_code: '99501', zone: '5b' },
      ])
      .execute();
  });
  afterAll(async () => {
    await t.destroy();
  });

  test('without a session, reading and saving are 401', async () => {
    const visitor = testBrowser(t);
    for (const res of [await visitor.json('/api/profile'), await put(visitor, COMPLETE)]) {
      expect(res.status).toBe(401);
      expect(ErrorBodySchema.parse(await res.json()).error.code).toBe('unauthorized');
    }
  });

  test('a guest gets 403, even with a malformed body', async () => {
    const guest = await guestBrowser(t);
    for (const body of [COMPLETE, { zone: '99z' }]) {
      const res = await put(guest, body);
      expect(res.status).toBe(403);
      expect(ErrorBodySchema.parse(await res.json()).error.message).toBe(
        'Anonymous users cannot save a profile. Please sign up or log in.',
      );
    }
  });

  test('a new user has no profile yet, and it is not complete', async () => {
    const user = await signedInBrowser(t);
    const res = await user.json('/api/profile');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(ProfileResponseSchema.parse(await res.json())).toEqual({ profile: null, isComplete: false });
  });

  test('saving all four answers makes the profile complete, with the sign-up name', async () => {
    const user = await signedInBrowser(t, { name: 'June Gardener' });
    const res = await put(user, COMPLETE);
    expect(res.status).toBe(200);
    const saved = ProfileResponseSchema.parse(await res.json());
    expect(saved.isComplete).toBe(true);
    expect(saved.profile).toMatchObject({ id: user.userId, ...COMPLETE, full_name: 'June Gardener' });
    expect(await read(user)).toEqual(saved);
  });

  test('a partial update changes only what it names', async () => {
    const user = await signedInBrowser(t);
    await put(user, COMPLETE);
    const zoneOnly = ProfileResponseSchema.parse(await (await put(user, { zone: '8a' })).json());
    expect(zoneOnly.profile).toMatchObject({ ...COMPLETE, zone: '8a' });
    expect(zoneOnly.isComplete).toBe(true);
    const cleared = ProfileResponseSchema.parse(await (await put(user, { gardening_commitment: null })).json());
    expect(cleared.profile?.gardening_commitment).toBeNull();
    expect(cleared.isComplete).toBe(false);
  });

  test('the profile is complete only with zone, garden type, plant preference and commitment', async () => {
    const user = await signedInBrowser(t);
    const steps = [
      [{ zip_code: '60601' }, false],
      [{ zone: '6a' }, false],
      [{ garden_type: 'backyard' }, false],
      [{ plant_preference: 'veggies' }, false],
      [{ gardening_commitment: 'daily' }, true],
      [{ zip_code: null }, true],
    ] as const;
    for (const [body, complete] of steps) {
      expect(ProfileResponseSchema.parse(await (await put(user, body)).json()).isComplete).toBe(complete);
    }
  });

  test('a changed ZIP from the climate data sets the zone, unless a zone is given', async () => {
    const user = await signedInBrowser(t);
    expect((await (await put(user, { zip_code: '10001' })).json()) as ProfileResponse).toMatchObject({
      profile: { zip_code: '10001', zone: '7b' },
    });
    expect(await (await put(user, { zip_code: '99501' })).json()).toMatchObject({ profile: { zone: '5b' } });
    expect(await (await put(user, { zip_code: '10001', zone: '9a' })).json()).toMatchObject({
      profile: { zip_code: '10001', zone: '9a' },
    });
    // The same ZIP again keeps the zone chosen by hand; an unknown ZIP keeps the zone too.
    expect(await (await put(user, { zip_code: '10001' })).json()).toMatchObject({ profile: { zone: '9a' } });
    expect(await (await put(user, { zip_code: '00000' })).json()).toMatchObject({
      profile: { zip_code: '00000', zone: '9a' },
    });
  });

  // One user for the validation cases: signing up hashes a password, which is slow on purpose.
  let validator: Promise<TestBrowser>;
  beforeAll(() => {
    validator = signedInBrowser(t).then(async (user) => {
      await put(user, COMPLETE);
      return user;
    });
  });

  test.each([
    ['an unknown zone', { zone: '14a' }],
    ['a zone that is not a half zone', { zone: '7' }],
    ['a 4-digit ZIP', { zip_code: '1234' }],
    ['a ZIP with letters', { zip_code: '1000a' }],
    ['a garden type outside the list', { garden_type: 'rooftop' }],
    ['a plant preference outside the list', { plant_preference: 'trees' }],
    ['a commitment outside the list', { gardening_commitment: 'monthly' }],
    ['a number for a zone', { zone: 7 }],
    ['nothing to change', {}],
    ['only unknown fields', { favourite: 'roses' }],
    ['a list', [COMPLETE]],
    ['not JSON', '{"zone": '],
  ])('%s is a 400 and changes nothing', async (_, body) => {
    const user = await validator;
    const before = await read(user);
    const res = await put(user, body);
    expect(res.status).toBe(400);
    expect(ErrorBodySchema.parse(await res.json()).error.code).toBe('invalid');
    expect(await read(user)).toEqual(before);
  });

  test('user B can never read or change user A’s profile', async () => {
    const a = await signedInBrowser(t);
    const b = await signedInBrowser(t);
    await put(a, COMPLETE);
    const aBefore = await read(a);

    // B names A's id in the body: it is ignored, and only B's own row is written.
    const res = await put(b, { ...COMPLETE, id: a.userId, user_id: a.userId, zone: '3a' });
    expect(res.status).toBe(200);
    const bProfile = ProfileResponseSchema.parse(await res.json());
    expect(bProfile.profile?.id).toBe(b.userId);
    expect(bProfile.profile?.zone).toBe('3a');

    expect(await read(a)).toEqual(aBefore);
    expect((await read(b)).profile?.id).toBe(b.userId);
    const rows = await t.database.db
      .selectFrom('profiles')
      .select(['id', 'zone'])
      .where('id', 'in', [a.userId, b.userId])
      .execute();
    expect(rows.sort((x, y) => x.id.localeCompare(y.id))).toEqual(
      [
        { id: a.userId, zone: '7b' },
        { id: b.userId, zone: '3a' },
      ].sort((x, y) => x.id.localeCompare(y.id)),
    );
  });
});
