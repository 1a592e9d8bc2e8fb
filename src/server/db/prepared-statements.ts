import pg from 'pg';

/**
 * PostgreSQL parses and plans every query it is sent as text, which for the app's small,
 * indexed queries costs about as much as running them. The queries the busiest routes run
 * (`reusableQuery`) are therefore sent as named prepared statements: each connection parses
 * one once, and afterwards only binds and runs it. PostgreSQL keeps them per connection;
 * the pool's connections live on, so they are prepared a handful of times in all.
 *
 * A pooler in front of PostgreSQL must pass prepared statements on (PgBouncer 1.21 and
 * later with `max_prepared_statements` set, or session pooling); see docs/operations.md.
 */

/** Statement names by query text. */
const names = new Map<string, string>();

/** Runs this query text as a prepared statement from now on. Only fixed texts belong here: each is kept by every connection. */
export function prepareOnPostgres(text: string): void {
  if (!names.has(text)) names.set(text, `garden_guide_${names.size + 1}`);
}

/** The pool's client: a registered text with its values goes as a named statement, anything else as before. */
export class PreparingClient extends pg.Client {
  // pg's overloads (text, config object, callbacks) are many; only `query(text, values)` is changed.
  override query(...args: unknown[]): never {
    const query = super.query as unknown as (...a: unknown[]) => never;
    const [text, values] = args;
    if (args.length === 2 && typeof text === 'string' && Array.isArray(values)) {
      const name = names.get(text);
      if (name) return query.call(this, { name, text, values });
    }
    return query.apply(this, args);
  }
}
