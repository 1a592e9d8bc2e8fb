import { createRoute, z } from '@hono/zod-openapi';
import { json } from '../../lib/json-text.ts';
import { CalendarFeedSchema, SECRET_TOKEN_PATTERN } from '#shared/calendar/api.ts';
import type { AppContext } from '../../context.ts';
import { createRouter, errorResponse, jsonResponse, signedInOnlyResponses } from '../../lib/openapi.ts';
import { requireUser, signedIn } from '../../middleware/session.ts';
import { getCalendarFeed, renderCalendarFeed, resetCalendarFeed } from './calendar.service.ts';
import { setResponseHeader } from '../../lib/node-http.ts';

const ACTION = 'use a calendar feed';

/** Calendars fetch a subscription every few hours; they may keep it a quarter of an hour. */
const FEED_CACHE_CONTROL = 'private, max-age=900';

const FeedFileSchema = z
  .string()
  .regex(new RegExp(`^${SECRET_TOKEN_PATTERN.source.slice(1, -1)}\\.ics$`), 'Not a calendar address')
  .openapi({ description: 'The feed’s token followed by `.ics`', example: `${'x'.repeat(43)}.ics` });

const getFeed = createRoute({
  method: 'get',
  path: '/calendar-feed',
  middleware: [signedIn(ACTION)] as const,
  summary: 'The gardener’s private calendar feed address',
  description: 'Made on first ask. Anyone with the address can read the feed, so it is shown to its owner only.',
  responses: { 200: jsonResponse(CalendarFeedSchema, 'The https and webcal addresses'), ...signedInOnlyResponses },
});

const resetFeed = createRoute({
  method: 'post',
  path: '/calendar-feed/reset',
  middleware: [signedIn(ACTION)] as const,
  summary: 'Give the feed a new address; the old one answers 404 from now on',
  responses: { 200: jsonResponse(CalendarFeedSchema, 'The new addresses'), ...signedInOnlyResponses },
});

const readFeed = createRoute({
  method: 'get',
  path: '/calendar/{token}',
  summary: 'The calendar feed (iCalendar): every task of the garden over the next 12 months',
  description:
    'No sign-in: the secret token is the key. All-day events with stable UIDs; a done task is marked ✓. Answers 304 to a matching If-None-Match.',
  request: { params: z.object({ token: FeedFileSchema }) },
  responses: {
    200: { description: 'The feed', content: { 'text/calendar': { schema: z.string() } } },
    304: { description: 'The caller’s copy is current' },
    400: errorResponse('Not a calendar address'),
    404: errorResponse('No feed has this token (a wrong or reset address)'),
  },
});

export function calendarRoutes({ db, settings, now = () => new Date() }: AppContext) {
  return createRouter()
    .openapi(getFeed, async (c) => {
      const user = await requireUser(c, ACTION);
      setResponseHeader(c, 'Cache-Control', 'no-store');
      return json(c, await getCalendarFeed(db, user, settings.PUBLIC_URL), 200);
    })
    .openapi(resetFeed, async (c) => {
      const user = await requireUser(c, ACTION);
      setResponseHeader(c, 'Cache-Control', 'no-store');
      return json(c, await resetCalendarFeed(db, user, settings.PUBLIC_URL), 200);
    })
    .openapi(readFeed, async (c) => {
      const token = c.req.valid('param').token.slice(0, -'.ics'.length);
      const feed = await renderCalendarFeed(db, token, {
        publicUrl: settings.PUBLIC_URL,
        now: now(),
        ifNoneMatch: c.req.header('if-none-match'),
      });
      setResponseHeader(c, 'Cache-Control', FEED_CACHE_CONTROL);
      c.header('ETag', feed.etag);
      // Not for search engines, and never sent on as a referrer.
      c.header('X-Robots-Tag', 'noindex');
      if (feed.body === null) return c.body(null, 304);
      c.header('Content-Type', 'text/calendar; charset=utf-8');
      c.header('Content-Disposition', 'inline; filename="garden-guide.ics"');
      return c.body(feed.body, 200);
    });
}
