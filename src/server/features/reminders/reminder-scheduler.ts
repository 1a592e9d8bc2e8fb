import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Logger } from '../../lib/logger.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { composeDigest } from './digest.ts';
import { digestPeriodAt, nextDigestAt, type DigestFrequency } from './digest-periods.ts';
import {
  advanceNextSend,
  finishDigest,
  insertDigestClaim,
  postponeDigest,
  selectDigest,
  selectDueReminders,
  takeOverDigest,
} from './reminders.queries.ts';

/** How long a server may take over one digest before another may take it over. */
export const DIGEST_LEASE_MS = 5 * 60 * 1000;
/** A mail server that refuses a digest is tried again this much later, at most this many times. */
export const DIGEST_RETRY_MS = 10 * 60 * 1000;
export const DIGEST_MAX_ATTEMPTS = 3;

export interface DigestRunSummary {
  sent: number;
  empty: number;
  failed: number;
  /** Due digests another server holds, or whose period had already ended. */
  skipped: number;
}

export interface ReminderSchedulerOptions {
  db: Kysely<Database>;
  mailer: Mailer;
  publicUrl: string;
  logger: Logger;
  now?: () => Date;
  /** This server's name in leases; random by default. */
  owner?: string;
  intervalMs?: number;
  batchSize?: number;
}

export interface ReminderScheduler {
  /** Sends every digest due now (bounded: at most 50 batches). */
  runOnce(): Promise<DigestRunSummary>;
  /** Runs now and then every `intervalMs`, one run at a time. */
  start(): void;
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

type Due = Awaited<ReturnType<typeof selectDueReminders>>[number];
type Outcome = keyof DigestRunSummary;

const MAX_BATCHES = 50;

/**
 * The e-mail digest scheduler, one per app server. Each due digest is claimed in the
 * database before it is sent: the server that inserts the digest's row (or takes it
 * over once its lease has run out) sends it, so several servers on one database send
 * each digest once. See docs/decisions/0009-calendar-feed-and-reminders.md.
 */
export function createReminderScheduler({
  db,
  mailer,
  publicUrl,
  logger,
  now = () => new Date(),
  owner = `server-${randomBytes(6).toString('hex')}`,
  intervalMs = 60_000,
  batchSize = 100,
}: ReminderSchedulerOptions): ReminderScheduler {
  const log = logger.child({ component: 'reminders' });

  async function claim(due: Due, period: string, at: Date): Promise<boolean> {
    const lease = { user_id: due.user_id, period, lease_owner: owner, lease_until: iso(at, DIGEST_LEASE_MS) };
    if (await insertDigestClaim(db, lease)) return true;
    return takeOverDigest(db, { ...lease, now: at.toISOString() });
  }

  async function process(due: Due): Promise<Outcome> {
    const at = now();
    const frequency = due.frequency as DigestFrequency;
    const dueAt = due.next_send_at ?? at.toISOString();
    const period = digestPeriodAt(frequency, due.time_zone, new Date(dueAt));
    const advance = () =>
      advanceNextSend(db, due.user_id, dueAt, nextDigestAt(frequency, due.time_zone, at).toISOString());

    // A server that was down for the whole period does not send a stale digest.
    if (at.getTime() >= period.end.getTime()) {
      await advance();
      return 'skipped';
    }
    if (!(await claim(due, period.key, at))) {
      const digest = await selectDigest(db, due.user_id, period.key);
      // Finished elsewhere: only the schedule is left to move on. Held elsewhere: theirs.
      if (digest && digest.status !== 'sending') await advance();
      return 'skipped';
    }

    const mine = { user_id: due.user_id, period: period.key, lease_owner: owner };
    const recipient = {
      userId: due.user_id,
      frequency,
      timeZone: due.time_zone,
      unsubscribeToken: due.unsubscribe_token,
    };
    const digest = await composeDigest(db, recipient, period, publicUrl);
    if (!digest) {
      await finishDigest(db, mine, { status: 'empty', task_count: 0, sent_at: null });
      await advance();
      return 'empty';
    }
    try {
      await mailer.send(digest.mail);
    } catch (error) {
      const attempts = (await selectDigest(db, due.user_id, period.key))?.attempts ?? DIGEST_MAX_ATTEMPTS;
      const { message, code } = error as { message?: string; code?: string };
      log.warn({ period: period.key, attempts, error: { message, code } }, 'digest could not be sent');
      if (attempts >= DIGEST_MAX_ATTEMPTS) {
        await finishDigest(db, mine, { status: 'failed', task_count: digest.taskCount, sent_at: null });
        await advance();
        return 'failed';
      }
      const retryAt = iso(at, DIGEST_RETRY_MS * attempts);
      await postponeDigest(db, mine, retryAt);
      await advanceNextSend(db, due.user_id, dueAt, retryAt);
      return 'failed';
    }
    await finishDigest(db, mine, { status: 'sent', task_count: digest.taskCount, sent_at: now().toISOString() });
    await advance();
    return 'sent';
  }

  async function runOnce(): Promise<DigestRunSummary> {
    const summary: DigestRunSummary = { sent: 0, empty: 0, failed: 0, skipped: 0 };
    for (let batch = 0; batch < MAX_BATCHES; batch++) {
      const due = await selectDueReminders(db, now().toISOString(), batchSize);
      let progressed = false;
      for (const row of due) {
        const outcome = await process(row);
        summary[outcome] += 1;
        if (outcome !== 'skipped') progressed = true;
      }
      if (due.length < batchSize || !progressed) break;
    }
    if (summary.sent || summary.failed) log.info(summary, 'reminder digests');
    return summary;
  }

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;

  const tick = () => {
    running = runOnce()
      .catch((error: unknown) => log.warn({ err: error }, 'reminder digests could not run; trying again later'))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, intervalMs).unref();
      });
  };

  return {
    runOnce,
    start() {
      stopped = false;
      tick();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

function iso(at: Date, plusMs: number): string {
  return new Date(at.getTime() + plusMs).toISOString();
}
