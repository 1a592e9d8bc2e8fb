import { createServer, connect, type AddressInfo, type Server, type Socket } from 'node:net';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ErrorBodySchema } from '#shared/errors.ts';
import { capturingLogger } from '#tests/setup/capturing-logger.ts';
import { signedInBrowser, testBrowser } from '#tests/setup/session-client.ts';
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from '#tests/setup/test-database.ts';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';
import { openDatabase, STATEMENT_TIMEOUT_MS } from './db/database.ts';

/** The longest any request may take while the database is away. */
const BOUND_MS = 3_000;
/** How soon the app must be healthy again once the database is back. */
const RECOVERY_MS = 5_000;

/**
 * A TCP proxy between the app and PostgreSQL, so a test can take the database away (and
 * bring it back) without stopping the server other tests use. `stop` closes the listener
 * and cuts every connection, as a stopped server does; `start('black-hole')` accepts
 * connections and never answers, as a server lost on the network does.
 */
async function startDatabaseProxy(target: URL) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  let mode: 'forward' | 'black-hole' = 'forward';
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  };

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const listening = createServer((client) => {
        track(client);
        client.on('error', () => client.destroy());
        if (mode === 'black-hole') return;
        const upstream = connect(Number(target.port || 5432), target.hostname);
        track(upstream);
        upstream.on('error', () => client.destroy());
        upstream.on('close', () => client.destroy());
        client.on('close', () => upstream.destroy());
        client.pipe(upstream).pipe(client);
      });
      listening.once('error', reject);
      listening.listen(port, '127.0.0.1', () => {
        port = (listening.address() as AddressInfo).port;
        server = listening;
        resolve();
      });
    });
  await listen();

  const url = new URL(target);
  url.host = `127.0.0.1:${port}`;
  return {
    url: url.toString(),
    async stop() {
      const listening = server;
      server = undefined;
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => (listening ? listening.close(() => resolve()) : resolve()));
    },
    async start(how: typeof mode = 'forward') {
      mode = how;
      await listen();
    },
  };
}

/** A request and how long it took. */
async function timed(request: () => Promise<Response>): Promise<{ res: Response; ms: number }> {
  const started = performance.now();
  const res = await request();
  return { res, ms: performance.now() - started };
}

async function expectUnavailable(request: () => Promise<Response>, label: string) {
  const { res, ms } = await timed(request);
  expect(res.status, label).toBe(503);
  expect(ms, label).toBeLessThan(BOUND_MS);
  return res;
}

async function waitUntilHealthy(t: TestApp): Promise<number> {
  const started = performance.now();
  for (;;) {
    if ((await t.app.request('/api/health')).status === 200) return performance.now() - started;
    if (performance.now() - started > RECOVERY_MS) throw new Error(`not healthy within ${RECOVERY_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const postgresUrl = process.env.TEST_DATABASE_URL;

describe.each(TEST_DIALECTS.filter((dialect) => dialect === 'postgres'))('PostgreSQL going away (%s)', () => {
  let database: TestDatabase;
  let proxy: Awaited<ReturnType<typeof startDatabaseProxy>>;
  let t: TestApp;
  let gardener: Awaited<ReturnType<typeof signedInBrowser>>;
  const log = capturingLogger();

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    const schema = (await sql<{ schema: string }>`select current_schema() as schema`.execute(database.db)).rows[0]!
      .schema;
    proxy = await startDatabaseProxy(new URL(postgresUrl!));
    const handle = openDatabase(proxy.url, { searchPath: schema, poolSize: 4, logger: log.logger });
    t = await createTestApp('postgres', { database: handle, logger: log.logger });
    gardener = await signedInBrowser(t);
  });
  afterAll(async () => {
    await t.destroy();
    await proxy.stop();
    await database.destroy();
  });

  /** Requests that each need the database: health, reads and writes of ours and of sign-in. */
  const requests = (): [string, () => Promise<Response>][] => [
    ['health', async () => t.app.request('/api/health')],
    ['profile read', () => gardener.json('/api/profile')],
    ['profile write', () => gardener.json('/api/profile', { zone: '7a' }, { method: 'PUT' })],
    [
      'event (rate-limited)',
      () => testBrowser(t).json('/api/events', { name: 'home_search_opened', props: { zip: '55401', query: 'kale' } }),
    ],
    ['sign-in', () => testBrowser(t).json('/api/auth/sign-in/email', { email: gardener.email, password: 'x-123456' })],
  ];

  test('every connection has a statement timeout', async () => {
    const rows = await sql<{ statement_timeout: string }>`show statement_timeout`.execute(t.database.db);
    expect(rows.rows[0]?.statement_timeout).toBe(`${STATEMENT_TIMEOUT_MS / 1000}s`);
  });

  test('a stopped database makes requests answer 503 quickly; back again, the app recovers by itself', async () => {
    expect((await gardener.json('/api/profile', { zone: '6a' }, { method: 'PUT' })).status).toBe(200);

    await proxy.stop();
    for (const [label, request] of requests()) {
      const res = await expectUnavailable(request, label);
      if (label === 'health') expect(await res.json()).toEqual({ status: 'unavailable', db: 'down' });
      else
        expect(ErrorBodySchema.parse(await res.json()).error).toEqual({
          code: 'unavailable',
          message: 'The service is temporarily unavailable. Please try again shortly.',
        });
    }

    await proxy.start();
    expect(await waitUntilHealthy(t)).toBeLessThan(RECOVERY_MS);
    expect((await gardener.json('/api/profile', { zone: '8b' }, { method: 'PUT' })).status).toBe(200);
    const profile = (await (await gardener.json('/api/profile')).json()) as { profile: { zone: string } };
    expect(profile.profile.zone).toBe('8b');

    // Pooled connections cut while idle were logged and replaced, not fatal; nothing was a 500.
    const text = log.lines.join('\n');
    expect(text).toContain('"database connection lost"');
    expect(text).toContain('"database unavailable"');
    expect(text).not.toContain('"unhandled error"');
    expect(text).not.toMatch(/"status":500\b/);
  });

  test('a database that takes connections and never answers still gets 503 within the bound', async () => {
    await proxy.stop();
    await proxy.start('black-hole');
    // All at once: more than the pool holds, so some also wait for a connection first.
    await Promise.all(requests().map(([label, request]) => expectUnavailable(request, label)));
    await proxy.stop();
    await proxy.start();
    expect(await waitUntilHealthy(t)).toBeLessThan(RECOVERY_MS);
    expect((await gardener.json('/api/profile', { zone: '5b' }, { method: 'PUT' })).status).toBe(200);
    expect(log.lines.join('\n')).not.toContain('"unhandled error"');
  });
});

describe('SQLite locked by another writer for longer than its busy timeout', () => {
  let database: TestDatabase;
  let t: TestApp;
  let file: string;

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    file = (await sql<{ file: string }>`select file from pragma_database_list where name = 'main'`.execute(database.db))
      .rows[0]!.file;
    t = await createTestApp('sqlite', { database: openDatabase(`file:${file}`, { busyTimeoutMs: 100 }) });
  });
  afterAll(async () => {
    await t.destroy();
    await database.destroy();
  });

  test('a write answers 503, not 500, and works again once the lock is gone', async () => {
    const gardener = await signedInBrowser(t);
    expect((await gardener.json('/api/profile', { zone: '6a' }, { method: 'PUT' })).status).toBe(200);
    const other = new SQLite(file);
    try {
      other.exec('begin immediate');
      const res = await expectUnavailable(
        () => gardener.json('/api/profile', { zone: '7a' }, { method: 'PUT' }),
        'profile write',
      );
      expect(ErrorBodySchema.parse(await res.json()).error.code).toBe('unavailable');
      await expectUnavailable(
        () =>
          testBrowser(t).json('/api/events', { name: 'home_search_opened', props: { zip: '55401', query: 'kale' } }),
        'event (rate-limited)',
      );
      // Reading goes on meanwhile.
      expect((await t.app.request('/api/health')).status).toBe(200);
      other.exec('rollback');
    } finally {
      other.close();
    }
    expect((await gardener.json('/api/profile', { zone: '7a' }, { method: 'PUT' })).status).toBe(200);
  });
});
