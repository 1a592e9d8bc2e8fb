import type { Context, TypedResponse } from 'hono';
import type { JSONValue } from 'hono/utils/types';

/**
 * A JSON answer whose text is already written: kept from an earlier answer, or put
 * together from kept pieces, so it is not written out again for every request. `T` is
 * the shape the text holds, as the route's contract says.
 */
export function jsonText<T extends JSONValue | object>(c: Context, text: string) {
  return c.body(text, 200, { 'Content-Type': 'application/json' }) as unknown as Response &
    TypedResponse<T, 200, 'json'>;
}
