import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import type { AppEnv } from '../context.ts';
import { AppError } from '../lib/app-error.ts';

/**
 * Limits request bodies; GET and HEAD carry none, so they skip the check. A body whose
 * Content-Length is over the limit is refused before it is read; one without is read only
 * up to the limit. `except` lists exact paths that set their own limit instead.
 */
export function limitBody(
  maxSize: number,
  { message = 'The request body is too large.', except = [] }: { message?: string; except?: readonly string[] } = {},
): MiddlewareHandler<AppEnv> {
  const limit = bodyLimit({
    maxSize,
    onError: () => {
      throw new AppError('payload_too_large', message);
    },
  });
  return (c, next) =>
    c.req.method === 'GET' || c.req.method === 'HEAD' || except.includes(c.req.path) ? next() : limit(c, next);
}

/** Compresses responses for clients that accept it, and costs nothing for those that don't. */
export function compressWhenAccepted(): MiddlewareHandler<AppEnv> {
  const gzip = compress({ threshold: 1024 });
  return (c, next) => (/\b(gzip|deflate)\b/.test(c.req.header('accept-encoding') ?? '') ? gzip(c, next) : next());
}
