import { createRoute, z } from '@hono/zod-openapi';
import { json } from '../../lib/json-text.ts';
import type { AppContext } from '../../context.ts';
import { isDatabaseReachable } from '../../db/database.ts';
import { createRouter, jsonResponse } from '../../lib/openapi.ts';
import { setResponseHeader } from '../../lib/node-http.ts';

const HealthSchema = z.object({ status: z.enum(['ok', 'unavailable']), db: z.enum(['up', 'down']) });
const LiveSchema = z.object({ status: z.literal('ok') });

const health = createRoute({
  method: 'get',
  path: '/health',
  summary: 'Whether the app and its database answer',
  responses: {
    200: jsonResponse(HealthSchema, 'The app and its database are up'),
    503: jsonResponse(HealthSchema, 'The database is unreachable'),
  },
});

const live = createRoute({
  method: 'get',
  path: '/health/live',
  summary: 'Whether the process answers at all (no database work)',
  responses: { 200: jsonResponse(LiveSchema, 'The process is up') },
});

/** A load balancer asks often: a database that has not answered by then counts as down. */
export const HEALTH_DB_TIMEOUT_MS = 1_500;

export function healthRoutes({ db }: AppContext) {
  return createRouter()
    .openapi(health, async (c) => {
      setResponseHeader(c, 'Cache-Control', 'no-store');
      return (await isDatabaseReachable(db, HEALTH_DB_TIMEOUT_MS))
        ? json(c, { status: 'ok' as const, db: 'up' as const }, 200)
        : json(c, { status: 'unavailable' as const, db: 'down' as const }, 503);
    })
    .openapi(live, (c) => {
      setResponseHeader(c, 'Cache-Control', 'no-store');
      return json(c, { status: 'ok' as const }, 200);
    });
}
