/**
 * The end-to-end stack, started by Playwright after `npm run build`:
 * - an SMTP sink that keeps every mail, readable over HTTP at `GET ${MAIL_URL}/mails?to=…`;
 * - a loopback OpenID Connect provider;
 * - a loopback OpenAI-compatible server that identifies every photo as a tomato;
 * - the built app (`dist/server/index.js`) on a fresh SQLite database under var/e2e,
 *   sending its mail to the sink, offering the provider as 'Test SSO' and identifying
 *   plants from photos with the fake model.
 * Every browser context sends its own X-Forwarded-For (see fixtures.ts), and loopback is
 * a trusted proxy here, so the sign-in rate limits count per test as they do per visitor.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { startOidcProvider } from '#tests/setup/oidc-provider.ts';
import { startSmtpSink } from '#tests/setup/smtp-sink.ts';
import { APP_PORT, MAIL_PORT, PUBLIC_URL } from './e2e-env.ts';
import { startFakeOpenAi } from './fake-openai.ts';

const DATA_DIR = 'var/e2e';

rmSync(DATA_DIR, { recursive: true, force: true });
mkdirSync(DATA_DIR, { recursive: true });

const sink = await startSmtpSink();
const oidc = await startOidcProvider({ publicUrl: PUBLIC_URL });
const openAi = await startFakeOpenAi();

const mailApi = createServer((req, res) => {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? '127.0.0.1'}`);
  if (req.method !== 'GET' || url.pathname !== '/mails') {
    res.writeHead(404).end();
    return;
  }
  const to = url.searchParams.get('to');
  const mails = (to ? sink.mailsTo(to) : sink.mails).map(({ from, to: rcpt, subject, text, links }) => ({
    from,
    to: rcpt,
    subject,
    text,
    links,
  }));
  res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify(mails));
});
await new Promise<void>((resolve) => mailApi.listen(MAIL_PORT, '127.0.0.1', resolve));

const app = spawn(process.execPath, ['dist/server/index.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(APP_PORT),
    HOST: '127.0.0.1',
    PUBLIC_URL,
    DATABASE_URL: `file:./${DATA_DIR}/garden.db`,
    DATA_DIR: `./${DATA_DIR}`,
    LOG_LEVEL: 'warn',
    SMTP_URL: sink.url,
    TRUSTED_PROXIES: '127.0.0.1',
    ...oidc.env,
    ...openAi.env,
  },
});

let stopping = false;
async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  if (app.exitCode === null) {
    app.kill('SIGTERM');
    await new Promise((resolve) => app.once('exit', resolve));
  }
  mailApi.close();
  await Promise.all([sink.close(), oidc.close(), openAi.close()]);
  process.exit(code);
}

app.once('exit', (code) => void stop(code ?? 1));
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) process.once(signal, () => void stop(0));
