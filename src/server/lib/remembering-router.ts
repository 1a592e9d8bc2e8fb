import type { Result, Router } from 'hono/router';
import { RegExpRouter } from 'hono/router/reg-exp-router';
import { SmartRouter } from 'hono/router/smart-router';
import { TrieRouter } from 'hono/router/trie-router';
import { Lru } from './lru.ts';

/** How many method and path pairs are remembered: every route of the catalogue's plants and then some. */
export const REMEMBERED_MATCHES = 2000;
/** Longer paths are matched each time: nobody asks for them twice, and each would hold its memory. */
export const MAX_REMEMBERED_PATH = 200;

/**
 * Hono's own router (the regular-expression router where the routes allow it, else the
 * trie), remembering the answers for the paths asked for lately. The app's middleware
 * for every path and `/api/*`, and routes such as `/plants/search` beside
 * `/plants/{id}`, leave Hono the trie router, which walks its nodes and gathers and
 * orders every matching handler for each request: 4 µs for the health check and 11 to
 * 16 µs for a plant's page on a 2-core machine, measured in the bench's CPU profile. A
 * path's match is the same every time (the routes are fixed once the app is built), and
 * Hono only reads it, so one match serves every request for that method and path.
 */
export class RememberingRouter<T> implements Router<T> {
  readonly name = 'RememberingRouter';
  private readonly router: Router<T> = new SmartRouter<T>({ routers: [new RegExpRouter(), new TrieRouter()] });
  private readonly matches = new Lru<string, Result<T>>(REMEMBERED_MATCHES);

  add(method: string, path: string, handler: T): void {
    this.router.add(method, path, handler);
  }

  match(method: string, path: string): Result<T> {
    if (path.length > MAX_REMEMBERED_PATH) return this.router.match(method, path);
    const key = `${method} ${path}`;
    let result = this.matches.get(key);
    if (result === undefined) {
      result = this.router.match(method, path);
      this.matches.set(key, result);
    }
    return result;
  }

  /** How many matches are remembered (for tests). */
  get remembered(): number {
    return this.matches.size;
  }
}
