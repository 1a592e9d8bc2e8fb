import { Hono } from 'hono';
import { TrieRouter } from 'hono/router/trie-router';
import { describe, expect, test } from 'vitest';
import { MAX_REMEMBERED_PATH, REMEMBERED_MATCHES, RememberingRouter } from './remembering-router.ts';

/** Routes shaped like the app's: middleware for everything and for /api/*, a static path beside a parameter. */
const ROUTES: [method: string, path: string, name: string][] = [
  ['ALL', '*', 'every request'],
  ['ALL', '/api/*', 'api middleware'],
  ['GET', '/api/plants/search', 'search'],
  ['GET', '/api/plants/:id', 'plant'],
  ['POST', '/api/plant-care/:id', 'care'],
  ['PATCH', '/api/tasks/:id', 'task'],
  ['DELETE', '/api/garden/:plantId', 'remove'],
  ['GET', '/api/zones/by-zip/:zip', 'zone by zip'],
  ['GET', '/api/zones/:zone', 'zone'],
];

function routers() {
  const remembering = new RememberingRouter<string>();
  const plain = new TrieRouter<string>();
  for (const [method, path, name] of ROUTES) {
    remembering.add(method, path, name);
    plain.add(method, path, name);
  }
  return { remembering, plain };
}

/** A match as handler names and parameters, whichever form the router answers in. */
function named([handlers, stash]: ReturnType<RememberingRouter<string>['match']>) {
  return handlers.map(([name, params]) => [
    name,
    Object.fromEntries(Object.entries(params).map(([key, value]) => [key, stash ? stash[value as number] : value])),
  ]);
}

const REQUESTS: [string, string][] = [
  ['GET', '/api/plants/search'],
  ['GET', '/api/plants/tomato'],
  ['GET', '/api/plants/basil'],
  ['POST', '/api/plants/tomato'],
  ['POST', '/api/plant-care/tomato'],
  ['PATCH', '/api/tasks/12'],
  ['PATCH', '/api/tasks/13'],
  ['DELETE', '/api/garden/tomato'],
  ['GET', '/api/zones/by-zip/55401'],
  ['GET', '/api/zones/5a'],
  ['GET', '/plant/tomato'],
  ['GET', '/'],
];

describe('RememberingRouter', () => {
  test('matches as the trie router does, the first time and again', () => {
    const { remembering, plain } = routers();
    for (let round = 0; round < 2; round++) {
      for (const [method, path] of REQUESTS) {
        expect(named(remembering.match(method, path)), `${method} ${path}`).toEqual(named(plain.match(method, path)));
      }
    }
    expect(named(remembering.match('GET', '/api/plants/basil'))).toEqual([
      ['every request', {}],
      ['api middleware', {}],
      ['plant', { id: 'basil' }],
    ]);
  });

  test('a path asked for again is answered from memory, each method on its own', () => {
    const { remembering } = routers();
    const first = remembering.match('GET', '/api/plants/tomato');
    expect(remembering.match('GET', '/api/plants/tomato')).toBe(first);
    expect(remembering.match('POST', '/api/plants/tomato')).not.toBe(first);
    expect(remembering.remembered).toBe(2);
  });

  test('remembers a bounded number of paths, and no long ones', () => {
    const { remembering } = routers();
    for (let id = 0; id < REMEMBERED_MATCHES + 50; id++) remembering.match('PATCH', `/api/tasks/${id}`);
    expect(remembering.remembered).toBe(REMEMBERED_MATCHES);
    const long = `/api/plants/${'a'.repeat(MAX_REMEMBERED_PATH)}`;
    const match = remembering.match('GET', long);
    expect(named(match).at(-1)).toEqual(['plant', { id: 'a'.repeat(MAX_REMEMBERED_PATH) }]);
    expect(remembering.match('GET', long)).not.toBe(match);
  });

  test('serves a Hono app: parameters and handlers of each request are its own', async () => {
    const app = new Hono({ router: new RememberingRouter() });
    app.use('*', async (c, next) => {
      await next();
      c.header('x-seen', 'yes');
    });
    app.get('/plants/search', (c) => c.text('search'));
    app.get('/plants/:id', (c) => c.text(`plant ${c.req.param('id')}`));
    const answers = await Promise.all(
      ['/plants/search', '/plants/tomato', '/plants/basil', '/plants/tomato', '/plants/search'].map(async (path) => {
        const res = await app.request(path);
        return `${res.headers.get('x-seen')} ${await res.text()}`;
      }),
    );
    expect(answers).toEqual(['yes search', 'yes plant tomato', 'yes plant basil', 'yes plant tomato', 'yes search']);
    expect((await app.request('/nowhere')).status).toBe(404);
  });
});
