import { describe, expect, test } from 'vitest';
import { serveTestAppForSuite } from '#tests/setup/test-server.ts';

/**
 * Through a real Node server, where the security headers, the request id and the routes'
 * caching headers go onto Node's response (lib/node-http.ts) instead of the answer's own
 * (what `app.request` tests, as in app.test.ts, see).
 */
describe('response headers over HTTP', () => {
  const served = serveTestAppForSuite();

  function expectSecurityHeaders(res: Response) {
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(res.headers.get('permissions-policy')).toBe('camera=(self), microphone=(), geolocation=()');
    // PUBLIC_URL is http here.
    expect(res.headers.get('strict-transport-security')).toBeNull();
    expect(res.headers.get('x-request-id')).toMatch(/^[\w.:-]{8,100}$/);
  }

  test('a plain answer has the security headers and a request id of its own', async () => {
    const [first, second] = await Promise.all([
      fetch(`${served.base}/api/health/live`),
      fetch(`${served.base}/api/health/live`),
    ]);
    expect(first.status).toBe(200);
    expectSecurityHeaders(first);
    expectSecurityHeaders(second);
    expect(first.headers.get('x-request-id')).not.toBe(second.headers.get('x-request-id'));
  });

  test('a well-formed request id from a proxy is kept, a malformed one replaced', async () => {
    const kept = await fetch(`${served.base}/api/health/live`, { headers: { 'x-request-id': 'proxy-req-1234' } });
    expect(kept.headers.get('x-request-id')).toBe('proxy-req-1234');
    const replaced = await fetch(`${served.base}/api/health/live`, { headers: { 'x-request-id': 'bad id <script>' } });
    expect(replaced.headers.get('x-request-id')).not.toBe('bad id <script>');
    expectSecurityHeaders(replaced);
  });

  // Node's fetch asks for compressed answers unless told otherwise.
  const plain = { 'accept-encoding': 'identity' };

  test('a plant page keeps its caching headers and its JSON type beside them', async () => {
    const res = await fetch(`${served.base}/api/plants/tomato`, { headers: plain });
    expect(res.status).toBe(200);
    expectSecurityHeaders(res);
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    // Uncompressed because it was not asked for: the same address answers gzip to those who do.
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('vary')).toBe('Cookie, Accept-Encoding');
    expect(Number(res.headers.get('content-length'))).toBe((await res.arrayBuffer()).byteLength);
  });

  test('compressed, it varies by cookie and by the encodings asked for', async () => {
    const res = await fetch(`${served.base}/api/plants/tomato`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toBe('Cookie, Accept-Encoding');
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    expectSecurityHeaders(res);
    expect(((await res.json()) as { id: string }).id).toBe('tomato');
  });

  test('errors carry the security headers, and an unknown plant is not cached as public', async () => {
    const missing = await fetch(`${served.base}/api/plants/no-such-plant`);
    expect(missing.status).toBe(404);
    expectSecurityHeaders(missing);
    expect(missing.headers.get('cache-control') ?? '').not.toContain('public');

    const signedOut = await fetch(`${served.base}/api/garden`);
    expect(signedOut.status).toBe(401);
    expectSecurityHeaders(signedOut);

    const malformed = await fetch(`${served.base}/api/zones/by-zip/abc`);
    expect(malformed.status).toBe(400);
    expectSecurityHeaders(malformed);
  });

  test('one request’s headers never reach the next on the same connection', async () => {
    // Node's fetch keeps the connection alive: a plant page, then a plant that is not there.
    await (await fetch(`${served.base}/api/plants/tomato`, { headers: plain })).arrayBuffer();
    const next = await fetch(`${served.base}/api/plants/no-such-plant`, { headers: plain });
    expect(next.status).toBe(404);
    expect(next.headers.get('cache-control')).toBeNull();
    expect(next.headers.get('vary')).toBeNull();
  });
});

describe('response headers over HTTP, for a site served over https', () => {
  const served = serveTestAppForSuite({ PUBLIC_URL: 'https://garden.example' });

  test('HSTS joins the security headers, on errors too', async () => {
    for (const path of ['/api/health/live', '/api/plants/no-such-plant']) {
      const res = await fetch(`${served.base}${path}`);
      expect(res.headers.get('strict-transport-security'), path).toBe('max-age=15552000; includeSubDomains');
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
    }
  });
});
