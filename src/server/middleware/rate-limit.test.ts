import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ErrorBodySchema } from '#shared/errors.ts';
import { randomTestIp, testBrowser, testEmail, type TestBrowser } from '#tests/setup/session-client.ts';
import { TEST_DIALECTS } from '#tests/setup/test-database.ts';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';
import { RateLimitStore } from '../db/rate-limits.ts';
import { EVENTS_PER_MINUTE } from '../features/events/events.routes.ts';
import { IDENTIFY_PER_MINUTE } from '../features/identify/identify.routes.ts';
import { JPEG_1X1 } from '../features/identify/test-support.ts';
import { ADD_PLANT_PER_MINUTE } from '../features/plants/plants.routes.ts';
import { RATE_LIMITED_MESSAGE } from './rate-limit.ts';

/** Pl@ntNet on loopback, finding no plant in any photo; counts the photos it was sent. */
async function startPlantNet(): Promise<{ url: string; photos: () => number; close: () => Promise<void> }> {
  let photos = 0;
  const server: Server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      photos += 1;
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ statusCode: 404, error: 'Not Found', message: 'Species not found' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    photos: () => photos,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function photo(): FormData {
  const form = new FormData();
  form.append('file', new File([JPEG_1X1], 'leaf.jpg', { type: 'image/jpeg' }));
  return form;
}

describe.each(TEST_DIALECTS)('rate limits shared by two app servers on one %s database', (dialect) => {
  let plantNet: Awaited<ReturnType<typeof startPlantNet>>;
  let one: TestApp;
  let two: TestApp;

  beforeAll(async () => {
    plantNet = await startPlantNet();
    const env = { PLANT_ID_PROVIDER: 'plantnet', PLANTNET_API_KEY: 'test-key', PLANTNET_BASE_URL: plantNet.url };
    one = await createTestApp(dialect, { env });
    two = await createTestApp(dialect, { env, database: one.database.connectAgain() });
  });
  afterAll(async () => {
    await two.destroy();
    await one.destroy();
    await plantNet.close();
  });

  /** The same visitor (one address) as seen by each server. */
  const visitor = (): [TestBrowser, TestBrowser] => {
    const ip = randomTestIp();
    return [testBrowser(one, { ip }), testBrowser(two, { ip })];
  };

  async function expectRefused(res: Response) {
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(ErrorBodySchema.parse(await res.json()).error).toEqual({
      code: 'rate_limited',
      message: RATE_LIMITED_MESSAGE,
    });
  }

  test('10 photos a minute per address in all: 6 on one server and 4 on the other, then the 11th is refused on both', async () => {
    expect(IDENTIFY_PER_MINUTE).toBe(10);
    const [onOne, onTwo] = visitor();
    const send = (browser: TestBrowser) => browser.request('/api/identify-plant', { method: 'POST', body: photo() });
    const before = plantNet.photos();
    for (let i = 0; i < 6; i++) expect((await send(onOne)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await send(onTwo)).status).toBe(200);
    await expectRefused(await send(onTwo));
    await expectRefused(await send(onOne));
    expect(plantNet.photos() - before).toBe(10);
    // Another address is not held back.
    expect((await send(testBrowser(two))).status).toBe(200);
  });

  test('product events: the limit counts requests on both servers together', async () => {
    const [onOne, onTwo] = visitor();
    const event = { name: 'home_search_opened', props: { zip: '55401', query: 'basil' } };
    for (let i = 0; i < EVENTS_PER_MINUTE; i++) {
      expect((await (i % 2 ? onTwo : onOne).json('/api/events', event)).status).toBe(204);
    }
    await expectRefused(await onOne.json('/api/events', event));
    await expectRefused(await onTwo.json('/api/events', event));
  });

  test('new plants: the limit counts requests on both servers together', async () => {
    const [onOne, onTwo] = visitor();
    const body = { plant_name: 'Sungold tomato', user_zone: '6a' };
    // Nobody is signed in: each attempt is a 401, and still counts.
    for (let i = 0; i < ADD_PLANT_PER_MINUTE; i++) {
      expect((await (i % 2 ? onTwo : onOne).json('/api/add-plant', body)).status).toBe(401);
    }
    await expectRefused(await onTwo.json('/api/add-plant', body));
  });

  test('sign-in attempts: 3 on one server and 2 on the other, then both refuse', async () => {
    const [onOne, onTwo] = visitor();
    const attempt = (browser: TestBrowser) =>
      browser.json('/api/auth/sign-in/email', { email: testEmail(), password: 'wrong-password-1' });
    for (let i = 0; i < 3; i++) expect((await attempt(onOne)).status).toBe(401);
    for (let i = 0; i < 2; i++) expect((await attempt(onTwo)).status).toBe(401);
    for (const browser of [onTwo, onOne]) {
      const refused = await attempt(browser);
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({ message: 'Too many requests. Please try again later.' });
    }
  });

  test('many requests at once on both servers let exactly the limit through', async () => {
    const [onOne, onTwo] = visitor();
    const event = { name: 'home_search_opened', props: { zip: '55401', query: 'kale' } };
    const statuses = await Promise.all(
      Array.from({ length: EVENTS_PER_MINUTE + 20 }, (_, i) => (i % 2 ? onTwo : onOne).json('/api/events', event)),
    ).then((answers) => answers.map((res) => res.status));
    expect(statuses.filter((status) => status === 204)).toHaveLength(EVENTS_PER_MINUTE);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
  });
});

describe.each(TEST_DIALECTS)('the rate limit store on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t.destroy();
  });

  test('a new window starts once the last one has ended, and ended windows are swept away', async () => {
    let now = Date.UTC(2026, 4, 1, 12);
    const store = new RateLimitStore(t.database.db, () => now);
    const rule = { max: 2, windowMs: 60_000 };
    const decisions = [];
    for (let i = 0; i < 3; i++) decisions.push(await store.consume('test|a', rule));
    expect(decisions.map((d) => d.allowed)).toEqual([true, true, false]);
    expect(decisions[2]!.retryAfter).toBe(60);

    now += 30_000;
    expect(await store.consume('test|a', rule)).toEqual({ allowed: false, retryAfter: 30 });
    await store.consume('test|b', { max: 2, windowMs: 10_000 });

    // A minute after the store was made, a request also sweeps: test|b's window has ended.
    now += 30_000;
    expect(await store.consume('test|a', rule)).toEqual({ allowed: true, retryAfter: 60 });
    await expect.poll(() => keys()).toEqual(['test|a']);
  });

  const keys = async () =>
    (await t.database.db.selectFrom('rate_limits').select('key').where('key', 'like', 'test|%').execute()).map(
      (row) => row.key,
    );
});
