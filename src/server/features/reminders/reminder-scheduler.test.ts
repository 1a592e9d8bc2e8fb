import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DatabaseHandle } from '#server/db/database.ts';
import { createLogger } from '#server/lib/logger.ts';
import { createMailer, type Mailer } from '#server/lib/mailer.ts';
import { TasksResponseSchema } from '#shared/garden/api.ts';
import { signedInBrowser, testBrowser } from '#tests/setup/session-client.ts';
import { startSmtpSink, type SinkMail, type SmtpSink } from '#tests/setup/smtp-sink.ts';
import { TEST_DIALECTS } from '#tests/setup/test-database.ts';
import { createTestApp, testSettings, type TestApp } from '#tests/setup/test-app.ts';
import { createReminderScheduler, DIGEST_LEASE_MS, DIGEST_RETRY_MS } from './reminder-scheduler.ts';

const ZONE = 'America/Chicago';

/** The test app, whose clock the test sets. */
type ClockedApp = TestApp & { clock: { now: Date } };
const logger = createLogger('silent');

/** A Minneapolis gardener with tomato and garlic in the garden and the given digest. */
async function gardener(t: ClockedApp, frequency: 'weekly' | 'monthly', clock: { now: Date }) {
  const browser = await signedInBrowser(t);
  const send = (method: string, path: string, body: unknown) =>
    browser.request(path, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect((await send('PUT', '/api/profile', { zip_code: '55401' })).status).toBe(200);
  for (const plant_id of ['tomato', 'garlic']) {
    expect((await send('POST', '/api/garden', { plant_id, save_later: false })).status).toBe(200);
  }
  // The settings route reads the app's clock: set it to when the gardener turns reminders on.
  t.clock.now = clock.now;
  expect((await send('PUT', '/api/reminders', { frequency, timeZone: ZONE })).status).toBe(200);
  return browser;
}

const headerOf = (mail: SinkMail, name: string) =>
  new RegExp(`^${name}: (.*)$`, 'im').exec(mail.raw.replace(/\r\n[ \t]+/g, ' '))?.[1]?.trim();

async function nextDigestAt(t: TestApp, userId: string) {
  const row = await t.database.db
    .selectFrom('reminder_settings')
    .select('next_send_at')
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.next_send_at;
}

describe.each(TEST_DIALECTS)('e-mail reminder digests on %s', (dialect) => {
  let t: ClockedApp;
  let sink: SmtpSink;
  let mailer: Mailer;
  const clock = { now: new Date('2026-11-24T16:00:00Z') };

  const scheduler = (owner: string, options: { db?: DatabaseHandle; mailer?: Mailer } = {}) =>
    createReminderScheduler({
      db: (options.db ?? t.database).db,
      mailer: options.mailer ?? mailer,
      publicUrl: t.settings.PUBLIC_URL,
      logger,
      now: () => clock.now,
      owner,
    });

  beforeAll(async () => {
    sink = await startSmtpSink();
    mailer = createMailer(testSettings({ SMTP_URL: sink.url }), logger);
    const appClock = { now: clock.now };
    const app = await createTestApp(dialect, { catalogue: true, climate: true, now: () => appClock.now });
    t = Object.assign(app, { clock: appClock });
  }, 90_000);
  afterAll(async () => {
    mailer.close();
    await sink.close();
    await t.destroy();
  });

  test('a monthly digest lists the month’s open tasks, must-do first, once, with a one-click unsubscribe', async () => {
    clock.now = new Date('2027-04-20T15:00:00Z');
    const user = await gardener(t, 'monthly', clock);
    // 1 May, 7:00 in Chicago (CDT).
    expect(await nextDigestAt(t, user.userId)).toBe('2027-05-01T12:00:00.000Z');

    clock.now = new Date('2027-05-01T11:59:00Z');
    expect(await scheduler('a').runOnce()).toEqual({ sent: 0, empty: 0, failed: 0, skipped: 0 });

    clock.now = new Date('2027-05-01T12:00:30Z');
    expect((await scheduler('a').runOnce()).sent).toBe(1);
    const mail = await sink.waitForMail(user.email);
    expect(mail.subject).toMatch(/^Your garden in May: \d+ tasks$/);
    const text = mail.text;
    // Minneapolis plants tomatoes in May: a must-do task, listed before every good-to-do one.
    expect(text).toContain('- Plant Tomato');
    expect(text.indexOf('Must Do')).toBeGreaterThan(-1);
    expect(text.indexOf('Must Do')).toBeLessThan(text.indexOf('Good to Do'));
    expect(text.indexOf('- Plant Tomato')).toBeLessThan(text.indexOf('Good to Do'));
    // Garlic has nothing due in May; tasks of other months are not listed.
    expect(text).not.toContain('Garlic');
    expect(text).not.toContain('Start seeds for Tomato');

    const unsubscribeLink = mail.links.find((link) => link.includes('/unsubscribe?token='));
    expect(unsubscribeLink).toMatch(new RegExp(`^${t.settings.PUBLIC_URL}/unsubscribe\\?token=[A-Za-z0-9_-]{43}$`));
    const token = new URL(unsubscribeLink!).searchParams.get('token')!;
    expect(headerOf(mail, 'List-Unsubscribe')).toBe(
      `<${t.settings.PUBLIC_URL}/api/reminders/unsubscribe?token=${token}>`,
    );
    expect(headerOf(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    // The same period is never sent twice; the next digest is June's.
    expect((await scheduler('a').runOnce()).sent).toBe(0);
    expect((await scheduler('b').runOnce()).sent).toBe(0);
    expect(sink.mailsTo(user.email)).toHaveLength(1);
    expect(await nextDigestAt(t, user.userId)).toBe('2027-06-01T12:00:00.000Z');

    // One click from the mail client turns reminders off.
    const res = await testBrowser(t, { origin: null }).request(`/api/reminders/unsubscribe?token=${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    clock.now = new Date('2027-06-01T12:00:30Z');
    await scheduler('a').runOnce();
    expect(sink.mailsTo(user.email)).toHaveLength(1);
  });

  test('no digest for an empty month', async () => {
    clock.now = new Date('2026-11-24T16:00:00Z');
    const user = await gardener(t, 'monthly', clock);
    // Nothing of tomato or garlic is due in a Minneapolis December.
    clock.now = new Date('2026-12-01T13:00:30Z');
    const summary = await scheduler('a').runOnce();
    expect(summary.sent).toBe(0);
    expect(summary.empty).toBeGreaterThanOrEqual(1);
    expect(sink.mailsTo(user.email)).toEqual([]);
    expect(await nextDigestAt(t, user.userId)).toBe('2027-01-01T13:00:00.000Z');
  });

  test('a weekly digest covers both months of a week across a month’s end and leaves out done tasks', async () => {
    clock.now = new Date('2026-11-24T16:00:00Z');
    const user = await gardener(t, 'weekly', clock);
    // Monday 30 November: the week runs into December; garlic's November care is still open.
    clock.now = new Date('2026-11-30T13:00:30Z');
    await scheduler('a').runOnce();
    const mail = await sink.waitForMail(user.email);
    expect(mail.subject).toBe('This week in your garden: 1 task');
    expect(mail.text).toContain('this week (November 30 – December 6)');
    const line = /^- (Garlic: .+)$/m.exec(mail.text)?.[1];
    expect(line).toBeDefined();

    // The gardener tracks and finishes it; the next Monday has nothing open, so no mail.
    const care = await (await user.json('/api/plant-care/garlic', {})).json();
    const step = (
      care as { care_plan: { good_to_do: { care_instruction_id: number; step: string }[] } }
    ).care_plan.good_to_do.find((s) => line === `Garlic: ${s.step}`)!;
    const tracked = await user.json('/api/tasks', {
      plant_id: 'garlic',
      care_instruction_id: step.care_instruction_id,
      event_type: 'care',
    });
    expect(tracked.status).toBe(200);
    const { tasks } = TasksResponseSchema.parse(await (await user.json('/api/tasks')).json());
    const patch = await user.request(`/api/tasks/${tasks[0]!.calendar_event_id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ completed: true }),
    });
    expect(patch.status).toBe(200);
    clock.now = new Date('2026-12-07T13:00:30Z');
    await scheduler('a').runOnce();
    expect(sink.mailsTo(user.email)).toHaveLength(1);
  });

  test('two schedulers racing on one database send each digest exactly once', async () => {
    clock.now = new Date('2027-04-20T15:00:00Z');
    const users = [];
    for (let i = 0; i < 6; i++) users.push(await gardener(t, 'monthly', clock));
    const other = t.database.connectAgain();
    try {
      clock.now = new Date('2027-05-01T12:00:30Z');
      const a = scheduler('server-a');
      const b = scheduler('server-b', { db: other });
      const [first, second] = await Promise.all([a.runOnce(), b.runOnce()]);
      expect(first.sent + second.sent).toBe(users.length);
      await Promise.all([a.runOnce(), b.runOnce()]);
      await new Promise((resolve) => setTimeout(resolve, 200));
      for (const user of users) expect(sink.mailsTo(user.email), user.email).toHaveLength(1);
    } finally {
      await other.close();
    }
  });

  test('a digest whose server died is sent by another once the lease runs out', async () => {
    clock.now = new Date('2027-04-20T15:00:00Z');
    const user = await gardener(t, 'monthly', clock);
    clock.now = new Date('2027-05-01T12:00:30Z');
    // A server claimed May's digest, then died before sending it.
    await t.database.db
      .insertInto('reminder_digests')
      .values({
        user_id: user.userId,
        period: '2027-05',
        status: 'sending',
        lease_owner: 'dead-server',
        lease_until: new Date(clock.now.getTime() + DIGEST_LEASE_MS).toISOString(),
        attempts: 1,
        task_count: 0,
        sent_at: null,
      })
      .execute();
    expect((await scheduler('b').runOnce()).sent).toBe(0);
    expect(sink.mailsTo(user.email)).toEqual([]);

    clock.now = new Date(clock.now.getTime() + DIGEST_LEASE_MS + 1000);
    expect((await scheduler('b').runOnce()).sent).toBe(1);
    await sink.waitForMail(user.email);
    expect(sink.mailsTo(user.email)).toHaveLength(1);
  });

  test('a mail server that refuses a digest gets it again later', async () => {
    clock.now = new Date('2027-04-20T15:00:00Z');
    const user = await gardener(t, 'monthly', clock);
    clock.now = new Date('2027-05-01T12:00:30Z');
    const down = createMailer(testSettings({ SMTP_URL: 'smtp://127.0.0.1:1' }), logger);
    try {
      expect((await scheduler('a', { mailer: down }).runOnce()).failed).toBe(1);
    } finally {
      down.close();
    }
    // Not before the retry is due, and then once.
    expect((await scheduler('a').runOnce()).sent).toBe(0);
    clock.now = new Date(clock.now.getTime() + DIGEST_RETRY_MS + 1000);
    expect((await scheduler('a').runOnce()).sent).toBe(1);
    await sink.waitForMail(user.email);
    const digest = await t.database.db
      .selectFrom('reminder_digests')
      .select(['status', 'attempts'])
      .where('user_id', '=', user.userId)
      .executeTakeFirstOrThrow();
    expect(digest).toEqual({ status: 'sent', attempts: 2 });
  });

  test('a server down for a whole period does not send its stale digest', async () => {
    clock.now = new Date('2026-11-24T16:00:00Z');
    const user = await gardener(t, 'weekly', clock);
    // The 30 November digest was never sent; the app comes back on 9 December.
    clock.now = new Date('2026-12-09T15:00:00Z');
    await scheduler('a').runOnce();
    expect(sink.mailsTo(user.email)).toEqual([]);
    expect(await nextDigestAt(t, user.userId)).toBe('2026-12-14T13:00:00.000Z');
  });
});
