import { IncomingMessage, ServerResponse } from 'node:http';
import type { Context } from 'hono';

/**
 * Node's own request and response behind a request that came from Node's HTTP server
 * (@hono/node-server puts them in `c.env`), or undefined for one made with `app.request`
 * in tests. The hot paths use them to skip work the web API would make.
 */
type NodeBindings = { incoming?: unknown; outgoing?: unknown } | undefined;

export function nodeRequest(c: Context): IncomingMessage | undefined {
  const incoming = (c.env as NodeBindings)?.incoming;
  return incoming instanceof IncomingMessage ? incoming : undefined;
}

export function nodeResponse(c: Context): ServerResponse | undefined {
  const outgoing = (c.env as NodeBindings)?.outgoing;
  return outgoing instanceof ServerResponse ? outgoing : undefined;
}

/**
 * Sets a header of the answer, whatever the answer turns out to be (an error included).
 * On Node it goes straight onto Node's response, which merges it with the answer's own
 * headers (those win): the answer then keeps the plain header object Hono gives an answer
 * with one header, which @hono/node-server writes as it is. Hono's `c.header` would make
 * a web Headers object of it, which costs more to build and read back than the rest of a
 * small answer's headers together.
 */
export function setResponseHeader(c: Context, name: string, value: string): void {
  const outgoing = nodeResponse(c);
  if (outgoing) outgoing.setHeader(name, value);
  else c.header(name, value);
}

/**
 * A request header (`name` in lower case), as Node's parser read it: cheaper than
 * `c.req.header`, which checks again what Node's parser has already refused (line breaks
 * and NULs in a value) before answering. Node joins a repeated header itself (cookies with
 * '; ', others with ', '); only Set-Cookie, never sent by a browser, comes as a list.
 */
export function requestHeader(c: Context, name: Lowercase<string>): string | undefined {
  const incoming = nodeRequest(c);
  if (!incoming) return c.req.header(name);
  const value = incoming.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

/**
 * Hands the app's answers to Node's HTTP server at the end of the event loop's turn (its
 * check phase, after the poll phase has read every request that was waiting), instead of
 * each as soon as it is ready. The answers of one turn then go out back to back, and the
 * requests that follow them come back together: the process sleeps and is woken once per
 * batch instead of once per request, and wakes its clients' readers once per batch too.
 * Under the bench's load that was a third of a small answer's cost (docs/performance.md).
 * An answer waits for the rest of its turn's work and no longer: with one request at a
 * time, nothing else is in the turn. Only the answer's start waits; a streamed body flows
 * as it is written. The request log's durations end when the app has answered, before
 * this wait.
 */
export function answerAtEndOfTurn<Env>(
  fetch: (request: Request, env: Env) => Response | Promise<Response>,
): (request: Request, env: Env) => Promise<Response> {
  return async (request, env) => {
    const response = await fetch(request, env);
    return new Promise((resolve) => setImmediate(resolve, response));
  };
}
