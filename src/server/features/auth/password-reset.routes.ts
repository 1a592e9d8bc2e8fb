import { createRoute, z } from '@hono/zod-openapi';
import { json } from '../../lib/json-text.ts';
import type { Auth } from '../../auth.ts';
import { createRouter, errorResponse, jsonRequestBody, jsonResponse } from '../../lib/openapi.ts';
import { isPasswordResetTokenValid } from './password-reset.service.ts';
import { setResponseHeader } from '../../lib/node-http.ts';

const CheckInputSchema = z.object({ token: z.string().min(1).max(256) });
const CheckResultSchema = z.object({ valid: z.boolean() });

const checkResetToken = createRoute({
  method: 'post',
  path: '/password-reset/check',
  summary: 'Whether a password-reset link is still good, without using it up',
  description:
    'For the page the reset mail opens (`/update-password?token=…`). The token travels in the body, never in a path, so it reaches no access log.',
  request: { body: jsonRequestBody(CheckInputSchema) },
  responses: {
    200: jsonResponse(CheckResultSchema, '`valid` is false for an unknown, used or expired token'),
    400: errorResponse('No token'),
  },
});

export function passwordResetRoutes(auth: Auth) {
  return createRouter().openapi(checkResetToken, async (c) => {
    const valid = await isPasswordResetTokenValid(auth, c.req.valid('json').token);
    setResponseHeader(c, 'Cache-Control', 'no-store');
    return json(c, { valid }, 200);
  });
}
