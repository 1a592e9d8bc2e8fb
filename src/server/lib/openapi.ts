import { OpenAPIHono, type RouteConfig, z } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { tryDecodeURIComponent } from 'hono/utils/url';
import { ErrorBodySchema } from '#shared/errors.ts';
import type { AppEnv } from '../context.ts';
import { AppError } from './app-error.ts';
import { describeZodError, validationHook } from './validation.ts';

/**
 * A router whose routes validate with zod and appear in /api/openapi.json.
 *
 * A route's path parameters, query and JSON body are checked by one middleware of our own
 * rather than by the library's four (two for the parameters and the query, two for the
 * body: its media type, then its value): the same schemas, values and errors (a 400 with
 * the reason, as `validationHook` gives; a 415 for a body of another type; the library's
 * 400 for malformed JSON), for a fraction of the cost on every request. A body of another
 * media type (a photo's form) is still checked by the library.
 */
export function createRouter(): OpenAPIHono<AppEnv> {
  const router = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const register = router.openapi;
  router.openapi = ((config: RouteConfig, handler: never, hook?: never) => {
    const { params, query, body, ...request } = config.request ?? {};
    const json = jsonBodyOf(body);
    if (hook !== undefined || (!params && !query && !json)) return register(config, handler, hook);
    const { middleware, hide, ...documented } = config;
    if (!hide) router.openAPIRegistry.registerPath(documented);
    return register(
      {
        ...documented,
        hide: true,
        request: json || !body ? request : { ...request, body },
        middleware: [...(middleware === undefined ? [] : [middleware].flat()), checkRequest(query, params, json)],
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

/**
 * The query as hono's validator reads it: a name given once is a string, given again an
 * array; `+` is a space and percent escapes are decoded (a malformed one is left as it
 * is); a name without `=` has the value ''; an empty name is passed over. Read from the
 * URL in one pass rather than through `c.req.queries()` and a copy of its answer.
 */
export function queryOf(url: string): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  const start = url.indexOf('?', 8);
  if (start === -1) return values;
  const hash = url.indexOf('#', start);
  const end = hash === -1 ? url.length : hash;
  for (let from = start + 1; from <= end;) {
    let next = url.indexOf('&', from);
    if (next === -1 || next > end) next = end;
    const equals = url.indexOf('=', from);
    const hasValue = equals !== -1 && equals < next;
    const name = decodeQueryPart(url.slice(from, hasValue ? equals : next));
    if (name !== '') {
      const value = hasValue ? decodeQueryPart(url.slice(equals + 1, next)) : '';
      const given = Object.hasOwn(values, name) ? values[name] : undefined;
      if (given === undefined) setOwn(values, name, value);
      else if (typeof given === 'string') setOwn(values, name, [given, value]);
      else given.push(value);
    }
    from = next + 1;
  }
  return values;
}

/** `values[name] = value`, as an own property even where the name is `__proto__`. */
function setOwn(values: Record<string, string | string[]>, name: string, value: string | string[]): void {
  if (name === '__proto__')
    Object.defineProperty(values, name, { value, enumerable: true, writable: true, configurable: true });
  else values[name] = value;
}

function decodeQueryPart(part: string): string {
  return tryDecodeURIComponent(part.includes('+') ? part.replaceAll('+', ' ') : part);
}

/** A body given as JSON alone, with its schema: the body this router checks itself. */
interface JsonBody {
  schema: z.ZodType;
  required: boolean;
}

function jsonBodyOf(body: NonNullable<RouteConfig['request']>['body']): JsonBody | undefined {
  const content = body?.content ?? {};
  const types = Object.keys(content);
  const media = content['application/json'];
  const schema = media && 'schema' in media ? media.schema : undefined;
  if (types.length !== 1 || !(schema instanceof z.ZodType)) return undefined;
  return { schema, required: body?.required === true };
}

/** What the library takes for JSON: a content type of application/json or application/…+json, with parameters. */
const JSON_CONTENT_TYPE = /^application\/([a-z-.]+\+)?json(;\s*[a-zA-Z0-9-]+=([^;]+))*$/i;

const unsupportedMediaType = () => new HTTPException(415, { message: 'Unsupported Media Type' });

/**
 * The body's value as the library finds it: parsed JSON; `{}` when there is none (for a
 * route whose body is optional, without being checked); a 415 for a body of another type
 * or without one, and a 400 for malformed JSON.
 */
async function jsonBody(c: Context, { schema, required }: JsonBody): Promise<unknown> {
  const type = c.req.header('content-type');
  if (type === undefined) {
    const raw = c.req.raw;
    if (raw.body !== null && (await c.req.arrayBuffer()).byteLength > 0) throw unsupportedMediaType();
    return required ? checked(schema, {}) : {};
  }
  if (!JSON_CONTENT_TYPE.test(type)) throw unsupportedMediaType();
  let value: unknown;
  try {
    value = JSON.parse(await c.req.text());
  } catch {
    throw new HTTPException(400, { message: 'Malformed JSON in request body' });
  }
  return checked(schema, value);
}

function checkRequest(query: Schema, params: Schema, json: JsonBody | undefined): MiddlewareHandler<AppEnv> {
  const checkQueryAndParams = (c: Context) => {
    if (query) c.req.addValidatedData('query', checked(query, queryOf(c.req.url)) as never);
    if (params) c.req.addValidatedData('param', checked(params, c.req.param()) as never);
  };
  if (!json) {
    return (c, next) => {
      checkQueryAndParams(c);
      return next();
    };
  }
  return async (c, next) => {
    checkQueryAndParams(c);
    c.req.addValidatedData('json', (await jsonBody(c, json)) as never);
    await next();
  };
}

export function errorResponse(description: string) {
  return { description, content: { 'application/json': { schema: ErrorBodySchema } } };
}

/** A route's JSON request body (the only type it takes): required unless `{ required: false }`. */
export function jsonRequestBody<T extends z.ZodType>(schema: T, { required = true }: { required?: boolean } = {}) {
  return { required, content: { 'application/json': { schema } } };
}

export function jsonResponse<T extends z.ZodType>(schema: T, description: string) {
  return { description, content: { 'application/json': { schema } } };
}

/** The answers of a route for signed-in gardeners only (see middleware/session.ts signedIn). */
export const signedInOnlyResponses = {
  401: errorResponse('No session: sign in first'),
  403: errorResponse('A guest session, or a request from another site'),
};
