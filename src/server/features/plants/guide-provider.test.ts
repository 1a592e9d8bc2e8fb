import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { AddPlantNoMatchSchema, AddPlantResponseSchema, PlantDetailSchema } from '#shared/plants/api.ts';
import { readPlant } from '#shared/plants/test-support.ts';
import { signedInBrowser } from '#tests/setup/session-client.ts';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';
import { GUIDE_REPLY_SCHEMA } from './guide-provider.ts';

/** An OpenAI-compatible chat completions server on loopback, answering what each test sets. */
interface FakeServer {
  url: string;
  requests: { path: string; headers: IncomingMessage['headers']; body: Record<string, unknown> }[];
  reply: (status: number, body: unknown) => void;
  close: () => Promise<void>;
}

async function startFake(): Promise<FakeServer> {
  let answer: { status: number; body: unknown } = { status: 500, body: {} };
  const requests: FakeServer['requests'] = [];
  const server: Server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      requests.push({
        path: req.url ?? '',
        headers: req.headers,
        body: JSON.parse(text || '{}') as Record<string, unknown>,
      });
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    reply: (status, body) => (answer = { status, body }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function chatReply(content: unknown) {
  return {
    choices: [
      { message: { role: 'assistant', content: typeof content === 'string' ? content : JSON.stringify(content) } },
    ],
  };
}

/** A drafted guide: a real catalogue file under another name, its optional fields as the strict format sends them. */
function draftedGuide() {
  const cucamelon = {
    ...readPlant('tomato'),
    id: 'whatever',
    name: 'Cucamelon',
    scientificName: 'Melothria scabra',
    aliases: [],
    description: 'A grape-sized fruit that tastes of cucumber with a sour twist.',
    hardiness: null,
  };
  return { is_plant: true, guide: cucamelon };
}

describe('adding a plant with GUIDE_PROVIDER=openai', () => {
  let fake: FakeServer;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFake();
    t = await createTestApp('sqlite', {
      catalogue: true,
      env: {
        GUIDE_PROVIDER: 'openai',
        OPENAI_BASE_URL: fake.url,
        OPENAI_TEXT_MODEL: 'test-model',
        OPENAI_API_KEY: 'sk-test',
      },
    });
  });
  afterEach(() => {
    fake.requests.length = 0;
  });
  afterAll(async () => {
    await t.destroy();
    await fake.close();
  });

  test('a drafted guide that passes the catalogue schema becomes the gardener’s plant', async () => {
    fake.reply(200, chatReply(draftedGuide()));
    const user = await signedInBrowser(t);
    const res = await user.json('/api/add-plant', { plant_name: 'Cucamelon', user_zone: '7a' });
    expect(res.status).toBe(200);
    const added = AddPlantResponseSchema.parse(await res.json());
    expect(added).toMatchObject({
      created: true,
      source: 'guide-provider',
      plant: { plantName: 'Cucamelon', zone: '7a' },
    });

    const [request] = fake.requests;
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe('Bearer sk-test');
    expect(request?.body).toMatchObject({
      model: 'test-model',
      response_format: {
        type: 'json_schema',
        json_schema: { name: 'plant_guide', strict: true, schema: GUIDE_REPLY_SCHEMA },
      },
    });
    expect(JSON.stringify(request?.body.messages)).toContain('Cucamelon');

    const answer = (await (await user.json(`/api/plants/${added.plant.id}?zone=7a`)).json()) as unknown;
    const detail = PlantDetailSchema.parse(answer);
    expect(detail.scientificName).toBe('Melothria scabra');
    // No catalogue plant stands behind it: the neutral picture, whatever form the draft names.
    expect(answer).toHaveProperty('form', null);
    expect(detail.planting_month).not.toBeNull();
  });

  test.each([
    ['an error status', 503, { error: 'overloaded' }],
    ['a reply that is not JSON', 200, chatReply('Sure! Here is your guide.')],
    ['a guide that breaks the schema', 200, chatReply({ is_plant: true, guide: { name: 'Cucamelon' } })],
    ['a name that is not a plant', 200, chatReply({ is_plant: false, guide: null })],
  ])('%s falls back to the offline path', async (_case, status, body) => {
    fake.reply(status, body);
    const user = await signedInBrowser(t);
    const variety = await user.json('/api/add-plant', { plant_name: 'Sungold', user_zone: '7a' });
    expect(variety.status).toBe(200);
    expect(AddPlantResponseSchema.parse(await variety.json())).toMatchObject({
      created: true,
      source: 'variety',
      plant: { basedOn: { id: 'tomato' } },
    });
    expect((await user.json('/api/add-plant', { plant_name: 'Qwxzv', user_zone: '7a' })).status).toBe(422);
    expect(fake.requests.length).toBe(2);
  });

  test('a misspelling is asked about first; as typed it gets a drafted guide', async () => {
    fake.reply(200, chatReply(draftedGuide()));
    const user = await signedInBrowser(t);
    const asked = await user.json('/api/add-plant', { plant_name: 'Brocolli', user_zone: '7a' });
    expect(asked.status).toBe(422);
    const question = AddPlantNoMatchSchema.parse(await asked.json());
    expect(question.didYouMean.map((plant) => plant.id)).toEqual(['broccoli']);
    // With a provider the name as typed needs no kind of plant: the drafted guide has one.
    expect(question.needsPlantGroup).toBe(false);
    expect(fake.requests).toHaveLength(0);

    const res = await user.json('/api/add-plant', { plant_name: 'Brocolli', user_zone: '7a', as_typed: true });
    expect(AddPlantResponseSchema.parse(await res.json())).toMatchObject({
      created: true,
      source: 'guide-provider',
      plant: { plantName: 'Brocolli', basedOn: null, hasGuide: true },
    });
    expect(fake.requests).toHaveLength(1);
  });

  test('a catalogue name never asks the provider', async () => {
    fake.reply(200, chatReply(draftedGuide()));
    const user = await signedInBrowser(t);
    const res = await user.json('/api/add-plant', { plant_name: 'basil', user_zone: '7a' });
    expect(AddPlantResponseSchema.parse(await res.json())).toMatchObject({
      created: false,
      plant: { id: 'sweet-basil' },
    });
    expect(fake.requests).toHaveLength(0);
  });
});

describe('GUIDE_REPLY_SCHEMA', () => {
  test('is in the strict subset: every property required, no extra keys, one item type per array', () => {
    const problems: string[] = [];
    const walk = (node: unknown, path: string) => {
      if (!node || typeof node !== 'object') return;
      const schema = node as Record<string, unknown>;
      if (schema.type === 'object' && schema.properties) {
        const keys = Object.keys(schema.properties as object);
        if (JSON.stringify(schema.required) !== JSON.stringify(keys))
          problems.push(`${path}: not every property required`);
        if (schema.additionalProperties !== false) problems.push(`${path}: extra keys allowed`);
      }
      if (Array.isArray(schema.items)) problems.push(`${path}: tuple items`);
      for (const [key, value] of Object.entries(schema)) {
        if (Array.isArray(value)) value.forEach((item, i) => walk(item, `${path}.${key}[${i}]`));
        else walk(value, `${path}.${key}`);
      }
    };
    walk(GUIDE_REPLY_SCHEMA, '$');
    expect(problems).toEqual([]);
  });
});
