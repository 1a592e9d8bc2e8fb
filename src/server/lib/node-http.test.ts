import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { describe, expect, test } from 'vitest';
import { answerAtEndOfTurn } from './node-http.ts';

const request = (path: string) => new Request(`http://127.0.0.1${path}`);

describe('answerAtEndOfTurn', () => {
  test('hands an answer over in the check phase of its turn, after the work the turn has queued there', async () => {
    const events: string[] = [];
    const fetch = answerAtEndOfTurn(async (req: Request) => {
      // Work another request of the same turn would queue for the check phase.
      setImmediate(() => events.push('queued by the handler'));
      await Promise.resolve();
      return new Response(new URL(req.url).pathname);
    });
    const answer = await fetch(request('/a'), {});
    events.push(`answered ${await answer.text()}`);
    // Handed over as soon as it was ready, the answer would come first.
    expect(events).toEqual(['queued by the handler', 'answered /a']);
  });

  test('a failing handler fails the same way, and a handler that answers at once is answered', async () => {
    const failure = new Error('the database is down');
    await expect(answerAtEndOfTurn(() => Promise.reject(failure))(request('/'), {})).rejects.toBe(failure);
    const answer = await answerAtEndOfTurn(() => new Response('at once', { status: 201 }))(request('/'), {});
    expect([answer.status, await answer.text()]).toEqual([201, 'at once']);
  });

  test('behind a Node server, answers of requests sent together each reach their own client, streams included', async () => {
    const server = serve({
      fetch: answerAtEndOfTurn((req: Request) => {
        const path = new URL(req.url).pathname;
        if (path !== '/stream') return new Response(`answer to ${path}`, { headers: { 'x-path': path } });
        const encoder = new TextEncoder();
        return new Response(
          new ReadableStream({
            async start(controller) {
              for (const part of ['one ', 'two ', 'three']) {
                controller.enqueue(encoder.encode(part));
                await new Promise((resolve) => setTimeout(resolve, 5));
              }
              controller.close();
            },
          }),
        );
      }),
      port: 0,
      hostname: '127.0.0.1',
    });
    try {
      await new Promise((resolve) => server.once('listening', resolve));
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const paths = Array.from({ length: 40 }, (_, i) => `/p${i}`);
      const answers = await Promise.all(
        paths.map(async (path) => {
          const answer = await fetch(base + path);
          return [answer.headers.get('x-path'), await answer.text()];
        }),
      );
      expect(answers).toEqual(paths.map((path) => [path, `answer to ${path}`]));
      expect(await (await fetch(`${base}/stream`)).text()).toBe('one two three');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
