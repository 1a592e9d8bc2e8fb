import { createRoute } from '@hono/zod-openapi';
import { EventBodySchema } from '#shared/plants/api.ts';
import type { AppContext } from '../../context.ts';
import { createRouter, errorResponse, jsonRequestBody } from '../../lib/openapi.ts';
import { rateLimit } from '../../middleware/rate-limit.ts';
import { getUser } from '../../middleware/session.ts';

const record = createRoute({
  method: 'post',
  path: '/events',
  summary: 'Record a product event in our own log',
  description:
    'First-party only: events stay in this database and go to no third party. The one event so far is `home_search_opened` `{zip, query}`, sent when the landing page opens the add-plant dialog.',
  request: { body: jsonRequestBody(EventBodySchema) },
  responses: {
    204: { description: 'Recorded' },
    400: errorResponse('An unknown event or malformed properties'),
    429: errorResponse('Too many events from this address; Retry-After says when to send again'),
  },
});

/** Product events per client address and minute: far above what a person sends. */
export const EVENTS_PER_MINUTE = 60;

export function eventRoutes({ db, settings }: AppContext) {
  const limit = rateLimit({
    db,
    name: 'events',
    max: EVENTS_PER_MINUTE,
    windowMs: 60_000,
    trustedProxies: settings.TRUSTED_PROXIES,
  });
  const router = createRouter();
  router.use('/events', limit);
  return router.openapi(record, async (c) => {
    const event = c.req.valid('json');
    const user = await getUser(c);
    await db
      .insertInto('events')
      .values({
        name: event.name,
        props: JSON.stringify(event.props),
        user_id: user?.id ?? null,
        created_at: new Date().toISOString(),
      })
      .execute();
    return c.body(null, 204);
  });
}
