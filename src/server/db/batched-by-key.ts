import { PostgresAdapter, type Kysely } from 'kysely';
import type { Database } from './schema.ts';

/**
 * Queries by key asked for in the same turn of the event loop, run together as one.
 *
 * On PostgreSQL every query is a round trip to another process: a write to its socket that
 * wakes a server process, which parses, runs and answers (and, for a change, commits), and
 * a read of the answer. Under load that round trip, not the indexed lookup itself, is most
 * of what a small query costs, on both sides. Requests that arrive together (the sockets
 * read in one turn of the event loop) ask for their queries together; `get` waits for the
 * end of that turn's reading (`setImmediate`) and then runs one query for all of them, up
 * to `maxKeys` keys a query. A lone request waits no longer than before: the turn ends at
 * once.
 *
 * A key names everything its query does, so the same key asked for twice in one turn is
 * run once and both callers get its row: a read, or a change to the same value (done
 * twice, the second would change nothing and answer the same row).
 *
 * A query that fails fails for every request that asked for it, as each would have failed
 * on its own (the database gone, say).
 */
export class BatchedByKey<K, R> {
  private waiting = new Map<K, ((outcome: Outcome<R>) => void)[]>();
  private scheduled = false;

  constructor(
    /** The rows of these keys (distinct, at most `maxKeys`), by key; a key without a row is left out. */
    private readonly read: (keys: K[]) => Promise<Map<K, R>>,
    private readonly maxKeys = 100,
  ) {}

  /** The row of `key`, or undefined where there is none. */
  get(key: K): Promise<R | undefined> {
    return new Promise<R | undefined>((resolve, reject) => {
      const settle = (outcome: Outcome<R>) => (outcome.ok ? resolve(outcome.row) : reject(outcome.error));
      const waiting = this.waiting.get(key);
      if (waiting) waiting.push(settle);
      else this.waiting.set(key, [settle]);
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => this.flush());
      }
    });
  }

  private flush(): void {
    this.scheduled = false;
    const waiting = this.waiting;
    this.waiting = new Map();
    const keys = [...waiting.keys()];
    for (let from = 0; from < keys.length; from += this.maxKeys) {
      const batch = keys.slice(from, from + this.maxKeys);
      const settle = (outcomeOf: (key: K) => Outcome<R>) => {
        for (const key of batch) for (const done of waiting.get(key)!) done(outcomeOf(key));
      };
      // A read that throws at once fails its batch like one that rejects.
      Promise.resolve()
        .then(() => this.read(batch))
        .then(
          (rows) => settle((key) => ({ ok: true, row: rows.get(key) })),
          (error: unknown) => settle(() => ({ ok: false, error })),
        );
    }
  }
}

type Outcome<R> = { ok: true; row: R | undefined } | { ok: false; error: unknown };

/** Whether a database's queries are batched: PostgreSQL, outside a transaction (SQLite runs in the app's own process). */
export function batchesQueries(db: Kysely<Database>): boolean {
  return !db.isTransaction && db.getExecutor().adapter instanceof PostgresAdapter;
}

/** A `BatchedByKey` per database, made when first asked for, whose query `run` gets the database. */
export function batchedPerDatabase<K, R>(
  run: (db: Kysely<Database>, keys: K[]) => Promise<Map<K, R>>,
): (db: Kysely<Database>) => BatchedByKey<K, R> {
  const batches = new WeakMap<Kysely<Database>, BatchedByKey<K, R>>();
  return (db) => {
    let batched = batches.get(db);
    if (!batched) batches.set(db, (batched = new BatchedByKey((keys) => run(db, keys))));
    return batched;
  };
}
