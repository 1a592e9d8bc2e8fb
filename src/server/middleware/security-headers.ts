import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context.ts';
import { nodeResponse } from '../lib/node-http.ts';

const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  // Toasts and dialogs set style attributes at run time; scripts stay strict.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob:",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const HEADERS: [string, string][] = [
  ['Content-Security-Policy', CONTENT_SECURITY_POLICY],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['X-Frame-Options', 'DENY'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['Permissions-Policy', 'camera=(self), microphone=(), geolocation=()'],
];

const HSTS = 'max-age=15552000; includeSubDomains';

/**
 * Strict headers for every response: no inline scripts, no framing, no sniffing.
 * The set never changes, so it is built once rather than per request. HSTS goes on
 * when the site is https (PUBLIC_URL): behind a proxy that ends TLS, the request
 * reaching us is plain http, yet the browser's was not.
 *
 * On Node they go onto Node's response before the route runs (see setResponseHeader in
 * lib/node-http.ts: none of our routes sets one of them); in `app.request` tests they are
 * added to the answer afterwards.
 */
export function securityHeaders({ isHttps = false }: { isHttps?: boolean } = {}): MiddlewareHandler<AppEnv> {
  const secure: [string, string][] = [...HEADERS, ['Strict-Transport-Security', HSTS]];
  const headersFor = (c: Context) => (isHttps || c.req.url.startsWith('https:') ? secure : HEADERS);
  return async (c, next) => {
    const outgoing = nodeResponse(c);
    if (outgoing) {
      for (const [name, value] of headersFor(c)) outgoing.setHeader(name, value);
      return next();
    }
    await next();
    const headers = c.res.headers;
    for (const [name, value] of headersFor(c)) headers.set(name, value);
  };
}
