import { createHash } from 'node:crypto';
import { createEvents, type EventAttributes } from 'ics';
import {
  allDayEvent,
  CALENDAR_PRODUCT_ID,
  careReminderText,
  plantingReminderText,
  REMINDER_DAY,
  REMINDER_EVENT_DEFAULTS,
} from '#shared/calendar/reminders.ts';
import type { GardenEntry } from '#shared/garden/api.ts';
import {
  addMonths,
  monthNameOf,
  plantTasks,
  PRIORITY_LABELS,
  type CalendarMonth,
  type GardenTask,
  type TaskTracking,
} from '#shared/garden/tasks.ts';

/** How far ahead the feed reaches: this month and the eleven after it. */
export const FEED_MONTHS = 12;

export const FEED_NAME = 'Garden Guide';

export interface FeedInput {
  entries: readonly GardenEntry[];
  tracking: TaskTracking;
  /** The feed starts with this month (1–12) of this year. */
  from: { year: number; month: number };
  publicUrl: string;
  /** Unique to the gardener and not secret: keeps two gardeners' events apart in one calendar. */
  ownerTag: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A tag for the gardener's events that does not reveal their id. */
export function ownerTagOf(userId: string): string {
  return createHash('sha256').update(`calendar-feed:${userId}`).digest('hex').slice(0, 16);
}

function eventOf(task: GardenTask, { year, month }: CalendarMonth, input: FeedInput, host: string): EventAttributes {
  const text =
    task.eventType === 'care'
      ? careReminderText(task.plantName, task.step, task.months)
      : plantingReminderText(task.plantName, task.month ?? '', task.eventType);
  const label = PRIORITY_LABELS[task.priority];
  const url = `${input.publicUrl}/plant/${encodeURIComponent(task.plantId)}`;
  return {
    // The task's identity and the month: a calendar that fetches the feed again updates
    // the event in place (done, or moved to another month) instead of adding a copy.
    uid: `${task.key}-${year}${pad(month)}-${input.ownerTag}@${host}`,
    productId: CALENDAR_PRODUCT_ID,
    ...allDayEvent(year, month, REMINDER_DAY[task.eventType]),
    title: task.completed ? `✓ ${text.title}` : text.title,
    description: [task.completed ? `${label} · Done` : label, text.description, url].join('\n'),
    url,
    categories: [FEED_NAME, label],
    ...REMINDER_EVENT_DEFAULTS,
  };
}

/**
 * Every task of every plant in the garden (saved plants have none) over the feed's twelve
 * months: an all-day event on the 1st (seed starting, planting) or the 15th (care) of each
 * month it is due, or, for a step done once per season, of the first month of each run of
 * months (or of this month, for a run under way); a task done there is marked with '✓'.
 * Tasks without a month (no place known yet) have no date and are left out.
 */
export function feedEvents(input: FeedInput): EventAttributes[] {
  const host = new URL(input.publicUrl).hostname;
  const plants = input.entries.filter((entry) => !entry.save_later).map((entry) => entry.plant);
  const events: EventAttributes[] = [];
  for (let i = 0; i < FEED_MONTHS; i++) {
    const at = addMonths(input.from, i);
    const before = monthNameOf(addMonths(at, -1));
    for (const plant of plants) {
      for (const task of plantTasks(plant, input.tracking, at)) {
        if (!task.isDue) continue;
        // A season's run has one event, in its first month (or the feed's first month).
        if (task.eventType === 'care' && task.cadence === 'season' && i > 0 && task.months.includes(before)) continue;
        events.push(eventOf(task, at, input, host));
      }
    }
  }
  const start = (event: EventAttributes) => (event.start as number[]).map(pad).join('');
  return events.sort((a, b) => start(a).localeCompare(start(b)) || (a.uid ?? '').localeCompare(b.uid ?? ''));
}

/** The iCalendar text of a feed. */
export function renderFeed(events: EventAttributes[]): string {
  const { error, value } = createEvents(events, { productId: CALENDAR_PRODUCT_ID, calName: FEED_NAME });
  if (error || value === null) throw error ?? new Error('the calendar feed could not be written');
  return value;
}
