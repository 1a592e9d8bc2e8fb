import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PublicConfigSchema } from '#shared/config.ts';
import { startOidcProvider, type TestOidcProvider } from '#tests/setup/oidc-provider.ts';
import { testBrowser, type TestBrowser } from '#tests/setup/session-client.ts';
import { TEST_DIALECTS } from '#tests/setup/test-database.ts';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';

async function sessionUser(browser: TestBrowser) {
  const body = (await (await browser.json('/api/auth/get-session')).json()) as {
    user: { email: string; name: string; emailVerified: boolean; isAnonymous: boolean };
  } | null;
  return body?.user ?? null;
}

describe.each(TEST_DIALECTS)('OpenID Connect sign-in on %s', (dialect) => {
  let provider: TestOidcProvider;
  let t: TestApp;

  beforeAll(async () => {
    provider = await startOidcProvider({ publicUrl: 'http://localhost:3000' });
    t = await createTestApp(dialect, { env: provider.env });
  });
  afterAll(async () => {
    await t.destroy();
    await provider.close();
  });

  test('config offers the provider under its name', async () => {
    const config = PublicConfigSchema.parse(await (await t.app.request('/api/config')).json());
    expect(config.auth.oidc).toEqual({ name: 'Test SSO' });
  });

  test('starting sign-in answers with the provider’s authorization URL for our callback', async () => {
    const res = await testBrowser(t).json('/api/auth/sign-in/social', { provider: 'oidc', callbackURL: '/' });
    expect(res.status).toBe(200);
    const { url, redirect } = (await res.json()) as { url: string; redirect: boolean };
    expect(redirect).toBe(true);
    const authorize = new URL(url);
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${provider.issuer}/auth`);
    expect(authorize.searchParams.get('client_id')).toBe(provider.clientId);
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${t.settings.PUBLIC_URL}/api/auth/callback/oidc`);
    expect(authorize.searchParams.get('response_type')).toBe('code');
    expect(authorize.searchParams.get('scope')?.split(' ')).toEqual(expect.arrayContaining(['openid', 'email']));
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('state')).toBeTruthy();
  });

  test('the whole code flow ends signed in as the provider’s account, back on the site', async () => {
    const browser = testBrowser(t);
    const start = await browser.json('/api/auth/sign-in/social', { provider: 'oidc', callbackURL: '/' });
    const { url } = (await start.json()) as { url: string };

    const callback = await provider.authorize(url);
    expect(callback.startsWith(`${t.settings.PUBLIC_URL}/api/auth/callback/oidc?`)).toBe(true);
    const res = await browser.visit(callback);
    expect(res.status).toBe(302);
    expect(new URL(res.headers.get('location')!, t.settings.PUBLIC_URL).toString()).toBe(`${t.settings.PUBLIC_URL}/`);

    expect(await sessionUser(browser)).toMatchObject({
      email: provider.account.email,
      name: provider.account.name,
      isAnonymous: false,
    });
    expect((await browser.json('/api/profile')).status).toBe(200);

    // A second sign-in finds the same account rather than making another.
    const again = testBrowser(t);
    const restart = await again.json('/api/auth/sign-in/social', { provider: 'oidc', callbackURL: '/' });
    await again.visit(await provider.authorize(((await restart.json()) as { url: string }).url));
    const users = await t.database.db
      .selectFrom('user' as never)
      .select('id' as never)
      .where('email' as never, '=', provider.account.email as never)
      .execute();
    expect(users).toHaveLength(1);
  });

  test('a callback without the state we issued signs nobody in', async () => {
    const browser = testBrowser(t);
    const res = await browser.visit('/api/auth/callback/oidc?code=made-up&state=made-up');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toMatch(/^http:\/\/localhost:3000\/login\?error=/);
    expect(await sessionUser(browser)).toBeNull();
  });

  test('a sign-in that would return to another site is refused', async () => {
    const res = await testBrowser(t).json('/api/auth/sign-in/social', {
      provider: 'oidc',
      callbackURL: 'https://evil.example/',
    });
    expect(res.status).toBe(403);
  });
});

describe('Google sign-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', {
      env: { GOOGLE_CLIENT_ID: 'google-client-id', GOOGLE_CLIENT_SECRET: 'google-secret' },
    });
  });
  afterAll(async () => {
    await t.destroy();
  });

  test('when configured, starting sign-in answers with Google’s authorization URL for our callback', async () => {
    const res = await testBrowser(t).json('/api/auth/sign-in/social', { provider: 'google' });
    expect(res.status).toBe(200);
    const url = new URL(((await res.json()) as { url: string }).url);
    expect(url.hostname).toBe('accounts.google.com');
    expect(url.searchParams.get('client_id')).toBe('google-client-id');
    expect(url.searchParams.get('redirect_uri')).toBe(`${t.settings.PUBLIC_URL}/api/auth/callback/google`);
  });

  test('without settings there is no Google and no OpenID provider', async () => {
    const plain = await createTestApp('sqlite');
    try {
      for (const provider of ['google', 'oidc']) {
        const res = await testBrowser(plain).json('/api/auth/sign-in/social', { provider });
        expect(res.status).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
      }
    } finally {
      await plain.destroy();
    }
  });
});
