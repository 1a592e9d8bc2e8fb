import { createRoute } from '@hono/zod-openapi';
import { json } from '../../lib/json-text.ts';
import type { Context } from 'hono';
import { ErrorBodySchema } from '#shared/errors.ts';
import { IDENTIFY_MESSAGES, IdentifyResponseSchema, MAX_IMAGE_BYTES } from '#shared/identify.ts';
import type { AppContext, AppEnv } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { createRouter, errorResponse, jsonResponse } from '../../lib/openapi.ts';
import { limitBody } from '../../middleware/body-methods.ts';
import { rateLimit } from '../../middleware/rate-limit.ts';
import { getUser } from '../../middleware/session.ts';
import { identifyPlant, requireIdentifier, type Upload } from './identify.service.ts';
import { createPlantIdentifier } from './plant-identifier.ts';
import { setResponseHeader } from '../../lib/node-http.ts';

/** The route's full path: app.ts gives it its own body limit. */
export const IDENTIFY_PLANT_PATH = '/api/identify-plant';

/** The largest request body: the largest photo plus room for the multipart framing around it. */
export const IDENTIFY_BODY_LIMIT = MAX_IMAGE_BYTES + 512 * 1024;

/**
 * This route's body limit, in place of the API's 100 KB: a larger body is a 413 with the
 * spec's text, before it is read when its Content-Length says so, else once the limit is passed.
 */
export function identifyBodyLimit() {
  return limitBody(IDENTIFY_BODY_LIMIT, { message: IDENTIFY_MESSAGES.tooLarge });
}

const identify = createRoute({
  method: 'post',
  path: '/identify-plant',
  summary: 'Identify a plant from a photo',
  description:
    'A multipart form with the photo in `file`: at most 10 MB, and JPEG, PNG, WebP or HEIC by its bytes (its name and declared type do not count). The provider set by PLANT_ID_PROVIDER names the plant; `matches` are the catalogue plants (and the gardener’s own) that name leads to. Nothing is kept.',
  request: {
    body: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: { file: { type: 'string', format: 'binary', description: 'The photo' } },
            required: ['file'],
          },
        },
      },
    },
  },
  responses: {
    200: jsonResponse(IdentifyResponseSchema, 'What the photo shows, and the catalogue plants it matches'),
    400: errorResponse('No single file in the `file` field of a multipart form'),
    403: errorResponse('A request from another site'),
    429: errorResponse('Too many photos from one address; Retry-After says when to try again'),
    413: errorResponse(`A photo over 10 MB (${IDENTIFY_MESSAGES.tooLarge})`),
    415: errorResponse(`A file that is not a JPEG, PNG, WebP or HEIC image (${IDENTIFY_MESSAGES.notImage})`),
    422: jsonResponse(ErrorBodySchema, 'The provider could not read this photo; another photo may work'),
    503: errorResponse(
      'Identification is not set up on this server, or its provider is unavailable (down, slow or out of quota)',
    ),
  },
});

/** The one file in the form's `file` field; anything else is a 400 with the spec's text. */
async function uploadOf(c: Context<AppEnv>): Promise<Upload> {
  const notAFile = new AppError('invalid', IDENTIFY_MESSAGES.notImage);
  if (!/^multipart\/form-data\s*;/i.test(c.req.header('content-type') ?? '')) throw notAFile;
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    throw notAFile;
  }
  const files = form.getAll('file');
  const [file] = files;
  if (files.length !== 1 || !(file instanceof File)) throw notAFile;
  return { size: file.size, bytes: () => file.arrayBuffer() };
}

/** Photos per client address and minute: each one spends the provider's quota. */
export const IDENTIFY_PER_MINUTE = 10;

export function identifyRoutes({ db, settings, logger }: AppContext) {
  const identifier = createPlantIdentifier(settings, logger);
  const router = createRouter();
  router.use(
    '/identify-plant',
    rateLimit({
      db,
      name: 'identify-plant',
      max: IDENTIFY_PER_MINUTE,
      windowMs: 60_000,
      trustedProxies: settings.TRUSTED_PROXIES,
    }),
  );
  return router.openapi(identify, async (c) => {
    setResponseHeader(c, 'Cache-Control', 'no-store');
    const provider = requireIdentifier(identifier);
    const upload = await uploadOf(c);
    const result = await identifyPlant(db, provider, await getUser(c), upload);
    if (result.kind === 'unprocessable') {
      return json(c, { error: { code: 'invalid' as const, message: result.message } }, 422);
    }
    return json(c, result.response, 200);
  });
}
