import type { Context, TypedResponse } from 'hono';
import type { JSONValue } from 'hono/utils/types';

/**
 * A JSON answer already written, as UTF-8 bytes: kept from an earlier answer (outside
 * the JavaScript heap, and never encoded again), or put together from kept pieces. `T` is
 * the shape it holds, as the route's contract says.
 */
export function jsonText<T extends JSONValue | object>(c: Context, json: Uint8Array) {
  // Our buffers are never shared memory, which is all the narrower type rules out.
  return c.body(json as Uint8Array<ArrayBuffer>, 200, { 'Content-Type': 'application/json' }) as unknown as Response &
    TypedResponse<T, 200, 'json'>;
}

/** JSON pieces and kept answers joined into one answer's bytes. */
export function joinJson(parts: readonly (string | Uint8Array)[]): Buffer {
  return Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part) : part)));
}
