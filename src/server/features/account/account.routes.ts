import { createRoute } from '@hono/zod-openapi';
import { json } from '../../lib/json-text.ts';
import type { Context } from 'hono';
import { AccountExportSchema, DeleteAccountInputSchema, exportFileName } from '#shared/account/api.ts';
import type { AppContext, AppEnv } from '../../context.ts';
import {
  createRouter,
  errorResponse,
  jsonRequestBody,
  jsonResponse,
  signedInOnlyResponses,
} from '../../lib/openapi.ts';
import { requireUser, signedIn } from '../../middleware/session.ts';
import type { SessionCache } from '../../middleware/session-cache.ts';
import { deleteAccount, exportAccount } from './account.service.ts';
import { setResponseHeader } from '../../lib/node-http.ts';

// A guest can save nothing (every write route turns guests away), so a guest has no data
// of their own to download or delete: both routes answer a guest 403, as the rest do.
const EXPORT = 'download account data';
const DELETE = 'delete an account';

const exportData = createRoute({
  method: 'get',
  path: '/account/export',
  middleware: [signedIn(EXPORT)] as const,
  summary: 'Download everything we keep about the signed-in gardener, as a JSON file',
  description:
    'The account, profile, garden and saved list, own plants, tasks, reminder settings and digests, whether a calendar feed exists, product events and sessions. No secret: no password hash, session or provider token, feed or unsubscribe token.',
  responses: {
    200: jsonResponse(AccountExportSchema, 'The data, with Content-Disposition: attachment'),
    ...signedInOnlyResponses,
  },
});

const removeAccount = createRoute({
  method: 'delete',
  path: '/account',
  middleware: [signedIn(DELETE)] as const,
  summary: 'Delete the signed-in gardener’s account and everything in it, for good',
  description:
    'Every row of the user goes in one transaction (all of it or, on failure, none of it); their sessions stop working and the session cookies are cleared. The body must be `{"confirm": true}`.',
  request: {
    body: jsonRequestBody(DeleteAccountInputSchema),
  },
  responses: {
    204: { description: 'Deleted; the session cookies are cleared' },
    400: errorResponse('A missing or malformed confirmation: nothing was deleted'),
    ...signedInOnlyResponses,
  },
});

/** better-auth's cookie names start so; `__Secure-` on https. */
const AUTH_COOKIE = /^(?:__Secure-)?better-auth\./;
/** Its session cookies (`session_data` may come in numbered chunks, found in the request). */
const SESSION_COOKIES = ['session_token', 'session_data', 'dont_remember', 'account_data'];

/**
 * Expires better-auth's session cookies with the attributes they were set with
 * (`auth.ts`: HttpOnly, SameSite=Lax, Path=/, Secure and the `__Secure-` prefix on https).
 */
function clearSessionCookies(c: Context<AppEnv>, publicUrl: string) {
  const isSecure = publicUrl.startsWith('https://');
  const prefix = isSecure ? '__Secure-better-auth.' : 'better-auth.';
  const names = new Set(SESSION_COOKIES.map((name) => prefix + name));
  for (const pair of (c.req.header('cookie') ?? '').split(';')) {
    const name = pair.split('=')[0]?.trim() ?? '';
    if (AUTH_COOKIE.test(name)) names.add(name);
  }
  for (const name of names) {
    const secure = isSecure || name.startsWith('__Secure-') ? '; Secure' : '';
    c.header('Set-Cookie', `${name}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax${secure}`, { append: true });
  }
}

export function accountRoutes({
  db,
  settings,
  sessions,
  now = () => new Date(),
}: AppContext & { sessions: SessionCache }) {
  return createRouter()
    .openapi(exportData, async (c) => {
      const user = await requireUser(c, EXPORT);
      const data = await exportAccount(db, user, now());
      setResponseHeader(c, 'Cache-Control', 'no-store');
      c.header('Content-Disposition', `attachment; filename="${exportFileName(data.exported_at)}"`);
      return json(c, data, 200);
    })
    .openapi(removeAccount, async (c) => {
      const user = await requireUser(c, DELETE);
      await deleteAccount(db, user, { forgetSession: (token) => sessions.forget(token) });
      clearSessionCookies(c, settings.PUBLIC_URL);
      setResponseHeader(c, 'Cache-Control', 'no-store');
      return c.body(null, 204);
    });
}
