import type { Kysely } from 'kysely';
import type { ReminderSettings, UpdateReminderSettings } from '#shared/calendar/api.ts';
import type { SessionUser } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { newSecretToken } from '../../lib/secret-token.ts';
import { nextDigestAt } from './digest-periods.ts';
import { selectReminderSettings, unsubscribeByToken, upsertReminderSettings } from './reminders.queries.ts';

export const UNSUBSCRIBE_NOT_FOUND_MESSAGE =
  'This unsubscribe link is not valid. You can turn reminders off in Settings.';

function viewOf(
  user: SessionUser,
  row: { frequency: string; time_zone: string; next_send_at: string | null } | undefined,
): ReminderSettings {
  const frequency = row?.frequency === 'weekly' || row?.frequency === 'monthly' ? row.frequency : 'off';
  return {
    frequency,
    timeZone: row?.time_zone ?? null,
    nextDigestAt: frequency === 'off' ? null : (row?.next_send_at ?? null),
    email: user.email,
  };
}

export async function getReminderSettings(db: Kysely<Database>, user: SessionUser): Promise<ReminderSettings> {
  return viewOf(user, await selectReminderSettings(db, user.id));
}

/** Turns the digest on (weekly or monthly, timed in the gardener's zone) or off. */
export async function updateReminderSettings(
  db: Kysely<Database>,
  user: SessionUser,
  input: UpdateReminderSettings,
  now: Date,
): Promise<ReminderSettings> {
  const current = await selectReminderSettings(db, user.id);
  await upsertReminderSettings(db, {
    user_id: user.id,
    frequency: input.frequency,
    time_zone: input.timeZone,
    next_send_at: input.frequency === 'off' ? null : nextDigestAt(input.frequency, input.timeZone, now).toISOString(),
    unsubscribe_token: current?.unsubscribe_token ?? newSecretToken(),
  });
  return getReminderSettings(db, user);
}

/** The one-click unsubscribe: no sign-in, the token is the key; repeating it changes nothing. */
export async function unsubscribe(db: Kysely<Database>, token: string): Promise<{ frequency: 'off' }> {
  if (!(await unsubscribeByToken(db, token))) throw new AppError('not_found', UNSUBSCRIBE_NOT_FOUND_MESSAGE);
  return { frequency: 'off' };
}
