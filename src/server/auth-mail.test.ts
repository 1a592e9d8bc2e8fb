import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { capturingLogger } from '#tests/setup/capturing-logger.ts';
import { startSmtpSink, type SinkMail, type SmtpSink } from '#tests/setup/smtp-sink.ts';
import { testBrowser, testEmail, type TestBrowser } from '#tests/setup/session-client.ts';
import { TEST_DIALECTS } from '#tests/setup/test-database.ts';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';
import { COMMON_PASSWORD_MESSAGE } from './auth.ts';

const PASSWORD = 'tomato-trellis-42';

function tokenOf(link: string): string {
  const token = new URL(link).searchParams.get('token');
  if (!token) throw new Error(`no token in ${link}`);
  return token;
}

function onlyLink(mail: SinkMail): string {
  expect(mail.links).toHaveLength(1);
  return mail.links[0]!;
}

async function session(browser: TestBrowser) {
  return (await (await browser.json('/api/auth/get-session')).json()) as {
    user: { email: string; emailVerified: boolean };
  } | null;
}

async function userCount(t: TestApp, email: string): Promise<number> {
  const rows = await t.database.db
    .selectFrom('user' as never)
    .select('id' as never)
    .where('email' as never, '=', email as never)
    .execute();
  return rows.length;
}

/** Long enough for a mail that is on its way to arrive at the loopback sink. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 400));

describe.each(TEST_DIALECTS)('mail flows on %s, with a mail server', (dialect) => {
  let sink: SmtpSink;
  let t: TestApp;
  const log = capturingLogger();
  const secrets: string[] = [];

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp(dialect, { env: { SMTP_URL: sink.url }, logger: log.logger });
    secrets.push(t.settings.AUTH_SECRET!);
  });
  afterAll(async () => {
    await t.destroy();
    await sink.close();
  });

  const remember = (mail: SinkMail) => {
    for (const link of mail.links) secrets.push(tokenOf(link));
    return mail;
  };

  /** Signs up and takes the verification mail; the address stays unverified. */
  const signUp = async (email = testEmail(), password = PASSWORD) => {
    const res = await testBrowser(t).json('/api/auth/sign-up/email', { email, password });
    expect(res.status).toBe(200);
    return { email, link: onlyLink(remember(await sink.waitForMail(email))) };
  };

  /** Signs up and follows the verification link, which signs the browser in. */
  const verifiedBrowser = async (email = testEmail(), password = PASSWORD) => {
    const { link } = await signUp(email, password);
    const browser = testBrowser(t);
    expect((await browser.visit(link)).status).toBe(302);
    return Object.assign(browser, { email });
  };

  describe('e-mail verification is required', () => {
    test('sign-up mails a verification link; sign-in is refused until it is followed', async () => {
      const email = testEmail();
      const browser = testBrowser(t);
      const signUp = await browser.json('/api/auth/sign-up/email', { email, password: PASSWORD, name: 'Vera' });
      expect(signUp.status).toBe(200);
      expect(browser.cookies.size).toBe(0);

      const mail = remember(await sink.waitForMail(email));
      expect(mail.subject).toContain('Garden Guide');
      expect(mail.from).toContain('Garden Guide');
      expect(mail.text).toContain('Hello Vera,');
      const link = onlyLink(mail);
      expect(link.startsWith(`${t.settings.PUBLIC_URL}/api/auth/verify-email?token=`)).toBe(true);
      expect(mail.html).toContain(link.replaceAll('&', '&amp;'));

      const refused = await browser.json('/api/auth/sign-in/email', { email, password: PASSWORD });
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
      expect(browser.cookies.size).toBe(0);
      // Trying to sign in sends the link again.
      remember(await sink.waitForMail(email));

      const visit = await browser.visit(link);
      expect(visit.status).toBe(302);
      expect(new URL(visit.headers.get('location')!, t.settings.PUBLIC_URL).pathname).toBe('/');
      expect(await session(browser)).toMatchObject({ user: { email, emailVerified: true } });

      const later = testBrowser(t);
      expect((await later.json('/api/auth/sign-in/email', { email, password: PASSWORD })).status).toBe(200);
    });

    test('a forged verification link verifies nothing and signs nobody in', async () => {
      const email = testEmail();
      await testBrowser(t).json('/api/auth/sign-up/email', { email, password: PASSWORD });
      remember(await sink.waitForMail(email));
      const browser = testBrowser(t);
      const res = await browser.visit('/api/auth/verify-email?token=forged.token.value&callbackURL=%2F');
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toContain('error=');
      expect(await session(browser)).toBeNull();
      expect((await browser.json('/api/auth/sign-in/email', { email, password: PASSWORD })).status).toBe(403);
    });

    test('signing up again with a known address sends no second account and answers the same', async () => {
      const email = testEmail();
      const first = await testBrowser(t).json('/api/auth/sign-up/email', { email, password: PASSWORD });
      remember(await sink.waitForMail(email));
      const again = await testBrowser(t).json('/api/auth/sign-up/email', { email, password: 'another-secret-9' });
      expect(again.status).toBe(first.status);
      expect(await userCount(t, email)).toBe(1);
    });
  });

  describe('magic link', () => {
    test('for an existing address, a mail arrives and its link signs in, once', async () => {
      const user = await signUp();
      const browser = testBrowser(t);
      const res = await browser.json('/api/auth/sign-in/magic-link', { email: user.email, callbackURL: '/' });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: true });

      const mail = remember(await sink.waitForMail(user.email));
      expect(mail.subject).toBe('Your Garden Guide sign-in link');
      const link = onlyLink(mail);
      expect(link.startsWith(`${t.settings.PUBLIC_URL}/api/auth/magic-link/verify?token=`)).toBe(true);

      const visit = await browser.visit(link);
      expect(visit.status).toBe(302);
      expect(visit.headers.get('location')).toBe(`${t.settings.PUBLIC_URL}/`);
      expect(await session(browser)).toMatchObject({ user: { email: user.email } });

      const reuse = testBrowser(t);
      const second = await reuse.visit(link);
      expect(second.headers.get('location')).toContain('error=INVALID_TOKEN');
      expect(await session(reuse)).toBeNull();
    });

    test('for an unknown address, the same answer, no mail and no new user', async () => {
      const email = testEmail('stranger');
      const res = await testBrowser(t).json('/api/auth/sign-in/magic-link', { email, callbackURL: '/' });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: true });
      await settle();
      expect(sink.mailsTo(email)).toEqual([]);
      expect(await userCount(t, email)).toBe(0);
    });

    test.each([
      ['no e-mail', {}],
      ['a malformed e-mail', { email: 'not-an-email' }],
    ])('%s is refused with 400', async (_, body) => {
      expect((await testBrowser(t).json('/api/auth/sign-in/magic-link', body)).status).toBe(400);
    });

    test('a link that sends the browser to another site is refused', async () => {
      const user = await signUp();
      const res = await testBrowser(t).json('/api/auth/sign-in/magic-link', {
        email: user.email,
        callbackURL: 'https://evil.example/',
      });
      expect(res.status).toBe(403);
      await settle();
      expect(sink.mailsTo(user.email).length).toBe(1);
    });
  });

  describe('forgotten password', () => {
    test('the reset mail links to /update-password; the new password works and the old one does not', async () => {
      const other = await verifiedBrowser();
      const email = other.email;
      // This server now trusts the session from memory; the reset must still end it at once.
      expect((await other.json('/api/profile')).status).toBe(200);
      const requester = testBrowser(t);
      const res = await requester.json('/api/auth/request-password-reset', { email });
      expect(res.status).toBe(200);
      const answer = await res.json();

      const mail = remember(await sink.waitForMail(email));
      expect(mail.subject).toBe('Reset your Garden Guide password');
      const link = onlyLink(mail);
      const url = new URL(link);
      expect(`${url.origin}${url.pathname}`).toBe(`${t.settings.PUBLIC_URL}/update-password`);
      const token = tokenOf(link);

      const unknown = await testBrowser(t).json('/api/auth/request-password-reset', { email: testEmail('nobody') });
      expect(unknown.status).toBe(200);
      expect(await unknown.json()).toEqual(answer);

      const page = testBrowser(t);
      const check = async () =>
        ((await (await page.json('/api/password-reset/check', { token })).json()) as { valid: boolean }).valid;
      expect(await check()).toBe(true);
      // better-auth's own check puts the token in a path, which logs keep: it is switched off.
      expect(
        (await page.request('/api/auth/reset-password/not-a-real-token?callbackURL=%2Fupdate-password')).status,
      ).toBe(404);
      const common = await page.json('/api/auth/reset-password', { token, newPassword: 'sunshine' });
      expect(common.status).toBe(400);
      expect(await common.json()).toMatchObject({ message: COMMON_PASSWORD_MESSAGE });
      const short = await page.json('/api/auth/reset-password', { token, newPassword: 'abc' });
      expect(short.status).toBe(400);
      expect(await short.json()).toMatchObject({ code: 'PASSWORD_TOO_SHORT' });
      const done = await page.json('/api/auth/reset-password', { token, newPassword: 'new-basil-password-7' });
      expect(done.status).toBe(200);

      expect(await check()).toBe(false);
      const reused = await page.json('/api/auth/reset-password', { token, newPassword: 'another-basil-8' });
      expect(reused.status).toBe(400);
      expect(await reused.json()).toMatchObject({ code: 'INVALID_TOKEN' });

      // The reset revoked every session: the one signed in before cannot write any more.
      const write = await other.request('/api/profile', {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ zone: '7a' }),
      });
      expect(write.status).toBe(401);

      const oldPassword = await testBrowser(t).json('/api/auth/sign-in/email', { email, password: PASSWORD });
      expect(oldPassword.status).toBe(401);
      const newPassword = await testBrowser(t).json('/api/auth/sign-in/email', {
        email,
        password: 'new-basil-password-7',
      });
      expect(newPassword.status).toBe(200);
    });

    test('an unverified account may reset its password, and must still verify to sign in', async () => {
      const { email } = await signUp();
      await testBrowser(t).json('/api/auth/request-password-reset', { email });
      const token = tokenOf(onlyLink(remember(await sink.waitForMail(email))));
      expect(
        (await testBrowser(t).json('/api/auth/reset-password', { token, newPassword: 'fresh-mint-2024' })).status,
      ).toBe(200);
      const signIn = await testBrowser(t).json('/api/auth/sign-in/email', { email, password: 'fresh-mint-2024' });
      expect(signIn.status).toBe(403);
      expect(await signIn.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
      remember(await sink.waitForMail(email));
    });

    test('an unknown address gets the same answer and no mail', async () => {
      const email = testEmail('nobody');
      const res = await testBrowser(t).json('/api/auth/request-password-reset', { email });
      expect(res.status).toBe(200);
      await settle();
      expect(sink.mailsTo(email)).toEqual([]);
    });

    test('a made-up token is not valid and changes nothing', async () => {
      const check = await testBrowser(t).json('/api/password-reset/check', { token: 'made-up' });
      expect(await check.json()).toEqual({ valid: false });
      expect((await testBrowser(t).json('/api/password-reset/check', {})).status).toBe(400);
      const res = await testBrowser(t).json('/api/auth/reset-password', {
        token: 'made-up',
        newPassword: 'new-basil-password-7',
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'INVALID_TOKEN' });
    });
  });

  test('no log line carries a token, a password, a cookie or the secret', async () => {
    const browser = await verifiedBrowser(testEmail(), 'secret-squash-99');
    await browser.json('/api/auth/sign-in/email', { email: browser.email, password: 'secret-squash-99' });
    const cookies = [...browser.cookies.values()].map((v) => decodeURIComponent(v).split('.')[0]!);
    await browser.json('/api/auth/get-session');
    expect(secrets.length).toBeGreaterThan(8);
    expect(log.lines.length).toBeGreaterThan(20);
    expect(log.lines.some((line) => line.includes('"mail sent"') && line.includes('token=[redacted]'))).toBe(true);
    const text = log.lines.join('\n');
    for (const secret of [...secrets, ...cookies, PASSWORD, 'secret-squash-99', 'new-basil-password-7']) {
      expect(secret.length).toBeGreaterThan(5);
      expect(text).not.toContain(secret);
    }
  });
});
