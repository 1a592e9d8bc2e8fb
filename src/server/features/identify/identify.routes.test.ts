import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { ErrorBodySchema } from '#shared/errors.ts';
import { IDENTIFY_MESSAGES, IdentifyResponseSchema, MAX_IMAGE_BYTES } from '#shared/identify.ts';
import { signedInBrowser, testBrowser, type TestBrowser } from '#tests/setup/session-client.ts';
import { TEST_DIALECTS } from '#tests/setup/test-database.ts';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';
import { IDENTIFY_BODY_LIMIT, IDENTIFY_PER_MINUTE } from './identify.routes.ts';
import { NOT_SET_UP_MESSAGE } from './identify.service.ts';
import { VISION_REPLY_SCHEMA } from './plant-identifier.ts';
import { HEIC_START, JPEG_1X1, NOT_IMAGES, PNG_1X1, WEBP_1X1 } from './test-support.ts';

/** How long the tests let a provider take; the fakes that hang are given up on after this. */
const TIMEOUT_MS = 400;

interface Received {
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

type Answer = { status: number; body: unknown; contentType?: string } | 'hang';

/**
 * A provider's HTTP API on loopback. `answer` decides each reply from the request, as
 * the real service would; 'hang' never replies (the app must give up on its own).
 */
interface Fake {
  url: string;
  received: Received[];
  answer: (reply: (request: Received) => Answer | Promise<Answer>) => void;
  close: () => Promise<void>;
}

async function startFake(): Promise<Fake> {
  let reply: (request: Received) => Answer | Promise<Answer> = () => ({ status: 500, body: {} });
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const request = {
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks),
      };
      received.push(request);
      void Promise.resolve(reply(request)).then((answer) => {
        if (answer === 'hang') return;
        res.writeHead(answer.status, { 'content-type': answer.contentType ?? 'application/json; charset=utf-8' });
        res.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    answer: (next) => (reply = next),
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** The multipart form a request carried, parsed as the real service would. */
function formOf(request: Received): Promise<FormData> {
  return new Response(new Uint8Array(request.body), {
    headers: { 'content-type': String(request.headers['content-type']) },
  }).formData();
}

function photoForm(bytes: Uint8Array, name = 'IMG_0042.jpg', type = 'image/jpeg', field = 'file'): FormData {
  const form = new FormData();
  form.append(field, new File([new Uint8Array(bytes)], name, { type }));
  return form;
}

function upload(browser: TestBrowser, body: BodyInit, init: RequestInit = {}) {
  return browser.request('/api/identify-plant', { method: 'POST', body, ...init });
}

async function errorOf(res: Response) {
  return ErrorBodySchema.parse(await res.json()).error;
}

/** A JPEG of exactly `size` bytes: the real 1×1 JPEG, padded after its end marker. */
function jpegOfSize(size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set(JPEG_1X1);
  return bytes;
}

// What Pl@ntNet's v2 identify API answers.
const PLANTNET_TOMATO = {
  query: { project: 'all', images: ['6c1f2e0d'], organs: ['auto'], includeRelatedImages: false, noReject: false },
  predictedOrgans: [{ image: '6c1f2e0d', filename: 'photo.jpg', organ: 'leaf', score: 0.83 }],
  language: 'en',
  preferedReferential: 'k-world-flora',
  bestMatch: 'Solanum lycopersicum L.',
  results: [
    {
      score: 0.91,
      species: {
        scientificNameWithoutAuthor: 'Solanum lycopersicum',
        scientificNameAuthorship: 'L.',
        genus: { scientificNameWithoutAuthor: 'Solanum', scientificNameAuthorship: 'L.', scientificName: 'Solanum' },
        family: {
          scientificNameWithoutAuthor: 'Solanaceae',
          scientificNameAuthorship: '',
          scientificName: 'Solanaceae',
        },
        commonNames: ['Garden tomato', 'Tomato', 'Love-apple'],
        scientificName: 'Solanum lycopersicum L.',
      },
      gbif: { id: '2930137' },
      powo: { id: '316947-2' },
    },
  ],
  version: '2025-01-17 (7.3)',
  remainingIdentificationRequests: 498,
};
const PLANTNET_NOT_FOUND = { statusCode: 404, error: 'Not Found', message: 'Species not found' };
const plantnetError = (statusCode: number, error: string, message: string) => ({
  status: statusCode,
  body: { statusCode, error, message },
});

/** Pl@ntNet's checks before it identifies: its key, and the images and organs fields. */
async function asPlantNet(request: Received, then: () => Answer): Promise<Answer> {
  if (request.query.get('api-key') !== 'test-plantnet-key')
    return plantnetError(401, 'Unauthorized', 'Invalid API key');
  const form = await formOf(request);
  if (!(form.get('images') instanceof File) || form.getAll('organs').length !== form.getAll('images').length) {
    return plantnetError(400, 'Bad Request', 'child "images" fails because ["images" is required]');
  }
  return then();
}

describe.each(TEST_DIALECTS)('identifying a plant with Pl@ntNet on %s', (dialect) => {
  let fake: Fake;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFake();
    t = await createTestApp(dialect, {
      catalogue: true,
      env: {
        PLANT_ID_PROVIDER: 'plantnet',
        PLANTNET_API_KEY: 'test-plantnet-key',
        PLANTNET_BASE_URL: fake.url,
        PLANT_ID_TIMEOUT_MS: String(TIMEOUT_MS),
      },
    });
  }, 120_000);
  afterEach(() => {
    fake.received.length = 0;
  });
  afterAll(async () => {
    await t?.destroy();
    await fake?.close();
  });

  test('a visitor’s photo of a tomato is named, with the catalogue’s tomato to pick', async () => {
    fake.answer((request) => asPlantNet(request, () => ({ status: 200, body: PLANTNET_TOMATO })));
    const res = await upload(testBrowser(t), photoForm(JPEG_1X1, 'IMG_0042.JPG'));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const result = IdentifyResponseSchema.parse(await res.json());
    expect(result).toMatchObject({ is_plant: true, common_name: 'Garden tomato', confidence: 0.91 });
    expect(result.message).toBe('This looks like Garden tomato (Solanum lycopersicum).');
    expect(result.matches.map((plant) => plant.id)).toEqual(['tomato']);
    expect(result.matches[0]).toMatchObject({ plantName: 'Tomato', scientificName: 'Solanum lycopersicum' });

    const [request] = fake.received;
    expect(request?.path).toBe('/v2/identify/all');
    expect(request?.query.get('lang')).toBe('en');
    const form = await formOf(request!);
    expect(form.get('organs')).toBe('auto');
    const image = form.get('images') as File;
    expect(image.type).toBe('image/jpeg');
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(JPEG_1X1);
  });

  test('a PNG goes to Pl@ntNet as a PNG', async () => {
    fake.answer((request) => asPlantNet(request, () => ({ status: 200, body: PLANTNET_TOMATO })));
    const res = await upload(testBrowser(t), photoForm(PNG_1X1, 'leaf.png', 'image/png'));
    expect(res.status).toBe(200);
    const image = (await formOf(fake.received[0]!)).get('images') as File;
    expect(image.type).toBe('image/png');
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(PNG_1X1);
  });

  test('a photo of no plant ("Species not found") is an answer, not an error', async () => {
    fake.answer((request) => asPlantNet(request, () => ({ status: 404, body: PLANTNET_NOT_FOUND })));
    const res = await upload(testBrowser(t), photoForm(JPEG_1X1));
    expect(res.status).toBe(200);
    const result = IdentifyResponseSchema.parse(await res.json());
    expect(result).toMatchObject({ is_plant: false, common_name: null, confidence: 0, matches: [] });
    expect(result.message).toMatch(/could not find a plant/);
  });

  test('a plant Pl@ntNet knows only by its scientific name is named by it', async () => {
    const reply = structuredClone(PLANTNET_TOMATO);
    reply.results[0]!.species.commonNames = [];
    reply.results[0]!.score = 0.12;
    fake.answer((request) => asPlantNet(request, () => ({ status: 200, body: reply })));
    const result = IdentifyResponseSchema.parse(await (await upload(testBrowser(t), photoForm(JPEG_1X1))).json());
    expect(result).toMatchObject({ is_plant: true, common_name: 'Solanum lycopersicum', confidence: 0.12 });
    expect(result.message).toMatch(/^This might be Solanum lycopersicum, but we are not sure/);
    expect(result.matches.map((plant) => plant.id)).toEqual(['tomato']);
  });

  test.each([
    ['refusing the key (401)', plantnetError(401, 'Unauthorized', 'Invalid API key')],
    ['out of quota (429)', plantnetError(429, 'Too Many Requests', 'Too Many Requests')],
    ['out of quota (403)', plantnetError(403, 'Forbidden', 'Quota exceeded')],
    ['down (500)', plantnetError(500, 'Internal Server Error', 'An internal server error occurred')],
    ['behind a failing proxy (502)', { status: 502, body: '<html>Bad Gateway</html>', contentType: 'text/html' }],
    ['answering HTML', { status: 200, body: '<!doctype html><title>Maintenance</title>', contentType: 'text/html' }],
    ['answering another shape', { status: 200, body: { results: [{ score: 'high' }] } }],
    ['at a wrong address (a 404 that is not "Species not found")', plantnetError(404, 'Not Found', 'Not Found')],
  ])('Pl@ntNet %s makes the service unavailable (503)', async (_case, answer) => {
    fake.answer((request) => asPlantNet(request, () => answer));
    const res = await upload(testBrowser(t), photoForm(JPEG_1X1));
    expect(res.status).toBe(503);
    expect(await errorOf(res)).toEqual({ code: 'unavailable', message: IDENTIFY_MESSAGES.unavailable });
  });

  test('a photo Pl@ntNet cannot read is a 422 asking for another photo', async () => {
    fake.answer(() => plantnetError(400, 'Bad Request', 'Unsupported file type for image[0] (jpeg or png expected)'));
    const res = await upload(testBrowser(t), photoForm(JPEG_1X1));
    expect(res.status).toBe(422);
    expect(await errorOf(res)).toEqual({ code: 'invalid', message: IDENTIFY_MESSAGES.processing });
  });

  test('WebP and HEIC photos, which Pl@ntNet does not read, are a 422 without asking it', async () => {
    fake.answer(() => ({ status: 200, body: PLANTNET_TOMATO }));
    for (const [bytes, name] of [
      [WEBP_1X1, 'leaf.webp'],
      [HEIC_START, 'IMG_0001.HEIC'],
    ] as const) {
      const res = await upload(testBrowser(t), photoForm(bytes, name, ''));
      expect(res.status).toBe(422);
      expect((await errorOf(res)).message).toBe(IDENTIFY_MESSAGES.processing);
    }
    expect(fake.received).toHaveLength(0);
  });

  test('Pl@ntNet taking too long makes the service unavailable, in about the time allowed', async () => {
    fake.answer(() => 'hang');
    const started = Date.now();
    const res = await upload(testBrowser(t), photoForm(JPEG_1X1));
    expect(res.status).toBe(503);
    expect((await errorOf(res)).message).toBe(IDENTIFY_MESSAGES.unavailable);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 2_000);
    expect(fake.received).toHaveLength(1);
  });

  test('one address sending too many photos is told to wait, and others are not', async () => {
    fake.answer((request) => asPlantNet(request, () => ({ status: 200, body: PLANTNET_TOMATO })));
    const busy = testBrowser(t);
    for (let i = 0; i < IDENTIFY_PER_MINUTE; i++) {
      expect((await upload(busy, photoForm(JPEG_1X1))).status).toBe(200);
    }
    const refused = await upload(busy, photoForm(JPEG_1X1));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await errorOf(refused)).code).toBe('rate_limited');
    expect(fake.received).toHaveLength(IDENTIFY_PER_MINUTE);
    expect((await upload(testBrowser(t), photoForm(JPEG_1X1))).status).toBe(200);
  });

  test('a photo from another site is refused before anything is asked', async () => {
    fake.answer(() => ({ status: 200, body: PLANTNET_TOMATO }));
    const res = await upload(testBrowser(t, { origin: 'https://elsewhere.example' }), photoForm(JPEG_1X1));
    expect(res.status).toBe(403);
    expect(fake.received).toHaveLength(0);
  });
});

describe('identifying a plant with Pl@ntNet out of reach', () => {
  test('a refused connection makes the service unavailable (503)', async () => {
    const closed = await startFake();
    await closed.close();
    const t = await createTestApp('sqlite', {
      catalogue: true,
      env: { PLANT_ID_PROVIDER: 'plantnet', PLANTNET_API_KEY: 'test-plantnet-key', PLANTNET_BASE_URL: closed.url },
    });
    try {
      const res = await upload(testBrowser(t), photoForm(JPEG_1X1));
      expect(res.status).toBe(503);
      expect((await errorOf(res)).message).toBe(IDENTIFY_MESSAGES.unavailable);
    } finally {
      await t.destroy();
    }
  });
});

function chatReply(content: unknown) {
  return {
    id: 'chatcmpl-1',
    object: 'chat.completion',
    model: 'test-vision-model',
    choices: [
      {
        index: 0,
        finish_reason: 'stop',
        message: { role: 'assistant', content: typeof content === 'string' ? content : JSON.stringify(content) },
      },
    ],
    usage: { prompt_tokens: 300, completion_tokens: 40, total_tokens: 340 },
  };
}

const MODEL_TOMATO = {
  is_plant: true,
  common_name: 'Tomato',
  scientific_name: 'Solanum lycopersicum',
  confidence: 0.87,
  message: 'This looks like a young tomato plant.',
};

/** What an OpenAI-compatible server checks before it answers: the key, the model, an image. */
function asOpenAi(request: Received, then: () => Answer): Answer {
  if (request.headers.authorization !== 'Bearer sk-test-vision') {
    return { status: 401, body: { error: { message: 'Incorrect API key provided', code: 'invalid_api_key' } } };
  }
  const body = JSON.parse(request.body.toString('utf8')) as { model?: string };
  if (body.model !== 'test-vision-model') {
    return { status: 404, body: { error: { message: 'The model does not exist', code: 'model_not_found' } } };
  }
  return then();
}

interface ChatRequest {
  model: string;
  messages: { role: string; content: string | { type: string; image_url?: { url: string } }[] }[];
  response_format: unknown;
}

function imageUrlOf(request: Received): string | undefined {
  const body = JSON.parse(request.body.toString('utf8')) as ChatRequest;
  const user = body.messages.find((message) => message.role === 'user');
  return Array.isArray(user?.content) ? user.content.find((part) => part.type === 'image_url')?.image_url?.url : '';
}

describe.each(TEST_DIALECTS)('identifying a plant with an OpenAI-compatible server on %s', (dialect) => {
  let fake: Fake;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFake();
    t = await createTestApp(dialect, {
      catalogue: true,
      env: {
        PLANT_ID_PROVIDER: 'openai',
        OPENAI_BASE_URL: `${fake.url}/v1`,
        OPENAI_API_KEY: 'sk-test-vision',
        OPENAI_VISION_MODEL: 'test-vision-model',
        PLANT_ID_TIMEOUT_MS: String(TIMEOUT_MS),
      },
    });
  }, 120_000);
  afterEach(() => {
    fake.received.length = 0;
  });
  afterAll(async () => {
    await t?.destroy();
    await fake?.close();
  });

  test('the model names the plant and the catalogue’s tomato is offered', async () => {
    fake.answer((request) => asOpenAi(request, () => ({ status: 200, body: chatReply(MODEL_TOMATO) })));
    const res = await upload(testBrowser(t), photoForm(PNG_1X1, 'garden.png', 'image/png'));
    expect(res.status).toBe(200);
    const result = IdentifyResponseSchema.parse(await res.json());
    expect(result).toEqual({
      is_plant: true,
      common_name: 'Tomato',
      confidence: 0.87,
      message: 'This looks like a young tomato plant.',
      matches: [expect.objectContaining({ id: 'tomato', plantName: 'Tomato' })],
    });

    const [request] = fake.received;
    expect(request?.path).toBe('/v1/chat/completions');
    const body = JSON.parse(request!.body.toString('utf8')) as ChatRequest;
    expect(body).toMatchObject({
      model: 'test-vision-model',
      response_format: {
        type: 'json_schema',
        json_schema: { name: 'plant_identification', strict: true, schema: VISION_REPLY_SCHEMA },
      },
    });
    expect(imageUrlOf(request!)).toBe(`data:image/png;base64,${Buffer.from(PNG_1X1).toString('base64')}`);
  });

  test('a WebP photo goes as a WebP data URL, whatever its name says', async () => {
    fake.answer((request) => asOpenAi(request, () => ({ status: 200, body: chatReply(MODEL_TOMATO) })));
    const res = await upload(testBrowser(t), photoForm(WEBP_1X1, 'photo.jpg', 'image/jpeg'));
    expect(res.status).toBe(200);
    expect(imageUrlOf(fake.received[0]!)).toMatch(/^data:image\/webp;base64,UklGR/);
  });

  test('a photo the model sees no plant in is an answer with no matches', async () => {
    const noPlant = {
      is_plant: false,
      common_name: null,
      scientific_name: null,
      confidence: 0.95,
      message: 'This looks like a coffee mug, not a plant.',
    };
    fake.answer((request) => asOpenAi(request, () => ({ status: 200, body: chatReply(noPlant) })));
    const result = IdentifyResponseSchema.parse(await (await upload(testBrowser(t), photoForm(JPEG_1X1))).json());
    expect(result).toEqual({
      is_plant: false,
      common_name: null,
      confidence: 0,
      message: 'This looks like a coffee mug, not a plant.',
      matches: [],
    });
  });

  test('a gardener’s own plant of the name the model gives comes first', async () => {
    const gardener = await signedInBrowser(t);
    const profile = await gardener.request('/api/profile', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ zone: '7a' }),
    });
    expect(profile.status).toBe(200);
    const added = await gardener.json('/api/add-plant', { plant_name: 'Sungold', user_zone: '7a' });
    expect(added.status).toBe(200);
    const { plant } = (await added.json()) as { plant: { id: string } };

    const sungold = { ...MODEL_TOMATO, common_name: 'Sungold', message: 'A cherry tomato, probably Sungold.' };
    fake.answer((request) => asOpenAi(request, () => ({ status: 200, body: chatReply(sungold) })));
    const result = IdentifyResponseSchema.parse(await (await upload(gardener, photoForm(JPEG_1X1))).json());
    expect(result.matches.map((match) => match.id)).toEqual([plant.id, 'tomato']);
    expect(result.matches[0]).toMatchObject({ plantName: 'Sungold', basedOn: { id: 'tomato' } });

    // Another visitor is not offered the gardener's plant.
    const other = IdentifyResponseSchema.parse(await (await upload(testBrowser(t), photoForm(JPEG_1X1))).json());
    expect(other.matches.map((match) => match.id)).toEqual(['tomato']);
  });

  test.each([
    [
      'out of quota (429)',
      { status: 429, body: { error: { message: 'Rate limit reached', code: 'rate_limit_exceeded' } } },
    ],
    ['down (500)', { status: 500, body: { error: { message: 'The server had an error' } } }],
    ['overloaded (503)', { status: 503, body: { error: { message: 'The engine is currently overloaded' } } }],
    [
      'set up with a model that does not see images (400)',
      {
        status: 400,
        body: { error: { message: 'image_url is only supported by certain models.', code: null } },
      },
    ],
    ['answering prose instead of JSON', { status: 200, body: chatReply('Sure! That is a tomato plant.') }],
    ['answering JSON of another shape', { status: 200, body: chatReply({ plant: 'tomato', sure: 'very' }) }],
    ['answering no choices', { status: 200, body: { choices: [] } }],
    ['answering HTML', { status: 200, body: '<html>Gateway</html>', contentType: 'text/html' }],
  ])('the server %s makes the service unavailable (503)', async (_case, answer) => {
    fake.answer((request) => asOpenAi(request, () => answer));
    const res = await upload(testBrowser(t), photoForm(JPEG_1X1));
    expect(res.status).toBe(503);
    expect(await errorOf(res)).toEqual({ code: 'unavailable', message: IDENTIFY_MESSAGES.unavailable });
  });

  test('a photo the server cannot decode is a 422 asking for another photo', async () => {
    fake.answer(() => ({
      status: 400,
      body: {
        error: {
          message: 'You uploaded an unsupported image. Please make sure your image is valid.',
          type: 'invalid_request_error',
          code: 'invalid_image_format',
        },
      },
    }));
    const res = await upload(testBrowser(t), photoForm(JPEG_1X1));
    expect(res.status).toBe(422);
    expect(await errorOf(res)).toEqual({ code: 'invalid', message: IDENTIFY_MESSAGES.processing });
  });

  test('a HEIC photo, which the server does not read, is a 422 without asking it', async () => {
    const res = await upload(testBrowser(t), photoForm(HEIC_START, 'IMG_0001.HEIC', 'image/heic'));
    expect(res.status).toBe(422);
    expect(fake.received).toHaveLength(0);
  });

  test('a server taking too long makes the service unavailable, in about the time allowed', async () => {
    fake.answer(() => 'hang');
    const started = Date.now();
    const res = await upload(testBrowser(t), photoForm(JPEG_1X1));
    expect(res.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 2_000);
  });
});

describe.each(TEST_DIALECTS)('checking the upload on %s', (dialect) => {
  let fake: Fake;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFake();
    fake.answer(() => ({ status: 200, body: chatReply(MODEL_TOMATO) }));
    t = await createTestApp(dialect, {
      catalogue: true,
      env: {
        PLANT_ID_PROVIDER: 'openai',
        OPENAI_BASE_URL: fake.url,
        OPENAI_VISION_MODEL: 'test-vision-model',
        PLANT_ID_TIMEOUT_MS: String(TIMEOUT_MS),
      },
    });
  }, 120_000);
  afterEach(() => {
    fake.received.length = 0;
  });
  afterAll(async () => {
    await t?.destroy();
    await fake?.close();
  });

  test.each([
    ['a JPEG', JPEG_1X1, 'IMG_0042.jpg', 'image/jpeg'],
    ['a PNG named .jpg', PNG_1X1, 'photo.jpg', 'image/jpeg'],
    ['a WebP without a declared type', WEBP_1X1, 'leaf', ''],
  ])('%s is taken as the image its bytes say', async (_case, bytes, name, type) => {
    const res = await upload(testBrowser(t), photoForm(bytes, name, type));
    expect(res.status).toBe(200);
    expect(fake.received).toHaveLength(1);
  });

  test('a HEIC photo passes the check (only the provider cannot read it)', async () => {
    const res = await upload(testBrowser(t), photoForm(HEIC_START, 'IMG_0001.HEIC', 'image/heic'));
    expect(res.status).toBe(422);
  });

  test.each(NOT_IMAGES)(
    '$name declared as $type is not an image (415) and never reaches the provider',
    async ({ bytes, name, type }) => {
      const res = await upload(testBrowser(t), photoForm(bytes, name, type));
      expect(res.status).toBe(415);
      expect(await errorOf(res)).toEqual({ code: 'unsupported_media_type', message: IDENTIFY_MESSAGES.notImage });
      expect(fake.received).toHaveLength(0);
    },
  );

  test('a photo of exactly 10 MB is identified', async () => {
    const res = await upload(testBrowser(t), photoForm(jpegOfSize(MAX_IMAGE_BYTES)));
    expect(res.status).toBe(200);
    expect(fake.received).toHaveLength(1);
  });

  test('a photo one byte over 10 MB is a 413 with the spec’s text', async () => {
    const res = await upload(testBrowser(t), photoForm(jpegOfSize(MAX_IMAGE_BYTES + 1)));
    expect(res.status).toBe(413);
    expect(await errorOf(res)).toEqual({ code: 'payload_too_large', message: IDENTIFY_MESSAGES.tooLarge });
    expect(fake.received).toHaveLength(0);
  });

  test('a body over the limit is refused by its Content-Length, before a byte of it is read', async () => {
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(64 * 1024));
      },
    });
    const res = await upload(testBrowser(t), endless, {
      headers: {
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(IDENTIFY_BODY_LIMIT + 1),
      },
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect((await errorOf(res)).message).toBe(IDENTIFY_MESSAGES.tooLarge);
    // A stream may be asked for its first chunk ahead of time; the body is never read through.
    expect(pulled).toBeLessThanOrEqual(2);
  });

  test('a streamed body without a Content-Length is refused once it passes the limit', async () => {
    let sent = 0;
    const chunk = new Uint8Array(1024 * 1024);
    const tooMuch = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > IDENTIFY_BODY_LIMIT + 4 * chunk.length) throw new Error('the body was read past the limit');
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const res = await upload(testBrowser(t), tooMuch, {
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect((await errorOf(res)).message).toBe(IDENTIFY_MESSAGES.tooLarge);
  });

  test('a photo over the API’s usual 100 KB body limit is accepted here', async () => {
    const res = await upload(testBrowser(t), photoForm(jpegOfSize(300 * 1024)));
    expect(res.status).toBe(200);
  });

  test('the larger limit is this route’s alone', async () => {
    const res = await testBrowser(t).request('/api/add-plant', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ plant_name: 'x'.repeat(200 * 1024), user_zone: '7a' }),
    });
    expect(res.status).toBe(413);
    expect((await errorOf(res)).message).toBe('The request body is too large.');
  });

  test.each<[string, () => BodyInit, Record<string, string>?]>([
    ['no body at all', () => '', { 'content-type': 'multipart/form-data; boundary=x' }],
    ['a JSON body', () => JSON.stringify({ file: 'tomato.jpg' }), { 'content-type': 'application/json' }],
    ['the photo in another field', () => photoForm(JPEG_1X1, 'IMG.jpg', 'image/jpeg', 'image')],
    [
      'text in the file field',
      () => {
        const form = new FormData();
        form.append('file', 'IMG_0042.jpg');
        return form;
      },
    ],
    [
      'two files',
      () => {
        const form = photoForm(JPEG_1X1);
        form.append('file', new File([new Uint8Array(PNG_1X1)], 'second.png'));
        return form;
      },
    ],
    [
      'a broken multipart body',
      () => '--x\r\nContent-Disposition: form-da',
      { 'content-type': 'multipart/form-data; boundary=x' },
    ],
  ])('%s is a 400 asking for an image file', async (_case, body, headers) => {
    const res = await upload(testBrowser(t), body(), headers ? { headers } : {});
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual({ code: 'invalid', message: IDENTIFY_MESSAGES.notImage });
    expect(fake.received).toHaveLength(0);
  });
});

describe('identifying a plant on a server without a provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(async () => {
    await t.destroy();
  });

  test('is a 503 saying identification is not set up', async () => {
    const res = await upload(testBrowser(t), photoForm(JPEG_1X1));
    expect(res.status).toBe(503);
    expect(await errorOf(res)).toEqual({ code: 'unavailable', message: NOT_SET_UP_MESSAGE });
  });
});
