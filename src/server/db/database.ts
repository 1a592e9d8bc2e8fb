import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
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

/** Opens SQLite (`file:<path>`, or `file::memory:`) or PostgreSQL (`postgres://…`). */
export function openDatabase(url: string, options: { searchPath?: string; poolSize?: number } = {}): DatabaseHandle {
  if (dialectOf(url) === 'postgres') {
    const pool = new pg.Pool({
      connectionString: url,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 3000,
      // A query that hangs (a lost server) must fail, not hold a request forever.
      query_timeout: 10_000,
      ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
    });
    // An idle client losing its server must not crash the process; the next query reconnects.
    pool.on('error', () => {});
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }

  const path = url.replace(/^file:/, '');
  if (path !== ':memory:') mkdirSync(dirname(resolve(path)), { recursive: true });
  const sqlite = new SQLite(path);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

/** Statements kept per SQLite connection; the app runs a few dozen distinct ones. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query afresh; preparing costs more than running a small query, so
 * each distinct SQL text is prepared once and reused. Kysely runs one query at a time on
 * the connection, so a statement is never in use twice at once.
 */
function withStatementCache(sqlite: SQLite.Database) {
  const statements = new Map<string, SQLite.Statement>();
  return {
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (!statement) {
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.clear();
        statement = sqlite.prepare(sql);
        statements.set(sql, statement);
      }
      return statement;
    },
    close: () => sqlite.close(),
  };
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
