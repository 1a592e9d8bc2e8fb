import type { Kysely } from 'kysely';
import { CARE_PRIORITIES } from '#shared/plants/catalogue-terms.ts';
import { openTasksDueIn, PRIORITY_LABELS, taskTitle } from '#shared/garden/tasks.ts';
import type { Database } from '../../db/schema.ts';
import { getGarden, getTaskTracking } from '../../garden/garden-view.ts';
import { reminderDigestMail, type MailSection } from '../../lib/mail-templates.ts';
import type { OutgoingMail } from '../../lib/mailer.ts';
import type { DigestFrequency, DigestPeriod } from './digest-periods.ts';
import { selectRecipient } from './reminders.queries.ts';

/** 'November 30 – December 6' for a week, 'December' for a month, in the gardener's zone. */
export function periodLabel(frequency: DigestFrequency, period: DigestPeriod, timeZone: string): string {
  if (frequency === 'monthly') {
    return new Intl.DateTimeFormat('en-US', { month: 'long', timeZone }).format(period.start);
  }
  const day = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', timeZone });
  // The last day is the day before the next Monday's midnight.
  return `${day.format(period.start)} – ${day.format(new Date(period.end.getTime() - 12 * 60 * 60 * 1000))}`;
}

export interface DigestRecipient {
  userId: string;
  frequency: DigestFrequency;
  timeZone: string;
  unsubscribeToken: string;
}

/**
 * The digest mail of one gardener for one period: their open tasks due in it, must-do
 * first. Null when there is nothing to send: no open task (no digest for an empty
 * month), or no such account any more.
 */
export async function composeDigest(
  db: Kysely<Database>,
  recipient: DigestRecipient,
  period: DigestPeriod,
  publicUrl: string,
): Promise<{ mail: OutgoingMail; taskCount: number } | null> {
  const account = await selectRecipient(db, recipient.userId);
  if (!account || account.isAnonymous) return null;
  const owner = { id: recipient.userId, isAnonymous: false };
  const [garden, tracking] = await Promise.all([getGarden(db, owner), getTaskTracking(db, owner.id)]);
  const tasks = openTasksDueIn(garden.entries, tracking, period.months);
  if (tasks.length === 0) return null;

  const sections: MailSection[] = CARE_PRIORITIES.map((priority) => ({
    heading: PRIORITY_LABELS[priority],
    items: tasks.filter((task) => task.priority === priority).map(taskTitle),
  })).filter((section) => section.items.length > 0);
  const token = encodeURIComponent(recipient.unsubscribeToken);
  const unsubscribeUrl = `${publicUrl}/unsubscribe?token=${token}`;
  const content = reminderDigestMail({
    name: account.name,
    frequency: recipient.frequency,
    periodLabel: periodLabel(recipient.frequency, period, recipient.timeZone),
    sections,
    gardenUrl: `${publicUrl}/`,
    unsubscribeUrl,
  });
  return {
    taskCount: tasks.length,
    mail: {
      to: account.email,
      ...content,
      link: unsubscribeUrl,
      headers: {
        // RFC 8058: the mail client unsubscribes with one POST, no sign-in and no page.
        'List-Unsubscribe': `<${publicUrl}/api/reminders/unsubscribe?token=${token}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    },
  };
}
