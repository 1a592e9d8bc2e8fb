/**
 * The words and dates of a calendar reminder, the same in a downloaded .ics file and in
 * the subscription feed: planting and seed starting on the 1st of their month, a care
 * step on the 15th of each month it is listed for, all-day and shown as free time.
 */
import type { DateArray } from 'ics';
import { monthsText } from '#shared/plants/months.ts';

export const CALENDAR_PRODUCT_ID = 'garden-guide/calendar';

/** Planting puts a plant in the ground; seed starting sows it indoors first. */
export type PlantingEventKind = 'planting' | 'seed_starting';

export const REMINDER_DAY = { planting: 1, seed_starting: 1, care: 15 } as const;

export interface ReminderText {
  title: string;
  description: string;
}

/** 'Plant Tomato' / 'Reminder to plant Tomato in May', or the seed-starting pair. */
export function plantingReminderText(plantName: string, month: string, kind: PlantingEventKind): ReminderText {
  return kind === 'planting'
    ? { title: `Plant ${plantName}`, description: `Reminder to plant ${plantName} in ${month}` }
    : { title: `Start seeds for ${plantName}`, description: `Reminder to start seeds for ${plantName} in ${month}` };
}

/** '{plant}: {step}', described with every month the step is listed for. */
export function careReminderText(plantName: string, step: string, months: readonly string[]): ReminderText {
  return {
    title: `${plantName}: ${step}`,
    description: `Care reminder for ${plantName} (${monthsText(months)}): ${step}`,
  };
}

/** An all-day event on one day; reminders fall on the 1st or the 15th, so the month never rolls over. */
export function allDayEvent(year: number, month: number, day: number): { start: DateArray; end: DateArray } {
  return { start: [year, month, day], end: [year, month, day + 1] };
}

/** Shown as free time, so a reminder never blocks the gardener's day. */
export const REMINDER_EVENT_DEFAULTS = { transp: 'TRANSPARENT', busyStatus: 'FREE' } as const;
