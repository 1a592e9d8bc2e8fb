import { OpenAPIHono, type RouteConfig, type z } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import { ErrorBodySchema } from '#shared/errors.ts';
import type { AppEnv } from '../context.ts';
import { AppError } from './app-error.ts';
import { describeZodError, validationHook } from './validation.ts';

/**
 * A router whose routes validate with zod and appear in /api/openapi.json.
 *
 * A route's path parameters and query are checked by one synchronous middleware of our
 * own rather than by the library's two asynchronous ones: the same schemas, values and
 * errors (a 400 with the reason, as `validationHook` gives), for a fraction of the cost on
 * every page of the catalogue. Bodies are still checked by the library.
 */
export function createRouter(): OpenAPIHono<AppEnv> {
  const router = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const register = router.openapi;
  router.openapi = ((config: RouteConfig, handler: never, hook?: never) => {
    const { params, query, ...request } = config.request ?? {};
    if (hook !== undefined || (!params && !query)) return register(config, handler, hook);
    const { middleware, hide, ...documented } = config;
    if (!hide) router.openAPIRegistry.registerPath(documented);
    return register(
      {
        ...documented,
        hide: true,
        request,
        middleware: [...(middleware === undefined ? [] : [middleware].flat()), checkQueryAndParams(query, params)],
      },
      handler,
    );
  }) as typeof router.openapi;
  return router;
}

type Schema = z.ZodType | undefined;

function checked(schema: z.ZodType, value: unknown): unknown {
  const result = schema.safeParse(value);
  if (!result.success) throw new AppError('invalid', describeZodError(result.error));
  return result.data;
}

/** The query as hono's validator reads it: a name given once is a string, given again an array. */
function queryOf(c: Context): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  for (const [name, given] of Object.entries(c.req.queries())) values[name] = given.length === 1 ? given[0]! : given;
  return values;
}

function checkQueryAndParams(query: Schema, params: Schema): MiddlewareHandler<AppEnv> {
  return (c, next) => {
    if (query) c.req.addValidatedData('query', checked(query, queryOf(c)) as never);
    if (params) c.req.addValidatedData('param', checked(params, c.req.param()) as never);
    return next();
  };
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
