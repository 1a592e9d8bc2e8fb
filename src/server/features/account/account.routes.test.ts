import { sql, type KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { AccountExportSchema, type AccountExport } from '#shared/account/api.ts';
import { ErrorBodySchema } from '#shared/errors.ts';
import { AddPlantResponseSchema, CareGuideSchema } from '#shared/plants/api.ts';
import { TaskChangeSchema } from '#shared/garden/api.ts';
import {
  guestBrowser,
  signedInBrowser,
  testBrowser,
  testEmail,
  type TestBrowser,
} from '#tests/setup/session-client.ts';
import { TEST_DIALECTS } from '#tests/setup/test-database.ts';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';
import { loadCatalogueIndex } from '../../catalogue/catalogue-index.ts';
import { hasKeptGarden } from '../../garden/garden-view.ts';
import { deleteAccount } from './account.service.ts';

/** 3 December 2026: the export's file is named for this day. */
const NOW = new Date('2026-12-03T10:00:00Z');
const PASSWORD = 'tomato-trellis-42';
const SESSION_COOKIE = 'better-auth.session_token';

type Gardener = TestBrowser & { email: string; userId: string };

function send(browser: TestBrowser, method: string, path: string, body?: unknown, headers: HeadersInit = {}) {
  return browser.request(path, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
}

async function ok(res: Response | Promise<Response>): Promise<Response> {
  const answer = await res;
  if (!answer.ok) throw new Error(`${answer.status} ${await answer.text()}`);
  return answer;
}

const deleteAccountOf = (browser: TestBrowser, body: unknown = { confirm: true }) =>
  send(browser, 'DELETE', '/api/account', body);

async function exportOf(browser: TestBrowser): Promise<AccountExport> {
  const res = await browser.request('/api/account/export');
  expect(res.status, await res.clone().text()).toBe(200);
  return AccountExportSchema.parse(await res.json());
}

/** What a gardener builds up over a season, through the API wherever it can. */
async function grow(t: TestApp, gardener: Gardener) {
  await ok(
    send(gardener, 'PUT', '/api/profile', {
      zone: '7a',
      garden_type: 'backyard',
      plant_preference: 'veggies',
      gardening_commitment: 'weekend',
    }),
  );
  await ok(send(gardener, 'POST', '/api/garden', { plant_id: 'tomato', save_later: false }));
  await ok(send(gardener, 'POST', '/api/garden', { plant_id: 'garlic', save_later: true }));
  const own = AddPlantResponseSchema.parse(
    await (await ok(gardener.json('/api/add-plant', { plant_name: 'Cherokee Purple tomato', user_zone: '7a' }))).json(),
  ).plant;
  await ok(send(gardener, 'POST', '/api/garden', { plant_id: own.id, save_later: false }));

  const care = CareGuideSchema.parse(await (await ok(gardener.json('/api/plant-care/tomato', { zone: '7a' }))).json())
    .care_plan.must_do[0]!;
  const careTask = TaskChangeSchema.parse(
    await (
      await ok(
        send(gardener, 'POST', '/api/tasks', {
          plant_id: 'tomato',
          care_instruction_id: care.care_instruction_id,
          event_type: 'care',
        }),
      )
    ).json(),
  ).task;
  await ok(send(gardener, 'PATCH', `/api/tasks/${careTask.calendar_event_id}`, { completed: true }));
  await ok(send(gardener, 'POST', '/api/tasks', { plant_id: 'tomato', event_type: 'planting' }));

  await ok(send(gardener, 'PUT', '/api/reminders', { frequency: 'weekly', timeZone: 'America/Chicago' }));
  await ok(gardener.json('/api/calendar-feed'));
  await ok(gardener.json('/api/events', { name: 'home_search_opened', props: { zip: '10001', query: 'tomato' } }));
  await t.database.db
    .insertInto('reminder_digests')
    .values({
      user_id: gardener.userId,
      period: '2026-W49',
      status: 'sent',
      attempts: 1,
      task_count: 2,
      sent_at: '2026-11-30T13:00:04.000Z',
    })
    .execute();
  // Pending sign-in e-mails: a password reset (keyed by the user) and a magic link (by the address).
  await ok(gardener.json('/api/auth/request-password-reset', { email: gardener.email }));
  await ok(gardener.json('/api/auth/sign-in/magic-link', { email: gardener.email }));
  return { ownPlantId: own.id, careStep: care };
}

const authTables = (t: TestApp) =>
  t.database.db.withTables<{
    session: { token: string; userId: string };
    account: { userId: string; password: string | null; providerId: string };
    verification: { identifier: string; value: string };
  }>();

/** How many rows each table holds for the user (the plants they added, and those plants' care steps). */
async function rowsOf(t: TestApp, gardener: { userId: string; email: string }, ownPlantIds: string[] = []) {
  const db = authTables(t);
  const id = gardener.userId;
  const count = async (query: { executeTakeFirstOrThrow: () => Promise<{ n: number | string | bigint }> }) =>
    Number((await query.executeTakeFirstOrThrow()).n);
  const n = sql<number>`count(*)`.as('n');
  return {
    user: await count(db.selectFrom('user').select(n).where('id', '=', id)),
    session: await count(db.selectFrom('session').select(n).where('userId', '=', id)),
    account: await count(db.selectFrom('account').select(n).where('userId', '=', id)),
    verification: await count(
      db
        .selectFrom('verification')
        .select(n)
        .where((eb) => eb.or([eb('value', '=', id), eb('value', 'like', `%${gardener.email}%`)])),
    ),
    profiles: await count(db.selectFrom('profiles').select(n).where('id', '=', id)),
    user_garden: await count(db.selectFrom('user_garden').select(n).where('user_id', '=', id)),
    user_calendar_events: await count(db.selectFrom('user_calendar_events').select(n).where('user_id', '=', id)),
    plants: await count(db.selectFrom('plants').select(n).where('created_by', '=', id)),
    care_instructions:
      ownPlantIds.length === 0
        ? 0
        : await count(db.selectFrom('care_instructions').select(n).where('plant_id', 'in', ownPlantIds)),
    calendar_feeds: await count(db.selectFrom('calendar_feeds').select(n).where('user_id', '=', id)),
    reminder_settings: await count(db.selectFrom('reminder_settings').select(n).where('user_id', '=', id)),
    reminder_digests: await count(db.selectFrom('reminder_digests').select(n).where('user_id', '=', id)),
    events: await count(db.selectFrom('events').select(n).where('user_id', '=', id)),
  };
}

/** Tables whose rows belong to a user; `rowsOf` counts each of them. */
const PERSONAL_TABLES = [
  'user',
  'session',
  'account',
  'verification',
  'profiles',
  'user_garden',
  'user_calendar_events',
  'plants',
  'care_instructions',
  'calendar_feeds',
  'reminder_settings',
  'reminder_digests',
  'events',
];
/** Tables that hold nothing about a person: reference data, bookkeeping, counts per client address. */
const IMPERSONAL_TABLES = [
  'usda_zones',
  'app_state',
  'plant_images',
  'rateLimit',
  'rate_limits',
  'kysely_migration',
  'kysely_migration_lock',
];

async function tablesOf(t: TestApp): Promise<string[]> {
  const rows =
    t.database.dialect === 'sqlite'
      ? await sql<{
          name: string;
        }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(t.database.db)
      : await sql<{
          name: string;
        }>`select table_name as name from information_schema.tables where table_schema = current_schema()`.execute(
          t.database.db,
        );
  return rows.rows.map((row) => row.name).sort();
}

/** Makes the deletion of the `user` row fail: the last statement, so everything before it must roll back. */
const failOnUserDelete: KyselyPlugin = {
  transformQuery(args) {
    if (args.node.kind === 'DeleteQueryNode' && JSON.stringify(args.node.from).includes('"name":"user"')) {
      throw new Error('the database went away');
    }
    return args.node;
  },
  transformResult: async (args) => args.result,
};

function everyKey(value: unknown, keys: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) everyKey(item, keys);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      keys.push(key);
      everyKey(inner, keys);
    }
  }
  return keys;
}

describe.each(TEST_DIALECTS)('the account API on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { climate: true, catalogue: true, now: () => NOW });
  }, 60_000);
  afterAll(async () => {
    await t.destroy();
  });

  test('the export holds the account, profile, garden, saved list, tasks and reminders the gardener made', async () => {
    const gardener = await signedInBrowser(t, { name: 'Rosa Gardener' });
    const { ownPlantId, careStep } = await grow(t, gardener);

    const res = await gardener.request('/api/account/export');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="garden-guide-data-2026-12-03.json"');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const data = AccountExportSchema.parse(await res.json());

    expect(data).toMatchObject({ format: 'garden-guide-export', version: 1, exported_at: NOW.toISOString() });
    expect(data.account).toMatchObject({
      id: gardener.userId,
      email: gardener.email,
      name: 'Rosa Gardener',
      sign_in_methods: ['credential'],
    });
    expect(Date.parse(data.account.created_at ?? '')).not.toBeNaN();
    expect(data.profile).toMatchObject({
      zone: '7a',
      garden_type: 'backyard',
      plant_preference: 'veggies',
      gardening_commitment: 'weekend',
      full_name: 'Rosa Gardener',
    });
    expect(data.garden.map(({ plant_id, plant_name, save_later }) => [plant_id, plant_name, save_later])).toEqual([
      ['tomato', 'Tomato', false],
      ['garlic', 'Garlic', true],
      [ownPlantId, 'Cherokee Purple tomato', false],
    ]);
    for (const entry of data.garden) expect(Date.parse(entry.added_at)).not.toBeNaN();
    expect(data.own_plants).toEqual([
      expect.objectContaining({ plant_id: ownPlantId, plant_name: 'Cherokee Purple tomato', based_on: 'tomato' }),
    ]);
    expect(data.tasks).toEqual([
      expect.objectContaining({
        plant_id: 'tomato',
        plant_name: 'Tomato',
        event_type: 'care',
        care_instruction_id: careStep.care_instruction_id,
        step: expect.any(String),
        completed: true,
      }),
      expect.objectContaining({
        plant_id: 'tomato',
        event_type: 'planting',
        care_instruction_id: null,
        step: null,
        task_key: 'plant-tomato-planting',
        completed: false,
      }),
    ]);
    expect(data.reminders).toMatchObject({ frequency: 'weekly', time_zone: 'America/Chicago' });
    expect(data.reminder_digests).toEqual([
      { period: '2026-W49', status: 'sent', task_count: 2, sent_at: '2026-11-30T13:00:04.000Z' },
    ]);
    expect(data.calendar_feed.exists).toBe(true);
    expect(data.events).toEqual([
      expect.objectContaining({ name: 'home_search_opened', props: { zip: '10001', query: 'tomato' } }),
    ]);
    expect(data.sessions).toEqual([expect.objectContaining({ ip_address: gardener.ip })]);
  });

  test('a new account’s export is empty but for the account', async () => {
    const gardener = await signedInBrowser(t);
    const data = await exportOf(gardener);
    expect(data).toMatchObject({
      profile: null,
      garden: [],
      own_plants: [],
      tasks: [],
      reminders: null,
      reminder_digests: [],
      calendar_feed: { exists: false, created_at: null },
      events: [],
    });
  });

  test('the export holds no secret: no password hash, session, feed or unsubscribe token', async () => {
    const gardener = await signedInBrowser(t);
    await grow(t, gardener);
    const text = await (await gardener.request('/api/account/export')).text();

    const db = authTables(t);
    const secrets = [
      ...(await db.selectFrom('session').select('token').where('userId', '=', gardener.userId).execute()).map(
        (row) => row.token,
      ),
      ...(await db.selectFrom('account').select('password').where('userId', '=', gardener.userId).execute()).map(
        (row) => row.password ?? '',
      ),
      (await db.selectFrom('calendar_feeds').select('token').where('user_id', '=', gardener.userId).executeTakeFirst())
        ?.token ?? '',
      (
        await db
          .selectFrom('reminder_settings')
          .select('unsubscribe_token')
          .where('user_id', '=', gardener.userId)
          .executeTakeFirst()
      )?.unsubscribe_token ?? '',
      decodeURIComponent(gardener.cookies.get(SESSION_COOKIE) ?? ''),
    ];
    expect(secrets.filter((secret) => secret.length < 20)).toEqual([]);
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(text).not.toContain(PASSWORD);
    const keys = everyKey(JSON.parse(text));
    expect(keys.filter((key) => /token|password|secret/i.test(key))).toEqual([]);
  });

  test('a visitor gets 401 and a guest 403, and nothing is deleted', async () => {
    const visitor = testBrowser(t);
    expect((await visitor.request('/api/account/export')).status).toBe(401);
    expect((await deleteAccountOf(visitor)).status).toBe(401);

    const guest = await guestBrowser(t);
    const exported = await guest.request('/api/account/export');
    expect(exported.status).toBe(403);
    expect(ErrorBodySchema.parse(await exported.json()).error.message).toBe(
      'Anonymous users cannot download account data. Please sign up or log in.',
    );
    expect((await deleteAccountOf(guest)).status).toBe(403);
    // The guest's session still works.
    const session = await guest.request('/api/auth/get-session');
    expect(((await session.json()) as { user?: { isAnonymous?: boolean } }).user?.isAnonymous).toBe(true);
  });

  test('another gardener’s export holds nothing of ours, and their deletion leaves ours intact', async () => {
    const alice = await signedInBrowser(t);
    const { ownPlantId } = await grow(t, alice);
    const aliceRows = await rowsOf(t, alice, [ownPlantId]);
    const aliceExport = await exportOf(alice);

    const bob = await signedInBrowser(t);
    await ok(send(bob, 'POST', '/api/garden', { plant_id: 'pepper', save_later: false }));
    const bobText = await (await bob.request('/api/account/export')).text();
    expect(bobText).not.toContain(alice.userId);
    expect(bobText).not.toContain(alice.email);
    expect(bobText).not.toContain(ownPlantId);
    expect(AccountExportSchema.parse(JSON.parse(bobText)).garden.map((entry) => entry.plant_id)).toEqual(['pepper']);

    expect((await deleteAccountOf(bob)).status).toBe(204);
    expect(await rowsOf(t, alice, [ownPlantId])).toEqual(aliceRows);
    const after = await exportOf(alice);
    expect({ ...after, exported_at: null }).toEqual({ ...aliceExport, exported_at: null });
  });

  test('deleting the account removes every row of the user, and their sessions stop at once', async () => {
    const gardener = await signedInBrowser(t);
    const { ownPlantId } = await grow(t, gardener);
    // A second session, as on another device; both are trusted from memory by now.
    const phone = testBrowser(t);
    await ok(phone.json('/api/auth/sign-in/email', { email: gardener.email, password: PASSWORD }));
    await ok(gardener.json('/api/garden'));
    await ok(phone.json('/api/garden'));
    // The garden, asked for, is kept as written (garden-view.ts); it goes with the account.
    const index = await loadCatalogueIndex(t.database.db);
    expect(hasKeptGarden(index, gardener.userId)).toBe(true);
    const cookies = [gardener, phone].map((browser) => browser.cookies.get(SESSION_COOKIE) ?? '');
    for (const cookie of cookies) expect(t.sessions.get(cookie)).toBeDefined();
    const oldCookieHeader = [...gardener.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

    const before = await rowsOf(t, gardener, [ownPlantId]);
    expect(Object.entries(before).filter(([, n]) => n === 0)).toEqual([]);

    const res = await deleteAccountOf(gardener);
    expect(res.status).toBe(204);
    const cleared = res.headers.getSetCookie().filter((cookie) => /max-age=0/i.test(cookie));
    expect(cleared.map((cookie) => cookie.split('=')[0])).toEqual(
      expect.arrayContaining(['better-auth.session_token']),
    );
    expect(gardener.cookies.has(SESSION_COOKIE)).toBe(false);

    const after = await rowsOf(t, gardener, [ownPlantId]);
    expect(after).toEqual(Object.fromEntries(Object.keys(before).map((table) => [table, 0])));
    for (const cookie of cookies) expect(t.sessions.get(cookie)).toBeUndefined();
    expect(hasKeptGarden(index, gardener.userId)).toBe(false);

    const replay = testBrowser(t);
    for (const path of ['/api/garden', '/api/account/export', '/api/profile']) {
      expect((await replay.request(path, { headers: { cookie: oldCookieHeader } })).status, path).toBe(401);
    }
    expect((await phone.request('/api/garden')).status).toBe(401);
    const again = await testBrowser(t).json('/api/auth/sign-in/email', { email: gardener.email, password: PASSWORD });
    expect(again.status).toBe(401);
    // The catalogue plants in the garden are everyone's: they stay.
    expect(
      await t.database.db.selectFrom('plants').select('plant_id').where('plant_id', '=', 'tomato').execute(),
    ).toEqual([{ plant_id: 'tomato' }]);
  });

  test('a session this server has not trusted yet is signed out too', async () => {
    const gardener = await signedInBrowser(t);
    await ok(gardener.json('/api/garden'));
    const cookie = gardener.cookies.get(SESSION_COOKIE) ?? '';
    // As if the session were checked by better-auth on this request (another server signed it in).
    t.sessions.forget(decodeURIComponent(cookie).split('.')[0] ?? '');
    expect(t.sessions.get(cookie)).toBeUndefined();

    expect((await deleteAccountOf(gardener)).status).toBe(204);

    // Whatever better-auth set on the way, the browser keeps no session token.
    expect(gardener.cookies.has(SESSION_COOKIE)).toBe(false);
    const session = await gardener.request('/api/auth/get-session');
    expect(await session.json()).toBeNull();
    const replay = await testBrowser(t).request('/api/garden', { headers: { cookie: `${SESSION_COOKIE}=${cookie}` } });
    expect(replay.status).toBe(401);
  });

  test('a failure part-way through the deletion leaves everything as it was', async () => {
    const gardener = await signedInBrowser(t);
    const { ownPlantId } = await grow(t, gardener);
    const before = await rowsOf(t, gardener, [ownPlantId]);
    const exported = await exportOf(gardener);
    const forgetSession = vi.fn();

    await expect(
      deleteAccount(
        t.database.db.withPlugin(failOnUserDelete),
        { id: gardener.userId, email: gardener.email },
        { forgetSession },
      ),
    ).rejects.toThrow('the database went away');

    expect(await rowsOf(t, gardener, [ownPlantId])).toEqual(before);
    expect(forgetSession).not.toHaveBeenCalled();
    const after = await exportOf(gardener);
    expect({ ...after, exported_at: null }).toEqual({ ...exported, exported_at: null });
  });

  test('a missing or malformed confirmation is a 400 and deletes nothing', async () => {
    const gardener = await signedInBrowser(t);
    const { ownPlantId } = await grow(t, gardener);
    const before = await rowsOf(t, gardener, [ownPlantId]);

    const bodies: unknown[] = [
      '',
      'not json',
      '{"confirm":',
      {},
      [],
      null,
      { confirm: false },
      { confirm: 'true' },
      { confirm: 1 },
      { confirm: true, id: gardener.userId },
    ];
    for (const body of bodies) {
      const res = await send(gardener, 'DELETE', '/api/account', body === null ? 'null' : body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(ErrorBodySchema.parse(await res.json()).error.code).toBe('invalid');
    }
    const noBody = await gardener.request('/api/account', { method: 'DELETE' });
    expect(noBody.status).toBe(400);
    const notJson = await gardener.request('/api/account', {
      method: 'DELETE',
      headers: { 'content-type': 'text/plain' },
      body: '{"confirm":true}',
    });
    expect(notJson.status).toBe(415);

    expect(await rowsOf(t, gardener, [ownPlantId])).toEqual(before);
    expect((await gardener.request('/api/account/export')).status).toBe(200);
  });

  test('a deletion sent from another site is refused and deletes nothing', async () => {
    const gardener = await signedInBrowser(t);
    const { ownPlantId } = await grow(t, gardener);
    const before = await rowsOf(t, gardener, [ownPlantId]);

    const res = await send(gardener, 'DELETE', '/api/account', { confirm: true }, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(ErrorBodySchema.parse(await res.json()).error.message).toBe('Requests from other sites are not allowed.');
    expect(await rowsOf(t, gardener, [ownPlantId])).toEqual(before);
  });

  test('every table either holds a user’s rows, which the deletion clears, or nothing personal', async () => {
    const tables = await tablesOf(t);
    const unknown = tables.filter((table) => !PERSONAL_TABLES.includes(table) && !IMPERSONAL_TABLES.includes(table));
    // A new table: delete and export its rows of the user in features/account, then list it here.
    expect(unknown).toEqual([]);
    expect(PERSONAL_TABLES.filter((table) => !tables.includes(table))).toEqual([]);
  });

  test('both routes are in the OpenAPI document', async () => {
    const doc = (await (await testBrowser(t).request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(Object.keys(doc.paths['/account/export'] ?? {})).toEqual(['get']);
    expect(Object.keys(doc.paths['/account'] ?? {})).toEqual(['delete']);
  });

  test('a gardener can sign up again with the address of a deleted account, and starts afresh', async () => {
    const email = testEmail('returning');
    const first = await signedInBrowser(t, { email });
    await ok(send(first, 'POST', '/api/garden', { plant_id: 'tomato', save_later: false }));
    expect((await deleteAccountOf(first)).status).toBe(204);

    const second = await signedInBrowser(t, { email });
    expect(second.userId).not.toBe(first.userId);
    const data = await exportOf(second);
    expect(data.garden).toEqual([]);
  });
});
