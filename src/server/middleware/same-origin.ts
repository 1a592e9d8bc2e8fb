import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context.ts';
import { AppError } from '../lib/app-error.ts';
import { requestHeader } from '../lib/node-http.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses a state-changing API request sent from another site: a non-GET request whose
 * Origin header is present and is not PUBLIC_URL's origin gets 403. Requests without an
 * Origin (curl, server-to-server) carry no cookies a browser attached for another site.
 * OAuth callbacks are exempt: a provider may post them back, and their state is checked.
 */
export function sameOrigin(publicUrl: string): MiddlewareHandler<AppEnv> {
  const allowed = new URL(publicUrl).origin;
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || c.req.path.startsWith('/api/auth/callback/')) return next();
    const origin = requestHeader(c, 'origin');
    if (origin !== undefined && origin !== allowed) {
      throw new AppError('forbidden', 'Requests from other sites are not allowed.');
    }
    return next();
  };
}
