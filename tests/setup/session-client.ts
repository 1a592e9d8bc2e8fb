import { randomInt } from 'node:crypto';
import type { TestApp } from './test-app.ts';

/**
 * A browser talking to the test app through `app.request`: it keeps cookies, sends the
 * site's Origin on state-changing requests as browsers do, and comes from its own IP
 * address (so rate limits count per simulated visitor, as they do per real one).
 */
export interface TestBrowser {
  ip: string;
  cookies: Map<string, string>;
  request: (path: string, init?: RequestInit) => Promise<Response>;
  /** A JSON request with the given method (POST when a body is given, else GET). */
  json: (path: string, body?: unknown, init?: RequestInit) => Promise<Response>;
  /** Follows one redirect to our own app (e.g. an e-mailed link), keeping its cookies. */
  visit: (url: string) => Promise<Response>;
}

export function randomTestIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${1 + randomInt(254)}`;
}

export function testBrowser(t: TestApp, options: { ip?: string; origin?: string | null } = {}): TestBrowser {
  const ip = options.ip ?? randomTestIp();
  const origin = options.origin === undefined ? new URL(t.settings.PUBLIC_URL).origin : options.origin;
  const cookies = new Map<string, string>();

  const keep = (res: Response) => {
    for (const cookie of res.headers.getSetCookie()) {
      const [pair = '', ...attributes] = cookie.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '';
      if (expired) cookies.delete(name);
      else cookies.set(name, value);
    }
  };

  const request = async (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (cookies.size && !headers.has('cookie')) {
      headers.set('cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    }
    const method = (init.method ?? 'GET').toUpperCase();
    if (origin && method !== 'GET' && method !== 'HEAD' && !headers.has('origin')) headers.set('origin', origin);
    // What @hono/node-server hands the app: the socket the request came in on.
    const env = { incoming: { socket: { remoteAddress: ip, remoteFamily: 'IPv4' } } };
    const res = await t.app.request(path, { ...init, headers }, env);
    keep(res);
    return res;
  };

  return {
    ip,
    cookies,
    request,
    json: (path, body, init = {}) =>
      request(path, {
        method: body === undefined ? 'GET' : 'POST',
        ...init,
        headers: { 'content-type': 'application/json', ...(init.headers as Record<string, string> | undefined) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }),
    visit: (url) => {
      const target = new URL(url, t.settings.PUBLIC_URL);
      if (target.origin !== new URL(t.settings.PUBLIC_URL).origin) throw new Error(`${url} is not on the app`);
      return request(target.pathname + target.search);
    },
  };
}

let counter = 0;

/** A fresh address for a test user. */
export function testEmail(label = 'gardener'): string {
  counter += 1;
  return `${label}.${Date.now().toString(36)}.${counter}@example.org`;
}

/** Signs up with e-mail and password (no mail server, so no verification) and signs in. */
export async function signedInBrowser(
  t: TestApp,
  { email = testEmail(), password = 'tomato-trellis-42', name = 'Test Gardener' } = {},
): Promise<TestBrowser & { email: string; userId: string }> {
  const browser = testBrowser(t);
  const signUp = await browser.json('/api/auth/sign-up/email', { email, password, name });
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const signIn = await browser.json('/api/auth/sign-in/email', { email, password });
  if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
  const { user } = (await signIn.json()) as { user: { id: string } };
  return Object.assign(browser, { email, userId: user.id });
}

/** A guest (anonymous) session. */
export async function guestBrowser(t: TestApp): Promise<TestBrowser> {
  const browser = testBrowser(t);
  const res = await browser.json('/api/auth/sign-in/anonymous', {});
  if (!res.ok) throw new Error(`guest sign-in failed: ${res.status} ${await res.text()}`);
  return browser;
}
