import { request } from 'node:http';
import { describe, expect, test } from 'vitest';
import { ErrorBodySchema } from '#shared/errors.ts';
import { ProfileResponseSchema } from '#shared/profile.ts';
import { serveTestAppForSuite } from '#tests/setup/test-server.ts';

/**
 * Through a real Node server, where the session cookie, the Origin and the body's headers
 * are read from Node's own request rather than through the web Headers.
 */
describe("request headers read from Node's request", () => {
  const served = serveTestAppForSuite();
  const origin = () => new URL(served.t.settings.PUBLIC_URL).origin;

  /** Signs a new gardener up over HTTP and returns the session cookie's `name=value`. */
  async function signIn(): Promise<string> {
    const email = `headers.${Date.now()}.${Math.random().toString(36).slice(2)}@example.org`;
    const password = 'tomato-trellis-42';
    const headers = { 'content-type': 'application/json', origin: origin() };
    const signUp = await fetch(`${served.base}/api/auth/sign-up/email`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email, password, name: 'Header Test' }),
    });
    expect(signUp.status).toBe(200);
    const res = await fetch(`${served.base}/api/auth/sign-in/email`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email, password }),
    });
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('better-auth.session_token='));
    return cookie!.split(';')[0]!;
  }

  const profile = (cookie: string) => fetch(`${served.base}/api/profile`, { headers: { cookie } });
  const putZone = (cookie: string, zone: string, from: string | null) =>
    fetch(`${served.base}/api/profile`, {
      method: 'PUT',
      headers: { cookie, 'content-type': 'application/json', ...(from ? { origin: from } : {}) },
      body: JSON.stringify({ zone }),
    });

  test('a session cookie signs the gardener in, again and again, among other cookies', async () => {
    const cookie = await signIn();
    for (const header of [cookie, cookie, `theme=dark; ${cookie}; other=1`]) {
      const res = await profile(header);
      expect(res.status, header).toBe(200);
    }
  });

  test('the session cookie in a second Cookie header still counts', async () => {
    const cookie = await signIn();
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(`${served.base}/api/profile`, { headers: { cookie: ['theme=dark', cookie] } });
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.end();
    });
    expect(status).toBe(200);
  });

  test('the same session token with another signature is no session, and the real cookie still is', async () => {
    const cookie = await signIn();
    expect((await profile(cookie)).status).toBe(200);
    const [name, value] = cookie.split('=') as [string, string];
    const token = decodeURIComponent(value).split('.')[0]!;
    const forged = `${name}=${encodeURIComponent(`${token}.${'A'.repeat(43)}=`)}`;
    const res = await profile(forged);
    expect(res.status).toBe(401);
    expect(ErrorBodySchema.parse(await res.json()).error.code).toBe('unauthorized');
    expect((await profile(cookie)).status).toBe(200);
  });

  test('a write from another site is refused and changes nothing; from the site, or with no Origin, it is made', async () => {
    const cookie = await signIn();
    expect((await putZone(cookie, '7b', origin())).status).toBe(200);
    const refused = await putZone(cookie, '5a', 'https://elsewhere.example');
    expect(refused.status).toBe(403);
    expect(ErrorBodySchema.parse(await refused.json()).error.code).toBe('forbidden');
    expect(ProfileResponseSchema.parse(await (await profile(cookie)).json()).profile?.zone).toBe('7b');
    expect((await putZone(cookie, '6a', null)).status).toBe(200);
    expect(ProfileResponseSchema.parse(await (await profile(cookie)).json()).profile?.zone).toBe('6a');
  });
});
