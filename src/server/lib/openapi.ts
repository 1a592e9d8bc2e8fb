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
