import { sql, type Kysely } from 'kysely';
import type { Database } from './schema.ts';

export interface RateLimitRule {
  /** Requests allowed in one window. */
  max: number;
  windowMs: number;
}

export interface RateLimitDecision {
  allowed: boolean;
  /** Whole seconds until the current window ends (at least 1). */
  retryAfter: number;
}

/** How often one app server deletes the rows whose window has ended. */
const SWEEP_EVERY_MS = 60_000;

/**
 * Request counts in the database, so every app server on it enforces one limit
 * (decision 0011). A window starts with a key's first request and lasts `windowMs`; the
 * first request after it ends starts the next one. Each request costs one statement, an
 * upsert that counts it and returns the count, so two servers counting at once never
 * both see a stale number.
 */
export class RateLimitStore {
  private nextSweep: number;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => number = Date.now,
  ) {
    this.nextSweep = this.now() + SWEEP_EVERY_MS;
  }

  /** Counts one request against `key` and says whether it is within `rule`. */
  async consume(key: string, { max, windowMs }: RateLimitRule): Promise<RateLimitDecision> {
    const now = this.now();
    const ended = sql<boolean>`${sql.ref('rate_limits.window_end')} <= ${now}`;
    const row = await this.db
      .insertInto('rate_limits')
      .values({ key, count: 1, window_start: now, window_end: now + windowMs })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          count: sql<number>`case when ${ended} then 1 else ${sql.ref('rate_limits.count')} + 1 end`,
          window_start: sql<number>`case when ${ended} then ${sql.ref('excluded.window_start')} else ${sql.ref('rate_limits.window_start')} end`,
          window_end: sql<number>`case when ${ended} then ${sql.ref('excluded.window_end')} else ${sql.ref('rate_limits.window_end')} end`,
        }),
      )
      .returning(['count', 'window_end'])
      .executeTakeFirstOrThrow();
    if (now >= this.nextSweep) this.sweep(now);
    return {
      allowed: Number(row.count) <= max,
      retryAfter: Math.max(1, Math.ceil((Number(row.window_end) - now) / 1000)),
    };
  }

  /** Deletes ended windows in the background; a sweep that fails is tried again a minute later. */
  private sweep(now: number): void {
    this.nextSweep = now + SWEEP_EVERY_MS;
    this.db
      .deleteFrom('rate_limits')
      .where('window_end', '<=', now)
      .execute()
      .catch(() => {});
  }
}

const stores = new WeakMap<Kysely<Database>, RateLimitStore>();

/** The one store of a database handle, so its routes and sign-in share one sweep clock. */
export function rateLimitStore(db: Kysely<Database>): RateLimitStore {
  let store = stores.get(db);
  if (!store) stores.set(db, (store = new RateLimitStore(db)));
  return store;
}
