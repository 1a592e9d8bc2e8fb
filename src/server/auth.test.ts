import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ErrorBodySchema } from '#shared/errors.ts';
import { TEST_DIALECTS } from '#tests/setup/test-database.ts';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';
import { guestBrowser, signedInBrowser, testBrowser, testEmail } from '#tests/setup/session-client.ts';
import { createApp } from './app.ts';
import { clientIpResolver, COMMON_PASSWORD_MESSAGE, isCommonPassword } from './auth.ts';
import { loadSettings } from './env.ts';
import { createLogger } from './lib/logger.ts';
import { SessionCache } from './middleware/session-cache.ts';

const PASSWORD = 'tomato-trellis-42';

async function countUsers(t: TestApp, email: string): Promise<number> {
  const rows = await t.database.db
    .selectFrom('user' as never)
    .select('id' as never)
    .where('email' as never, '=', email as never)
    .execute();
  return rows.length;
}

describe('common passwords', () => {
  test.each(['sunshine', 'password1', 'Password1', 'LETMEIN', 'qwerty123'])('%s is among the most common', (p) => {
    expect(isCommonPassword(p)).toBe(true);
  });

  test.each(['tomato-trellis-42', 'P@ssw0rd-garden', 'zucchini in July'])('%s is not', (p) => {
    expect(isCommonPassword(p)).toBe(false);
  });
});

describe('the client address used for rate limits', () => {
  test('a client cannot choose its address with X-Forwarded-For when no proxy is trusted', () => {
    const resolve = clientIpResolver();
    expect(resolve('198.51.100.7', '203.0.113.9')).toBe('198.51.100.7');
    expect(resolve('::ffff:198.51.100.7', undefined)).toBe('198.51.100.7');
    expect(resolve(undefined, '203.0.113.9')).toBeUndefined();
  });

  test('behind trusted proxies it is the right-most address that is not a proxy', () => {
    const resolve = clientIpResolver(['10.0.0.0/8', '192.0.2.1']);
    expect(resolve('10.1.2.3', '203.0.113.9, 192.0.2.1')).toBe('203.0.113.9');
    // A spoofed left-most entry does not help: the proxy appended the real peer.
    expect(resolve('10.1.2.3', '1.2.3.4, 203.0.113.9')).toBe('203.0.113.9');
    // A request that reached us directly is the peer itself, whatever it claims.
    expect(resolve('198.51.100.7', '203.0.113.9')).toBe('198.51.100.7');
  });

  test('TRUSTED_PROXIES must be addresses or CIDR ranges', () => {
    expect(loadSettings({ TRUSTED_PROXIES: '10.0.0.0/8, 2001:db8::/32,192.0.2.1' }).TRUSTED_PROXIES).toEqual([
      '10.0.0.0/8',
      '2001:db8::/32',
      '192.0.2.1',
    ]);
    expect(() => loadSettings({ TRUSTED_PROXIES: 'proxy.local' })).toThrow(/TRUSTED_PROXIES/);
    expect(() => loadSettings({ TRUSTED_PROXIES: '10.0.0.0/33' })).toThrow(/TRUSTED_PROXIES/);
  });
});

describe.each(TEST_DIALECTS)('e-mail and password on %s (no mail server)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t.destroy();
  });

  test('sign-up with e-mail, password and full name creates the account and no session', async () => {
    const browser = testBrowser(t);
    const email = testEmail();
    const res = await browser.json('/api/auth/sign-up/email', { email, password: PASSWORD, name: 'Rosa Parks' });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { user: { email: string; name: string } };
    expect(body.user).toMatchObject({ email, name: 'Rosa Parks' });
    expect(JSON.stringify(body)).not.toMatch(/"token":"/);
    expect(browser.cookies.size).toBe(0);
    expect(await countUsers(t, email)).toBe(1);
  });

  test('the full name may come as full_name, or not at all', async () => {
    const withFullName = await testBrowser(t).json('/api/auth/sign-up/email', {
      email: testEmail(),
      password: PASSWORD,
      full_name: 'Wendell Berry',
    });
    expect(((await withFullName.json()) as { user: { name: string } }).user.name).toBe('Wendell Berry');
    const without = await testBrowser(t).json('/api/auth/sign-up/email', { email: testEmail(), password: PASSWORD });
    expect(without.status).toBe(200);
    expect(((await without.json()) as { user: { name: string } }).user.name).toBe('');
  });

  test('a password shorter than 6 characters is refused', async () => {
    const email = testEmail();
    const res = await testBrowser(t).json('/api/auth/sign-up/email', { email, password: 'ab12' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'PASSWORD_TOO_SHORT' });
    expect(await countUsers(t, email)).toBe(0);
  });

  test('six characters are enough', async () => {
    const res = await testBrowser(t).json('/api/auth/sign-up/email', { email: testEmail(), password: 'kale#7' });
    expect(res.status).toBe(200);
  });

  test.each(['sunshine', 'Password1', 'iloveyou'])(
    'the common password %s is refused with a clear message',
    async (password) => {
      const email = testEmail();
      const res = await testBrowser(t).json('/api/auth/sign-up/email', { email, password });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'PASSWORD_TOO_COMMON', message: COMMON_PASSWORD_MESSAGE });
      expect(await countUsers(t, email)).toBe(0);
    },
  );

  test.each([
    ['a malformed e-mail', { email: 'not-an-email', password: PASSWORD }],
    ['no e-mail', { password: PASSWORD }],
    ['no password', { email: 'someone@example.org' }],
    ['an empty password', { email: 'someone@example.org', password: '' }],
    ['a password that is not text', { email: 'someone@example.org', password: 123456789 }],
  ])('%s is refused with 400', async (_, body) => {
    const res = await testBrowser(t).json('/api/auth/sign-up/email', body);
    expect(res.status).toBe(400);
    expect(typeof ((await res.json()) as { message?: unknown }).message).toBe('string');
  });

  test('signing up with an address that has an account answers like a new sign-up and changes nothing', async () => {
    const email = testEmail();
    const first = await testBrowser(t).json('/api/auth/sign-up/email', { email, password: PASSWORD, name: 'A' });
    const again = await testBrowser(t).json('/api/auth/sign-up/email', {
      email,
      password: 'another-secret-9',
      name: 'A',
    });
    expect(again.status).toBe(first.status);
    const shape = (body: unknown) => Object.keys((body as { user: object }).user).sort();
    expect(shape(await again.json())).toEqual(shape(await first.json()));
    expect(await countUsers(t, email)).toBe(1);
    const signIn = await testBrowser(t).json('/api/auth/sign-in/email', { email, password: 'another-secret-9' });
    expect(signIn.status).toBe(401);
  });

  test('without a mail server an unverified account signs in with its password', async () => {
    const browser = await signedInBrowser(t);
    const res = await browser.json('/api/auth/get-session');
    const body = (await res.json()) as { user: { email: string; emailVerified: boolean; isAnonymous: boolean } };
    expect(body.user).toMatchObject({ email: browser.email, emailVerified: false, isAnonymous: false });
  });

  test('the session cookie is HttpOnly, SameSite=Lax and not Secure on a plain-http site', async () => {
    const email = testEmail();
    const browser = testBrowser(t);
    await browser.json('/api/auth/sign-up/email', { email, password: PASSWORD });
    const res = await browser.json('/api/auth/sign-in/email', { email, password: PASSWORD });
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('better-auth.session_token='));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=Lax/i);
    expect(cookie).toMatch(/;\s*Path=\//i);
    expect(cookie).not.toMatch(/;\s*Secure/i);
  });

  test('session answers never carry the session token', async () => {
    const email = testEmail();
    const browser = testBrowser(t);
    await browser.json('/api/auth/sign-up/email', { email, password: PASSWORD });
    const signIn = await browser.json('/api/auth/sign-in/email', { email, password: PASSWORD });
    const token = decodeURIComponent(browser.cookies.get('better-auth.session_token') ?? '').split('.')[0]!;
    expect(token.length).toBeGreaterThan(10);
    for (const res of [
      signIn,
      await browser.json('/api/auth/get-session'),
      await browser.json('/api/auth/list-sessions'),
    ]) {
      expect(res.status).toBe(200);
      expect(await res.text()).not.toContain(token);
    }
  });

  test('a wrong password and an unknown address get the same 401', async () => {
    const browser = await signedInBrowser(t);
    const wrong = await testBrowser(t).json('/api/auth/sign-in/email', {
      email: browser.email,
      password: 'not-the-password',
    });
    const unknown = await testBrowser(t).json('/api/auth/sign-in/email', {
      email: testEmail('nobody'),
      password: PASSWORD,
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual(await unknown.json());
  });

  test('signing out ends the session', async () => {
    const browser = await signedInBrowser(t);
    expect((await browser.json('/api/profile')).status).toBe(200);
    const out = await browser.json('/api/auth/sign-out', {});
    expect(out.status).toBe(200);
    expect(await (await browser.json('/api/auth/get-session')).json()).toBeNull();
    expect((await browser.json('/api/profile')).status).toBe(401);
  });

  test('a session revoked on another server stops working at the next revocation check, for reads and writes', async () => {
    const browser = await signedInBrowser(t);
    expect((await browser.json('/api/profile')).status).toBe(200);
    // Another server (or an operator) deletes the session; this server still trusts it…
    await t.database.db
      .deleteFrom('session' as never)
      .where('userId' as never, '=', browser.userId as never)
      .execute();
    expect((await browser.json('/api/profile')).status).toBe(200);
    // …until it asks the database which of its sessions still exist (every few seconds).
    await t.sessions.checkRevocations();
    expect((await browser.json('/api/profile')).status).toBe(401);
    const write = await browser.request('/api/profile', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ zone: '7b' }),
    });
    expect(write.status).toBe(401);
  });

  test('get-session says at once that a session revoked elsewhere is gone', async () => {
    const browser = await signedInBrowser(t);
    const live = (await (await browser.json('/api/auth/get-session')).json()) as { user: { id: string } } | null;
    expect(live?.user.id).toBe(browser.userId);
    // A password reset on another device, say, deletes the gardener's sessions.
    await t.database.db
      .deleteFrom('session' as never)
      .where('userId' as never, '=', browser.userId as never)
      .execute();
    // The app asks get-session when it starts: it shows the gardener signed out.
    expect(await (await browser.json('/api/auth/get-session')).json()).toBeNull();
  });

  test('a checked session is answered from memory: the database is not asked again', async () => {
    const browser = await signedInBrowser(t);
    expect((await browser.json('/api/profile')).status).toBe(200);
    let sessionQueries = 0;
    const counting = createApp({
      db: t.database.db.withPlugin({
        transformQuery: (args) => {
          if (JSON.stringify(args.node).includes('"session"')) sessionQueries += 1;
          return args.node;
        },
        transformResult: async (args) => args.result,
      }),
      dialect,
      settings: t.settings,
      logger: createLogger('silent'),
      sessions: t.sessions,
    });
    const cookie = [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    for (let i = 0; i < 5; i++) {
      const res = await counting.request('/api/tasks', { headers: { cookie } });
      expect(res.status).toBe(200);
    }
    expect(sessionQueries).toBe(0);
  });

  test('requests that bring an unchecked session together wait for one check of it', async () => {
    const cookieOf = (browser: Awaited<ReturnType<typeof signedInBrowser>>) =>
      [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const tokenOf = (cookie: string) => decodeURIComponent(/session_token=([^.;]+)/.exec(cookie)![1]!);
    const cookies = [cookieOf(await signedInBrowser(t)), cookieOf(await signedInBrowser(t))];
    /** Queries that name each session's token: better-auth's checks of it. */
    const checks = new Map(cookies.map((cookie) => [tokenOf(cookie), 0]));
    const together = new SessionCache(t.database.db);
    const app = createApp({
      db: t.database.db.withPlugin({
        transformQuery: (args) => {
          const text = JSON.stringify(args.node);
          for (const [token, n] of checks) if (text.includes(token)) checks.set(token, n + 1);
          return args.node;
        },
        transformResult: async (args) => args.result,
      }),
      dialect,
      settings: t.settings,
      logger: createLogger('silent'),
      sessions: together,
    });
    // Five requests with each of two sessions this server has not checked, all at once.
    const answers = await Promise.all(
      [...cookies, ...cookies, ...cookies, ...cookies, ...cookies].map((cookie) =>
        app.request('/api/profile', { headers: { cookie } }),
      ),
    );
    expect(answers.map((res) => res.status)).toEqual(Array(10).fill(200));
    expect([...checks.values()]).toEqual([1, 1]);
    // Checked, they are answered from memory.
    await app.request('/api/profile', { headers: { cookie: cookies[0]! } });
    expect([...checks.values()]).toEqual([1, 1]);
    together.stop();
  });

  test('an unknown sign-in path is a 404 in the error shape', async () => {
    for (const method of ['GET', 'POST']) {
      const res = await testBrowser(t).request('/api/auth/no-such-thing', { method });
      expect(res.status).toBe(404);
      expect(ErrorBodySchema.parse(await res.json()).error.code).toBe('not_found');
    }
  });

  test('a forged session cookie is no session', async () => {
    const browser = testBrowser(t);
    browser.cookies.set('better-auth.session_token', 'forged.value');
    expect((await browser.json('/api/profile')).status).toBe(401);
  });

  test('a malformed session cookie is no session, not an error', async () => {
    for (const value of ['%zz.value', '%', '.', 'a%E0%A4%A.b']) {
      const browser = testBrowser(t);
      browser.cookies.set('better-auth.session_token', value);
      expect((await browser.json('/api/profile')).status, value).toBe(401);
      expect((await browser.json('/api/plants/search?q=tomato&zone=7a')).status, value).toBe(200);
    }
  });
});

describe.each(TEST_DIALECTS)('guests on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t.destroy();
  });

  test('a guest session is anonymous and can read public routes', async () => {
    const guest = await guestBrowser(t);
    const session = (await (await guest.json('/api/auth/get-session')).json()) as { user: { isAnonymous: boolean } };
    expect(session.user.isAnonymous).toBe(true);
    expect((await guest.json('/api/zones/7b')).status).toBe(200);
    expect((await guest.json('/api/config')).status).toBe(200);
  });

  test('a guest gets 403 with the spec message on every write to our API', async () => {
    const guest = await guestBrowser(t);
    const res = await guest.request('/api/profile', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ zone: '7b' }),
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      error: { code: 'forbidden', message: 'Anonymous users cannot save a profile. Please sign up or log in.' },
    });
  });

  test('a guest has no profile to read either', async () => {
    const guest = await guestBrowser(t);
    const res = await guest.json('/api/profile');
    expect(res.status).toBe(403);
    expect(ErrorBodySchema.parse(await res.json()).error.code).toBe('forbidden');
  });

  test('a guest who signs up and in gets a real account', async () => {
    const guest = await guestBrowser(t);
    const email = testEmail();
    await guest.json('/api/auth/sign-up/email', { email, password: PASSWORD });
    const res = await guest.json('/api/auth/sign-in/email', { email, password: PASSWORD });
    expect(res.status).toBe(200);
    const session = (await (await guest.json('/api/auth/get-session')).json()) as {
      user: { isAnonymous: boolean; email: string };
    };
    expect(session.user).toMatchObject({ email, isAnonymous: false });
    expect((await guest.json('/api/profile')).status).toBe(200);
  });
});

describe.each(TEST_DIALECTS)('an https site on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { PUBLIC_URL: 'https://garden.example.org' } });
  });
  afterAll(async () => {
    await t.destroy();
  });

  test('session cookies are Secure, HttpOnly and SameSite=Lax', async () => {
    const email = testEmail();
    const browser = testBrowser(t);
    await browser.json('/api/auth/sign-up/email', { email, password: PASSWORD });
    const res = await browser.json('/api/auth/sign-in/email', { email, password: PASSWORD });
    expect(res.status).toBe(200);
    const cookies = res.headers.getSetCookie();
    const session = cookies.find((c) => c.startsWith('__Secure-better-auth.session_token='));
    expect(session).toMatch(/;\s*Secure/i);
    expect(session).toMatch(/;\s*HttpOnly/i);
    expect(session).toMatch(/;\s*SameSite=Lax/i);
    for (const cookie of cookies) expect(cookie).toMatch(/;\s*Secure/i);
    expect((await browser.json('/api/profile')).status).toBe(200);
  });
});

describe.each(TEST_DIALECTS)('requests from other sites on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t.destroy();
  });

  test('a sign-in posted from another origin is refused and signs nobody in', async () => {
    const user = await signedInBrowser(t);
    const evil = testBrowser(t, { origin: 'https://evil.example' });
    const res = await evil.json('/api/auth/sign-in/email', { email: user.email, password: 'tomato-trellis-42' });
    expect(res.status).toBe(403);
    expect(ErrorBodySchema.parse(await res.json()).error.code).toBe('forbidden');
    expect(evil.cookies.size).toBe(0);
  });

  test('a state-changing API call with the victim’s cookie from another origin is refused', async () => {
    const user = await signedInBrowser(t);
    await user.request('/api/profile', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ zone: '6a' }),
    });
    const res = await user.request('/api/profile', {
      method: 'PUT',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify({ zone: '9b' }),
    });
    expect(res.status).toBe(403);
    const profile = (await (await user.json('/api/profile')).json()) as { profile: { zone: string } };
    expect(profile.profile.zone).toBe('6a');
  });

  test('a sign-out from another origin is refused', async () => {
    const user = await signedInBrowser(t);
    const res = await user.json('/api/auth/sign-out', {}, { headers: { origin: 'http://localhost:3001' } });
    expect(res.status).toBe(403);
    expect((await user.json('/api/profile')).status).toBe(200);
  });

  test('reads from another origin and calls without an Origin header are answered', async () => {
    const user = await signedInBrowser(t);
    expect((await user.request('/api/profile', { headers: { origin: 'https://evil.example' } })).status).toBe(200);
    const noOrigin = testBrowser(t, { origin: null });
    const res = await noOrigin.json('/api/auth/sign-in/email', { email: user.email, password: 'tomato-trellis-42' });
    expect(res.status).toBe(200);
  });
});

describe.each(TEST_DIALECTS)('rate limits on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t.destroy();
  });

  test.each([
    ['sign-in', '/api/auth/sign-in/email', () => ({ email: testEmail(), password: 'wrong-password-1' })],
    ['sign-up', '/api/auth/sign-up/email', () => ({ email: testEmail(), password: PASSWORD })],
    ['magic link', '/api/auth/sign-in/magic-link', () => ({ email: testEmail() })],
    ['password reset', '/api/auth/request-password-reset', () => ({ email: testEmail() })],
  ])('the 6th quick %s attempt from one address is 429', async (_, path, body) => {
    const browser = testBrowser(t);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await browser.json(path, body())).status);
    expect(statuses.slice(0, 5)).not.toContain(429);
    expect(statuses[5]).toBe(429);
    // Another visitor is not held back.
    expect((await testBrowser(t).json(path, body())).status).not.toBe(429);
  });

  test('the count is kept in the database, so another app server on it sees it', async () => {
    const serverB = createApp({ db: t.database.db, dialect, settings: t.settings, logger: createLogger('silent') });
    const ip = '10.200.0.1';
    const onA = testBrowser(t, { ip });
    const onB = testBrowser({ ...t, app: serverB }, { ip });
    const attempt = (browser: typeof onA) =>
      browser.json('/api/auth/sign-in/email', { email: testEmail(), password: 'wrong-password-1' });
    for (let i = 0; i < 3; i++) expect((await attempt(onA)).status).toBe(401);
    for (let i = 0; i < 2; i++) expect((await attempt(onB)).status).toBe(401);
    expect((await attempt(onB)).status).toBe(429);
    expect((await attempt(onA)).status).toBe(429);
    // Not a per-process memory: the row is in the shared database, refused attempts counted too.
    const rows = await t.database.db
      .selectFrom('rate_limits')
      .select(['key', 'count'])
      .where('key', '=', `auth|${ip}|/sign-in/email`)
      .execute();
    expect(rows).toEqual([{ key: `auth|${ip}|/sign-in/email`, count: 7 }]);
  });

  test('reading the session is never rate limited', async () => {
    const browser = await signedInBrowser(t);
    for (let i = 0; i < 12; i++) expect((await browser.json('/api/auth/get-session')).status).toBe(200);
  });
});
