import type { Context, MiddlewareHandler } from 'hono';
import type { Auth } from '../auth.ts';
import { authCall } from '../auth-storage.ts';
import type { AppEnv, SessionUser } from '../context.ts';
import { AppError } from '../lib/app-error.ts';
import { requestHeader } from '../lib/node-http.ts';
import { sessionCookieOf, type SessionCache } from './session-cache.ts';

interface Checked {
  user: SessionUser | null;
  sessionId: string | null;
  /** Cookies better-auth refreshed on the way, for the browser. */
  refreshedCookies: string[];
}

/** better-auth's check of the request's session against the database; a session it accepts is trusted from then on. */
async function checkSession(
  auth: Auth,
  headers: Headers,
  sessions: SessionCache,
  cookie: string | undefined,
): Promise<Checked> {
  const result = await authCall(() =>
    auth.api.getSession({ headers, query: { disableCookieCache: true }, returnHeaders: true }),
  );
  const refreshedCookies = result.headers?.getSetCookie() ?? [];
  const found = result.response;
  if (!found) return { user: null, sessionId: null, refreshedCookies };
  const user = found.user as typeof found.user & { isAnonymous?: boolean | null };
  const sessionUser: SessionUser = {
    id: user.id,
    email: user.email,
    name: user.name,
    emailVerified: user.emailVerified,
    isAnonymous: user.isAnonymous === true,
  };
  if (cookie)
    sessions.set(cookie, { user: sessionUser, sessionId: found.session.id, expiresAt: found.session.expiresAt });
  return { user: sessionUser, sessionId: found.session.id, refreshedCookies };
}

/**
 * The one place an API request's session is read. It is read lazily, the first time a
 * route asks (`getUser`, `requireUser`, `signedIn`), so public routes pay nothing for it.
 * A session this server checked lately is answered from memory (`session-cache.ts`,
 * which also says how a revoked session stops working); otherwise better-auth checks it
 * against the database, once for the requests that bring the same cookie meanwhile, and
 * cookies it refreshes on the way are passed on to the browser.
 */
export function session(auth: Auth, sessions: SessionCache): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    let loading: Promise<SessionUser | null> | undefined;
    let refreshedCookies: string[] = [];
    c.set('user', null);
    c.set('sessionId', null);
    c.set('loadUser', () => {
      loading ??= (async () => {
        const cookieHeader = requestHeader(c, 'cookie');
        if (!cookieHeader) return null;
        const cookie = sessionCookieOf(cookieHeader);
        const trusted = cookie ? sessions.get(cookie) : undefined;
        if (trusted) {
          c.set('user', trusted.user);
          c.set('sessionId', trusted.sessionId);
          return trusted.user;
        }
        const check = () => checkSession(auth, c.req.raw.headers, sessions, cookie);
        const checked = await (cookie ? sessions.once(cookie, check) : check());
        refreshedCookies = checked.refreshedCookies;
        c.set('user', checked.user);
        c.set('sessionId', checked.sessionId);
        return checked.user;
      })();
      return loading;
    });
    await next();
    for (const cookie of refreshedCookies) c.header('Set-Cookie', cookie, { append: true });
  };
}

/** The session's user (a guest included), or null; read once per request. */
export async function getUser(c: Context<AppEnv>): Promise<SessionUser | null> {
  const load = c.get('loadUser') as AppEnv['Variables']['loadUser'] | undefined;
  return load ? load() : null;
}

/**
 * The signed-in, non-guest user, or an AppError: 401 `unauthorized` without a session,
 * 403 `forbidden` for a guest ('Anonymous users cannot {action}. Please sign up or log in.').
 */
export async function requireUser(c: Context<AppEnv>, action = 'add plants'): Promise<SessionUser> {
  const user = await getUser(c);
  if (!user) throw new AppError('unauthorized', 'Please sign in to continue.');
  if (user.isAnonymous) throw new AppError('forbidden', `Anonymous users cannot ${action}. Please sign up or log in.`);
  return user;
}

/**
 * `requireUser` as route middleware (`createRoute({ middleware: [signedIn()] })`): it runs
 * before the body is validated, so a guest or a visitor learns nothing about the body.
 */
export function signedIn(action?: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await requireUser(c, action);
    await next();
  };
}
