import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ReminderSettingsSchema } from '#shared/calendar/api.ts';
import { ErrorBodySchema } from '#shared/errors.ts';
import { guestBrowser, signedInBrowser, testBrowser, type TestBrowser } from '#tests/setup/session-client.ts';
import { TEST_DIALECTS } from '#tests/setup/test-database.ts';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';

/** Tuesday 24 November 2026, 10:00 in Chicago. */
const NOW = new Date('2026-11-24T16:00:00Z');

function put(browser: TestBrowser, body: unknown) {
  return browser.request('/api/reminders', {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function settingsOf(browser: TestBrowser) {
  const res = await browser.json('/api/reminders');
  expect(res.status).toBe(200);
  return ReminderSettingsSchema.parse(await res.json());
}

async function unsubscribeTokenOf(t: TestApp, userId: string): Promise<string> {
  const row = await t.database.db
    .selectFrom('reminder_settings')
    .select('unsubscribe_token')
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.unsubscribe_token;
}

describe.each(TEST_DIALECTS)('the reminder settings API on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { now: () => NOW });
  });
  afterAll(async () => {
    await t.destroy();
  });

  test('reminders are off until the gardener turns them on', async () => {
    const gardener = await signedInBrowser(t);
    expect(await settingsOf(gardener)).toEqual({
      frequency: 'off',
      timeZone: null,
      nextDigestAt: null,
      email: gardener.email,
    });
  });

  test('weekly digests go out on Mondays at 7 am and monthly ones on the 1st, in the gardener’s zone', async () => {
    const gardener = await signedInBrowser(t);
    const weekly = await put(gardener, { frequency: 'weekly', timeZone: 'America/Chicago' });
    expect(weekly.status).toBe(200);
    // Monday 30 November, 7:00 CST.
    expect(ReminderSettingsSchema.parse(await weekly.json())).toMatchObject({
      frequency: 'weekly',
      timeZone: 'America/Chicago',
      nextDigestAt: '2026-11-30T13:00:00.000Z',
    });
    const monthly = await put(gardener, { frequency: 'monthly', timeZone: 'America/Los_Angeles' });
    expect(ReminderSettingsSchema.parse(await monthly.json()).nextDigestAt).toBe('2026-12-01T15:00:00.000Z');
    expect(await settingsOf(gardener)).toMatchObject({ frequency: 'monthly', timeZone: 'America/Los_Angeles' });

    const off = await put(gardener, { frequency: 'off', timeZone: 'America/Los_Angeles' });
    expect(ReminderSettingsSchema.parse(await off.json())).toMatchObject({ frequency: 'off', nextDigestAt: null });
  });

  test('a bad frequency, time zone or body is a 400 and changes nothing', async () => {
    const gardener = await signedInBrowser(t);
    await put(gardener, { frequency: 'weekly', timeZone: 'America/New_York' });
    const before = await settingsOf(gardener);
    for (const body of [
      { frequency: 'daily', timeZone: 'America/New_York' },
      { frequency: 'weekly', timeZone: 'Mars/Olympus_Mons' },
      { frequency: 'weekly', timeZone: '../../etc/passwd' },
      { frequency: 'weekly', timeZone: 'x'.repeat(65) },
      { frequency: 'weekly' },
      { frequency: 'weekly', timeZone: 'America/New_York', userId: 'someone-else' },
      [],
      'not json',
    ]) {
      const res = await put(gardener, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(ErrorBodySchema.parse(await res.json()).error.code).toBe('invalid');
    }
    expect(await settingsOf(gardener)).toEqual(before);
  });

  test('a visitor and a guest cannot have reminders', async () => {
    const visitor = testBrowser(t);
    expect((await visitor.json('/api/reminders')).status).toBe(401);
    expect((await put(visitor, { frequency: 'weekly', timeZone: 'UTC' })).status).toBe(401);
    const guest = await guestBrowser(t);
    expect((await guest.json('/api/reminders')).status).toBe(403);
    expect((await put(guest, { frequency: 'weekly', timeZone: 'UTC' })).status).toBe(403);
  });

  test('each gardener sees and changes only their own reminders', async () => {
    const a = await signedInBrowser(t);
    const b = await signedInBrowser(t);
    await put(a, { frequency: 'weekly', timeZone: 'America/Denver' });
    expect((await settingsOf(b)).frequency).toBe('off');
    await put(b, { frequency: 'monthly', timeZone: 'America/Denver' });
    expect((await settingsOf(a)).frequency).toBe('weekly');
  });

  test('one click on the unsubscribe link turns reminders off, with no sign-in, and keeps the token', async () => {
    const gardener = await signedInBrowser(t);
    await put(gardener, { frequency: 'weekly', timeZone: 'America/New_York' });
    const token = await unsubscribeTokenOf(t, gardener.userId);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // What a mail client sends for List-Unsubscribe-Post (RFC 8058): no cookie, no Origin.
    const mailClient = testBrowser(t, { origin: null });
    const res = await mailClient.request(`/api/reminders/unsubscribe?token=${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ frequency: 'off' });
    expect(await settingsOf(gardener)).toMatchObject({ frequency: 'off', nextDigestAt: null });
    // Again: nothing more to do, same answer.
    expect((await mailClient.request(`/api/reminders/unsubscribe?token=${token}`, { method: 'POST' })).status).toBe(
      200,
    );

    // Turning them on again keeps the same link working.
    await put(gardener, { frequency: 'monthly', timeZone: 'America/New_York' });
    expect(await unsubscribeTokenOf(t, gardener.userId)).toBe(token);
  });

  test('an unknown unsubscribe token is a 404 and a malformed one a 400; neither changes anything', async () => {
    const gardener = await signedInBrowser(t);
    await put(gardener, { frequency: 'weekly', timeZone: 'America/New_York' });
    const mailClient = testBrowser(t, { origin: null });
    const unknown = await mailClient.request(`/api/reminders/unsubscribe?token=${'B'.repeat(43)}`, { method: 'POST' });
    expect(unknown.status).toBe(404);
    for (const query of ['', '?token=', '?token=abc', `?token=${'B'.repeat(42)}%27`]) {
      const res = await mailClient.request(`/api/reminders/unsubscribe${query}`, { method: 'POST' });
      expect(res.status, query).toBe(400);
    }
    expect((await settingsOf(gardener)).frequency).toBe('weekly');
  });
});
