import type { Kysely } from 'kysely';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context.ts';
import { rateLimitStore } from '../db/rate-limits.ts';
import type { Database } from '../db/schema.ts';
import { AppError } from '../lib/app-error.ts';
import { clientIpResolver, peerAddress } from '../lib/client-ip.ts';

export const RATE_LIMITED_MESSAGE = 'Too many requests. Please wait a moment and try again.';

/**
 * At most `max` requests per client address in each `windowMs` window, counted in the
 * database (`db/rate-limits.ts`), so the limit holds however many app servers share it:
 * enough to stop one client flooding a route that writes or calls a paid provider.
 * `name` keeps each route's count apart. Over the limit: 429 with Retry-After. Without
 * a known address nothing is counted.
 */
export function rateLimit({
  db,
  name,
  max,
  windowMs,
  trustedProxies = [],
}: {
  db: Kysely<Database>;
  name: string;
  max: number;
  windowMs: number;
  trustedProxies?: readonly string[] | undefined;
}): MiddlewareHandler<AppEnv> {
  const resolveIp = clientIpResolver(trustedProxies);
  const store = rateLimitStore(db);

  return async (c, next) => {
    const ip = resolveIp(peerAddress(c), c.req.header('x-forwarded-for'));
    if (ip) {
      const { allowed, retryAfter } = await store.consume(`${name}|${ip}`, { max, windowMs });
      if (!allowed) {
        c.header('Retry-After', String(retryAfter));
        throw new AppError('rate_limited', RATE_LIMITED_MESSAGE);
      }
    }
    await next();
  };
}
