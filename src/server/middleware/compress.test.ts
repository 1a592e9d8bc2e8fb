import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { GardenResponseSchema } from '#shared/garden/api.ts';
import { AddPlantResponseSchema } from '#shared/plants/api.ts';
import { seedGardener, type Gardener } from '#tests/setup/api-world.ts';
import { signedInBrowser, testBrowser, type TestBrowser } from '#tests/setup/session-client.ts';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';
import { TEST_DIALECTS } from '#tests/setup/test-database.ts';
import { serveTestAppForSuite } from '#tests/setup/test-server.ts';
import type { AppEnv } from '../context.ts';
import { AppError } from '../lib/app-error.ts';
import { COMPRESS_THRESHOLD, json } from '../lib/json-text.ts';
import { handleError } from './error-handler.ts';
import { acceptsGzip, compressAnswers } from './compress.ts';

/** What Chrome sends. */
const BROWSER = 'gzip, deflate, br, zstd';

describe('acceptsGzip', () => {
  test.each([
    [undefined, false],
    ['', false],
    ['identity', false],
    ['br', false],
    [BROWSER, true],
    ['gzip', true],
    ['GZIP;q=0.5', true],
    ['x-gzip', true],
    ['gzip;q=0', false],
    ['gzip; q=0.0, br', false],
    ['*', true],
    ['*;q=0', false],
    ['br, *', true],
    ['gzip;q=0, *', false],
    ['gzip;q=nonsense', false],
  ])('%j → %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
    // The last header's answer is kept: asking again gives the same.
    expect(acceptsGzip(header)).toBe(expected);
  });
});

interface Read {
  status: number;
  encoding: string | null;
  vary: string;
  /** The body as sent. */
  sent: Buffer;
  /** The body decoded. */
  text: string;
}

async function read(res: Response): Promise<Read> {
  const sent = Buffer.from(await res.arrayBuffer());
  const encoding = res.headers.get('content-encoding');
  return {
    status: res.status,
    encoding,
    vary: res.headers.get('vary') ?? '',
    sent,
    text: (encoding === 'gzip' ? gunzipSync(sent) : sent).toString('utf8'),
  };
}

describe.each(TEST_DIALECTS)('compressed answers on %s', (dialect) => {
  let t: TestApp;
  let browser: TestBrowser & { userId: string; email: string };
  let gardener: Gardener;
  beforeAll(async () => {
    t = await createTestApp(dialect, { catalogue: true, climate: true });
    browser = await signedInBrowser(t);
    gardener = await seedGardener(browser);
    for (const plant of ['tomato', 'sweet-basil', 'zucchini']) {
      expect((await browser.json('/api/garden', { plant_id: plant, save_later: false })).status).toBe(200);
    }
  }, 60_000);
  afterAll(() => t?.destroy());

  /** The same request asked for with gzip and without. */
  async function both(path: string, init: RequestInit = {}) {
    const ask = (encoding: string) =>
      browser.request(path, { ...init, headers: { ...(init.headers as object), 'accept-encoding': encoding } });
    return { gzip: await read(await ask(BROWSER)), plain: await read(await ask('identity')) };
  }

  const post = (body: unknown): RequestInit => ({
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

  test.each([
    ['the garden list', '/api/garden', {}],
    ['a plant page', '/api/plants/tomato?zip=30301', {}],
    ['a plant page with no place', '/api/plants/tomato', {}],
    ['a care plan', '/api/plant-care/tomato', post({ zip: '30301' })],
    ['a planting guide', '/api/plant-planting/tomato', post({ zone: '7a' })],
    ['a search', '/api/plants/search?q=to&zip=30301', {}],
    ['a search among the gardener’s own plants', '/api/plants/search?q=tomato&zone=7a', {}],
    ['the tasks', '/api/tasks', {}],
    ['the data download', '/api/account/export', {}],
    ['the API document (written by the library)', '/api/openapi.json', {}],
  ])('%s: gzip decodes to the very answer sent to those who take no gzip', async (_, path, init) => {
    const { gzip, plain } = await both(path, init);
    expect(plain.status).toBe(200);
    expect(gzip.status).toBe(200);
    expect(plain.encoding).toBeNull();
    // The data download says when it was made; everything else is the same.
    const stamped = (text: string) => text.replace(/"exported_at":"[^"]*"/, '"exported_at":""');
    expect(stamped(gzip.text)).toBe(stamped(plain.text));
    if (plain.sent.byteLength >= COMPRESS_THRESHOLD) {
      expect(gzip.encoding).toBe('gzip');
      expect(gzip.sent.byteLength).toBeLessThan(plain.sent.byteLength);
      expect(gzip.vary).toMatch(/Accept-Encoding/);
    } else {
      expect(gzip.encoding).toBeNull();
    }
  });

  test('large answers come compressed: the garden to a third of its size or less', async () => {
    const { gzip, plain } = await both('/api/garden');
    expect(plain.sent.byteLength).toBeGreaterThan(10_000);
    expect(gzip.sent.byteLength).toBeLessThan(plain.sent.byteLength / 3);
    const { gzip: page } = await both('/api/plants/tomato?zip=30301');
    expect(page.encoding).toBe('gzip');
  });

  test('an answer under 1 KB, an error and an empty answer go as they are', async () => {
    for (const path of ['/api/health/live', '/api/zones/by-zip/30301', '/api/plants/no-such-plant', '/api/profile']) {
      const { gzip, plain } = await both(path);
      expect(plain.sent.byteLength, path).toBeLessThan(COMPRESS_THRESHOLD);
      expect(gzip.encoding, path).toBeNull();
      expect(gzip.vary, path).not.toMatch(/Accept-Encoding/);
      expect(gzip.text, path).toBe(plain.text);
    }
    const removed = await browser.request('/api/garden/zucchini', {
      method: 'DELETE',
      headers: { 'accept-encoding': BROWSER },
    });
    expect(removed.status).toBe(204);
    expect(removed.headers.get('content-encoding')).toBeNull();
    expect((await browser.json('/api/garden', { plant_id: 'zucchini', save_later: false })).status).toBe(200);
  });

  test('a client that refuses gzip by its quality gets the answer as it is', async () => {
    const res = await read(await browser.request('/api/garden', { headers: { 'accept-encoding': 'gzip;q=0, br' } }));
    expect(res.encoding).toBeNull();
    expect(res.vary).toMatch(/Accept-Encoding/);
    expect(GardenResponseSchema.parse(JSON.parse(res.text)).entries.length).toBeGreaterThan(3);
  });

  test('a garden, kept as written, follows every change, whichever server made it', async () => {
    // A garden's answer is kept between requests (garden-view.ts), one with the gardener's own plant too.
    const keeper = await signedInBrowser(t);
    const profile = { zip_code: '30301', zone: '7a', garden_type: 'backyard', plant_preference: 'both' };
    const putProfile = (body: unknown) =>
      keeper.request('/api/profile', {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await putProfile({ ...profile, gardening_commitment: 'weekend' })).status).toBe(200);
    const added = await keeper.json('/api/add-plant', { plant_name: 'Sungold tomato', user_zone: '7a' });
    const own = AddPlantResponseSchema.parse(await added.json()).plant.id;
    for (const plant of ['tomato', own, 'sweet-basil']) {
      expect((await keeper.json('/api/garden', { plant_id: plant, save_later: false })).status).toBe(200);
    }
    const answerOf = async () =>
      (await read(await keeper.request('/api/garden', { headers: { 'accept-encoding': BROWSER } }))).text;
    const gardenOf = async () => GardenResponseSchema.parse(JSON.parse(await answerOf())).entries;
    const pairs = (entries: Awaited<ReturnType<typeof gardenOf>>) => entries.map((e) => [e.plant_id, e.save_later]);
    const first = await answerOf();
    expect(pairs(GardenResponseSchema.parse(JSON.parse(first)).entries)).toEqual([
      ['tomato', false],
      [own, false],
      ['sweet-basil', false],
    ]);
    // Asked again, the kept answer: the same, and each plant as its own page shows it.
    expect(await answerOf()).toBe(first);
    for (const entry of await gardenOf()) {
      const page = await read(await keeper.request(`/api/plants/${entry.plant_id}`));
      expect(entry.plant, entry.plant_id).toEqual(JSON.parse(page.text));
    }
    expect((await gardenOf())[1]!.plant.plantName).toBe('Sungold tomato');

    // Another app server on the same database adds a plant and saves one for later.
    const other = t.database.connectAgain();
    try {
      await other.db
        .insertInto('user_garden')
        .values({ user_id: keeper.userId, plant_id: 'carrot', save_later: 0, created_at: '2099-01-01T00:00:00.000Z' })
        .execute();
      await other.db
        .updateTable('user_garden')
        .set({ save_later: 1 })
        .where('user_id', '=', keeper.userId)
        .where('plant_id', '=', 'sweet-basil')
        .execute();
    } finally {
      await other.close();
    }
    expect(pairs(await gardenOf())).toEqual([
      ['tomato', false],
      [own, false],
      ['sweet-basil', true],
      ['carrot', false],
    ]);

    // A new ZIP in the profile: every plant is shown for the new place.
    expect((await putProfile({ zip_code: '99501', zone: '5a' })).status).toBe(200);
    for (const entry of await gardenOf()) expect(entry.plant.place).toMatchObject({ zip: '99501', zone: '5a' });
  });

  test('another gardener never gets this one’s kept garden', async () => {
    const other = await signedInBrowser(t);
    const res = await read(await other.request('/api/garden', { headers: { 'accept-encoding': BROWSER } }));
    expect(res.status).toBe(200);
    expect(JSON.parse(res.text)).toEqual({ entries: [] });
    expect(gardener.ownPlantId).toBeTruthy();
  });
});

describe('compressed answers over HTTP', () => {
  const served = serveTestAppForSuite();
  let visitor: TestBrowser;
  beforeAll(() => {
    visitor = testBrowser(served.t);
  });

  test('a compressed answer says its length, and keeps the route’s caching headers and Vary', async () => {
    const res = await fetch(`${served.base}/api/plants/tomato?zip=30301`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toBe('Cookie, Accept-Encoding');
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    expect(res.headers.get('transfer-encoding')).toBeNull();
    // fetch decodes the body; the length it was sent with is the compressed one.
    const length = Number(res.headers.get('content-length'));
    const page = (await res.json()) as { id: string };
    expect(page.id).toBe('tomato');
    const plain = await visitor.request('/api/plants/tomato?zip=30301', { headers: { 'accept-encoding': 'identity' } });
    expect(length).toBeGreaterThan(0);
    expect(length).toBeLessThan((await plain.arrayBuffer()).byteLength);
  });

  test('a small answer is sent whole, with its length and no Vary for the encoding', async () => {
    const res = await fetch(`${served.base}/api/health/live`, { headers: { 'accept-encoding': BROWSER } });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('transfer-encoding')).toBeNull();
    expect(res.headers.get('vary')).toBeNull();
    expect(Number(res.headers.get('content-length'))).toBe(JSON.stringify(await res.json()).length);
  });
});

describe('an answer written after a compressed one', () => {
  test('an error after a compressed answer was written goes out plain, and says so', async () => {
    // A route that writes a large answer and then fails: the error's answer replaces it.
    const app = new Hono<AppEnv>()
      .use(compressAnswers())
      .get('/late-failure', (c) => {
        json(c, { words: 'kept words '.repeat(200) });
        throw new AppError('not_found', 'Plant not found');
      })
      .onError(handleError);
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/late-failure`, {
        headers: { 'accept-encoding': BROWSER },
      });
      expect(res.status).toBe(404);
      expect(res.headers.get('content-encoding')).toBeNull();
      expect(await res.json()).toMatchObject({ error: { message: 'Plant not found' } });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
