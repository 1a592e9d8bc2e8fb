import type { Compilable, CompiledQuery, Kysely, QueryResult } from 'kysely';
import { directSqliteOf, type DirectSqlite } from './direct-sqlite.ts';
import { prepareOnPostgres } from './prepared-statements.ts';
import type { Database } from './schema.ts';

type Db = Kysely<Database>;
type Value = string | number | null;

/** A parameter of the compiled query: one of the call's arguments, or a value fixed when it was built. */
type Parameter = { argument: number } | { value: unknown };

/**
 * A query Kysely builds and compiles once per database dialect, then runs with each call's
 * arguments as its parameters. Kysely otherwise builds an immutable query tree and compiles
 * it to SQL on every call, which on the routes a gardener calls most costs more than running
 * the (prepared, indexed) query itself.
 *
 * `build` must pass each argument straight into the query as a value (a `where` operand, an
 * inserted value), never compute with it: it is called once, with stand-ins, and a value it
 * computes from one would be fixed for every later call. Arguments are strings, numbers or
 * null, as the database receives them. On PostgreSQL the query goes as a named prepared
 * statement (prepared-statements.ts), so the server does not parse and plan it each time.
 * On SQLite, outside any transaction, it runs at once instead of through Kysely's
 * connection queue (direct-sqlite.ts).
 */
export function reusableQuery<A extends Value[], R>(build: (db: Db, ...args: A) => Compilable<R>) {
  const compiled = new WeakMap<object, { query: CompiledQuery<R>; parameters: Parameter[] }>();
  const compiledFor = (db: Db, args: A) => {
    // Transactions share their database's adapter: one compiled query per dialect.
    const adapter = db.getExecutor().adapter;
    let entry = compiled.get(adapter);
    if (!entry) {
      const marks = args.map((_, i) => `\u0000argument-${i}\u0000`) as A;
      const query = build(db, ...marks).compile();
      const parameters = query.parameters.map((value): Parameter => {
        const argument = marks.indexOf(value as Value);
        return argument === -1 ? { value } : { argument };
      });
      const used = new Set(parameters.flatMap((p) => ('argument' in p ? [p.argument] : [])));
      if (used.size !== args.length) throw new Error('reusableQuery: every argument must be a parameter of the query');
      prepareOnPostgres(query.sql);
      entry = { query, parameters };
      compiled.set(adapter, entry);
    }
    const parameters = entry.parameters.map((p) => ('argument' in p ? args[p.argument] : p.value));
    return { query: entry.query, parameters };
  };
  const run = async (db: Db, ...args: A): Promise<QueryResult<R>> => {
    const { query, parameters } = compiledFor(db, args);
    // On SQLite, outside anyone's transaction, the statement runs at once (direct-sqlite.ts).
    const direct = directSqliteOf(db);
    if (direct) return direct.run<R>(query.sql, parameters);
    return db.executeQuery({ ...query, parameters });
  };
  /** Runs the query at once on the direct SQLite path (inside `DirectSqlite.atomically`); throws its errors. */
  run.now = (direct: DirectSqlite, db: Db, ...args: A): QueryResult<R> => {
    const { query, parameters } = compiledFor(db, args);
    return direct.run<R>(query.sql, parameters);
  };
  return run;
}
