import { request } from 'node:http';
import { connect } from 'node:net';
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

  /** Raw HTTP/1.1 over one connection: each write as given, `pause` ms apart; what the server sends until it closes. */
  const exchange = (writes: string[], pause = 0) =>
    new Promise<string>((resolve, reject) => {
      const url = new URL(served.base);
      const socket = connect(Number(url.port), url.hostname, async () => {
        for (const [i, write] of writes.entries()) {
          if (i > 0 && pause > 0) await new Promise((done) => setTimeout(done, pause));
          socket.write(write);
        }
      });
      let answer = '';
      socket.setEncoding('latin1');
      socket.on('data', (chunk: string) => (answer += chunk));
      socket.on('end', () => resolve(answer));
      socket.on('error', reject);
    });
  const careRequest = (body: string, connection: 'keep-alive' | 'close') =>
    `POST /api/plant-care/tomato HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
    `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: ${connection}\r\n\r\n${body}`;
  const statuses = (answer: string) => [...answer.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((match) => Number(match[1]));

  test('a body in the packet of its headers, and one that comes later, both reach the route', async () => {
    const body = JSON.stringify({ zip: '55401' });
    const together = await exchange([careRequest(body, 'close')]);
    expect(statuses(together)).toEqual([200]);
    expect(together).toContain('"zip":"55401"');
    // The headers first, the body 50 ms later: read as it comes.
    const head = careRequest('', 'close').replace('Content-Length: 0', `Content-Length: ${body.length}`);
    const later = await exchange([head, body], 50);
    expect(statuses(later)).toEqual([200]);
    expect(later).toContain('"zip":"55401"');
    // Half the body with the headers, the rest later.
    const split = await exchange([head + body.slice(0, 6), body.slice(6)], 50);
    expect(statuses(split)).toEqual([200]);
    expect(split).toContain('"zip":"55401"');
  });

  test('requests one after another on a connection each get their own body', async () => {
    const zips = ['55401', '10001', '94110'];
    const answer = await exchange(
      zips.map((zip, i) => careRequest(JSON.stringify({ zip }), i === zips.length - 1 ? 'close' : 'keep-alive')),
    );
    expect(statuses(answer)).toEqual([200, 200, 200]);
    const found = [...answer.matchAll(/"zip":"(\d{5})"/g)].map((match) => match[1]);
    expect(found).toEqual(zips);
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
