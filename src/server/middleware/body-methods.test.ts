import { request } from 'node:http';
import { describe, expect, test } from 'vitest';
import { ErrorBodySchema } from '#shared/errors.ts';
import { PlantingGuideSchema } from '#shared/plants/api.ts';
import { serveTestAppForSuite } from '#tests/setup/test-server.ts';

/** Through a real Node server, where small JSON bodies are read straight from Node's request. */
describe('request bodies over HTTP', () => {
  const served = serveTestAppForSuite();

  const post = (path: string, body: string, headers: Record<string, string> = {}) =>
    fetch(`${served.base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    });

  test('a JSON body reaches the route', async () => {
    const res = await post('/api/plant-planting/tomato', JSON.stringify({ zip: '55401' }));
    expect(res.status).toBe(200);
    expect(PlantingGuideSchema.parse(await res.json()).place).toMatchObject({ zip: '55401' });
  });

  test('a malformed or wrong body is a 400, an oversized one a 413', async () => {
    for (const body of ['{"zip":', '[]', JSON.stringify({ zip: 'abcde' })]) {
      const res = await post('/api/plant-planting/tomato', body);
      expect(res.status, body).toBe(400);
      expect(ErrorBodySchema.parse(await res.json()).error.code).toBe('invalid');
    }
    const big = await post('/api/events', JSON.stringify({ name: 'x'.repeat(200 * 1024) }));
    expect(big.status).toBe(413);
  });

  test('a body sent in chunks, without a length, still reaches the route', async () => {
    const chunks = [JSON.stringify({ zip: '55401' })];
    const stream = new ReadableStream({
      pull(controller) {
        const chunk = chunks.shift();
        if (chunk === undefined) controller.close();
        else controller.enqueue(new TextEncoder().encode(chunk));
      },
    });
    const res = await fetch(`${served.base}/api/plant-care/tomato`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(200);
  });

  test('a body sent in chunks is still held to the limit, and a request with no body passes', async () => {
    // Node's client, which reads the early 413 while it is still sending.
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(`${served.base}/api/plant-care/tomato`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      });
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.write('{"zip":"');
      for (let i = 0; i < 13; i++) req.write('x'.repeat(16 * 1024));
      req.end('"}');
    });
    expect(status).toBe(413);
    // No Content-Length and no Transfer-Encoding: nothing to read, nothing to refuse.
    const empty = await fetch(`${served.base}/api/plant-care/tomato`, { method: 'POST' });
    expect(empty.status).toBe(200);
  });

  test('sign-in routes still get their whole body', async () => {
    const origin = new URL(served.t.settings.PUBLIC_URL).origin;
    const email = `body.${Date.now()}@example.org`;
    const signUp = await post(
      '/api/auth/sign-up/email',
      JSON.stringify({ email, password: 'tomato-trellis-42', name: 'Body Test' }),
      { origin },
    );
    expect(signUp.status).toBe(200);
    const signIn = await post('/api/auth/sign-in/email', JSON.stringify({ email, password: 'tomato-trellis-42' }), {
      origin,
    });
    expect(signIn.status).toBe(200);
  });
});
