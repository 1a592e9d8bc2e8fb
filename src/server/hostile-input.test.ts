import * as fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { ErrorBodySchema } from '#shared/errors.ts';
import { AddPlantNoMatchSchema, AddPlantResponseSchema, PlantDetailSchema } from '#shared/plants/api.ts';
import { GardenResponseSchema } from '#shared/garden/api.ts';
import { MAX_IMAGE_BYTES } from '#shared/identify.ts';
import {
  encodeAll,
  listOperations,
  queryOf,
  seedGardener,
  startFakePlantId,
  urlOf,
  VALID_REQUESTS,
  ZONE,
  type Gardener,
  type JsonSchema,
  type Operation,
  type RequestSpec,
} from '#tests/setup/api-world.ts';
import {
  planSnapshot,
  snapshotDatabase,
  type DatabaseSnapshot,
  type SnapshotPlan,
} from '#tests/setup/database-snapshot.ts';
import {
  guestBrowser,
  randomTestIp,
  signedInBrowser,
  testBrowser,
  type TestBrowser,
} from '#tests/setup/session-client.ts';
import { TEST_DIALECTS } from '#tests/setup/test-database.ts';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';
import { JPEG_1X1 } from './features/identify/test-support.ts';

/**
 * Every operation in /api/openapi.json, fed malformed, oversized and hostile input built
 * from a request it accepts. Whatever comes in: never a 5xx; a refusal is a 4xx with the
 * API's error body and leaves the database as it was (row counts of every table, and a
 * hash of the gardener's own rows).
 *
 * Runs are random; a failure prints fast-check's seed. FAST_CHECK_SEED=<seed> replays it.
 */

const SEED = process.env.FAST_CHECK_SEED ? Number(process.env.FAST_CHECK_SEED) : undefined;
/** Runs per operation and property: enough variety, and the file stays well under a minute per dialect. */
const RUNS = 10;
/** Generated runs per body field, after EDGE_VALUES. */
const FIELD_RUNS = 4;

/**
 * Runs `check` on `examples` (the cases every run must try) and then on `numRuns`
 * generated values.
 */
function assertProperty<T>(
  arbitrary: fc.Arbitrary<T>,
  check: (value: T) => Promise<void>,
  { numRuns = RUNS, examples = [] as T[] } = {},
) {
  // No shrinking: each run changes the database, so a shrunk replay would not see the same state.
  return fc.assert(fc.asyncProperty(arbitrary, check), {
    numRuns: numRuns + examples.length,
    examples: examples.map((example) => [example] as [T]),
    endOnFailure: true,
    ...(SEED === undefined ? {} : { seed: SEED }),
  });
}

const API_BODY_LIMIT = 100 * 1024;

/** better-auth answers its own errors `{message, code}`; the rest of the API answers ours. */
const AuthErrorBodySchema = z.union([ErrorBodySchema, z.object({ message: z.string(), code: z.string().optional() })]);

const SQL_PAYLOADS = [
  "' OR 1=1 --",
  "'; DROP TABLE plants; --",
  '"; DROP TABLE user_garden; --',
  '1; DROP TABLE "user"',
  "') OR ('1'='1",
  "%' OR '%'='",
  '1 UNION SELECT id, email FROM "user" --',
  "'; select pg_sleep(5); --",
  '\\',
];
const HTML_PAYLOADS = [
  '<img src=x onerror=alert(1)>',
  '<script>alert(1)</script>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}',
  '${7*7}',
  '<!--',
];
const ODD_TEXT = [
  '',
  ' ',
  '\t\n\r',
  '\u0000',
  'tomato\u0000',
  '\ud800',
  'a\udfffb',
  '\ufeff',
  '\u202etomato',
  '\u200b',
  '\uffff',
  '🍅🌱',
  'to\u0301mato',
  '１２３４５',
  '٣٠٣٠١',
  'null',
  'undefined',
  'NaN',
  '-1',
  '0',
  '1e309',
  '__proto__',
  'constructor',
  '../../etc/passwd',
  '%00',
  '%FF',
  '\r\nX-Injected: 1',
];

const oddCharacter = fc.oneof(
  fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
  fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code)),
  fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code)),
);

/** Text a field should never trust: injections, markup, control characters, lone surrogates, sheer length. */
const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...SQL_PAYLOADS, ...HTML_PAYLOADS, ...ODD_TEXT), weight: 4 },
  { arbitrary: fc.string({ unit: oddCharacter, maxLength: 30 }), weight: 2 },
  // A hostile name with a catalogue plant's in it passes add-plant's matcher and is stored.
  { arbitrary: fc.constantFrom(...SQL_PAYLOADS, ...HTML_PAYLOADS).map((text) => `${text} tomato`), weight: 1 },
  {
    // Long, and just under the body limit (two-byte characters count twice).
    arbitrary: fc.constantFrom(201, 1_000, 10_000, 99_000).map((n) => 'a'.repeat(n)),
    weight: 1,
  },
  { arbitrary: fc.constant('é'.repeat(50_500)), weight: 1 },
);

function nested(depth: number): unknown {
  let value: unknown = 'deep';
  for (let i = 0; i < depth; i += 1) value = i % 2 ? [value] : { a: value };
  return value;
}

/** Any JSON value of the wrong kind. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileString, weight: 3 },
  {
    arbitrary: fc.constantFrom<unknown>(
      null,
      true,
      false,
      0,
      -1,
      1.5,
      1e308,
      -1e308,
      2 ** 31,
      2 ** 31 - 1,
      2 ** 53 + 2,
      2 ** 64,
      [],
      {},
      [null],
      { $gt: '' },
      JSON.parse('{"__proto__":{"polluted":true}}'),
    ),
    weight: 3,
  },
  { arbitrary: fc.integer(), weight: 1 },
  { arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }), weight: 1 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 },
  { arbitrary: fc.integer({ min: 100, max: 3000 }).map(nested), weight: 1 },
);

/** Values every body field is tried with, besides the generated ones. */
const EDGE_VALUES: unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  2 ** 31,
  2 ** 53 + 2,
  1e308,
  '',
  '\u0000',
  'tomato\u0000 tomato',
  '\ud800 tomato',
  "' OR 1=1 -- tomato",
  '<img src=x onerror=alert(1)> tomato',
  'x'.repeat(99_000),
  [],
  {},
  ['7a'],
  { $gt: '' },
];

type Path = (string | number)[];

/** Every place in a JSON value: each key and index, nested ones too. */
function pathsOf(value: unknown, prefix: Path = []): Path[] {
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => {
    const path = [...prefix, Array.isArray(value) ? Number(key) : key];
    return [path, ...pathsOf(child, path)];
  });
}

/** Every property a body schema declares, present in the valid body or not. */
function schemaPaths(schema: JsonSchema, prefix: Path = []): Path[] {
  const variants = schema.oneOf ?? [schema];
  return variants.flatMap((variant) =>
    Object.entries(variant.properties ?? {}).flatMap(([key, child]) => [
      [...prefix, key],
      ...schemaPaths(child, [...prefix, key]),
    ]),
  );
}

function clone<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

function setAt(value: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const copy = clone(value) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) {
    if (node[key] === null || typeof node[key] !== 'object') node[key] = {};
    node = node[key] as Record<string | number, unknown>;
  }
  // defineProperty: `__proto__` and the like become keys of the body, as JSON.parse makes them.
  Object.defineProperty(node, path[path.length - 1]!, {
    value: replacement,
    enumerable: true,
    writable: true,
    configurable: true,
  });
  return copy;
}

function deleteAt(value: unknown, path: Path): unknown {
  const copy = clone(value) as Record<string | number, unknown>;
  let node: unknown = copy;
  for (const key of path.slice(0, -1)) node = (node as Record<string | number, unknown> | undefined)?.[key];
  if (node && typeof node === 'object') delete (node as Record<string | number, unknown>)[path[path.length - 1]!];
  return copy;
}

/** Percent-encodes any text byte by byte, lone surrogates included (as U+FFFD). */
function percentEncode(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9_.~-]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');
}

/** Path segments as sent on the wire: already encoded, some of them wrongly. */
const SEGMENTS = [
  '%FF',
  '%C3%28',
  '%E0%80%80',
  '%ED%A0%80',
  '%F8%88%80%80%80',
  '%',
  '%zz',
  '%00',
  'a%00b',
  '..',
  '.',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e',
  'a%2Fb',
  '-1',
  '0',
  '1e3',
  '0x10',
  '1.5',
  ' 1',
  'NaN',
  'Infinity',
  '9'.repeat(30),
  'a'.repeat(81),
  'x'.repeat(8_000),
  'TOMATO',
  'tomato-',
  '%E2%80%AEtomato',
];

const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...SEGMENTS),
  hostileString.filter((text) => text.length < 2_000).map(percentEncode),
);

/** Query strings that are wrong in every way a browser or a script could send them. */
function hostileQuery(operation: Operation, valid: Record<string, string>): fc.Arbitrary<string> {
  const names = [...operation.queryParams.map((p) => p.name), 'zone', 'zip', 'q', 'token', '__proto__', 'constructor'];
  const name = fc.constantFrom(...names);
  const value = fc.oneof(
    hostileString.filter((text) => text.length < 2_000).map(percentEncode),
    fc.constantFrom('%FF', '%C3%28', '%', '%zz', '%00', ''),
  );
  const entry = fc.oneof(
    fc.tuple(name, value).map(([k, v]) => `${k}=${v}`),
    name.map((k) => `${k}[]=7a`),
    name.map((k) => `${k}[a]=b`),
    name,
    fc.constantFrom('=', '&&&', '%FF=1', '=%FF', '=='),
  );
  const base = queryOf(valid);
  return fc
    .tuple(fc.array(entry, { minLength: 1, maxLength: 4 }), fc.boolean())
    .map(([entries, keepValid]) => [keepValid && base ? base : '', ...entries].filter(Boolean).join('&'));
}

type Actor = 'user' | 'visitor' | 'guest' | 'forged';
/** Mostly the signed-in gardener (who gets past sign-in checks), and now and then anyone else. */
const actor = fc.constantFrom<Actor>('user', 'user', 'user', 'visitor', 'guest', 'forged');

const forgedCookie = fc
  .oneof(hostileString.filter((text) => text.length < 2_000).map(percentEncode), fc.constantFrom('a.b', '.', '%FF.%FF'))
  .map((value) => `better-auth.session_token=${value}`);

interface Attempt {
  actor: Actor;
  method: string;
  url: string;
  headers?: Record<string, string>;
  body?: string | Bytes;
  cookie?: string;
}

type Bytes = Uint8Array<ArrayBuffer>;

function utf8(text: string): Bytes {
  return new Uint8Array(Buffer.from(text, 'utf8'));
}

function concat(...parts: (string | Uint8Array)[]): Bytes {
  return new Uint8Array(Buffer.concat(parts.map((part) => (typeof part === 'string' ? utf8(part) : part))));
}

const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/jsonp',
  'application/vnd.api+json',
  'APPLICATION/JSON',
  'application/json, text/html',
  '*/*',
  '',
];

const INVALID_JSON = [
  '{',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  'NaN',
  '{"a":NaN}',
  '{"a":1}{"b":2}',
  '[1,2',
  '\u0000',
  ' ',
  'null',
  '"text"',
  '123',
  'true',
  '[]',
  '{"__proto__":{"isAdmin":true}}',
  '/* comment */ {}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
];

/** Bytes that are not UTF-8: stray continuation bytes, overlong forms, encoded surrogates, truncated sequences. */
const BAD_UTF8 = [
  [0xff],
  [0xfe, 0xff],
  [0xc0, 0xaf],
  [0xe0, 0x80, 0xaf],
  [0xed, 0xa0, 0x80],
  [0xe2, 0x82],
  [0xf8, 0x88, 0x80, 0x80, 0x80],
  [0x80],
];

/** A body that is not the JSON the route expects, with its content type (null: no header). */
function hostileRawBody(validJson: string): fc.Arbitrary<{ contentType: string | null; body: string | Bytes }> {
  const json = 'application/json';
  return fc.oneof(
    fc.constantFrom(...INVALID_JSON).map((body) => ({ contentType: json, body })),
    fc.nat(Math.max(0, validJson.length - 1)).map((cut) => ({ contentType: json, body: validJson.slice(0, cut) })),
    fc.constant({ contentType: json, body: `\ufeff${validJson}` }),
    fc.tuple(fc.nat(validJson.length), fc.constantFrom(...BAD_UTF8)).map(([at, bytes]) => ({
      contentType: json,
      body: concat(validJson.slice(0, at), new Uint8Array(bytes), validJson.slice(at)),
    })),
    fc.constantFrom(...CONTENT_TYPES).map((contentType) => ({ contentType, body: validJson })),
    fc.constant({ contentType: null, body: validJson }),
    // Over the limit, and just under it.
    fc.constant({ contentType: json, body: JSON.stringify({ a: 'x'.repeat(API_BODY_LIMIT + 10) }) }),
    fc.constant({ contentType: json, body: '['.repeat(API_BODY_LIMIT - 1) }),
    fc.constant({ contentType: json, body: `${'['.repeat(50_000)}${']'.repeat(50_000)}` }),
    fc.constant({ contentType: json, body: JSON.stringify({ a: 'x'.repeat(API_BODY_LIMIT - 20) }) }),
    fc.constant({ contentType: 'text/plain', body: 'x'.repeat(API_BODY_LIMIT * 2) }),
  );
}

/** The raw bodies every operation is tried with, besides the generated ones. */
function rawBodyExamples(validJson: string): { contentType: string | null; body: string | Bytes }[] {
  return [
    { contentType: 'application/json', body: '{' },
    { contentType: 'application/json', body: '' },
    {
      contentType: 'application/json',
      body: concat(validJson.slice(0, 2), new Uint8Array([0xff, 0xfe]), validJson.slice(2)),
    },
    { contentType: 'text/plain', body: validJson },
    { contentType: null, body: validJson },
    { contentType: 'application/json', body: JSON.stringify({ a: 'x'.repeat(API_BODY_LIMIT + 10) }) },
    { contentType: 'application/json', body: JSON.stringify({ a: 'x'.repeat(API_BODY_LIMIT - 20) }) },
    { contentType: 'application/json', body: `${'['.repeat(50_000)}${']'.repeat(50_000)}` },
  ];
}

type Form = { label: string; contentType: string | null; body: Bytes };

const BOUNDARY = '----gardenguide7MA4YWxkTrZu0gW';
const FORM_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;
const FORM_END = `--${BOUNDARY}--\r\n`;
const formPart = (headers: string, content: string | Uint8Array) =>
  concat(`--${BOUNDARY}\r\n${headers}\r\n\r\n`, content, '\r\n');
const PHOTO_PART = formPart(
  'Content-Disposition: form-data; name="file"; filename="leaf.jpg"\r\nContent-Type: image/jpeg',
  JPEG_1X1,
);
const VALID_FORM = concat(PHOTO_PART, FORM_END);

/** Multipart forms for the photo upload, broken in the ways clients and attackers break them. */
const BROKEN_FORMS: Form[] = [
  { label: 'no boundary', contentType: 'multipart/form-data', body: VALID_FORM },
  { label: 'empty boundary', contentType: 'multipart/form-data; boundary=', body: VALID_FORM },
  { label: 'another boundary', contentType: 'multipart/form-data; boundary=other', body: VALID_FORM },
  { label: 'no closing boundary', contentType: FORM_TYPE, body: PHOTO_PART },
  {
    label: 'a text field named file',
    contentType: FORM_TYPE,
    body: concat(formPart('Content-Disposition: form-data; name="file"', 'not a file'), FORM_END),
  },
  { label: 'two files', contentType: FORM_TYPE, body: concat(PHOTO_PART, PHOTO_PART, FORM_END) },
  {
    label: 'the photo under another name',
    contentType: FORM_TYPE,
    body: concat(formPart('Content-Disposition: form-data; name="photo"; filename="leaf.jpg"', JPEG_1X1), FORM_END),
  },
  {
    label: 'a part without headers',
    contentType: FORM_TYPE,
    body: concat(`--${BOUNDARY}\r\n\r\n`, JPEG_1X1, `\r\n${FORM_END}`),
  },
  {
    label: 'a large text part',
    contentType: FORM_TYPE,
    body: concat(formPart('Content-Disposition: form-data; name="file"', 'x'.repeat(300_000)), FORM_END),
  },
  {
    label: 'a file that is not an image',
    contentType: FORM_TYPE,
    body: concat(
      formPart(
        'Content-Disposition: form-data; name="file"; filename="x.jpg"\r\nContent-Type: image/jpeg',
        '<img src=x onerror=alert(1)>',
      ),
      FORM_END,
    ),
  },
  ...[...CONTENT_TYPES, 'application/json'].map((contentType) => ({
    label: `as ${contentType}`,
    contentType,
    body: VALID_FORM,
  })),
  { label: 'no content type', contentType: null, body: VALID_FORM },
];

const hostileForm: fc.Arbitrary<Form> = fc.oneof(
  fc.constantFrom(...BROKEN_FORMS),
  fc.nat(VALID_FORM.length - 1).map((cut) => ({
    label: `cut at ${cut}`,
    contentType: FORM_TYPE,
    body: VALID_FORM.slice(0, cut),
  })),
  fc.constantFrom(...BAD_UTF8).map((bytes) => ({
    label: 'a file name that is not UTF-8',
    contentType: FORM_TYPE,
    body: concat(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="`,
      new Uint8Array(bytes),
      `.jpg"\r\n\r\n`,
      JPEG_1X1,
      `\r\n${FORM_END}`,
    ),
  })),
  fc.uint8Array({ maxLength: 2_000 }).map((bytes) => ({
    label: 'random bytes',
    contentType: FORM_TYPE,
    body: new Uint8Array(bytes),
  })),
);

describe.each(TEST_DIALECTS)('hostile input on %s', (dialect) => {
  let t: TestApp;
  let fake: Awaited<ReturnType<typeof startFakePlantId>>;
  let operations: Operation[];
  let plan: SnapshotPlan;
  let user: TestBrowser & { userId: string; email: string };
  let gardener: Gardener;
  let guest: TestBrowser;
  /** The database as the last request left it. */
  let last: DatabaseSnapshot;

  const snapshot = () => snapshotDatabase(t.database.db, plan, [gardener.userId]);

  async function seed() {
    user = await signedInBrowser(t);
    gardener = await seedGardener(user);
    last = await snapshot();
  }

  beforeAll(async () => {
    fake = await startFakePlantId();
    t = await createTestApp(dialect, { climate: true, catalogue: true, env: fake.env });
    operations = await listOperations(t);
    plan = await planSnapshot(t.database);
    guest = await guestBrowser(t);
    await seed();
  }, 120_000);

  afterAll(async () => {
    await t?.destroy();
    await fake?.close();
  });

  const validRequest = (operation: Operation): Promise<RequestSpec> => {
    const make = VALID_REQUESTS[operation.key];
    if (!make) throw new Error(`no valid request for ${operation.key}`);
    return Promise.resolve(make({ gardener, db: t.database.db }));
  };

  /** Sends one attempt from a fresh address (rate limits count per address) and checks the answer. */
  async function attempt(operation: Operation, sent: Attempt, errorBody: z.ZodType = ErrorBodySchema): Promise<number> {
    const browser = testBrowser(t, { ip: randomTestIp() });
    const from = sent.actor === 'user' ? user : sent.actor === 'guest' ? guest : null;
    for (const [name, value] of from?.cookies ?? []) browser.cookies.set(name, value);
    const headers: Record<string, string> = { ...sent.headers };
    if (sent.actor === 'forged' && sent.cookie) headers.cookie = sent.cookie;
    const res = await browser.request(sent.url, {
      method: sent.method,
      headers,
      ...(sent.body === undefined ? {} : { body: sent.body }),
    });
    const text = await res.text();
    const what = `${operation.key} as ${sent.actor}: ${sent.method} ${sent.url.slice(0, 300)} → ${res.status} ${text.slice(0, 300)}`;
    expect(res.status, what).toBeLessThan(500);
    if (res.status >= 400) {
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
      expect(errorBody.safeParse(json).success, `not the API’s error body: ${what}`).toBe(true);
      expect(await snapshot(), `the database changed although the answer was ${res.status}: ${what}`).toEqual(last);
    } else if (operation.key === 'DELETE /account' && sent.actor === 'user') {
      // The gardener deleted themselves: the next runs need a gardener again.
      await seed();
    } else {
      last = await snapshot();
    }
    return res.status;
  }

  const jsonBodied = () => operations.filter((operation) => operation.body?.contentType === 'application/json');

  async function sendJson(operation: Operation, who: Actor, spec: RequestSpec, body: unknown, cookie?: string) {
    return attempt(operation, {
      actor: who,
      method: operation.method,
      url: urlOf(operation.path, encodeAll(spec.params), queryOf(spec.query)),
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      ...(cookie ? { cookie } : {}),
    });
  }

  test('every operation in openapi.json has a request to start from', () => {
    expect(operations.length).toBeGreaterThan(20);
    for (const operation of operations) expect(VALID_REQUESTS[operation.key], operation.key).toBeDefined();
  });

  test('wrong JSON types in each body field', async () => {
    for (const operation of jsonBodied()) {
      const spec = await validRequest(operation);
      const paths = [...pathsOf(spec.json), ...schemaPaths(operation.body!.schema)];
      for (const path of paths) {
        await assertProperty(
          fc.record({ who: actor, value: hostileValue, cookie: forgedCookie }),
          async ({ who, value, cookie }) => {
            await sendJson(operation, who, spec, setAt(spec.json, path, value), cookie);
          },
          { numRuns: FIELD_RUNS, examples: EDGE_VALUES.map((value) => ({ who: 'user' as Actor, value, cookie: '' })) },
        );
      }
    }
  }, 120_000);

  test('missing, extra and replaced bodies', async () => {
    for (const operation of jsonBodied()) {
      const spec = await validRequest(operation);
      const paths = pathsOf(spec.json);
      const extraKey = fc.constantFrom(
        '__proto__',
        'constructor',
        'prototype',
        'id',
        'user_id',
        'userId',
        'created_by',
        'isAnonymous',
        'extra',
      );
      const change = fc.oneof(
        fc
          .subarray(paths, { minLength: 1 })
          .map((gone) => (body: unknown) => gone.reduce((acc, path) => deleteAt(acc, path), body)),
        fc.tuple(fc.constantFrom<Path>([], ...paths.slice(0, -1)), extraKey, hostileValue).map(
          ([at, key, value]) =>
            (body: unknown) =>
              setAt(body, [...at, key], value),
        ),
        hostileValue.map((value) => () => value),
      );
      await assertProperty(
        fc.record({ who: actor, change, cookie: forgedCookie }),
        async ({ who, change: apply, cookie }) => {
          await sendJson(operation, who, spec, apply(spec.json), cookie);
        },
      );
    }
  }, 120_000);

  test('bodies that are not the JSON expected: invalid JSON, bad UTF-8, other content types, too large', async () => {
    const withBodies = operations.filter(
      (operation) => operation.method !== 'GET' && operation.key !== 'POST /identify-plant',
    );
    for (const operation of withBodies) {
      const spec = await validRequest(operation);
      const validJson = JSON.stringify(spec.json ?? {});
      await assertProperty(
        fc.record({ who: actor, raw: hostileRawBody(validJson), cookie: forgedCookie }),
        async ({ who, raw, cookie }) => {
          await attempt(operation, {
            actor: who,
            method: operation.method,
            url: urlOf(operation.path, encodeAll(spec.params), queryOf(spec.query)),
            headers: raw.contentType === null ? {} : { 'content-type': raw.contentType },
            body: raw.body,
            cookie,
          });
        },
        { examples: rawBodyExamples(validJson).map((raw) => ({ who: 'user' as Actor, raw, cookie: '' })) },
      );
      const tooLarge = JSON.stringify({ a: 'x'.repeat(API_BODY_LIMIT + 10) });
      const url = urlOf(operation.path, encodeAll(spec.params), queryOf(spec.query));
      for (const headers of [{ 'content-type': 'application/json' }, { 'content-type': 'text/plain' }]) {
        const status = await attempt(operation, {
          actor: 'user',
          method: operation.method,
          url,
          headers,
          body: tooLarge,
        });
        expect(status, `${operation.key} with a body over 100 KB`).toBe(413);
      }
    }
  }, 120_000);

  test('sign-in’s own routes, fed hostile strings', async () => {
    const targets: { method: string; path: string; body: (text: string) => unknown; query?: string }[] = [
      { method: 'POST', path: '/api/auth/update-user', body: (text) => ({ name: text }) },
      { method: 'POST', path: '/api/auth/update-user', body: (text) => ({ image: text }) },
      { method: 'POST', path: '/api/auth/revoke-session', body: (text) => ({ token: text }) },
      { method: 'POST', path: '/api/auth/reset-password', body: (text) => ({ token: text, newPassword: text }) },
      { method: 'POST', path: '/api/auth/sign-in/email', body: (text) => ({ email: text, password: text }) },
      { method: 'POST', path: '/api/auth/sign-in/magic-link', body: (text) => ({ email: text }) },
      { method: 'POST', path: '/api/auth/request-password-reset', body: (text) => ({ email: `${text}@example.org` }) },
      { method: 'GET', path: '/api/auth/magic-link/verify', body: () => undefined, query: 'token' },
      { method: 'GET', path: '/api/auth/verify-email', body: () => undefined, query: 'token' },
      { method: 'GET', path: '/api/auth/get-session', body: () => undefined, query: 'disableCookieCache' },
    ];
    for (const target of targets) {
      const operation: Operation = {
        key: `${target.method} ${target.path}`,
        method: target.method,
        path: target.path,
        pathParams: [],
        queryParams: [],
        body: null,
      };
      await assertProperty(
        fc.record({ who: fc.constantFrom<Actor>('user', 'visitor', 'guest'), text: hostileString }),
        async ({ who, text }) => {
          const body = target.body(text);
          await attempt(
            operation,
            {
              actor: who,
              method: target.method,
              url: target.query ? `${target.path}?${target.query}=${percentEncode(text)}` : target.path,
              ...(body === undefined
                ? {}
                : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
            },
            AuthErrorBodySchema,
          );
        },
        {
          numRuns: 4,
          examples: ['\u0000', 'a\u0000b', "' OR 1=1 --", '<img src=x onerror=alert(1)>', 'x'.repeat(99_000)].map(
            (text) => ({ who: 'user' as Actor, text }),
          ),
        },
      );
    }
  }, 120_000);

  test('hostile path parameters', async () => {
    for (const operation of operations.filter((candidate) => candidate.pathParams.length > 0)) {
      const spec = await validRequest(operation);
      await assertProperty(
        fc.record({
          who: actor,
          name: fc.constantFrom(...operation.pathParams),
          segment: hostileSegment,
          cookie: forgedCookie,
        }),
        async ({ who, name, segment, cookie }) => {
          const params = { ...encodeAll(spec.params), [name]: segment };
          const body =
            spec.json === undefined
              ? {}
              : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(spec.json) };
          await attempt(operation, {
            actor: who,
            method: operation.method,
            url: urlOf(operation.path, params, queryOf(spec.query)),
            cookie,
            ...body,
          });
        },
        {
          examples: operation.pathParams.flatMap((name) =>
            SEGMENTS.map((segment) => ({ who: 'user' as Actor, name, segment, cookie: '' })),
          ),
        },
      );
    }
  }, 120_000);

  test('hostile query strings on every operation', async () => {
    for (const operation of operations) {
      const spec = await validRequest(operation);
      await assertProperty(
        fc.record({ who: actor, query: hostileQuery(operation, spec.query ?? {}), cookie: forgedCookie }),
        async ({ who, query, cookie }) => {
          const sent: Attempt = {
            actor: who,
            method: operation.method,
            // The valid request's own values come first or not at all (a second token=… is an array).
            url: urlOf(operation.path, encodeAll(spec.params), query),
            cookie,
          };
          if (spec.json !== undefined) {
            sent.headers = { 'content-type': 'application/json' };
            sent.body = JSON.stringify(spec.json);
          } else if (spec.form) {
            const request = new Request('http://x/', { method: 'POST', body: spec.form() });
            sent.headers = { 'content-type': request.headers.get('content-type') ?? '' };
            sent.body = new Uint8Array(await request.arrayBuffer());
          }
          await attempt(operation, sent);
        },
      );
    }
  }, 120_000);

  test('broken multipart forms for identify-plant', async () => {
    const operation = operations.find((candidate) => candidate.key === 'POST /identify-plant');
    expect(operation).toBeDefined();
    await assertProperty(
      fc.record({ who: actor, form: hostileForm, cookie: forgedCookie }),
      async ({ who, form, cookie }) => {
        await attempt(operation!, {
          actor: who,
          method: 'POST',
          url: '/api/identify-plant',
          headers: form.contentType === null ? {} : { 'content-type': form.contentType },
          body: form.body,
          cookie,
        });
      },
      {
        numRuns: RUNS * 2,
        examples: BROKEN_FORMS.map((form) => ({ who: 'user' as Actor, form, cookie: '' })),
      },
    );
  }, 120_000);

  test('a name set after sign-up keeps to the length sign-up allows', async () => {
    const res = await user.json('/api/auth/update-user', { name: 'x'.repeat(101) });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'NAME_TOO_LONG' });
    expect(await snapshot()).toEqual(last);
    expect((await user.json('/api/auth/update-user', { name: 'Olive Gardener' })).status).toBe(200);
    last = await snapshot();
  });

  test('a photo over 10 MB is a 413 whether the body says so or not, and nothing is kept', async () => {
    const operation = operations.find((candidate) => candidate.key === 'POST /identify-plant')!;
    const photo = new Uint8Array(MAX_IMAGE_BYTES + 1);
    photo.set(JPEG_1X1);
    const form = new FormData();
    form.append('file', new File([photo], 'huge.jpg', { type: 'image/jpeg' }));
    const request = new Request('http://x/', { method: 'POST', body: form });
    const body = new Uint8Array(await request.arrayBuffer());
    const contentType = request.headers.get('content-type')!;
    expect(
      await attempt(operation, {
        actor: 'user',
        method: 'POST',
        url: '/api/identify-plant',
        headers: { 'content-type': contentType },
        body,
      }),
    ).toBe(413);
    const twice = concat(body, body);
    expect(
      await attempt(operation, {
        actor: 'visitor',
        method: 'POST',
        url: '/api/identify-plant',
        headers: { 'content-type': contentType, 'content-length': String(twice.length) },
        body: twice,
      }),
    ).toBe(413);
  });

  test('a plant named <img src=x onerror=alert(1)> is kept and answered as plain text', async () => {
    const name = '<img src=x onerror=alert(1)> tomato';
    const added = await user.json('/api/add-plant', { plant_name: name, user_zone: ZONE });
    expect(added.status).toBe(200);
    expect(added.headers.get('content-type')).toMatch(/^application\/json/);
    expect(added.headers.get('x-content-type-options')).toBe('nosniff');
    const text = await added.text();
    // JSON carries the name as it was typed: not escaped for HTML, not stripped.
    expect(text).toContain(JSON.stringify(name));
    const { plant, created } = AddPlantResponseSchema.parse(JSON.parse(text));
    expect({ created, plantName: plant.plantName }).toEqual({ created: true, plantName: name });

    const row = await t.database.db
      .selectFrom('plants')
      .select('plant_name')
      .where('plant_id', '=', plant.id)
      .executeTakeFirstOrThrow();
    expect(row.plant_name).toBe(name);
    expect(plant.id).toMatch(/^[a-z0-9-]+$/);

    const detail = await user.json(`/api/plants/${plant.id}`);
    expect(PlantDetailSchema.parse(await detail.json()).plantName).toBe(name);
    expect((await user.json('/api/garden', { plant_id: plant.id, save_later: true })).status).toBe(200);
    const garden = GardenResponseSchema.parse(await (await user.json('/api/garden')).json());
    expect(garden.entries.find((entry) => entry.plant_id === plant.id)?.plant.plantName).toBe(name);

    // A name that matches nothing is echoed in the 422's message, as text in JSON.
    const none = await user.json('/api/add-plant', { plant_name: '<img src=x onerror=alert(1)>', user_zone: ZONE });
    expect(none.status).toBe(422);
    expect(none.headers.get('content-type')).toMatch(/^application\/json/);
    expect(AddPlantNoMatchSchema.parse(await none.json()).error.message).toContain('<img src=x onerror=alert(1)>');
    last = await snapshot();
  });
});
