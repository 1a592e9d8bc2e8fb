import type { IncomingMessage } from 'node:http';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../context.ts';
import { AppError } from '../lib/app-error.ts';
import { nodeRequest, requestHeader } from '../lib/node-http.ts';

/**
 * Limits request bodies; GET and HEAD carry none, so they skip the check. A body whose
 * Content-Length is over the limit is refused before it is read; one without is read only
 * up to the limit. `except` lists exact paths that set their own limit instead.
 */
export function limitBody(
  maxSize: number,
  { message = 'The request body is too large.', except = [] }: { message?: string; except?: readonly string[] } = {},
): MiddlewareHandler<AppEnv> {
  const limit = bodyLimit({
    maxSize,
    onError: () => {
      throw new AppError('payload_too_large', message);
    },
  });
  return (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || except.includes(c.req.path)) return next();
    // A declared length is checked from the headers alone: Hono's own check looks at the
    // request's body first, which makes a web stream of it on Node for nothing.
    const length = requestHeader(c, 'content-length');
    const chunked = requestHeader(c, 'transfer-encoding') !== undefined;
    if (length !== undefined && !chunked) {
      if (Number(length) > maxSize) throw new AppError('payload_too_large', message);
      return next();
    }
    // Over HTTP/1.1 a request with neither header has no body (a DELETE, most often); asking
    // Hono would make a web Request on Node just to find that out.
    if (length === undefined && !chunked && nodeRequest(c)) return next();
    return limit(c, next);
  };
}

/** Reads a Node request's whole body as text, refusing more than `maxSize` bytes. */
function readText(incoming: IncomingMessage, maxSize: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    incoming.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxSize) {
        incoming.destroy();
        reject(new AppError('payload_too_large', 'The request body is too large.'));
      } else chunks.push(chunk);
    });
    // A small body comes in one chunk, most often: decoded as it is, without a copy.
    incoming.on('end', () => resolve((chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)).toString('utf8')));
    incoming.on('error', reject);
  });
}

/**
 * A body that Node's parser has wholly read already, taken from the request's buffer at
 * once; undefined when it has not (then it is read as it comes, `readText`).
 */
function bufferedText(incoming: IncomingMessage, length: number): string | undefined {
  if (!incoming.complete || incoming.readableLength !== length) return undefined;
  // All that is buffered, in one Buffer; the request then ends ('end') as if read by events.
  return (incoming.read() as Buffer).toString('utf8');
}

/**
 * Reads a small JSON body straight from Node's request, for routes that read it with
 * `c.req.json()` or `c.req.text()` (Hono's body cache), instead of through a web Request
 * and its stream, which costs more than a small write itself. Anything else (no length,
 * another type, a request not from Node, sign-in's routes, which read `c.req.raw`) is
 * left to Hono as before.
 *
 * The app's middleware starts while Node's parser is at the request's headers, and the
 * body is parsed after them, in the same turn of the event loop when it came in the same
 * packet, as a small body most often does. So the body is looked for once that turn's
 * reading is done (`setImmediate`): there whole, it is taken from the request's buffer at
 * once, without a reader's events and their ticks; else it is read as it comes.
 */
export function readSmallJsonBodies(maxSize: number): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const incoming = nodeRequest(c);
    const length = Number(requestHeader(c, 'content-length'));
    if (
      incoming &&
      !incoming.readableEnded &&
      length > 0 &&
      length <= maxSize &&
      /^application\/json\b/i.test(requestHeader(c, 'content-type') ?? '')
    ) {
      const text = new Promise<string>((resolve, reject) => {
        setImmediate(() => {
          const buffered = bufferedText(incoming, length);
          if (buffered === undefined) readText(incoming, maxSize).then(resolve, reject);
          else resolve(buffered);
        });
      });
      // A body the route never reads must not become an unhandled rejection.
      text.catch(() => {});
      // Hono keeps a promise of the body here, whatever its type says.
      (c.req.bodyCache as { text?: Promise<string> }).text = text;
    }
    return next();
  };
}
