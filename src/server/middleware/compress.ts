import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context.ts';
import { gzipWhole } from '../lib/gzip-parts.ts';
import { COMPRESS_THRESHOLD } from '../lib/json-text.ts';

/**
 * Gzip for the API's answers, for clients that take it (every browser does).
 *
 * The routes' JSON answers are written by lib/json-text.ts, which compresses those of
 * 1 KB or more from their kept pieces (see gzip-parts.ts) and leaves smaller ones as they
 * are. This middleware says whether the client takes gzip, and compresses whatever else
 * answers (sign-in's, the API document, the calendar feed) the same way: 1 KB or more, of a
 * type worth compressing, and not already encoded. Nothing here streams: an event stream
 * is passed through as it is.
 */
export function compressAnswers(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const gzip = acceptsGzip(c.req.header('accept-encoding'));
    c.set('acceptsGzip', gzip);
    c.set('answerWritten', false);
    await next();
    if (!gzip || c.get('answerWritten') || c.req.method === 'HEAD') return;
    const res = c.res;
    if (res.status === 204 || res.status === 206 || res.status === 304 || res.body === null) return;
    const headers = res.headers;
    const type = headers.get('content-type') ?? '';
    const length = headers.get('content-length');
    if (
      headers.has('content-encoding') ||
      (length !== null && Number(length) < COMPRESS_THRESHOLD) ||
      !COMPRESSIBLE_TYPE.test(type) ||
      /^text\/event-stream/i.test(type) ||
      /\bno-transform\b/i.test(headers.get('cache-control') ?? '')
    ) {
      return;
    }
    const plain = new Uint8Array(await res.arrayBuffer());
    if (plain.byteLength < COMPRESS_THRESHOLD) {
      c.res = new Response(plain, res);
      return;
    }
    const compressed = new Headers(headers);
    compressed.set('Content-Encoding', 'gzip');
    compressed.delete('Content-Length');
    compressed.append('Vary', 'Accept-Encoding');
    c.res = new Response(gzipWhole(plain) as Uint8Array<ArrayBuffer>, {
      status: res.status,
      statusText: res.statusText,
      headers: compressed,
    });
  };
}

/** Types whose answers shrink when compressed: text, JSON, XML, JavaScript, SVG, calendars. */
const COMPRESSIBLE_TYPE = /^\s*(?:text\/[^;\s]+|application\/(?:[^;\s]+\+)?(?:json|xml|javascript)|image\/svg\+xml)/i;

let lastHeader: string | undefined;
let lastAccepts = false;

/**
 * Whether an Accept-Encoding header takes gzip: named (or as `x-gzip`, or through `*` when
 * it is not named) with a quality above 0, so `gzip;q=0` refuses it. A browser sends the
 * same header on every request, so the last one's answer is kept.
 */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  if (header === lastHeader) return lastAccepts;
  let named: number | undefined;
  let any: number | undefined;
  for (const item of header.split(',')) {
    const [name = '', ...params] = item.split(';');
    const coding = name.trim().toLowerCase();
    let quality = 1;
    for (const param of params) {
      const [key, value] = param.split('=');
      if (key?.trim().toLowerCase() === 'q') quality = Number(value?.trim());
    }
    if (Number.isNaN(quality)) quality = 0;
    if (coding === 'gzip' || coding === 'x-gzip') named = Math.max(named ?? 0, quality);
    else if (coding === '*') any = quality;
  }
  lastHeader = header;
  lastAccepts = (named ?? any ?? 0) > 0;
  return lastAccepts;
}
