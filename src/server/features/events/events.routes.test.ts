import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ErrorBodySchema } from '#shared/errors.ts';
import { testBrowser, type TestBrowser } from '#tests/setup/session-client.ts';
import { TEST_DIALECTS } from '#tests/setup/test-database.ts';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';
import { EVENTS_PER_MINUTE } from './events.routes.ts';

async function errorOf(res: Response) {
  return ErrorBodySchema.parse(await res.json()).error;
}

describe.each(TEST_DIALECTS)('POST /api/events on %s', (dialect) => {
  let t: TestApp;
  let visitor: TestBrowser;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    visitor = testBrowser(t);
  });
  afterAll(async () => {
    await t.destroy();
  });

  test('records a first-party event', async () => {
    const res = await visitor.json('/api/events', {
      name: 'home_search_opened',
      props: { zip: '55401', query: 'tomato' },
    });
    expect(res.status).toBe(204);
    const rows = await t.database.db.selectFrom('events').selectAll().execute();
    expect(rows.map((row) => [row.name, JSON.parse(row.props)])).toContainEqual([
      'home_search_opened',
      { zip: '55401', query: 'tomato' },
    ]);
  });

  test('one address sending too many events is told to wait, and others are not', async () => {
    const flooder = testBrowser(t);
    const send = (browser: TestBrowser) =>
      browser.json('/api/events', { name: 'home_search_opened', props: { zip: '55401', query: 'x' } });
    for (let i = 0; i < EVENTS_PER_MINUTE; i++) expect((await send(flooder)).status).toBe(204);
    const refused = await send(flooder);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await errorOf(refused)).code).toBe('rate_limited');
    expect((await send(testBrowser(t))).status).toBe(204);
  });

  test('rejects unknown events and malformed properties, storing nothing', async () => {
    const before = await t.database.db.selectFrom('events').select('id').execute();
    for (const body of [
      { name: 'page_view', props: {} },
      { name: 'home_search_opened', props: { zip: '5540', query: 'x' } },
      { name: 'home_search_opened', props: { zip: '55401', query: 'x', email: 'a@b.c' } },
      { name: 'home_search_opened' },
    ]) {
      expect((await visitor.json('/api/events', body)).status, JSON.stringify(body)).toBe(400);
    }
    expect(await t.database.db.selectFrom('events').select('id').execute()).toHaveLength(before.length);
  });
});
