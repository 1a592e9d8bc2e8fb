import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ErrorBodySchema } from '#shared/errors.ts';
import { signedInBrowser, testBrowser, testEmail, type TestBrowser } from '#tests/setup/session-client.ts';
import { TEST_DIALECTS } from '#tests/setup/test-database.ts';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';

const PASSWORD = 'tomato-trellis-42';
const EVIL = 'https://evil.example';

/** Signs up and in, with extra headers on both requests (a proxy's, say); returns the sign-in answer. */
async function signIn(browser: TestBrowser, headers: Record<string, string> = {}) {
  const email = testEmail();
  await browser.json('/api/auth/sign-up/email', { email, password: PASSWORD }, { headers });
  const res = await browser.json('/api/auth/sign-in/email', { email, password: PASSWORD }, { headers });
  expect(res.status).toBe(200);
  return res;
}

describe('cookies on an https site behind a proxy that ends TLS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', {
      env: { PUBLIC_URL: 'https://garden.example.org', TRUSTED_PROXIES: '10.0.0.0/8' },
    });
  });
  afterAll(async () => {
    await t.destroy();
  });

  test('every cookie sign-in sets is Secure, HttpOnly and SameSite=Lax, though the request reached us over http', async () => {
    const browser = testBrowser(t, { ip: '10.0.0.2' });
    const res = await signIn(browser, { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.5' });
    const cookies = res.headers.getSetCookie();
    expect(cookies.some((c) => c.startsWith('__Secure-better-auth.session_token='))).toBe(true);
    for (const cookie of cookies) {
      expect(cookie).toMatch(/;\s*Secure/i);
      expect(cookie).toMatch(/;\s*HttpOnly/i);
      expect(cookie).toMatch(/;\s*SameSite=(Lax|Strict)/i);
    }
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect((await browser.json('/api/profile')).status).toBe(200);
  });
});

describe('cookies on a plain-http development site', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { env: { NODE_ENV: 'development', PUBLIC_URL: 'http://localhost:3000' } });
  });
  afterAll(async () => {
    await t.destroy();
  });

  test('the session cookie is HttpOnly and SameSite=Lax but not Secure, whatever X-Forwarded-Proto a client sends', async () => {
    const browser = testBrowser(t);
    const res = await signIn(browser, { 'x-forwarded-proto': 'https' });
    const session = res.headers.getSetCookie().find((c) => c.startsWith('better-auth.session_token='));
    expect(session).toMatch(/;\s*HttpOnly/i);
    expect(session).toMatch(/;\s*SameSite=Lax/i);
    expect(session).not.toMatch(/;\s*Secure/i);
    expect(res.headers.get('strict-transport-security')).toBeNull();
    expect((await browser.json('/api/profile')).status).toBe(200);
  });
});

describe.each(TEST_DIALECTS)('requests from another site on %s', (dialect) => {
  let t: TestApp;
  let gardener: Awaited<ReturnType<typeof signedInBrowser>>;
  beforeAll(async () => {
    t = await createTestApp(dialect, { catalogue: true });
    gardener = await signedInBrowser(t, { password: PASSWORD });
  });
  afterAll(async () => {
    await t.destroy();
  });

  async function expectForbidden(res: Response) {
    expect(res.status).toBe(403);
    expect(ErrorBodySchema.parse(await res.json()).error.code).toBe('forbidden');
  }

  const gardenIds = async () =>
    ((await (await gardener.json('/api/garden')).json()) as { entries: { plant_id: string }[] }).entries.map(
      (entry) => entry.plant_id,
    );
  const eventCount = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('events')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  test('a write to our API with the gardener’s cookies is refused and changes nothing', async () => {
    const events = await eventCount();
    for (const origin of [EVIL, 'null', 'http://garden.example.org:3000']) {
      await expectForbidden(
        await gardener.json('/api/garden', { plant_id: 'tomato', save_later: false }, { headers: { origin } }),
      );
      await expectForbidden(
        await gardener.json(
          '/api/events',
          { name: 'home_search_opened', props: { zip: '55401', query: 'kale' } },
          { headers: { origin } },
        ),
      );
    }
    expect(await gardenIds()).toEqual([]);
    expect(await eventCount()).toBe(events);
    // The same write from the site itself goes through.
    expect((await gardener.json('/api/garden', { plant_id: 'tomato', save_later: false })).status).toBeLessThan(300);
    expect(await gardenIds()).toEqual(['tomato']);
  });

  test('sign-in routes refuse another origin: no account made, no password changed, no session ended', async () => {
    const email = testEmail();
    const evil = testBrowser(t, { origin: EVIL });
    await expectForbidden(await evil.json('/api/auth/sign-up/email', { email, password: PASSWORD }));
    const users = await t.database.db.selectFrom('user').select('id').where('email', '=', email).execute();
    expect(users).toEqual([]);

    const headers = { origin: EVIL };
    await expectForbidden(
      await gardener.json(
        '/api/auth/change-password',
        { currentPassword: PASSWORD, newPassword: 'stolen-password-9' },
        { headers },
      ),
    );
    await expectForbidden(await gardener.json('/api/auth/sign-out', {}, { headers }));
    expect((await gardener.json('/api/profile')).status).toBe(200);
    const again = await testBrowser(t).json('/api/auth/sign-in/email', { email: gardener.email, password: PASSWORD });
    expect(again.status).toBe(200);
  });
});
