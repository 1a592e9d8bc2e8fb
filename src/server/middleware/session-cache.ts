import { sql, type Kysely } from 'kysely';
import type { SessionUser } from '../context.ts';
import type { Database } from '../db/schema.ts';

/**
 * How long a checked session is trusted, at most, before better-auth checks it (and
 * extends it) again. Each session's time is drawn between three quarters of this and all
 * of it: sessions checked together (the first requests after a start) are not all
 * checked again in the same moment, each check a few milliseconds of better-auth's work.
 */
export const SESSION_RECHECK_MS = 60_000;
/** How often each server asks, in one query, whether the sessions it trusts still exist. */
export const REVOCATION_CHECK_MS = 5_000;
const MAX_SESSIONS = 20_000;
const CHECK_CHUNK = 500;

interface Entry {
  /** The whole signed cookie value better-auth accepted; only that exact value finds the entry. */
  cookie: string;
  /** The session token the cookie carries (what a revocation names). */
  token: string;
  user: SessionUser;
  sessionId: string;
  /** Trusted until then (the recheck time, or the session's own expiry if sooner). */
  until: number;
}

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=([^;]+)/;

/** The session cookie's value in a Cookie header, if any. */
export function sessionCookieOf(header: string | undefined): string | undefined {
  return header ? SESSION_COOKIE.exec(header)?.[1] : undefined;
}

/** The session token a signed cookie value carries (`token.signature`, perhaps URL-encoded); '' for a malformed one. */
function tokenOf(cookie: string): string {
  try {
    return decodeURIComponent(cookie).split('.')[0] ?? '';
  } catch {
    return '';
  }
}

/**
 * The sessions this server has checked lately, so a request does not need the
 * database (nor better-auth's whole session pipeline) to know who is asking.
 *
 * Revocation still works: a session this server's better-auth deletes (sign-out, a
 * password reset, a deleted account) is forgotten at once; one deleted by another
 * server is forgotten within REVOCATION_CHECK_MS, when this server asks the database
 * which of its trusted sessions still exist; and every session goes back to
 * better-auth at least every SESSION_RECHECK_MS (expiry, refresh, changed users).
 */
export class SessionCache {
  /**
   * Found by the whole cookie value, so a request costs one lookup and no decoding; a
   * cookie that differs in any way (another signature, say) finds nothing and goes to
   * better-auth.
   */
  private readonly byCookie = new Map<string, Entry>();
  /** The same entries by session token: one per token, for revocations. */
  private readonly byToken = new Map<string, Entry>();
  /** Checks under way, by cookie. */
  private readonly pending = new Map<string, Promise<unknown>>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => number = Date.now,
    private readonly random: () => number = Math.random,
  ) {}

  get(cookie: string): { user: SessionUser; sessionId: string } | undefined {
    const entry = this.byCookie.get(cookie);
    if (!entry) return undefined;
    if (entry.until <= this.now()) {
      this.forget(entry.token);
      return undefined;
    }
    return entry;
  }

  set(cookie: string, value: { user: SessionUser; sessionId: string; expiresAt: Date }): void {
    const token = tokenOf(cookie);
    if (!token) return;
    this.forget(token);
    if (this.byToken.size >= MAX_SESSIONS) {
      // The oldest entry (Map keeps insertion order) makes room.
      const oldest = this.byToken.keys().next().value;
      if (oldest !== undefined) this.forget(oldest);
    }
    const recheck = SESSION_RECHECK_MS * (0.75 + 0.25 * this.random());
    const until = Math.min(this.now() + recheck, value.expiresAt.getTime());
    const entry: Entry = { cookie, token, user: value.user, sessionId: value.sessionId, until };
    this.byCookie.set(cookie, entry);
    this.byToken.set(token, entry);
    this.startChecking();
  }

  /**
   * `check()`, or the check of the same cookie already under way: requests that bring one
   * cookie together (a page's calls, the first ones after a start, or the ones after its
   * recheck time) make one check between them, not one each.
   */
  once<T>(cookie: string, check: () => Promise<T>): Promise<T> {
    let pending = this.pending.get(cookie) as Promise<T> | undefined;
    if (!pending) {
      pending = check().finally(() => this.pending.delete(cookie));
      this.pending.set(cookie, pending);
    }
    return pending;
  }

  /** A session better-auth deleted on this server. */
  forget(token: string): void {
    const entry = this.byToken.get(token);
    if (!entry) return;
    this.byToken.delete(token);
    this.byCookie.delete(entry.cookie);
  }

  /** Forgets every trusted session that is no longer in the database. */
  async checkRevocations(): Promise<void> {
    const tokens = [...this.byToken.keys()];
    for (let i = 0; i < tokens.length; i += CHECK_CHUNK) {
      const chunk = tokens.slice(i, i + CHECK_CHUNK);
      const rows = await this.db
        .selectFrom('session' as never)
        .select(sql<string>`token`.as('token'))
        .where(sql.ref('token'), 'in', chunk)
        .execute();
      const alive = new Set(rows.map((row) => (row as { token: string }).token));
      for (const token of chunk) if (!alive.has(token)) this.forget(token);
    }
  }

  private startChecking(): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      if (this.byToken.size === 0) {
        clearInterval(this.timer);
        this.timer = undefined;
        return;
      }
      // A database that is away is not a reason to forget sessions; the next check tries again.
      this.checkRevocations().catch(() => {});
    }, REVOCATION_CHECK_MS).unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
    this.byToken.clear();
    this.byCookie.clear();
  }
}
