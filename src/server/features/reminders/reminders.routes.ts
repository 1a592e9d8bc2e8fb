import { createRoute, z } from '@hono/zod-openapi';
import { json } from '../../lib/json-text.ts';
import {
  ReminderSettingsSchema,
  SecretTokenSchema,
  UnsubscribeResultSchema,
  UpdateReminderSettingsSchema,
} from '#shared/calendar/api.ts';
import type { AppContext } from '../../context.ts';
import {
  createRouter,
  errorResponse,
  jsonRequestBody,
  jsonResponse,
  signedInOnlyResponses,
} from '../../lib/openapi.ts';
import { requireUser, signedIn } from '../../middleware/session.ts';
import { getReminderSettings, unsubscribe, updateReminderSettings } from './reminders.service.ts';
import { setResponseHeader } from '../../lib/node-http.ts';

const ACTION = 'get e-mail reminders';

const getReminders = createRoute({
  method: 'get',
  path: '/reminders',
  middleware: [signedIn(ACTION)] as const,
  summary: 'The gardener’s e-mail reminder digest: off, weekly or monthly',
  responses: { 200: jsonResponse(ReminderSettingsSchema, 'The choice and the next digest'), ...signedInOnlyResponses },
});

const putReminders = createRoute({
  method: 'put',
  path: '/reminders',
  middleware: [signedIn(ACTION)] as const,
  summary: 'Turn the digest on or off',
  description:
    'Weekly digests go out on Mondays, monthly ones on the 1st, at 7 am in `timeZone` (an IANA zone such as America/Chicago). A period with no open task sends nothing.',
  request: { body: jsonRequestBody(UpdateReminderSettingsSchema) },
  responses: {
    200: jsonResponse(ReminderSettingsSchema, 'The saved choice'),
    400: errorResponse('A malformed body, frequency or time zone'),
    ...signedInOnlyResponses,
  },
});

const postUnsubscribe = createRoute({
  method: 'post',
  path: '/reminders/unsubscribe',
  summary: 'One-click unsubscribe from the digest (RFC 8058): no sign-in, the token is the key',
  description: 'Any body is ignored (mail clients send `List-Unsubscribe=One-Click`). Repeating it changes nothing.',
  request: { query: z.object({ token: SecretTokenSchema }) },
  responses: {
    200: jsonResponse(UnsubscribeResultSchema, 'Reminders are off'),
    400: errorResponse('Not a valid link'),
    404: errorResponse('No digest has this token'),
  },
});

export function reminderRoutes({ db, now = () => new Date() }: AppContext) {
  return createRouter()
    .openapi(getReminders, async (c) => {
      const user = await requireUser(c, ACTION);
      setResponseHeader(c, 'Cache-Control', 'no-store');
      return json(c, await getReminderSettings(db, user), 200);
    })
    .openapi(putReminders, async (c) => {
      const user = await requireUser(c, ACTION);
      setResponseHeader(c, 'Cache-Control', 'no-store');
      return json(c, await updateReminderSettings(db, user, c.req.valid('json'), now()), 200);
    })
    .openapi(postUnsubscribe, async (c) => {
      setResponseHeader(c, 'Cache-Control', 'no-store');
      return json(c, await unsubscribe(db, c.req.valid('query').token), 200);
    });
}
