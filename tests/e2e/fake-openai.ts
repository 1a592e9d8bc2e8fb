/**
 * A loopback stand-in for an OpenAI-compatible server, for plant identification in the
 * end-to-end stack: every POST …/chat/completions that carries an image is answered with
 * a chat completion whose content names a tomato.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake model says about every photo. */
export const FAKE_IDENTIFICATION = {
  is_plant: true,
  common_name: 'Tomato',
  scientific_name: 'Solanum lycopersicum',
  confidence: 0.92,
  message: 'This looks like a tomato plant: lobed, slightly fuzzy leaves and small yellow flowers.',
};

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeOpenAi() {
  let count = 0;
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
    if (req.method !== 'POST' || !path.endsWith('/chat/completions')) {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: `No route ${req.method} ${path}`, code: 'not_found' } }));
      return;
    }
    void readBody(req).then((text) => {
      const body = JSON.parse(text) as { model?: string };
      if (!/data:image\/[a-z0-9.+-]+;base64,/i.test(text)) {
        res.writeHead(400, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'The request has no image.', code: 'invalid_request' } }));
        return;
      }
      count += 1;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: `chatcmpl-${count}`,
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: body.model ?? 'vision',
          choices: [
            {
              index: 0,
              message: { role: 'assistant', content: JSON.stringify(FAKE_IDENTIFICATION) },
              finish_reason: 'stop',
            },
          ],
          usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    /** The settings that point the app's plant identification at this server. */
    env: {
      PLANT_ID_PROVIDER: 'openai',
      OPENAI_BASE_URL: `${url}/v1`,
      OPENAI_API_KEY: 'e2e-key',
      OPENAI_VISION_MODEL: 'e2e-vision',
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
