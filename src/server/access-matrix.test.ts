import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { ErrorBodySchema } from '#shared/errors.ts';
import {
  listOperations,
  seedGardener,
  sendSpec,
  startFakePlantId,
  VALID_REQUESTS,
  ZONE,
  type Gardener,
  type Operation,
  type RequestSpec,
} from '#tests/setup/api-world.ts';
import { planSnapshot, snapshotDatabase, type SnapshotPlan } from '#tests/setup/database-snapshot.ts';
import { guestBrowser, signedInBrowser, testBrowser, type TestBrowser } from '#tests/setup/session-client.ts';
import { TEST_DIALECTS } from '#tests/setup/test-database.ts';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';

/**
 * Who may do what, for every operation in /api/openapi.json: a visitor (no session), a
 * guest (anonymous session), the owner of the rows the request names, and another
 * gardener sending the very same request (the owner's ids in its path and body). After
 * every request by someone other than the owner, the owner's rows must be as they were
 * and the answer must carry none of the owner's ids, address or tokens.
 */

type Actor = 'visitor' | 'guest' | 'other' | 'owner';
/** The owner goes last: its own writes come after everyone else's attempts on the same rows. */
const ACTORS: readonly Actor[] = ['visitor', 'guest', 'other', 'owner'];

type Expected = Record<Actor, number>;

interface World {
  gardener: Gardener;
  db: TestApp['database']['db'];
}

interface Case {
  label: string;
  expect: Expected;
  /** Defaults to the operation's request in VALID_REQUESTS, made from the owner's rows. */
  request?: (world: World) => RequestSpec | Promise<RequestSpec>;
  /** The token in the request is the key: whoever holds the link acts for its owner. */
  tokenIsKey?: boolean;
}

const everyone = (status: number): Expected => ({ visitor: status, guest: status, other: status, owner: status });
/** Signed-in gardeners only; the other gardener acts on their own rows. */
const gardeners = (status: number): Expected => ({ visitor: 401, guest: 403, other: status, owner: status });
/** Only the owner of the rows named; the other gardener is told there is no such row. */
const ownerOnly = (status: number, other = 404): Expected => ({ visitor: 401, guest: 403, other, owner: status });

const own = 'the owner’s rows';

/** The expected status of each operation × actor. Every operation in the document needs a row. */
const MATRIX: Record<string, Case[]> = {
  'GET /health': [{ label: 'up', expect: everyone(200) }],
  'GET /health/live': [{ label: 'up', expect: everyone(200) }],
  'GET /config': [{ label: 'public', expect: everyone(200) }],
  'GET /zones/by-zip/{zip}': [{ label: 'a known ZIP', expect: everyone(200) }],
  'GET /zones/{zone}': [{ label: 'a half zone', expect: everyone(200) }],
  'GET /profile': [{ label: 'own profile', expect: gardeners(200) }],
  'PUT /profile': [{ label: 'own profile', expect: gardeners(200) }],
  'GET /account/export': [{ label: 'own data', expect: gardeners(200) }],
  'GET /plants/search': [{ label: 'public catalogue, own plants for the owner', expect: everyone(200) }],
  'GET /plants/{id}': [
    { label: 'a catalogue plant', expect: everyone(200), request: () => ({ params: { id: 'tomato' } }) },
    { label: 'the owner’s own plant', expect: { visitor: 404, guest: 404, other: 404, owner: 200 } },
  ],
  'POST /plant-planting/{id}': [
    { label: 'a catalogue plant', expect: everyone(200), request: () => ({ params: { id: 'tomato' }, json: {} }) },
    { label: 'the owner’s own plant', expect: { visitor: 404, guest: 404, other: 404, owner: 200 } },
  ],
  'POST /plant-care/{id}': [
    {
      label: 'a catalogue plant',
      expect: everyone(200),
      request: () => ({ params: { id: 'sweet-basil' }, json: { zone: ZONE } }),
    },
    { label: 'the owner’s own plant', expect: { visitor: 404, guest: 404, other: 404, owner: 200 } },
  ],
  'POST /add-plant': [{ label: 'a new variety', expect: gardeners(200) }],
  'POST /events': [{ label: 'first-party event', expect: everyone(204) }],
  'GET /garden': [{ label: 'own garden', expect: gardeners(200) }],
  'POST /garden': [
    {
      label: 'a catalogue plant',
      expect: gardeners(200),
      request: () => ({ json: { plant_id: 'pepper', save_later: true } }),
    },
    { label: 'the owner’s own plant', expect: ownerOnly(200) },
  ],
  'PATCH /garden/{plantId}': [{ label: own, expect: ownerOnly(200) }],
  'DELETE /garden/{plantId}': [{ label: own, expect: ownerOnly(204) }],
  'GET /tasks': [{ label: 'own tasks', expect: gardeners(200) }],
  // The other gardener does not have the plant in their garden: the same 409 as for any
  // plant they have not added, which says nothing about the owner.
  'POST /tasks': [{ label: 'a care step of the owner’s plant', expect: ownerOnly(200, 409) }],
  'PATCH /tasks/{id}': [{ label: own, expect: ownerOnly(200) }],
  'DELETE /tasks/{id}': [{ label: own, expect: ownerOnly(204) }],
  'POST /identify-plant': [{ label: 'open to visitors', expect: everyone(200) }],
  'GET /calendar-feed': [{ label: 'own feed', expect: gardeners(200) }],
  'POST /calendar-feed/reset': [{ label: 'own feed', expect: gardeners(200) }],
  'GET /calendar/{token}': [
    { label: 'the owner’s token', expect: everyone(200), tokenIsKey: true },
    {
      label: 'an unknown token',
      expect: everyone(404),
      request: () => ({ params: { token: `${'A'.repeat(43)}.ics` } }),
    },
  ],
  'GET /reminders': [{ label: 'own settings', expect: gardeners(200) }],
  'PUT /reminders': [{ label: 'own settings', expect: gardeners(200) }],
  'POST /reminders/unsubscribe': [
    { label: 'the owner’s token', expect: everyone(200), tokenIsKey: true },
    { label: 'an unknown token', expect: everyone(404), request: () => ({ query: { token: 'A'.repeat(43) } }) },
  ],
  'POST /password-reset/check': [{ label: 'an unknown token', expect: everyone(200) }],
  // Last: the other gardener and then the owner delete themselves.
  'DELETE /account': [{ label: 'own account', expect: gardeners(204) }],
};

/**
 * better-auth's own routes (not in the OpenAPI document) that act on a session. Sign-in
 * and sign-up are covered by auth.test.ts.
 */
const AUTH_ROUTES: { key: string; request: (ownerSession: string) => RequestSpec; expect: Expected }[] = [
  { key: 'GET /auth/get-session', request: () => ({}), expect: everyone(200) },
  // A guest may name itself; it is the guest's own row.
  {
    key: 'POST /auth/update-user',
    request: () => ({ json: { name: 'Renamed Gardener' } }),
    expect: { visitor: 401, guest: 200, other: 200, owner: 200 },
  },
  {
    key: 'GET /auth/list-sessions',
    request: () => ({}),
    expect: { visitor: 401, guest: 200, other: 200, owner: 200 },
  },
  // Another user's session token is ignored (200 and nothing revoked): better-auth
  // only revokes the caller's own sessions.
  {
    key: 'POST /auth/revoke-session',
    request: (ownerSession) => ({ json: { token: ownerSession } }),
    expect: { visitor: 401, guest: 200, other: 200, owner: 200 },
  },
  // Deleting an account goes through DELETE /api/account; better-auth's own route is off.
  {
    key: 'POST /auth/delete-user',
    request: () => ({ json: {} }),
    expect: { visitor: 401, guest: 404, other: 404, owner: 404 },
  },
  { key: 'POST /auth/sign-out', request: () => ({ json: {} }), expect: everyone(200) },
];

/** better-auth answers its own errors `{message, code}`; an unknown auth path gets ours. */
const AuthErrorBodySchema = z.union([ErrorBodySchema, z.object({ message: z.string(), code: z.string().optional() })]);

/** Run after every other row: they delete the gardeners the rest use. */
const LAST = new Set(['DELETE /account']);

function operationOf(key: string): { method: string; path: string } {
  const [method = '', path = ''] = key.split(' ');
  return { method, path };
}

describe.each(TEST_DIALECTS)('the access matrix on %s', (dialect) => {
  let t: TestApp;
  let fake: Awaited<ReturnType<typeof startFakePlantId>>;
  let operations: Operation[];
  let plan: SnapshotPlan;
  let browsers: Record<Actor, TestBrowser>;
  let owner: Gardener;

  beforeAll(async () => {
    fake = await startFakePlantId();
    t = await createTestApp(dialect, { climate: true, catalogue: true, env: fake.env });
    operations = await listOperations(t);
    plan = await planSnapshot(t.database);
    const ownerBrowser = await signedInBrowser(t);
    const otherBrowser = await signedInBrowser(t);
    owner = await seedGardener(ownerBrowser);
    // The other gardener has rows of their own, so a leak would have somewhere to hide.
    await seedGardener(otherBrowser, ['Black Krim tomato', 'Green Zebra tomato', 'Brandywine Pink tomato']);
    browsers = { visitor: testBrowser(t), guest: await guestBrowser(t), other: otherBrowser, owner: ownerBrowser };
  }, 120_000);

  afterAll(async () => {
    await t?.destroy();
    await fake?.close();
  });

  /** The owner's ids, address and tokens: what another actor's answer must never contain. */
  async function secretsOf(gardener: { userId: string; email: string }): Promise<string[]> {
    const db = t.database.db;
    const feed = await db.selectFrom('calendar_feeds').select('token').where('user_id', '=', gardener.userId).execute();
    const reminders = await db
      .selectFrom('reminder_settings')
      .select('unsubscribe_token')
      .where('user_id', '=', gardener.userId)
      .execute();
    const own = await db.selectFrom('plants').select('plant_id').where('created_by', '=', gardener.userId).execute();
    return [
      gardener.userId,
      gardener.email,
      ...own.map((row) => row.plant_id),
      ...feed.map((row) => row.token),
      ...reminders.map((row) => row.unsubscribe_token),
    ];
  }

  /**
   * Sends one request as `actor` and checks its status; for anyone but the owner, also
   * that the owner's rows did not change and the answer holds none of `secrets`.
   */
  async function check(
    label: string,
    actor: Actor,
    send: () => Promise<Response>,
    expected: number,
    ownerId: string,
    secrets: readonly string[],
    { ownerRowsMayChange = false, errorBody = ErrorBodySchema as z.ZodType } = {},
  ) {
    const watch = actor !== 'owner' && !ownerRowsMayChange;
    const before = watch ? await snapshotDatabase(t.database.db, plan, [ownerId]) : null;
    const res = await send();
    const text = await res.text();
    expect(res.status, `${label} as ${actor}: ${text.slice(0, 300)}`).toBe(expected);
    if (res.status >= 400) {
      expect(() => errorBody.parse(JSON.parse(text)), `${label} as ${actor}: error body`).not.toThrow();
    }
    if (before) {
      const after = await snapshotDatabase(t.database.db, plan, [ownerId]);
      expect(after.rows, `${label} as ${actor} changed the owner’s rows`).toEqual(before.rows);
      for (const secret of secrets) {
        expect(text.includes(secret), `${label} as ${actor} answered the owner’s ${secret}`).toBe(false);
      }
    }
  }

  test('the table has a row for every operation in openapi.json, and none for an operation not in it', () => {
    const documented = operations.map((operation) => operation.key).sort();
    expect(Object.keys(MATRIX).sort()).toEqual(documented);
    for (const key of documented) expect(VALID_REQUESTS[key], `a valid request for ${key}`).toBeDefined();
  });

  const ordered = [
    ...Object.entries(MATRIX).filter(([key]) => !LAST.has(key)),
    ...Object.entries(MATRIX).filter(([key]) => LAST.has(key)),
  ];

  test.each(AUTH_ROUTES.map((route) => [route.key, route] as const))('sign-in’s own %s', async (key, route) => {
    // Fresh gardeners: sign-out and revocation end the sessions they are given.
    const ownerBrowser = await signedInBrowser(t);
    const { rows } = await sql<{ token: string }>`select token from ${sql.table('session')} where ${sql.ref(
      'userId',
    )} = ${ownerBrowser.userId}`.execute(t.database.db);
    const sessionToken = rows[0]?.token ?? '';
    expect(sessionToken).not.toBe('');
    const actors: Record<Actor, TestBrowser> = {
      visitor: testBrowser(t),
      guest: await guestBrowser(t),
      other: await signedInBrowser(t),
      owner: ownerBrowser,
    };
    const secrets = [ownerBrowser.userId, ownerBrowser.email, sessionToken];
    const { method, path } = operationOf(key);
    for (const actor of ACTORS) {
      await check(
        key,
        actor,
        () => sendSpec(actors[actor], method, path, route.request(sessionToken)),
        route.expect[actor],
        ownerBrowser.userId,
        secrets,
        { errorBody: AuthErrorBodySchema },
      );
    }
    // Only the owner's own sign-out or revocation ends the owner's session.
    const ended = key === 'POST /auth/sign-out' || key === 'POST /auth/revoke-session';
    expect((await ownerBrowser.json('/api/garden')).status).toBe(ended ? 401 : 200);
  });

  test.each(ordered)('%s', async (key, cases) => {
    const operation = operations.find((candidate) => candidate.key === key);
    expect(operation, `${key} is in openapi.json`).toBeDefined();
    const { method, path } = operationOf(key);
    for (const entry of cases) {
      for (const actor of ACTORS) {
        const request = entry.request ?? VALID_REQUESTS[key];
        if (!request) throw new Error(`no request for ${key}`);
        // Made just before it is sent: a token may have changed (the feed was reset).
        const spec = await request({ gardener: owner, db: t.database.db });
        await check(
          `${key} (${entry.label})`,
          actor,
          () => sendSpec(browsers[actor], method, path, spec),
          entry.expect[actor],
          owner.userId,
          actor === 'owner' ? [] : await secretsOf(owner),
          { ownerRowsMayChange: entry.tokenIsKey === true },
        );
      }
    }
  });
});
