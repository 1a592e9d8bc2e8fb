import type { Context, TypedResponse } from 'hono';
import type { JSONValue } from 'hono/utils/types';

/**
 * A JSON answer already written, as UTF-8 bytes: kept from an earlier answer (outside
 * the JavaScript heap, and never encoded again), or put together from a template's bytes
 * (json-template.ts). `T` is the shape it holds, as the route's contract says.
 */
export function jsonText<T extends JSONValue | object>(c: Context, json: Uint8Array) {
  // Our buffers are never shared memory, which is all the narrower type rules out.
  return c.body(json as Uint8Array<ArrayBuffer>, 200, { 'Content-Type': 'application/json' }) as unknown as Response &
    TypedResponse<T, 200, 'json'>;
}
