import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { pino } from 'pino';
import { capturingLogger } from '#tests/setup/capturing-logger.ts';
import { parseMail, startSmtpSink, type SmtpSink } from '#tests/setup/smtp-sink.ts';
import { testSettings } from '#tests/setup/test-app.ts';
import { createMailer, defaultSender } from './mailer.ts';
import { redactLink, redactPath } from './redact.ts';
import {
  describeDuration,
  magicLinkMail,
  reminderDigestMail,
  resetPasswordMail,
  verifyEmailMail,
} from './mail-templates.ts';

const LINK = 'http://localhost:3000/api/auth/magic-link/verify?token=SeCrEtToKeN123&callbackURL=%2F';

describe('mail templates', () => {
  test.each([
    ['verify e-mail', verifyEmailMail],
    ['magic link', magicLinkMail],
    ['reset password', resetPasswordMail],
  ])('%s has the product name, a plain-text and an HTML part, and the link', (_, template) => {
    const mail = template({ name: 'Ada', url: LINK, expiresInSeconds: 900 });
    expect(mail.subject).toContain('Garden Guide');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('Garden Guide');
      expect(part).toContain('15 minutes');
    }
    expect(mail.text).toContain(LINK);
    expect(mail.text).toContain('Hello Ada,');
    expect(mail.html).toContain(`href="${LINK.replaceAll('&', '&amp;')}"`);
  });

  test('names and links are escaped in the HTML part', () => {
    const mail = verifyEmailMail({
      name: '<script>alert(1)</script>',
      url: 'http://x.test/?a="b"',
      expiresInSeconds: 3600,
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.html).toContain('&quot;b&quot;');
    expect(mail.text).toContain('one hour');
  });

  test('durations read naturally', () => {
    expect(describeDuration(60)).toBe('one minute');
    expect(describeDuration(900)).toBe('15 minutes');
    expect(describeDuration(3600)).toBe('one hour');
    expect(describeDuration(7200)).toBe('2 hours');
  });
});

describe('the reminder digest mail', () => {
  const input = {
    name: 'Ada',
    periodLabel: 'May',
    sections: [
      { heading: 'Must Do', items: ['Plant Tomato', '<img src=x onerror=alert(1)>: Water'] },
      { heading: 'Good to Do', items: ['Tomato: Pinch out suckers.'] },
    ],
    gardenUrl: 'https://garden.example.org/',
    unsubscribeUrl: 'https://garden.example.org/unsubscribe?token=abc',
  };

  test('names the period and the count, lists must-do first, and links to unsubscribe', () => {
    const mail = reminderDigestMail({ ...input, frequency: 'monthly' });
    expect(mail.subject).toBe('Your garden in May: 3 tasks');
    expect(mail.text).toContain(
      'Must Do\n- Plant Tomato\n- <img src=x onerror=alert(1)>: Water\n\nGood to Do\n- Tomato',
    );
    expect(mail.text).toContain('Unsubscribe: https://garden.example.org/unsubscribe?token=abc');
    expect(mail.text).toContain('on the 1st of each month');
    expect(reminderDigestMail({ ...input, frequency: 'weekly', periodLabel: 'May 3 – May 9' }).subject).toBe(
      'This week in your garden: 3 tasks',
    );
  });

  test('a plant name is text in the HTML part, never markup', () => {
    const { html } = reminderDigestMail({ ...input, frequency: 'weekly' });
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;: Water');
    expect(html).toContain('href="https://garden.example.org/unsubscribe?token=abc"');
  });
});

describe('redactLink', () => {
  test('removes token values and keeps the rest of the link', () => {
    expect(redactLink(LINK)).toBe('http://localhost:3000/api/auth/magic-link/verify?token=[redacted]&callbackURL=%2F');
    expect(redactLink('http://h/update-password?token=abc')).toBe('http://h/update-password?token=[redacted]');
    expect(redactLink('http://h/cb?state=s1&code=c2')).toBe('http://h/cb?state=[redacted]&code=[redacted]');
  });

  test('removes a calendar feed’s token from its address', () => {
    const token = 'A'.repeat(43);
    expect(redactLink(`https://h/api/calendar/${token}.ics`)).toBe('https://h/api/calendar/[redacted].ics');
    expect(redactPath(`/api/calendar/${token}.ics`)).toBe('/api/calendar/[redacted].ics');
    expect(redactPath('/api/calendar-feed')).toBe('/api/calendar-feed');
  });

  test('the sender defaults to the product at the site’s host', () => {
    expect(defaultSender('https://garden.example.org')).toBe('Garden Guide <no-reply@garden.example.org>');
  });
});

describe('without SMTP_URL, the outbox', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'garden-guide-outbox-'));
  });
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  test('keeps each mail as an .eml file and logs it without the token', async () => {
    const { logger, lines } = capturingLogger();
    const mailer = createMailer(testSettings({}, dir), logger);
    expect(mailer.delivery).toBe('outbox');
    await mailer.send({ to: 'ada@example.org', link: LINK, ...magicLinkMail({ url: LINK, expiresInSeconds: 900 }) });

    const files = readdirSync(join(dir, 'outbox'));
    expect(files).toHaveLength(1);
    const file = join(dir, 'outbox', files[0]!);
    expect(file.endsWith('.eml')).toBe(true);
    expect(statSync(file).mode & 0o077).toBe(0);
    const mail = parseMail(readFileSync(file, 'utf8'), ['ada@example.org']);
    expect(mail.from).toBe('Garden Guide <no-reply@localhost>');
    expect(mail.subject).toBe('Your Garden Guide sign-in link');
    expect(mail.links).toEqual([LINK]);
    expect(mail.html).toContain('Garden Guide');

    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('ada@example.org');
    expect(lines[0]).toContain('token=[redacted]');
    expect(lines[0]).not.toContain('SeCrEtToKeN123');
  });
});

describe('with SMTP_URL', () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(async () => {
    await sink.close();
  });

  test('delivers to the server with MAIL_FROM, both parts intact', async () => {
    const { logger, lines } = capturingLogger();
    const mailer = createMailer(
      testSettings({ SMTP_URL: sink.url, MAIL_FROM: 'Garden Guide <garden@example.org>' }),
      logger,
    );
    expect(mailer.delivery).toBe('smtp');
    const url = `${LINK}&x=${'long-value-'.repeat(12)}`;
    await mailer.send({
      to: 'Bea@Example.org',
      link: url,
      ...resetPasswordMail({ name: 'Bea', url, expiresInSeconds: 3600 }),
    });
    const mail = await sink.waitForMail('bea@example.org');
    expect(mail.from).toBe('Garden Guide <garden@example.org>');
    expect(mail.links).toEqual([url]);
    expect(mail.html).toContain(url.replaceAll('&', '&amp;'));
    expect(lines.join('')).not.toContain('SeCrEtToKeN123');
    mailer.close();
  });

  test('a failure to deliver is an error for the caller', async () => {
    const mailer = createMailer(testSettings({ SMTP_URL: 'smtp://127.0.0.1:1' }), pino({ level: 'silent' }));
    await expect(
      mailer.send({ to: 'x@example.org', ...verifyEmailMail({ url: LINK, expiresInSeconds: 60 }) }),
    ).rejects.toThrow();
  });
});
