import type { Kysely } from 'kysely';
import { EXPORT_FORMAT, EXPORT_VERSION, type AccountExport } from '#shared/account/api.ts';
import type { SessionUser } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { forgetKeptGarden } from '../../garden/garden-view.ts';
import {
  deleteEveryRowOfUser,
  selectAccountUser,
  selectEvents,
  selectFeedCreated,
  selectGardenWithNames,
  selectOwnPlants,
  selectProfile,
  selectReminderDigests,
  selectReminderSettings,
  selectSessions,
  selectSessionTokens,
  selectSignInMethods,
  selectTasksWithSteps,
} from './account.queries.ts';

const ACCOUNT_GONE = 'This account no longer exists.';

/** A time better-auth kept (a Date, ISO text or milliseconds) as ISO 8601; null when there is none. */
function isoOf(value: Date | string | number | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  const date =
    value instanceof Date ? value : new Date(typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value);
  return Number.isNaN(date.getTime()) ? String(value) : date.toISOString();
}

/** An event's properties as they were sent; text that is not JSON stays text. */
function propsOf(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Everything we keep about the gardener, read from one snapshot of the database so the
 * parts agree (PostgreSQL's default isolation would give each query its own). Secrets stay
 * out: no password hash, no session or provider token, no feed or unsubscribe token.
 */
export async function exportAccount(db: Kysely<Database>, user: SessionUser, now: Date): Promise<AccountExport> {
  const snapshot = db.transaction().setIsolationLevel('repeatable read').setAccessMode('read only');
  return snapshot.execute(async (trx) => {
    const account = await selectAccountUser(trx, user.id);
    // A session that outlived its account (deleted on another server a moment ago).
    if (!account) throw new AppError('unauthorized', ACCOUNT_GONE);
    const methods = await selectSignInMethods(trx, user.id);
    const profile = await selectProfile(trx, user.id);
    const garden = await selectGardenWithNames(trx, user.id);
    const ownPlants = await selectOwnPlants(trx, user.id);
    const tasks = await selectTasksWithSteps(trx, user.id);
    const reminders = await selectReminderSettings(trx, user.id);
    const digests = await selectReminderDigests(trx, user.id);
    const feed = await selectFeedCreated(trx, user.id);
    const events = await selectEvents(trx, user.id);
    const sessions = await selectSessions(trx, user.id);

    return {
      format: EXPORT_FORMAT,
      version: EXPORT_VERSION,
      exported_at: now.toISOString(),
      account: {
        id: account.id,
        email: account.email,
        name: account.name,
        email_verified: Boolean(account.emailVerified),
        created_at: isoOf(account.createdAt),
        sign_in_methods: methods,
      },
      profile: profile ?? null,
      garden: garden.map((row) => ({
        plant_id: row.plant_id,
        plant_name: row.plant_name,
        save_later: Boolean(row.save_later),
        added_at: row.created_at,
      })),
      own_plants: ownPlants,
      tasks: tasks.map((row) => ({
        calendar_event_id: Number(row.calendar_event_id),
        plant_id: row.plant_id,
        plant_name: row.plant_name,
        event_type: row.event_type,
        care_instruction_id: row.care_instruction_id === null ? null : Number(row.care_instruction_id),
        step: row.step_description,
        task_key: row.task_key,
        occurrence: row.occurrence,
        completed: Boolean(row.completed),
        created_at: row.created_at,
      })),
      reminders: reminders
        ? {
            frequency: reminders.frequency,
            time_zone: reminders.time_zone,
            next_digest_at: reminders.next_send_at,
            updated_at: reminders.updated_at,
          }
        : null,
      reminder_digests: digests.map((row) => ({ ...row, task_count: Number(row.task_count) })),
      calendar_feed: { exists: feed !== undefined, created_at: feed?.created_at ?? null },
      events: events.map((row) => ({ name: row.name, props: propsOf(row.props), created_at: row.created_at })),
      sessions: sessions.map((row) => ({
        created_at: isoOf(row.createdAt),
        expires_at: isoOf(row.expiresAt),
        ip_address: row.ipAddress,
        user_agent: row.userAgent,
      })),
    };
  });
}

export interface DeleteAccountOptions {
  /** Told the token of each session deleted, once the deletion is committed (the in-memory session cache). */
  forgetSession: (token: string) => void;
}

/**
 * Deletes the gardener's account and every row of theirs, in one transaction: all of it
 * goes, or (on any failure) none of it. Only then are their sessions forgotten by this
 * server; other servers stop trusting them within seconds (docs/decisions/0010). The
 * garden this server kept as written goes too.
 */
export async function deleteAccount(
  db: Kysely<Database>,
  user: Pick<SessionUser, 'id' | 'email'>,
  { forgetSession }: DeleteAccountOptions,
): Promise<void> {
  const tokens = await db.transaction().execute(async (trx) => {
    const account = await selectAccountUser(trx, user.id);
    if (!account) throw new AppError('unauthorized', ACCOUNT_GONE);
    const sessions = await selectSessionTokens(trx, user.id);
    // The stored address, in case the session's copy of it is out of date.
    await deleteEveryRowOfUser(trx, { id: user.id, email: account.email });
    return sessions.map((row) => row.token);
  });
  for (const token of tokens) forgetSession(token);
  await forgetKeptGarden(db, user.id);
}
