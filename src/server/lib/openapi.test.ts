import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { describe, expect, test } from 'vitest';
import type { AppEnv } from '../context.ts';
import { handleError } from '../middleware/error-handler.ts';
import { getQueryParams } from 'hono/utils/url';
import { createRouter, queryOf } from './openapi.ts';
import { validationHook } from './validation.ts';

/**
 * `createRouter` checks parameters, queries and JSON bodies itself; the library's own
 * checks are the reference: every request below gets the same status and body from both.
 */
const Body = z.object({ zip: z.string().regex(/^\d{5}$/), count: z.number().int().optional() }).strict();

const routeWith = (required: boolean) =>
  createRoute({
    method: 'post',
    path: `/things/{id}`,
    request: {
      params: z.object({ id: z.string().regex(/^[a-z]+$/) }),
      query: z.object({ mode: z.enum(['a', 'b']).optional() }),
      body: { required, content: { 'application/json': { schema: Body } } },
    },
    responses: { 200: { description: 'ok' } },
  });

function apps(required: boolean) {
  const ours = createRouter();
  const library = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  for (const app of [ours, library]) {
    app.openapi(routeWith(required), (c) =>
      c.json({ id: c.req.valid('param').id, query: c.req.valid('query'), body: c.req.valid('json') }, 200),
    );
    app.onError(handleError);
  }
  return { ours, library };
}

const JSON_TYPE = 'application/json';

const REQUESTS: { label: string; path?: string; type?: string; body?: string }[] = [
  { label: 'a good body', type: JSON_TYPE, body: '{"zip":"55401","count":2}' },
  { label: 'charset given', type: 'application/json; charset=utf-8', body: '{"zip":"55401"}' },
  { label: 'a +json type', type: 'application/vnd.api+json', body: '{"zip":"55401"}' },
  { label: 'upper case type', type: 'APPLICATION/JSON', body: '{"zip":"55401"}' },
  { label: 'a wrong value', type: JSON_TYPE, body: '{"zip":"123"}' },
  { label: 'an unknown key', type: JSON_TYPE, body: '{"zip":"55401","extra":1}' },
  { label: 'an array', type: JSON_TYPE, body: '[]' },
  { label: 'null', type: JSON_TYPE, body: 'null' },
  { label: 'malformed JSON', type: JSON_TYPE, body: '{' },
  { label: 'an empty JSON body', type: JSON_TYPE, body: '' },
  { label: 'text', type: 'text/plain', body: '{"zip":"55401"}' },
  { label: 'a list of types', type: 'application/json, text/html', body: '{"zip":"55401"}' },
  { label: 'an empty type', type: '', body: '{"zip":"55401"}' },
  { label: 'no type, a body', body: '{"zip":"55401"}' },
  { label: 'no type, no body' },
  { label: 'a bad parameter', path: '/things/A1', type: JSON_TYPE, body: '{"zip":"55401"}' },
  { label: 'a bad query', path: '/things/abc?mode=c', type: JSON_TYPE, body: '{"zip":"55401"}' },
  { label: 'a query given twice', path: '/things/abc?mode=a&mode=b', type: JSON_TYPE, body: '{"zip":"55401"}' },
  { label: 'a good query', path: '/things/abc?mode=b', type: JSON_TYPE, body: '{"zip":"55401"}' },
  { label: 'an escaped query', path: '/things/abc?m%6Fde=%62', type: JSON_TYPE, body: '{"zip":"55401"}' },
  { label: 'a query with a hash', path: '/things/abc?mode=a#mode=c', type: JSON_TYPE, body: '{"zip":"55401"}' },
  { label: 'a name without a value', path: '/things/abc?mode', type: JSON_TYPE, body: '{"zip":"55401"}' },
  { label: 'a malformed escape', path: '/things/abc?mode=%E0%A4%A', type: JSON_TYPE, body: '{"zip":"55401"}' },
  { label: 'an empty name and pairs', path: '/things/abc?=a&&mode=a&', type: JSON_TYPE, body: '{"zip":"55401"}' },
];

async function answer(app: OpenAPIHono<AppEnv>, request: (typeof REQUESTS)[number]) {
  const res = await app.request(request.path ?? '/things/abc', {
    method: 'POST',
    headers: request.type === undefined ? {} : { 'content-type': request.type },
    ...(request.body === undefined ? {} : { body: request.body }),
  });
  return { status: res.status, body: await res.text() };
}

describe.each([true, false])('a JSON body (required: %s)', (required) => {
  const { ours, library } = apps(required);

  test.each(REQUESTS)('$label: the same answer as the library', async (request) => {
    const expected = await answer(library, request);
    expect(await answer(ours, request)).toEqual(expected);
  });

  test('the statuses are the ones the API documents', async () => {
    const statuses = Object.fromEntries(
      await Promise.all(REQUESTS.map(async (request) => [request.label, (await answer(ours, request)).status])),
    );
    expect(statuses).toMatchObject({
      'a good body': 200,
      'a wrong value': 400,
      'malformed JSON': 400,
      text: 415,
      'no type, a body': 415,
      'no type, no body': required ? 400 : 200,
    });
  });
});

describe('queryOf', () => {
  /** What hono's validator makes of a query: `c.req.queries()`, a name given once as a string. */
  const honoQuery = (url: string) =>
    Object.fromEntries(
      Object.entries(getQueryParams(url) as Record<string, string[]>).map(([name, values]) => [
        name,
        values.length === 1 ? values[0] : values,
      ]),
    );

  test.each([
    'http://localhost/a',
    'http://localhost/a?',
    'http://localhost/a?q=tom&zip=55401',
    'http://localhost/a?q=sweet+corn&q=b%20c&zip=',
    'http://localhost/a?q=%E0%A4%A&x=%zz&y=%41%42',
    'http://localhost/a?a&b=&=c&&d=1&',
    'http://localhost/a?x=1#y=2',
    'http://localhost/a?a%3Db=c%26d&a%3Db=e',
    'http://localhost/a?toString=1&constructor=2&__proto__=3&__proto__=4',
    'http://localhost/a%2Bb?q=a+b',
  ])('%s: as hono reads it', (url) => {
    expect({ ...queryOf(url) }).toEqual(honoQuery(url));
  });

  test('random queries: as hono reads them', () => {
    const pieces = ['a', 'b', 'q', '=', '&', '+', '%', '%2', '%41', '%E2%82%AC', '%C3', '#', '?', 'é', ' '];
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    for (let i = 0; i < 2000; i++) {
      const length = next() % 12;
      const query = Array.from({ length }, () => pieces[next() % pieces.length]).join('');
      const url = `http://localhost/a?${query}`;
      expect({ ...queryOf(url) }, url).toEqual(honoQuery(url));
    }
  });
});
