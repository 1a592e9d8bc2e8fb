import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ErrorBody, ErrorCode } from '#shared/errors.ts';
import type { AppEnv } from '../context.ts';
import { AppError } from '../lib/app-error.ts';
import { json } from '../lib/json-text.ts';

const CODE_BY_STATUS: Partial<Record<number, ErrorCode>> = {
  400: 'invalid',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  503: 'unavailable',
};

/** An error's body: `{"error":{"code","message"}}`. */
const errorBody = (code: ErrorCode, message: string): ErrorBody => ({ error: { code, message } });

/** The one place an error becomes a response: `{"error":{"code","message"}}`. */
export function handleError(error: Error, c: Context<AppEnv>): Response {
  if (error instanceof AppError) {
    return json(c, errorBody(error.code, error.message), error.status);
  }
  if (error instanceof HTTPException && error.status < 500) {
    const code = CODE_BY_STATUS[error.status] ?? 'invalid';
    return json(c, errorBody(code, error.message || 'Bad request'), error.status);
  }
  if (isDatabaseUnavailable(error)) {
    c.get('log')().warn({ err: error }, 'database unavailable');
    return json(c, errorBody('unavailable', 'The service is temporarily unavailable. Please try again shortly.'), 503);
  }
  c.get('log')().error({ err: error }, 'unhandled error');
  return json(c, errorBody('internal', 'An unexpected error occurred'), 500);
}

export function handleNotFound(c: Context<AppEnv>): Response {
  return json(c, errorBody('not_found', `No route for ${c.req.method} ${c.req.path}`), 404);
}

/**
 * Errors that mean the database cannot be reached or cannot answer now, rather than a
 * bug: connections refused, reset or timed out, a server shutting down or refusing
 * connections, a statement timeout, SQLite's lock wait running out.
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  // PostgreSQL: connection exceptions (class 08), too many connections, statement
  // timeout, shutdowns (admin, crash), cannot connect now (starting up).
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '53300',
  '57014',
  '57P01',
  '57P02',
  '57P03',
]);

/** What the pg driver and pool say, without a code, when a connection fails or times out. */
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Connection ended unexpectedly/i;

function isDatabaseUnavailable(error: unknown): boolean {
  // Libraries (better-auth, Kysely) may wrap the driver's error: look a few causes deep.
  for (let current = error, depth = 0; current instanceof Error && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('SQLITE_BUSY'))) return true;
    if (UNAVAILABLE_MESSAGE.test(current.message)) return true;
    current = current.cause;
  }
  return false;
}
