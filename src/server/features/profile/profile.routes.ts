import { createRoute } from '@hono/zod-openapi';
import { json } from '../../lib/json-text.ts';
import { ProfileResponseSchema, UpdateProfileInputSchema } from '#shared/profile.ts';
import type { AppContext } from '../../context.ts';
import {
  createRouter,
  errorResponse,
  jsonRequestBody,
  jsonResponse,
  signedInOnlyResponses,
} from '../../lib/openapi.ts';
import { requireUser, signedIn } from '../../middleware/session.ts';
import { getOwnProfile, updateOwnProfile } from './profile.service.ts';
import { setResponseHeader } from '../../lib/node-http.ts';

const getProfile = createRoute({
  method: 'get',
  path: '/profile',
  middleware: [signedIn('have a profile')] as const,
  summary: "The signed-in user's own profile",
  description:
    '`profile` is null until it is first saved; `isComplete` follows the spec (zone, garden type, plant preference and commitment all present).',
  responses: {
    200: jsonResponse(ProfileResponseSchema, 'The profile and whether it is complete'),
    ...signedInOnlyResponses,
  },
});

const putProfile = createRoute({
  method: 'put',
  path: '/profile',
  // Before validation: a guest or a visitor without a session learns nothing about the body.
  middleware: [signedIn('save a profile')] as const,
  summary: "Create or change the signed-in user's own profile",
  description:
    'Fields left out stay as they are; null clears one. A changed ZIP found in the climate data also sets the zone unless a zone is given.',
  request: {
    body: jsonRequestBody(UpdateProfileInputSchema),
  },
  responses: {
    200: jsonResponse(ProfileResponseSchema, 'The saved profile and whether it is complete'),
    400: errorResponse('A malformed body or value'),
    ...signedInOnlyResponses,
  },
});

export function profileRoutes({ db }: AppContext) {
  return createRouter()
    .openapi(getProfile, async (c) => {
      const user = await requireUser(c, 'have a profile');
      setResponseHeader(c, 'Cache-Control', 'no-store');
      return json(c, await getOwnProfile(db, user), 200);
    })
    .openapi(putProfile, async (c) => {
      const user = await requireUser(c, 'save a profile');
      const result = await updateOwnProfile(db, user, c.req.valid('json'));
      setResponseHeader(c, 'Cache-Control', 'no-store');
      return json(c, result, 200);
    });
}
