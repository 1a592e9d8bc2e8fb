import { generateKeyPairSync } from 'node:crypto';
import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface OidcAccount {
  sub: string;
  email: string;
  name: string;
}

export interface TestOidcProvider {
  /** `http://127.0.0.1:<port>`, for OIDC_ISSUER. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  account: OidcAccount;
  /** The settings a test app needs to use this provider. */
  env: Record<string, string>;
  /**
   * Plays the user at the provider: follows the authorization URL through the
   * development login and consent forms, and returns the URL the provider sends the
   * browser back to (the app's callback, with `code` and `state`).
   */
  authorize: (authorizationUrl: string, login?: string) => Promise<string>;
  close: () => Promise<void>;
}

interface ProviderInstance {
  callback: () => RequestListener;
}

type ProviderClass = new (issuer: string, configuration: Record<string, unknown>) => ProviderInstance;

/**
 * Loads oidc-provider without its start-up warnings (an in-memory store, development
 * interactions, the Node version): exactly what a loopback test provider wants.
 */
async function quietly<T>(load: () => Promise<T>): Promise<T> {
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (!String(args[0]).startsWith('oidc-provider WARNING')) warn(...args);
  };
  try {
    return await load();
  } finally {
    console.warn = warn;
  }
}

/**
 * A real OpenID Connect provider (npm `oidc-provider`) on loopback with one client
 * whose redirect URI is `${publicUrl}/api/auth/callback/oidc` (better-auth's generic
 * OAuth callback) and one account. Its login and consent pages are the library's
 * development interactions: any password is accepted for the account's `sub`.
 */
export async function startOidcProvider(options: {
  publicUrl: string;
  account?: Partial<OidcAccount>;
}): Promise<TestOidcProvider> {
  const account: OidcAccount = {
    sub: 'gardener-1',
    email: 'oidc.gardener@example.org',
    name: 'Olive Gardener',
    ...options.account,
  };
  const clientId = 'garden-guide';
  const clientSecret = 'oidc-test-client-secret-0123456789';

  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const provider = await quietly(async () => {
    // @ts-expect-error -- oidc-provider ships no type declarations; ProviderClass types the part used here.
    const { default: Provider } = (await import('oidc-provider')) as { default: ProviderClass };
    return new Provider(issuer, {
      clients: [
        {
          client_id: clientId,
          client_secret: clientSecret,
          redirect_uris: [`${options.publicUrl}/api/auth/callback/oidc`],
          grant_types: ['authorization_code'],
          response_types: ['code'],
        },
      ],
      jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), use: 'sig', alg: 'RS256', kid: 'test-key' }] },
      cookies: { keys: ['oidc-test-cookie-key-0123456789'] },
      claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
      features: { devInteractions: { enabled: true } },
      ttl: { AccessToken: 600, AuthorizationCode: 60, IdToken: 600, Interaction: 600, Session: 3600, Grant: 3600 },
      findAccount: (_ctx: unknown, sub: string) =>
        sub === account.sub
          ? {
              accountId: sub,
              claims: () => ({ sub, email: account.email, email_verified: true, name: account.name }),
            }
          : undefined,
    });
  });
  server.on('request', provider.callback());

  return {
    issuer,
    clientId,
    clientSecret,
    account,
    env: { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: clientId, OIDC_CLIENT_SECRET: clientSecret, OIDC_NAME: 'Test SSO' },
    authorize: (url, login = account.sub) => followAuthorization(issuer, url, login, options.publicUrl),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Drives the development login and consent forms with fetch, keeping the provider's cookies. */
async function followAuthorization(issuer: string, start: string, login: string, publicUrl: string): Promise<string> {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const keep = (res: Response) => {
    for (const cookie of res.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const eq = pair.indexOf('=');
      jar.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
  };

  let url = start;
  let body: URLSearchParams | undefined;
  for (let step = 0; step < 20; step++) {
    if (url.startsWith(publicUrl)) return url;
    const res = await fetch(url, {
      method: body ? 'POST' : 'GET',
      redirect: 'manual',
      headers: { cookie: cookieHeader(), ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      ...(body ? { body } : {}),
    });
    keep(res);
    body = undefined;
    const location = res.headers.get('location');
    if (location) {
      url = new URL(location, url).toString();
      continue;
    }
    const html = await res.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const prompt = /name="prompt" value="([^"]+)"/.exec(html)?.[1];
    if (!res.ok || !action || !prompt) throw new Error(`unexpected page from the provider (${res.status}) at ${url}`);
    url = new URL(action.replaceAll('&amp;', '&'), issuer).toString();
    body = new URLSearchParams(prompt === 'login' ? { prompt, login, password: 'any' } : { prompt });
  }
  throw new Error('the provider never sent the browser back to the app');
}
