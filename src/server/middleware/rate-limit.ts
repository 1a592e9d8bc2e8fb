import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context.ts';
import { AppError } from '../lib/app-error.ts';
import { clientIpResolver, peerAddress } from '../lib/client-ip.ts';

export const RATE_LIMITED_MESSAGE = 'Too many requests. Please wait a moment and try again.';

/**
 * At most `max` requests per client address in each `windowMs` window, counted in this
 * app server's memory (with N servers behind a balancer a client gets up to N times as
 * many): enough to stop one client flooding a route that writes or calls a paid
 * provider. Over the limit: 429 with Retry-After. Without a known address nothing is
 * counted.
 */
export function rateLimit({
  max,
  windowMs,
  trustedProxies = [],
}: {
  max: number;
  windowMs: number;
  trustedProxies?: readonly string[] | undefined;
}): MiddlewareHandler<AppEnv> {
  const resolveIp = clientIpResolver(trustedProxies);
  const windows = new Map<string, { start: number; count: number }>();
  let lastSweep = Date.now();

  return async (c, next) => {
    const ip = resolveIp(peerAddress(c), c.req.header('x-forwarded-for'));
    if (ip) {
      const now = Date.now();
      if (now - lastSweep > windowMs) {
        for (const [key, window] of windows) if (now - window.start >= windowMs) windows.delete(key);
        lastSweep = now;
      }
      let window = windows.get(ip);
      if (!window || now - window.start >= windowMs) windows.set(ip, (window = { start: now, count: 0 }));
      window.count += 1;
      if (window.count > max) {
        c.header('Retry-After', String(Math.ceil((window.start + windowMs - now) / 1000)));
        throw new AppError('rate_limited', RATE_LIMITED_MESSAGE);
      }
    }
    await next();
  };
}
