import type { Kysely } from 'kysely';
import type { Database } from './db/schema.ts';
import type { Dialect } from './db/database.ts';
import type { Settings } from './env.ts';
import type { Logger } from './lib/logger.ts';
import type { Mailer } from './lib/mailer.ts';
import type { SessionCache } from './middleware/session-cache.ts';

/** What the app is built from: the routes reach the database and settings through it. */
export interface AppContext {
  db: Kysely<Database>;
  dialect: Dialect;
  settings: Settings;
  logger: Logger;
  /** Built SPA folder; omitted in API-only tests. */
  clientDir?: string;
  /** Outgoing mail; built from the settings (SMTP_URL or the outbox) when omitted. */
  mailer?: Mailer;
  /** The clock: tests set it; the app uses the real time. */
  now?: () => Date;
  /** The sessions this server trusts without asking the database; made by createApp when omitted. */
  sessions?: SessionCache;
}

/** The signed-in user as our routes see it (set by the session middleware). */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  /** A guest session: may read public routes, may not write. */
  isAnonymous: boolean;
}

/** Whose garden a piece of work is for: the signed-in user, or the owner of a feed or digest. */
export type Gardener = Pick<SessionUser, 'id' | 'isAnonymous'>;

export interface AppEnv {
  Variables: {
    requestId: string;
    /** The request's logger (its lines carry `reqId`), made the first time it is asked for. */
    log: () => Logger;
    /**
     * The session's user once a route has asked for it (`getUser`, `requireUser` or
     * `signedIn` from middleware/session.ts, which read it lazily); null until then.
     */
    user: SessionUser | null;
    sessionId: string | null;
    loadUser: () => Promise<SessionUser | null>;
    /** The client takes gzip (middleware/compress.ts). */
    acceptsGzip: boolean;
    /** The answer was written by lib/json-text.ts, compressed there if worth it. */
    answerWritten: boolean;
  };
}
