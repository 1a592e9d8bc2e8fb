import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll } from 'vitest';
import { answerAtEndOfTurn } from '#server/lib/node-http.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * For a suite: the real app on SQLite with the climate table and the catalogue, served
 * through a real Node server on a free loopback port as `serve.ts` serves it, where the
 * app's Node-only paths (bodies read from Node's request, headers set on Node's response)
 * run. `env` overrides settings. The fields are filled in before the suite's tests run.
 */
export function serveTestAppForSuite(env: Record<string, string> = {}): { t: TestApp; base: string } {
  const served = {} as { t: TestApp; base: string };
  let close = async () => {};
  beforeAll(async () => {
    served.t = await createTestApp('sqlite', { catalogue: true, climate: true, env });
    const server = serve({ fetch: answerAtEndOfTurn(served.t.app.fetch), port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    served.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
  }, 60_000);
  afterAll(async () => {
    await close();
    await served.t.destroy();
  });
  return served;
}
