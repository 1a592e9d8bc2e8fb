import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import type { Logger } from '../lib/logger.ts';
import { DirectSqlite, offerDirectSqlite, SqliteStatements } from './direct-sqlite.ts';
import { PreparingClient } from './prepared-statements.ts';
import { BACKSTOP_PAGES, checkpointInBackground } from './sqlite-checkpoints.ts';
import type { Database } from './schema.ts';

export type Dialect = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  /** The raw pool or file handle, for better-auth and for health checks. */
  close: () => Promise<void>;
}

export function dialectOf(url: string): Dialect {
  return /^postgres(ql)?:\/\//.test(url) ? 'postgres' : 'sqlite';
}

/** How long a request waits for a PostgreSQL connection before the database counts as unavailable. */
export const CONNECT_TIMEOUT_MS = 2_000;
/** The longest a statement may run (server side) or wait for its answer (client side). */
export const STATEMENT_TIMEOUT_MS = 10_000;
/** How long an SQLite write waits for another connection's lock before giving up (503). */
export const SQLITE_BUSY_TIMEOUT_MS = 5_000;

export interface OpenOptions {
  searchPath?: string;
  poolSize?: number;
  /** Told when a pooled PostgreSQL connection breaks while idle (the pool replaces it). */
  logger?: Pick<Logger, 'warn'>;
  busyTimeoutMs?: number;
  /** SQLite in a file: checkpoint its write-ahead log from a worker thread (sqlite-checkpoints.ts). */
  backgroundCheckpoints?: boolean;
}

/**
 * Opens SQLite (`file:<path>`, or `file::memory:`) or PostgreSQL (`postgres://…`).
 *
 * PostgreSQL that goes away must make requests fail fast, never hang: a connection
 * that cannot be had within CONNECT_TIMEOUT_MS, or a statement that has not answered
 * within STATEMENT_TIMEOUT_MS, is an error, which the app answers with 503. The pool
 * drops broken connections and makes new ones, so the app recovers by itself when the
 * database is back.
 */
export function openDatabase(url: string, options: OpenOptions = {}): DatabaseHandle {
  if (dialectOf(url) === 'postgres') {
    const pool = new pg.Pool({
      Client: PreparingClient,
      connectionString: url,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      // The client gives up on a statement whose answer never comes (a server or network
      // gone without closing the connection); the server's own limit is set below.
      query_timeout: STATEMENT_TIMEOUT_MS + 1_000,
      // Notices a connection to a vanished server even while it is idle.
      keepAlive: true,
      ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
    });
    // A connection losing its server emits 'error', which would end the process if nobody
    // listened. While it is checked out, its query fails with the same error (and is
    // answered 503), and the pool drops it on release; while it is idle, the pool drops it
    // and passes the error on, logged here. The next query connects anew.
    pool.on('connect', (client) => {
      client.on('error', () => {});
      // The server cancels a runaway statement. Set as a statement, queued before any other
      // on the new connection, rather than as a startup parameter, which poolers such as
      // PgBouncer refuse.
      client.query(`set statement_timeout = ${STATEMENT_TIMEOUT_MS}`).catch(() => {});
    });
    pool.on('error', (error: Error & { code?: string }) => {
      options.logger?.warn({ error: { message: error.message, code: error.code } }, 'database connection lost');
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }

  const path = url.replace(/^file:/, '');
  if (path !== ':memory:') mkdirSync(dirname(resolve(path)), { recursive: true });
  const sqlite = new SQLite(path);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma(`busy_timeout = ${options.busyTimeoutMs ?? SQLITE_BUSY_TIMEOUT_MS}`);
  const statements = new SqliteStatements(sqlite);
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({
      database: { prepare: (sql: string) => statements.prepare(sql), close: () => sqlite.close() },
    }),
  });
  offerDirectSqlite(db, new DirectSqlite(sqlite, statements));
  if (options.backgroundCheckpoints && path !== ':memory:') {
    sqlite.pragma(`wal_autocheckpoint = ${BACKSTOP_PAGES}`);
    const checkpoints = checkpointInBackground(resolve(path));
    return { db, dialect: 'sqlite', close: async () => (await checkpoints.stop(), await db.destroy()) };
  }
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

/** True when the database answers a trivial query within the time limit. */
export async function isDatabaseReachable(db: Kysely<Database>, timeoutMs = 2000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      sql`select 1`.execute(db),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('timeout')), timeoutMs);
      }),
    ]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
