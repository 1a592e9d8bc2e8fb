import { OpenAPIHono, type z } from '@hono/zod-openapi';
import { ErrorBodySchema } from '#shared/errors.ts';
import type { AppEnv } from '../context.ts';
import { validationHook } from './validation.ts';

/** A router whose routes validate with zod and appear in /api/openapi.json. */
export function createRouter(): OpenAPIHono<AppEnv> {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
}

export function errorResponse(description: string) {
  return { description, content: { 'application/json': { schema: ErrorBodySchema } } };
}

export function jsonResponse<T extends z.ZodType>(schema: T, description: string) {
  return { description, content: { 'application/json': { schema } } };
}

/** The answers of a route for signed-in gardeners only (see middleware/session.ts signedIn). */
export const signedInOnlyResponses = {
  401: errorResponse('No session: sign in first'),
  403: errorResponse('A guest session, or a request from another site'),
};
