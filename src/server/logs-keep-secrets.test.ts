import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { testBrowser, testEmail, type TestBrowser } from '#tests/setup/session-client.ts';
import { startSmtpSink, type SinkMail, type SmtpSink } from '#tests/setup/smtp-sink.ts';
import { TEST_DIALECTS } from '#tests/setup/test-database.ts';
import { createTestApp, testSettings, type TestApp } from '#tests/setup/test-app.ts';
import { JPEG_1X1 } from './features/identify/test-support.ts';
import { createLogger } from './lib/logger.ts';
import { secretSettings } from './lib/redact.ts';

const SMTP_PASSWORD = 'smtp-pass-Zq81xv0';
const PLANTNET_API_KEY = 'plantnet-key-5fd0c1a9';
const OPENAI_API_KEY = 'sk-test-openai-7b2e9d41';
const GOOGLE_CLIENT_SECRET = 'google-secret-c03a77e2';

/**
 * A provider on loopback that answers every request with an error carrying the request's
 * address and headers, as a misconfigured server might: the key must not reach the log
 * even then.
 */
async function startEchoingProvider(): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      // Pl@ntNet's path gets a 404 (whose body the app logs), the OpenAI one a 401.
      res.writeHead(req.url?.startsWith('/v2/') ? 404 : 401, { 'content-type': 'text/html' });
      res.end(`<pre>Cannot ${req.method} ${req.url} (${req.headers.authorization ?? 'no key'})</pre>`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
const linkOf = (mail: SinkMail) => mail.links[0]!;

describe.each(TEST_DIALECTS)('log lines on %s, at the most verbose level', (dialect) => {
  let sink: SmtpSink;
  let provider: Awaited<ReturnType<typeof startEchoingProvider>>;
  let t: TestApp;
  const lines: string[] = [];
  /** Every secret the flows below meet; none may appear in any log line. */
  const secrets = new Map<string, string>();
  const keep = (label: string, value: string | undefined | null) => {
    expect(value, label).toBeTruthy();
    secrets.set(label, value!);
  };

  beforeAll(async () => {
    sink = await startSmtpSink();
    provider = await startEchoingProvider();
    const env = {
      SMTP_URL: `smtp://garden:${SMTP_PASSWORD}@127.0.0.1:${sink.port}`,
      PLANT_ID_PROVIDER: 'plantnet',
      PLANTNET_API_KEY,
      PLANTNET_BASE_URL: provider.url,
      GUIDE_PROVIDER: 'openai',
      OPENAI_BASE_URL: provider.url,
      OPENAI_API_KEY,
      OPENAI_TEXT_MODEL: 'gpt-test',
      GOOGLE_CLIENT_ID: 'google-client-id',
      GOOGLE_CLIENT_SECRET,
    };
    // The logger the server makes (index.ts), at trace level, writing into `lines`.
    const logger = createLogger('trace', {
      secrets: secretSettings(testSettings(env)),
      destination: { write: (line: string) => void lines.push(line) },
    });
    t = await createTestApp(dialect, { env, logger, catalogue: true });
    keep('AUTH_SECRET', t.settings.AUTH_SECRET);
    for (const [label, value] of Object.entries({
      SMTP_PASSWORD,
      PLANTNET_API_KEY,
      OPENAI_API_KEY,
      GOOGLE_CLIENT_SECRET,
    }))
      keep(label, value);
  });
  afterAll(async () => {
    await t.destroy();
    await provider.close();
    await sink.close();
  });

  const keepSession = (label: string, browser: TestBrowser) => {
    for (const [name, value] of browser.cookies) {
      if (!name.includes('session_token')) continue;
      keep(`${label} cookie`, value);
      keep(`${label} session token`, decodeURIComponent(value).split('.')[0]);
    }
  };

  test('sign-up, verification, sign-in, magic link, password reset, feed, unsubscribe and providers log no secret', async () => {
    const email = testEmail('secretive');
    const password = 'first-marrow-password-1';
    const newPassword = 'second-marrow-password-2';
    const wrongPassword = 'wrong-marrow-password-3';
    for (const [label, value] of Object.entries({ password, newPassword, wrongPassword })) keep(label, value);

    // Sign-up and e-mail verification (its link signs the browser in).
    expect((await testBrowser(t).json('/api/auth/sign-up/email', { email, password })).status).toBe(200);
    const verifyLink = linkOf(await sink.waitForMail(email));
    keep('verification token', tokenOf(verifyLink));
    const verified = testBrowser(t);
    expect((await verified.visit(verifyLink)).status).toBe(302);
    keepSession('verified', verified);

    // Sign-in, a wrong password, and a read with the session.
    const browser = testBrowser(t);
    expect((await browser.json('/api/auth/sign-in/email', { email, password: wrongPassword })).status).toBe(401);
    expect((await browser.json('/api/auth/sign-in/email', { email, password })).status).toBe(200);
    keepSession('signed-in', browser);
    expect((await browser.json('/api/auth/get-session')).status).toBe(200);

    // Magic link.
    expect((await testBrowser(t).json('/api/auth/sign-in/magic-link', { email, callbackURL: '/' })).status).toBe(200);
    const magicLink = linkOf(await sink.waitForMail(email));
    keep('magic-link token', tokenOf(magicLink));
    const magic = testBrowser(t);
    expect((await magic.visit(magicLink)).status).toBe(302);
    keepSession('magic-link', magic);

    // The calendar feed, read by a calendar app, and a wrong address.
    const feed = (await (await browser.json('/api/calendar-feed')).json()) as { url: string };
    const feedPath = new URL(feed.url).pathname;
    keep(
      'calendar token',
      feedPath
        .split('/')
        .pop()!
        .replace(/\.ics$/, ''),
    );
    expect((await testBrowser(t).request(feedPath)).status).toBe(200);
    expect((await testBrowser(t).request(`/api/calendar/${'x'.repeat(43)}.ics`)).status).toBe(404);

    // Digest settings, then the one-click unsubscribe from the mail.
    const reminders = await browser.json(
      '/api/reminders',
      { frequency: 'weekly', timeZone: 'America/Chicago' },
      { method: 'PUT' },
    );
    expect(reminders.status).toBe(200);
    const { unsubscribe_token: unsubscribeToken } = await t.database.db
      .selectFrom('reminder_settings')
      .select('unsubscribe_token')
      .executeTakeFirstOrThrow();
    keep('unsubscribe token', unsubscribeToken);
    const unsubscribe = await testBrowser(t, { origin: null }).request(
      `/api/reminders/unsubscribe?token=${unsubscribeToken}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      },
    );
    expect(unsubscribe.status).toBe(200);

    // Providers that fail, echoing the request (with its key) in their answers.
    const form = new FormData();
    form.append('file', new File([JPEG_1X1], 'leaf.jpg', { type: 'image/jpeg' }));
    expect((await browser.request('/api/identify-plant', { method: 'POST', body: form })).status).toBe(503);
    const added = await browser.json('/api/add-plant', { plant_name: 'Zorblax moonfruit', user_zone: '6a' });
    expect(added.status).toBeLessThan(500);

    // Password reset: the request, the check and the use of the token.
    expect((await testBrowser(t).json('/api/auth/request-password-reset', { email })).status).toBe(200);
    const resetLink = linkOf(await sink.waitForMail(email));
    const resetToken = tokenOf(resetLink);
    keep('reset token', resetToken);
    const page = testBrowser(t);
    expect((await page.json('/api/password-reset/check', { token: resetToken })).status).toBe(200);
    expect((await page.json('/api/auth/reset-password', { token: resetToken, newPassword })).status).toBe(200);
    const again = testBrowser(t);
    expect((await again.json('/api/auth/sign-in/email', { email, password: newPassword })).status).toBe(200);
    keepSession('after reset', again);
    expect((await again.json('/api/auth/sign-out', {})).status).toBe(200);

    // The log did record all this: requests, mails sent, the providers' failures.
    const text = lines.join('\n');
    expect(lines.length).toBeGreaterThan(20);
    expect(text).toContain('"mail sent"');
    expect(text).toContain('"path":"/api/calendar/[redacted].ics"');
    // The provider's answer was logged, with the key in it replaced.
    expect(text).toMatch(/"body":"<pre>Cannot POST \/v2\/identify\/all\?api-key=\[redacted\]/);
    expect(text).toMatch(/guide provider/);
    expect(secrets.size).toBeGreaterThan(15);
    for (const [label, secret] of secrets) {
      expect(secret.length, label).toBeGreaterThanOrEqual(8);
      for (const form of new Set([secret, encodeURIComponent(secret), JSON.stringify(secret).slice(1, -1)])) {
        expect(text.includes(form), `${label} is in the log`).toBe(false);
      }
    }
  });
});

describe('the logger', () => {
  test('replaces a secret setting wherever it turns up in a line, and censors fields named like secrets', () => {
    const lines: string[] = [];
    const secret = 'p@ss "word"/with%odd&chars';
    const logger = createLogger('trace', {
      secrets: [secret, 'short'],
      destination: { write: (l) => void lines.push(l) },
    });
    logger.error({ err: new Error(`could not connect to smtp://user:${secret}@mail.example`) }, 'mail failed');
    logger.info({ url: `https://x.example/?key=${encodeURIComponent(secret)}` }, 'fetched');
    logger.debug({ body: { password: 'hunter22-garden', newPassword: 'hunter33-garden', token: 'abcdefgh' } }, 'body');
    logger.info('a short value is ordinary text');
    const text = lines.join('\n');
    expect(text).not.toContain(secret);
    expect(text).not.toContain(JSON.stringify(secret).slice(1, -1));
    expect(text).not.toContain(encodeURIComponent(secret));
    expect(text).not.toContain('hunter');
    expect(text).not.toContain('abcdefgh');
    expect(text).toContain('short value');
    expect(text.match(/\[redacted\]/g)?.length).toBeGreaterThanOrEqual(5);
  });
});
