import { tz } from '@date-fns/tz';
import {
  addDays,
  addMonths,
  addWeeks,
  getISOWeek,
  getISOWeekYear,
  setHours,
  startOfMonth,
  startOfWeek,
} from 'date-fns';
import { DIGEST_SEND_HOUR } from '#shared/calendar/api.ts';
import type { CalendarMonth } from '#shared/garden/tasks.ts';

export type DigestFrequency = 'weekly' | 'monthly';

/** The stretch of the gardener's own calendar one digest covers. */
export interface DigestPeriod {
  /** `2026-W49` (ISO week) or `2026-12`: one digest per user and key. */
  key: string;
  /** Local midnight starting the period, and the one after it ends. */
  start: Date;
  end: Date;
  /** The months whose tasks are due in the period: one, or two for a week across a month's end. */
  months: CalendarMonth[];
}

const pad = (n: number) => String(n).padStart(2, '0');
/** The month of a date made in the gardener's zone (its getters read that zone). */
const monthOf = (date: Date): CalendarMonth => ({ year: date.getFullYear(), month: date.getMonth() + 1 });

/** The week (Monday to Sunday) or month holding `at`, in `timeZone`. */
export function digestPeriodAt(frequency: DigestFrequency, timeZone: string, at: Date): DigestPeriod {
  const options = { in: tz(timeZone) };
  if (frequency === 'weekly') {
    const start = startOfWeek(at, { ...options, weekStartsOn: 1 });
    const end = addWeeks(start, 1, options);
    const [first, last] = [monthOf(start), monthOf(addDays(end, -1, options))];
    const months = first.month === last.month ? [first] : [first, last];
    return {
      key: `${getISOWeekYear(start, options)}-W${pad(getISOWeek(start, options))}`,
      start: new Date(start.getTime()),
      end: new Date(end.getTime()),
      months,
    };
  }
  const start = startOfMonth(at, options);
  const end = addMonths(start, 1, options);
  return {
    key: `${start.getFullYear()}-${pad(start.getMonth() + 1)}`,
    start: new Date(start.getTime()),
    end: new Date(end.getTime()),
    months: [monthOf(start)],
  };
}

/** When a period's digest goes out: DIGEST_SEND_HOUR on its first day, local time. */
function sendTimeOf(period: DigestPeriod, timeZone: string): Date {
  return new Date(setHours(period.start, DIGEST_SEND_HOUR, { in: tz(timeZone) }).getTime());
}

/** The first digest time after `after`: this period's if still ahead, else the next period's. */
export function nextDigestAt(frequency: DigestFrequency, timeZone: string, after: Date): Date {
  const current = digestPeriodAt(frequency, timeZone, after);
  const send = sendTimeOf(current, timeZone);
  if (send.getTime() > after.getTime()) return send;
  return sendTimeOf(digestPeriodAt(frequency, timeZone, current.end), timeZone);
}
