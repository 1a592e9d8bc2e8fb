import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { startAppServer, type AppServer } from './load-test-server.ts';

const dir = mkdtempSync(join(tmpdir(), 'garden-guide-processes-'));
let server: AppServer | undefined;

afterAll(async () => {
  await server?.stop({ final: true });
  rmSync(dir, { recursive: true, force: true });
});

/** The app processes the supervisor (the server's main process) runs. */
function appProcesses(supervisor: number): number[] {
  return readFileSync(`/proc/${supervisor}/task/${supervisor}/children`, 'utf8').split(' ').filter(Boolean).map(Number);
}

async function waitFor<T>(probe: () => T | Promise<T>, ok: (value: T) => boolean, timeoutMs: number): Promise<T> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (ok(value)) return value;
    if (performance.now() > deadline) throw new Error(`still waiting after ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('WEB_CONCURRENCY: several app processes on one port', () => {
  test('two processes serve one database; a sign-out holds on both; dead ones are replaced; SIGTERM stops all', async () => {
    server = await startAppServer({
      databaseUrl: `file:${join(dir, 'garden.db')}`,
      port: 3413,
      dataDir: dir,
      env: { WEB_CONCURRENCY: '2' },
      logLevel: 'info',
    });
    const supervisor = server.child()!.pid!;
    const first = await waitFor(
      () => appProcesses(supervisor),
      (pids) => pids.length === 2,
      30_000,
    );
    // The first prepares the database; the second starts once it listens, and listens in turn.
    await waitFor(
      () => server!.output().match(/Garden Guide is listening/g)?.length ?? 0,
      (count) => count === 2,
      30_000,
    );
    // The supervisor only watches: the app (and with it SQLite's native module) is loaded by the app processes alone.
    const loadsSqlite = (pid: number) => readFileSync(`/proc/${pid}/maps`, 'utf8').includes('better_sqlite3.node');
    expect(loadsSqlite(supervisor)).toBe(false);
    expect(first.map(loadsSqlite)).toEqual([true, true]);
    // Each request on a new connection: the connections are shared out between the processes.
    const call = (path: string, init: { method?: string; body?: unknown; cookie?: string } = {}) =>
      fetch(`${server!.baseUrl}${path}`, {
        method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
        headers: {
          connection: 'close',
          'content-type': 'application/json',
          origin: server!.baseUrl,
          'x-forwarded-for': '10.9.8.7',
          ...(init.cookie ? { cookie: init.cookie } : {}),
        },
        ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      });

    const email = 'two.processes@example.org';
    const password = 'pole-beans-on-a-trellis';
    expect((await call('/api/auth/sign-up/email', { body: { email, password, name: 'Two' } })).status).toBe(200);
    const signIn = await call('/api/auth/sign-in/email', { body: { email, password } });
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    expect((await call('/api/profile', { method: 'PUT', body: { zip_code: '55401' }, cookie })).status).toBe(200);
    for (const plant of ['tomato', 'sweet-basil', 'pepper', 'lettuce']) {
      expect((await call('/api/garden', { body: { plant_id: plant, save_later: false }, cookie })).status).toBe(200);
    }
    // Every process sees every write, whichever took it.
    for (let i = 0; i < 10; i++) {
      const garden = (await (await call('/api/garden', { cookie })).json()) as { entries: { plant_id: string }[] };
      expect(garden.entries.map((entry) => entry.plant_id)).toEqual(['tomato', 'sweet-basil', 'pepper', 'lettuce']);
    }

    // Signed out on one process, the session is refused by all within the revocation check (5 s).
    expect((await call('/api/auth/sign-out', { body: {}, cookie })).status).toBe(200);
    await waitFor(
      async () => Promise.all(Array.from({ length: 6 }, async () => (await call('/api/garden', { cookie })).status)),
      (statuses) => statuses.every((status) => status === 401),
      8_000,
    );

    // A process that dies is started again; the port keeps answering meanwhile.
    process.kill(first[0]!, 'SIGKILL');
    const replaced = await waitFor(
      () => appProcesses(supervisor),
      (pids) => pids.length === 2 && !pids.includes(first[0]!),
      30_000,
    );
    expect(replaced).toContain(first[1]);
    await waitFor(
      async () => (await call('/api/health')).status,
      (status) => status === 200,
      10_000,
    );

    // Both at once: the supervisor keeps running and starts two again.
    for (const pid of replaced) process.kill(pid, 'SIGKILL');
    const again = await waitFor(
      () => appProcesses(supervisor),
      (pids) => pids.length === 2 && pids.every((pid) => !replaced.includes(pid)),
      30_000,
    );
    await waitFor(
      async () => (await call('/api/health').catch(() => null))?.status,
      (status) => status === 200,
      30_000,
    );

    // SIGTERM to the supervisor stops every process, and it exits cleanly.
    const child = server.child()!;
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    await server.stop();
    expect(await exited).toBe(0);
    for (const pid of again) expect(() => process.kill(pid, 0)).toThrow();
  }, 120_000);

  test('when the first app process cannot prepare the database, the server exits with an error instead of retrying', async () => {
    // A database the first process cannot create: its folder is a file.
    writeFileSync(join(dir, 'not-a-folder'), '');
    const outcome = await startAppServer({
      databaseUrl: `file:${join(dir, 'not-a-folder', 'garden.db')}`,
      port: 3413,
      dataDir: dir,
      env: { WEB_CONCURRENCY: '2' },
    }).then(
      async (started) => {
        await started.stop({ final: true });
        return 'it started';
      },
      (error: Error) => error.message,
    );
    expect(outcome).toMatch(/exited with code 1/);
  }, 90_000);
});
