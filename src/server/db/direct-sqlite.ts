import type SQLite from 'better-sqlite3';
import type { Kysely, QueryResult, Transaction } from 'kysely';
import type { Database } from './schema.ts';

/** Statements kept per SQLite connection; the app runs a few dozen distinct ones. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * An SQLite connection's statements, each distinct SQL text prepared once and reused:
 * preparing costs more than running a small query. Kysely and the direct path share them;
 * both run one statement at a time on the connection (better-sqlite3 is synchronous), so a
 * statement is never in use twice at once.
 */
export class SqliteStatements {
  readonly #sqlite: SQLite.Database;
  readonly #statements = new Map<string, SQLite.Statement>();

  constructor(sqlite: SQLite.Database) {
    this.#sqlite = sqlite;
  }

  prepare(sql: string): SQLite.Statement {
    let statement = this.#statements.get(sql);
    if (!statement) {
      if (this.#statements.size >= STATEMENT_CACHE_SIZE) this.#statements.clear();
      statement = this.#sqlite.prepare(sql);
      this.#statements.set(sql, statement);
    }
    return statement;
  }
}

/**
 * Runs the app's compiled queries on SQLite straight away, without Kysely's connection
 * queue. Kysely hands its one SQLite connection to one query or transaction at a time,
 * through a lock and a chain of promises per query, though better-sqlite3 runs each
 * statement synchronously; for the small indexed queries of the busiest routes that
 * bookkeeping costs about as much as the query.
 *
 * A statement may skip the queue only while no Kysely transaction has the connection open:
 * run in the middle of one it would become part of it (and be rolled back with it). So the
 * direct path is offered only on a database's own handle (never a transaction's) and only
 * while the connection is outside a transaction, unless the transaction is this class's own
 * (`atomically`), which runs to its end without yielding. Otherwise queries take Kysely's
 * way and wait their turn.
 */
export class DirectSqlite {
  readonly #sqlite: SQLite.Database;
  readonly #statements: SqliteStatements;
  #inOwnTransaction = false;
  /**
   * better-sqlite3's transaction wrapper, made once: making one builds four functions and
   * defines their properties, work a request would otherwise repeat on every remove.
   */
  readonly #transaction: (work: () => unknown) => unknown;

  constructor(sqlite: SQLite.Database, statements: SqliteStatements) {
    this.#sqlite = sqlite;
    this.#statements = statements;
    this.#transaction = sqlite.transaction((work: () => unknown) => {
      const outer = this.#inOwnTransaction;
      this.#inOwnTransaction = true;
      try {
        return work();
      } finally {
        this.#inOwnTransaction = outer;
      }
    });
  }

  /** True when a statement run now runs on its own (or in this class's own transaction). */
  get ready(): boolean {
    return this.#inOwnTransaction || !this.#sqlite.inTransaction;
  }

  /** Runs a compiled query and answers as Kysely's SQLite driver would. Throws the driver's errors. */
  run<R>(sql: string, parameters: readonly unknown[]): QueryResult<R> {
    const statement = this.#statements.prepare(sql);
    if (statement.reader) return { rows: statement.all(parameters) as R[] };
    const { changes, lastInsertRowid } = statement.run(parameters);
    return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
  }

  /**
   * Runs `work` (direct statements only, synchronous) in one transaction: all of it or,
   * if it throws, none of it.
   */
  atomically<T>(work: () => T): T {
    return this.#transaction(work) as T;
  }
}

/** The direct path of each SQLite database, by its Kysely handle's executor (a transaction has its own). */
const directPaths = new WeakMap<object, DirectSqlite>();

export function offerDirectSqlite(db: Kysely<Database>, direct: DirectSqlite): void {
  directPaths.set(db.getExecutor(), direct);
}

/** The direct path, when `db` is an SQLite database's own handle and a statement may run on it now. */
export function directSqliteOf(db: Kysely<Database> | Transaction<Database>): DirectSqlite | undefined {
  const direct = directPaths.get(db.getExecutor());
  return direct?.ready ? direct : undefined;
}
