import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Kysely } from 'kysely';
import { AddPlantResponseSchema, CareGuideSchema } from '#shared/plants/api.ts';
import { TaskChangeSchema } from '#shared/garden/api.ts';
import { CalendarFeedSchema } from '#shared/calendar/api.ts';
import type { Database } from '#server/db/schema.ts';
import { JPEG_1X1 } from '#server/features/identify/test-support.ts';
import type { TestBrowser } from './session-client.ts';
import type { TestApp } from './test-app.ts';

/**
 * The API as /api/openapi.json describes it, requests that pass its validation for each
 * operation, and a gardener with a row in every table a request can reach; shared by
 * the access matrix and the hostile-input properties.
 */

/** Where the API router is mounted: the document's paths are relative to it. */
export const API_PREFIX = '/api';

export interface Operation {
  /** `GET /garden/{plantId}`, as in the document. */
  key: string;
  method: string;
  /** The document's path, with `{name}` placeholders. */
  path: string;
  pathParams: string[];
  queryParams: { name: string; required: boolean }[];
  body: { contentType: string; required: boolean; schema: JsonSchema } | null;
}

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  oneOf?: JsonSchema[];
  [key: string]: unknown;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { name: string; in: string; required?: boolean }[];
        requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> };
      }
    >
  >;
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options']);

/** Every operation in the app's own OpenAPI document. */
export async function listOperations(t: TestApp): Promise<Operation[]> {
  const res = await t.app.request(`${API_PREFIX}/openapi.json`);
  if (res.status !== 200) throw new Error(`openapi.json answered ${res.status}`);
  const doc = (await res.json()) as OpenApiDocument;
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([method]) => METHODS.has(method))
      .map(([method, operation]) => {
        const parameters = operation.parameters ?? [];
        const [contentType, media] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
        return {
          key: `${method.toUpperCase()} ${path}`,
          method: method.toUpperCase(),
          path,
          pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
          queryParams: parameters
            .filter((p) => p.in === 'query')
            .map((p) => ({ name: p.name, required: !!p.required })),
          body:
            contentType && media
              ? { contentType, required: operation.requestBody?.required === true, schema: media.schema }
              : null,
        };
      }),
  );
}

/** One request to an operation: values for its path and query, and its body. */
export interface RequestSpec {
  params?: Record<string, string>;
  query?: Record<string, string>;
  json?: unknown;
  /** A multipart form, made afresh for each request (a stream is read once). */
  form?: () => FormData;
}

/** `/garden/{plantId}` with `{plantId: 'x'}` → `/api/garden/x`; values go in as they are (already encoded). */
export function urlOf(path: string, params: Record<string, string> = {}, query?: string): string {
  const filled = path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`no value for {${name}} in ${path}`);
    return value;
  });
  return `${API_PREFIX}${filled}${query ? `?${query}` : ''}`;
}

export function queryOf(query: Record<string, string> = {}): string {
  return new URLSearchParams(query).toString();
}

/** Sends a request spec as a browser of the site would. */
export function sendSpec(browser: TestBrowser, method: string, path: string, spec: RequestSpec): Promise<Response> {
  const url = urlOf(path, encodeAll(spec.params), queryOf(spec.query));
  if (spec.form) return browser.request(url, { method, body: spec.form() });
  if (spec.json !== undefined) {
    return browser.request(url, {
      method,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(spec.json),
    });
  }
  return browser.request(url, { method });
}

export function encodeAll(params: Record<string, string> = {}): Record<string, string> {
  return Object.fromEntries(Object.entries(params).map(([name, value]) => [name, encodeURIComponent(value)]));
}

/** A ZIP code the climate table has (Atlanta, zone 8a). */
export const KNOWN_ZIP = '30301';
export const ZONE = '7a';

/** What a gardener made: the ids the requests with ids use. */
export interface Gardener {
  userId: string;
  email: string;
  /** Own plants (a variety the gardener named; only they see it). */
  ownPlantId: string;
  /** In the garden, for DELETE /garden/{plantId}. */
  removablePlantId: string;
  /** Saved for later, for PATCH /garden/{plantId}. */
  savedPlantId: string;
  /** A tracked care task of ownPlantId. */
  trackedTaskId: number;
  /** A tracked planting task of ownPlantId, for DELETE /tasks/{id}. */
  removableTaskId: number;
  /** A care step of ownPlantId not tracked yet, for POST /tasks. */
  untrackedCareId: number;
  plantNames: string[];
}

async function ok(res: Promise<Response>, what: string): Promise<Response> {
  const answer = await res;
  if (!answer.ok) throw new Error(`${what}: ${answer.status} ${await answer.text()}`);
  return answer;
}

/**
 * Fills a signed-in gardener's rows through the API: profile, three own plants (in the
 * garden, saved, and one to remove), tracked tasks, a calendar feed, weekly reminders
 * and a product event.
 */
export async function seedGardener(
  browser: TestBrowser & { userId: string; email: string },
  names = ['Cherokee Purple tomato', 'Sungold tomato', 'Mortgage Lifter tomato'],
): Promise<Gardener> {
  const put = (path: string, body: unknown) =>
    ok(
      browser.request(path, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
      `PUT ${path}`,
    );
  await put('/api/profile', {
    zone: ZONE,
    zip_code: KNOWN_ZIP,
    garden_type: 'backyard',
    plant_preference: 'both',
    gardening_commitment: 'weekend',
  });
  const ids: string[] = [];
  for (const name of names) {
    const res = await ok(browser.json('/api/add-plant', { plant_name: name, user_zone: ZONE }), `add ${name}`);
    const added = AddPlantResponseSchema.parse(await res.json());
    if (!added.created) throw new Error(`${name} was not made the gardener's own plant`);
    ids.push(added.plant.id);
  }
  const [ownPlantId, savedPlantId, removablePlantId] = ids as [string, string, string];
  await ok(browser.json('/api/garden', { plant_id: ownPlantId, save_later: false }), 'add to garden');
  await ok(browser.json('/api/garden', { plant_id: savedPlantId, save_later: true }), 'save for later');
  await ok(browser.json('/api/garden', { plant_id: removablePlantId, save_later: false }), 'add to garden');

  const care = CareGuideSchema.parse(
    await (await ok(browser.json(`/api/plant-care/${ownPlantId}`, {}), 'care guide')).json(),
  ).care_plan;
  const [first, second] = [...care.must_do, ...care.good_to_do, ...care.optional];
  if (!first || !second) throw new Error(`${ownPlantId} has fewer than two care steps`);
  const track = async (body: unknown) =>
    TaskChangeSchema.parse(await (await ok(browser.json('/api/tasks', body), 'track a task')).json()).task;
  const tracked = await track({
    plant_id: ownPlantId,
    event_type: 'care',
    care_instruction_id: first.care_instruction_id,
  });
  const removable = await track({ plant_id: ownPlantId, event_type: 'planting' });

  CalendarFeedSchema.parse(await (await ok(browser.json('/api/calendar-feed'), 'calendar feed')).json());
  await put('/api/reminders', { frequency: 'weekly', timeZone: 'America/Chicago' });
  await ok(
    browser.json('/api/events', { name: 'home_search_opened', props: { zip: KNOWN_ZIP, query: 'tomato' } }),
    'event',
  );

  return {
    userId: browser.userId,
    email: browser.email,
    ownPlantId,
    savedPlantId,
    removablePlantId,
    trackedTaskId: tracked.calendar_event_id,
    removableTaskId: removable.calendar_event_id,
    untrackedCareId: second.care_instruction_id,
    plantNames: names,
  };
}

export async function feedTokenOf(db: Kysely<Database>, userId: string): Promise<string> {
  const row = await db.selectFrom('calendar_feeds').select('token').where('user_id', '=', userId).executeTakeFirst();
  if (!row) throw new Error('the gardener has no calendar feed');
  return row.token;
}

export async function unsubscribeTokenOf(db: Kysely<Database>, userId: string): Promise<string> {
  const row = await db
    .selectFrom('reminder_settings')
    .select('unsubscribe_token')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw new Error('the gardener has no reminder settings');
  return row.unsubscribe_token;
}

/** A well-formed token no reset mail ever carried (better-auth's are 24 letters and digits). */
export const UNKNOWN_RESET_TOKEN = 'Zq7Tn3Lw9Xc2Vb8Mk4Rp6Hd1';

export function photoForm(): FormData {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(JPEG_1X1)], 'IMG_0042.jpg', { type: 'image/jpeg' }));
  return form;
}

/**
 * For each operation, a request its validation accepts, made from the gardener's own
 * rows where it takes an id. An operation missing here fails both the access matrix
 * and the hostile-input properties.
 */
export const VALID_REQUESTS: Record<
  string,
  (world: { gardener: Gardener; db: Kysely<Database> }) => RequestSpec | Promise<RequestSpec>
> = {
  'GET /health': () => ({}),
  'GET /health/live': () => ({}),
  'GET /config': () => ({}),
  'GET /zones/by-zip/{zip}': () => ({ params: { zip: KNOWN_ZIP } }),
  'GET /zones/{zone}': () => ({ params: { zone: ZONE } }),
  'GET /profile': () => ({}),
  'PUT /profile': () => ({
    json: {
      zone: '7b',
      zip_code: '10001',
      garden_type: 'balcony',
      plant_preference: 'veggies',
      gardening_commitment: 'daily',
    },
  }),
  'GET /plants/search': () => ({ query: { q: 'tomato', zone: ZONE } }),
  'GET /plants/{id}': ({ gardener }) => ({ params: { id: gardener.ownPlantId }, query: { zip: KNOWN_ZIP } }),
  'POST /plant-planting/{id}': ({ gardener }) => ({ params: { id: gardener.ownPlantId }, json: { zone: ZONE } }),
  'POST /plant-care/{id}': ({ gardener }) => ({ params: { id: gardener.ownPlantId }, json: { zip: KNOWN_ZIP } }),
  'POST /add-plant': () => ({
    json: { plant_name: 'Brandywine tomato', user_zone: ZONE, as_typed: true, plant_group: 'vegetable' },
  }),
  'POST /events': () => ({ json: { name: 'home_search_opened', props: { zip: KNOWN_ZIP, query: 'basil' } } }),
  'GET /garden': () => ({}),
  'POST /garden': ({ gardener }) => ({ json: { plant_id: gardener.ownPlantId, save_later: false } }),
  'PATCH /garden/{plantId}': ({ gardener }) => ({
    params: { plantId: gardener.savedPlantId },
    json: { save_later: false },
  }),
  'DELETE /garden/{plantId}': ({ gardener }) => ({ params: { plantId: gardener.removablePlantId } }),
  'GET /tasks': () => ({}),
  'POST /tasks': ({ gardener }) => ({
    json: { plant_id: gardener.ownPlantId, care_instruction_id: gardener.untrackedCareId, event_type: 'care' },
  }),
  'PATCH /tasks/{id}': ({ gardener }) => ({
    params: { id: String(gardener.trackedTaskId) },
    json: { completed: true },
  }),
  'DELETE /tasks/{id}': ({ gardener }) => ({ params: { id: String(gardener.removableTaskId) } }),
  'POST /identify-plant': () => ({ form: photoForm }),
  'GET /calendar-feed': () => ({}),
  'POST /calendar-feed/reset': () => ({}),
  'GET /calendar/{token}': async ({ gardener, db }) => ({
    params: { token: `${await feedTokenOf(db, gardener.userId)}.ics` },
  }),
  'GET /reminders': () => ({}),
  'PUT /reminders': () => ({ json: { frequency: 'monthly', timeZone: 'America/New_York' } }),
  'POST /reminders/unsubscribe': async ({ gardener, db }) => ({
    query: { token: await unsubscribeTokenOf(db, gardener.userId) },
  }),
  'POST /password-reset/check': () => ({ json: { token: UNKNOWN_RESET_TOKEN } }),
  'GET /account/export': () => ({}),
  'DELETE /account': () => ({ json: { confirm: true } }),
};

/**
 * Pl@ntNet's API on loopback, answering every photo as its real service answers one
 * showing no known species: the app then answers 200 with no match.
 */
export async function startFakePlantId(): Promise<{ env: Record<string, string>; close: () => Promise<void> }> {
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(404, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ statusCode: 404, error: 'Not Found', message: 'Species not found' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    env: {
      PLANT_ID_PROVIDER: 'plantnet',
      PLANTNET_API_KEY: 'test-plantnet-key',
      PLANTNET_BASE_URL: `http://127.0.0.1:${port}`,
      PLANT_ID_TIMEOUT_MS: '2000',
    },
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
