import type { Context, TypedResponse } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { InvalidJSONValue, JSONParsed, JSONValue } from 'hono/utils/types';
import type { AppEnv } from '../context.ts';
import { gzipWhole } from './gzip-parts.ts';
import { JsonBytes } from './json-template.ts';
import { nodeResponse } from './node-http.ts';

/**
 * Every JSON answer of the API's routes is written here: as it is when it is small or the
 * client takes no gzip, compressed when it is 1 KB or more and the client does
 * (`acceptsGzip`, set by middleware/compress.ts). Answers put together from kept bytes
 * (json-template.ts) are compressed from their pieces' kept compressed form, at about the
 * cost of a copy; others are compressed whole.
 */

/** Answers shorter than this are sent as they are: compressing them saves a packet at most. */
export const COMPRESS_THRESHOLD = 1024;

/** Adds `value` to the answer's Vary, after any the route set (on Node's response or the answer's). */
function varyAlso(c: Context, value: string): void {
  const outgoing = nodeResponse(c);
  if (!outgoing) {
    c.header('Vary', value, { append: true });
    return;
  }
  // On Node's response, as the route's own headers go (node-http.ts): no web Headers to build.
  const set = outgoing.getHeader('Vary');
  outgoing.setHeader('Vary', typeof set === 'string' ? `${set}, ${value}` : value);
}

/**
 * Says whether the answer is gzipped. On Node's response, like the route's own headers
 * (node-http.ts): the answer itself then carries one header, Content-Type, and Hono hands
 * @hono/node-server a plain object for it instead of a web Headers object, which costs more
 * to build and read back than the rest of the answer's headers together. An answer that is
 * not gzipped takes back an earlier one's header (an error's answer after a compressed one
 * was written).
 */
function encodedAs(c: Context, gzip: boolean): void {
  const outgoing = nodeResponse(c);
  if (outgoing) {
    if (gzip) outgoing.setHeader('Content-Encoding', 'gzip');
    else if (outgoing.hasHeader('Content-Encoding')) outgoing.removeHeader('Content-Encoding');
  } else {
    c.header('Content-Encoding', gzip ? 'gzip' : undefined);
  }
}

function answer(c: Context<AppEnv>, json: string | Uint8Array | JsonBytes, status: ContentfulStatusCode): Response {
  c.set('answerWritten', true);
  const large =
    json instanceof JsonBytes
      ? json.isAtLeast(COMPRESS_THRESHOLD)
      : (typeof json === 'string' ? Buffer.byteLength(json) : json.byteLength) >= COMPRESS_THRESHOLD;
  // The same address answers gzip or not, as the client asked: a shared cache must keep both apart.
  if (large) varyAlso(c, 'Accept-Encoding');
  const gzip = large && c.get('acceptsGzip');
  encodedAs(c, gzip);
  let body: string | Uint8Array;
  if (!gzip) body = json instanceof JsonBytes ? json.toAnswer() : json;
  else if (json instanceof JsonBytes) body = json.toGzip();
  else body = gzipWhole(typeof json === 'string' ? Buffer.from(json) : json);
  return c.body(body as string | Uint8Array<ArrayBuffer>, status, { 'Content-Type': 'application/json' });
}

/**
 * A JSON answer already written, as UTF-8 bytes: kept from an earlier answer, or put
 * together from a template's bytes (json-template.ts). `T` is the shape it holds, as the
 * route's contract says.
 */
export function jsonText<T extends JSONValue | object>(c: Context<AppEnv>, json: Uint8Array | JsonBytes) {
  return answer(c, json, 200) as unknown as Response & TypedResponse<T, 200, 'json'>;
}

/** `c.json`, compressed like every other answer. */
export function json<T extends JSONValue | object | InvalidJSONValue, S extends ContentfulStatusCode = 200>(
  c: Context<AppEnv>,
  value: T,
  status: S = 200 as S,
) {
  return answer(c, JSON.stringify(value), status) as unknown as Response & TypedResponse<JSONParsed<T>, S, 'json'>;
}
