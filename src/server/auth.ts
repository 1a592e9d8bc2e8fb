/**
 * Sign-in for Garden Guide: better-auth, mounted at /api/auth/*, its sessions and
 * rate limits in our database. Its routes are not in our OpenAPI document; the ones the
 * app uses (all JSON, all POST unless noted; cookies are HttpOnly and set by the answer):
 *
 * - sign-up/email {email, password, name? | full_name?, callbackURL?}: never signs in;
 *   mails a verification link (required before sign-in when SMTP_URL is set).
 * - sign-in/email {email, password}; sign-in/anonymous {} for a guest.
 * - sign-in/magic-link {email, callbackURL?}: mails a link for an existing account only.
 * - request-password-reset {email}: mails `${PUBLIC_URL}/update-password?token=…`;
 *   POST /api/password-reset/check {token} says whether it is still good (ours, in the
 *   OpenAPI document); reset-password {token, newPassword} sets the password and ends
 *   every session.
 * - sign-in/social {provider: 'google' | 'oidc', callbackURL?} answers {url}; the browser
 *   goes there and comes back through callback/{provider} to the site.
 * - GET get-session (null when signed out); sign-out {}.
 */
import { dictionary } from '@zxcvbn-ts/language-common';
import { betterAuth, type BetterAuthOptions, type BetterAuthRateLimitStorage } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { getMigrations } from 'better-auth/db/migration';
import { anonymous } from 'better-auth/plugins/anonymous';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import { magicLink } from 'better-auth/plugins/magic-link';
import type { Context } from 'hono';
import { sql, type Kysely } from 'kysely';
import { authCall } from './auth-storage.ts';
import type { AppEnv } from './context.ts';
import type { Dialect } from './db/database.ts';
import { rateLimitStore } from './db/rate-limits.ts';
import type { Database } from './db/schema.ts';
import type { Settings } from './env.ts';
import type { Logger } from './lib/logger.ts';
import { magicLinkMail, resetPasswordMail, verifyEmailMail, type MailContent } from './lib/mail-templates.ts';
import type { Mailer } from './lib/mailer.ts';
import { clientIpResolver, peerAddress } from './lib/client-ip.ts';
import { handleNotFound } from './middleware/error-handler.ts';

/** The spec's minimum; better-auth's default of 8 would refuse passwords the spec accepts. */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Please choose another.';
const NAME_MAX_LENGTH = 100;

const VERIFY_EMAIL_TTL_SECONDS = 60 * 60;
const MAGIC_LINK_TTL_SECONDS = 15 * 60;
const RESET_PASSWORD_TTL_SECONDS = 60 * 60;

/** Sign-in, sign-up, magic link and reset: this many attempts per IP and path per window. */
export const AUTH_RATE_LIMIT = { window: 60, max: 5 };

/** Set by `authHandler` from the connection (and trusted proxies only), never from the client. */
export { clientIpResolver } from './lib/client-ip.ts';

export const CLIENT_IP_HEADER = 'x-garden-guide-client-ip';

// The 10,000 most common passwords, lower-cased, as in zxcvbn's list.
const COMMON_PASSWORDS = new Set(dictionary['passwords-common'].slice(0, 10_000).map((p) => p.toLowerCase()));

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}

export interface AuthDeps {
  db: Kysely<Database>;
  dialect: Dialect;
  settings: Settings;
  logger: Logger;
  mailer: Mailer;
  /** Told the token of every session better-auth deletes (sign-out, password reset, a deleted user). */
  onSessionDeleted?: (token: string) => void;
}

/** Whether a request's body or query holds a NUL anywhere, in a key or a value. */
function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (!value || typeof value !== 'object' || depth > 20) return false;
  return Object.entries(value).some(([key, child]) => key.includes('\u0000') || hasNul(child, depth + 1));
}

/** Checks better-auth leaves to us: common passwords, the optional full name, default redirects, NULs. */
function authHooks(settings: Settings) {
  const home = `${settings.PUBLIC_URL}/`;
  return createAuthMiddleware(async (ctx) => {
    // PostgreSQL can neither store nor compare text holding a NUL: refuse it before a query fails on it.
    if (hasNul(ctx.body) || hasNul(ctx.query)) {
      throw APIError.from('BAD_REQUEST', {
        code: 'INVALID_CHARACTER',
        message: 'The request has a character that is not allowed.',
      });
    }
    const body: unknown = ctx.body;
    if (!body || typeof body !== 'object' || Array.isArray(body)) return;
    const fields = body as Record<string, unknown>;

    const password =
      ctx.path === '/sign-up/email'
        ? fields.password
        : ctx.path === '/reset-password' || ctx.path === '/change-password'
          ? fields.newPassword
          : undefined;
    // Too short or malformed is left to better-auth, which names the rule.
    if (typeof password === 'string' && password.length >= PASSWORD_MIN_LENGTH && isCommonPassword(password)) {
      throw APIError.from('BAD_REQUEST', { code: 'PASSWORD_TOO_COMMON', message: COMMON_PASSWORD_MESSAGE });
    }

    if (ctx.path === '/sign-up/email') {
      // The full name is optional: `name` (better-auth's field) or `full_name` (the spec's).
      const { full_name: fullName, ...rest } = fields;
      const given = typeof fields.name === 'string' ? fields.name : typeof fullName === 'string' ? fullName : '';
      const name = given.trim();
      if (name.length > NAME_MAX_LENGTH) {
        throw APIError.from('BAD_REQUEST', {
          code: 'NAME_TOO_LONG',
          message: `Please keep the name under ${NAME_MAX_LENGTH} characters.`,
        });
      }
      return { context: { body: { ...rest, name } } };
    }

    // A name changed later keeps to the limit sign-up sets.
    if (ctx.path === '/update-user' && typeof fields.name === 'string' && fields.name.trim().length > NAME_MAX_LENGTH) {
      throw APIError.from('BAD_REQUEST', {
        code: 'NAME_TOO_LONG',
        message: `Please keep the name under ${NAME_MAX_LENGTH} characters.`,
      });
    }

    if (ctx.path === '/sign-in/social' && typeof fields.callbackURL !== 'string') {
      return { context: { body: { ...fields, callbackURL: home } } };
    }
    return;
  });
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function withoutToken(value: Json): Json {
  const { token: _token, ...rest } = value;
  return isObject(rest.session) ? { ...rest, session: withoutToken(rest.session) } : rest;
}

/**
 * Session tokens live in HttpOnly cookies only. better-auth also puts them in JSON
 * answers (sign-in, get-session, list-sessions); we take them out, so a script on the
 * page can never read one.
 */
const stripSessionTokens = createAuthMiddleware(async (ctx) => {
  const returned: unknown = ctx.context.returned;
  if (Array.isArray(returned) && returned.some((item) => isObject(item) && 'token' in item)) {
    return ctx.json(returned.map((item: unknown) => (isObject(item) ? withoutToken(item) : item)));
  }
  if (isObject(returned) && !(returned instanceof Error) && ('token' in returned || isObject(returned.session))) {
    return ctx.json(withoutToken(returned));
  }
  return;
});

function authLogger(logger: Logger): NonNullable<BetterAuthOptions['logger']> {
  return {
    // better-auth's debug and info lines may carry request details; warnings and errors do not.
    level: 'warn',
    log: (level, message, ...args) => {
      const err = args.find((arg): arg is Error => arg instanceof Error);
      const fields = err ? { err } : {};
      if (level === 'error') logger.error(fields, `auth: ${message}`);
      else if (level === 'warn') logger.warn(fields, `auth: ${message}`);
      else logger.debug(fields, `auth: ${message}`);
    },
  };
}

/** better-auth's request counts, kept with the API's own in the database. */
function authRateLimitStorage(db: Kysely<Database>): BetterAuthRateLimitStorage {
  const store = rateLimitStore(db);
  return {
    consume: async (key, rule) => {
      const { allowed, retryAfter } = await store.consume(`auth|${key}`, {
        max: rule.max,
        windowMs: rule.window * 1000,
      });
      return { allowed, retryAfter: allowed ? null : retryAfter };
    },
  };
}

/** Every better-auth setting in one place; the migrations read the same options. */
export function authOptions({ db, dialect, settings, logger, mailer, onSessionDeleted }: AuthDeps) {
  if (!settings.AUTH_SECRET) throw new Error('AUTH_SECRET is required to sign sessions');
  const publicUrl = settings.PUBLIC_URL;
  const requireVerification = Boolean(settings.SMTP_URL);

  // Mail goes out in the background: the answer must not wait on the mail server, nor
  // differ in time between an address with an account and one without.
  const send = (to: string, content: MailContent, link: string) => {
    mailer.send({ to, link, ...content }).catch((error: unknown) => {
      const { message, code } = error as { message?: string; code?: string };
      logger.error({ to, subject: content.subject, error: { message, code } }, 'mail could not be sent');
    });
  };

  const google =
    settings.GOOGLE_CLIENT_ID && settings.GOOGLE_CLIENT_SECRET
      ? { google: { clientId: settings.GOOGLE_CLIENT_ID, clientSecret: settings.GOOGLE_CLIENT_SECRET } }
      : {};

  const oidc =
    settings.OIDC_ISSUER && settings.OIDC_CLIENT_ID
      ? [
          genericOAuth({
            config: [
              {
                providerId: 'oidc',
                name: settings.OIDC_NAME ?? 'Single sign-on',
                discoveryUrl: `${settings.OIDC_ISSUER.replace(/\/+$/, '')}/.well-known/openid-configuration`,
                clientId: settings.OIDC_CLIENT_ID,
                clientSecret: settings.OIDC_CLIENT_SECRET,
                // The method every OpenID provider must accept when a client registers none.
                tokenEndpointAuth: { method: 'client_secret_basic' },
                scopes: ['openid', 'email', 'profile'],
                pkce: true,
              },
            ],
          }),
        ]
      : [];

  return {
    appName: 'Garden Guide',
    baseURL: publicUrl,
    basePath: '/api/auth',
    secret: settings.AUTH_SECRET,
    database: { db, type: dialect },
    trustedOrigins: [new URL(publicUrl).origin],
    telemetry: { enabled: false },
    logger: authLogger(logger),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      // Sign-up never signs in: the answer is the same whether or not the address
      // already has an account, and the spec sends the new user to /login.
      autoSignIn: false,
      // Without a mail server nobody could verify, and the owner would be locked out.
      requireEmailVerification: requireVerification,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: RESET_PASSWORD_TTL_SECONDS,
      sendResetPassword: async ({ user, token }) => {
        // Straight to the app's page with the token; it posts the token with the new password.
        const url = `${publicUrl}/update-password?token=${encodeURIComponent(token)}`;
        send(
          user.email,
          resetPasswordMail({ name: user.name, url, expiresInSeconds: RESET_PASSWORD_TTL_SECONDS }),
          url,
        );
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: requireVerification,
      autoSignInAfterVerification: true,
      expiresIn: VERIFY_EMAIL_TTL_SECONDS,
      sendVerificationEmail: async ({ user, url }) => {
        send(user.email, verifyEmailMail({ name: user.name, url, expiresInSeconds: VERIFY_EMAIL_TTL_SECONDS }), url);
      },
    },
    session: {
      // No signed cookie cache: with one, get-session would answer a session revoked
      // elsewhere (a password reset, a deleted account) as live for the cache's lifetime.
      // The API's routes check sessions through `middleware/session-cache.ts` (revocation
      // seen within 5 s); get-session, asked when the app starts, reads the database.
      cookieCache: { enabled: false },
    },
    databaseHooks: {
      session: {
        delete: {
          after: async (session) => {
            onSessionDeleted?.(session.token);
          },
        },
      },
    },
    socialProviders: google,
    plugins: [
      anonymous(),
      magicLink({
        // A magic link signs in an existing user and never creates one.
        disableSignUp: true,
        expiresIn: MAGIC_LINK_TTL_SECONDS,
        sendMagicLink: async ({ email, url }, ctx) => {
          const found = await ctx?.context.internalAdapter.findUserByEmail(email);
          const user = found?.user as { email: string; name: string; isAnonymous?: boolean | null } | undefined;
          // Unknown address: same answer, no mail (and so no way to tell from outside).
          if (!user || user.isAnonymous) return;
          send(user.email, magicLinkMail({ name: user.name, url, expiresInSeconds: MAGIC_LINK_TTL_SECONDS }), url);
        },
      }),
      ...oidc,
    ],
    rateLimit: {
      enabled: true,
      // In our rate_limits table with the API's own limits (decision 0011): one statement
      // a request, and the limits hold across several app servers.
      customStorage: authRateLimitStorage(db),
      window: 10,
      max: 100,
      customRules: {
        '/get-session': false,
        '/sign-in/anonymous': { window: 60, max: 30 },
        '/sign-in/*': AUTH_RATE_LIMIT,
        '/sign-up/*': AUTH_RATE_LIMIT,
        '/magic-link/verify': AUTH_RATE_LIMIT,
        '/request-password-reset': AUTH_RATE_LIMIT,
        '/reset-password': AUTH_RATE_LIMIT,
        '/send-verification-email': AUTH_RATE_LIMIT,
      },
    },
    onAPIError: {
      // OAuth and link errors land on the sign-in page with ?error=CODE.
      errorURL: `${publicUrl}/login`,
      // An expected error still becomes better-auth's JSON answer; anything else reaches
      // our error handler (logged, 500 or 503) instead of being printed to the console.
      throw: true,
    },
    advanced: {
      useSecureCookies: publicUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      // better-auth turns these off under NODE_ENV=test; the tests must see production behaviour.
      disableOriginCheck: false,
      disableCSRFCheck: false,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    hooks: { before: authHooks(settings), after: stripSessionTokens },
  } satisfies BetterAuthOptions;
}

export function createAuth(deps: AuthDeps) {
  const auth = betterAuth(authOptions(deps));
  // better-auth starts making its context at once; a failure shows on the first call.
  authCall(() => auth.$context).catch(() => {});
  return auth;
}

export type Auth = ReturnType<typeof createAuth>;

/**
 * Creates or updates better-auth's tables (user, session, account, verification)
 * from code, after our own migrations. On PostgreSQL they go to the
 * connection's current schema (its search_path).
 */
export async function migrateAuth(deps: Omit<AuthDeps, 'mailer'>): Promise<string[]> {
  const noMail: Mailer = { delivery: 'outbox', send: async () => {}, close: () => {} };
  const migrate = async () => {
    const { toBeCreated, toBeAdded, runMigrations } = await getMigrations(authOptions({ ...deps, mailer: noMail }));
    await runMigrations();
    return [...toBeCreated.map((t) => `create ${t.table}`), ...toBeAdded.map((t) => `alter ${t.table}`)];
  };
  if (deps.dialect !== 'postgres') return authCall(migrate);
  // Several app servers may start at once: one migrates while the others wait on this lock.
  return deps.db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${AUTH_MIGRATION_LOCK})`.execute(connection);
    try {
      return await authCall(migrate);
    } finally {
      await sql`select pg_advisory_unlock(${AUTH_MIGRATION_LOCK})`.execute(connection);
    }
  });
}

/** Any fixed number, the same on every app server. */
const AUTH_MIGRATION_LOCK = 7_242_019;

/** Hands `/api/auth/*` to better-auth, with the client's address in a header only we set. */
export function authHandler(auth: Auth, settings: Settings) {
  const resolveIp = clientIpResolver(settings.TRUSTED_PROXIES);
  return async (c: Context<AppEnv>) => {
    // better-auth's GET /reset-password/{token} carries the token in the path, which access
    // logs keep; the reset mail links to /update-password?token=… and the page checks the
    // token with POST /api/password-reset/check instead.
    if (c.req.method === 'GET' && c.req.path.startsWith('/api/auth/reset-password/')) return handleNotFound(c);
    const headers = new Headers(c.req.raw.headers);
    headers.delete(CLIENT_IP_HEADER);
    const ip = resolveIp(peerAddress(c), c.req.header('x-forwarded-for'));
    if (ip) headers.set(CLIENT_IP_HEADER, ip);
    const res = await authCall(() => auth.handler(new Request(c.req.raw, { headers })));
    // An unknown auth path, or one turned off (delete-user answers an empty body), gets the
    // same JSON 404 as any other unknown API path.
    if (res.status === 404 && (!res.headers.has('content-type') || (await res.clone().text()) === '')) {
      return handleNotFound(c);
    }
    return res;
  };
}
