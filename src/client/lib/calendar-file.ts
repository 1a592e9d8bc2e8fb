/**
 * Calendar reminder files (.ics, iCalendar 2.0) for planting, seed starting and
 * care steps: one all-day event in the current year, downloaded by the browser.
 */
import { createEvent } from 'ics';
import { toast } from 'sonner';
import {
  allDayEvent,
  CALENDAR_PRODUCT_ID,
  careReminderText,
  plantingReminderText,
  REMINDER_DAY,
  REMINDER_EVENT_DEFAULTS,
  type PlantingEventKind,
  type ReminderText,
} from '#shared/calendar/reminders.ts';
import { monthNumber } from '#shared/plants/months.ts';

export type CalendarFile = { fileName: string; content: string };

const MISSING_MONTH_TEXT: Record<PlantingEventKind, string> = {
  planting: 'Could not generate calendar file. Planting month might be missing.',
  seed_starting: 'Could not generate calendar file. Seed starting month might be missing.',
};

function build(attributes: { year: number; month: number; day: number } & ReminderText): string | null {
  const { error, value } = createEvent({
    productId: CALENDAR_PRODUCT_ID,
    ...allDayEvent(attributes.year, attributes.month, attributes.day),
    title: attributes.title,
    description: attributes.description,
    ...REMINDER_EVENT_DEFAULTS,
  });
  return error || !value ? null : value;
}

/** 'Sweet Basil' → 'sweet_basil'. */
function fileNamePart(plantName: string): string {
  return plantName.trim().toLowerCase().replace(/\s+/g, '_');
}

/**
 * The reminder to plant (or start seeds of) a plant in a month: an all-day event on the
 * 1st of that month this year, named `{planting|seed_starting}_{plant}_{month}.ics`.
 * Null when the month is not a full English month name.
 */
export function buildPlantingCalendarFile(input: {
  plantName: string;
  month: string | null | undefined;
  kind: PlantingEventKind;
  year?: number;
}): CalendarFile | null {
  const month = input.month ?? '';
  const number = monthNumber(month);
  if (number === undefined) return null;
  const content = build({
    year: input.year ?? new Date().getFullYear(),
    month: number,
    day: REMINDER_DAY[input.kind],
    ...plantingReminderText(input.plantName, month, input.kind),
  });
  if (content === null) return null;
  return { fileName: `${input.kind}_${fileNamePart(input.plantName)}_${month}.ics`, content };
}

/** Plant name and step, reduced to lowercase letters, digits and underscores, at most 30 characters. */
export function careStepFileName(plantName: string, step: string): string {
  const base = `${plantName} ${step}`
    .toLowerCase()
    .replace(/\s+/g, '_')
    .replace(/[^a-z0-9_]/g, '')
    .slice(0, 30)
    // A cut that ends on a word break would leave 'is__reminder'.
    .replace(/_+$/, '');
  return `${base}_reminder.ics`;
}

/**
 * The reminder for a care step: an all-day event on the 15th of its first month this year.
 * Null when the step has no month (or its first month is not a month name).
 */
export function buildCareStepCalendarFile(input: {
  plantName: string;
  step: string;
  months: readonly string[];
  year?: number;
}): CalendarFile | null {
  const first = input.months[0];
  const number = first === undefined ? undefined : monthNumber(first);
  if (number === undefined) return null;
  const content = build({
    year: input.year ?? new Date().getFullYear(),
    month: number,
    day: REMINDER_DAY.care,
    ...careReminderText(input.plantName, input.step, input.months),
  });
  if (content === null) return null;
  return { fileName: careStepFileName(input.plantName, input.step), content };
}

/** Hands a file to the browser as a download. */
export function downloadFile(file: CalendarFile): void {
  const blob = new Blob([file.content], { type: 'text/calendar;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the address is released.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Downloads the planting or seed-starting reminder and says so; a missing month is an error toast. */
export function downloadPlantingCalendarFile(
  plantName: string,
  month: string | null | undefined,
  kind: PlantingEventKind,
) {
  const file = buildPlantingCalendarFile({ plantName, month, kind });
  if (!file) {
    console.warn(`No calendar file for ${plantName}: "${month ?? ''}" is not a month`);
    toast.error('Error', { description: MISSING_MONTH_TEXT[kind] });
    return;
  }
  downloadFile(file);
  toast.success('Calendar Event Downloaded', {
    description: `ICS file for planting or starting seeds for ${plantName} in ${month ?? ''} generated.`,
  });
}

/** Downloads a care step's reminder; a step without months makes no file. */
export function downloadCareStepCalendarFile(plantName: string, step: { step: string; months: readonly string[] }) {
  const file = buildCareStepCalendarFile({ plantName, step: step.step, months: step.months });
  if (!file) {
    console.warn(`No calendar file for "${step.step}": the step has no month`);
    return;
  }
  downloadFile(file);
}
