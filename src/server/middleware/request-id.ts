import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context.ts';
import { setResponseHeader } from '../lib/node-http.ts';

const INCOMING = /^[\w.:-]{8,100}$/;

/**
 * Sets `requestId` and the `X-Request-Id` header, keeping a well-formed id a proxy
 * already gave the request. (Hono's own middleware costs several times more per
 * request on Node, which the bench made plain.)
 */
export function requestIdentity(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const id = incoming && INCOMING.test(incoming) ? incoming : randomUUID();
    c.set('requestId', id);
    setResponseHeader(c, 'X-Request-Id', id);
    await next();
  };
}
