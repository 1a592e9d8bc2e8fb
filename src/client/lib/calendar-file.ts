/**
 * Calendar reminder files (.ics, iCalendar 2.0) for planting, seed starting and care steps,
 * downloaded by the browser. They land in the future: a planting month's next time (in
 * December, April is next April), and a care step as one event that comes back every year.
 */
import { createEvent, createEvents, type DateArray, type EventAttributes } from 'ics';
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
import { monthNumber, monthRuns } from '#shared/plants/months.ts';

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

/** The year `month` (1–12) next comes in, counting the month `today` is in. */
export function nextYearOf(month: number, today: Date): number {
  return month >= today.getMonth() + 1 ? today.getFullYear() : today.getFullYear() + 1;
}

/** 'Sweet Basil' → 'sweet_basil'. */
function fileNamePart(plantName: string): string {
  return plantName.trim().toLowerCase().replace(/\s+/g, '_');
}

/**
 * The reminder to plant (or start seeds of) a plant in a month: an all-day event on the
 * 1st of that month's next time (this month counts), named
 * `{planting|seed_starting}_{plant}_{month}.ics`. Null when the month is not a full
 * English month name.
 */
export function buildPlantingCalendarFile(input: {
  plantName: string;
  month: string | null | undefined;
  kind: PlantingEventKind;
  today?: Date;
}): CalendarFile | null {
  const month = input.month ?? '';
  const number = monthNumber(month);
  if (number === undefined) return null;
  const content = build({
    year: nextYearOf(number, input.today ?? new Date()),
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

/** The next day-of-month `day` of a listed month, from `today` on. */
function nextReminderDay(listed: readonly number[], day: number, today: Date): { year: number; month: number } {
  for (let ahead = 0; ahead <= 12; ahead++) {
    const index = today.getFullYear() * 12 + today.getMonth() + ahead;
    const month = (index % 12) + 1;
    if (!listed.includes(month) || (ahead === 0 && today.getDate() > day)) continue;
    return { year: Math.floor(index / 12), month };
  }
  return { year: today.getFullYear() + 1, month: listed[0] ?? 1 };
}

/**
 * A run of months as one all-day event from the 1st of its first month to the end of its
 * last: the run under way now (its start may have passed), else its next time.
 */
function runEvent(run: readonly number[], today: Date): { start: DateArray; end: DateArray } {
  const thisMonth = today.getMonth() + 1;
  const first = run[0]!;
  const monthsAgo = run.indexOf(thisMonth);
  const startIndex =
    today.getFullYear() * 12 + (monthsAgo >= 0 ? thisMonth - 1 - monthsAgo : first - 1 + (first < thisMonth ? 12 : 0));
  const dateOf = (index: number): DateArray => [Math.floor(index / 12), (index % 12) + 1, 1];
  return { start: dateOf(startIndex), end: dateOf(startIndex + run.length) };
}

/**
 * The reminder for a care step, coming back every year: a step done each month it is
 * listed is one all-day event on the 15th of those months (from the next of them on); a
 * step done once per season is one event spanning each run of its months. Null when the
 * step has no month.
 */
export function buildCareStepCalendarFile(input: {
  plantName: string;
  step: string;
  months: readonly string[];
  oncePerSeason?: boolean;
  today?: Date;
}): CalendarFile | null {
  const today = input.today ?? new Date();
  const runs = monthRuns(input.months);
  if (runs.length === 0) return null;
  const text = careReminderText(input.plantName, input.step, input.months);
  const common = {
    productId: CALENDAR_PRODUCT_ID,
    title: text.title,
    description: text.description,
    ...REMINDER_EVENT_DEFAULTS,
  };
  const listed = runs.flat();
  let events: EventAttributes[];
  if (input.oncePerSeason) {
    events = runs.map((run) => ({ ...common, ...runEvent(run, today), recurrenceRule: 'FREQ=YEARLY' }));
  } else {
    const { year, month } = nextReminderDay(listed, REMINDER_DAY.care, today);
    events = [
      {
        ...common,
        ...allDayEvent(year, month, REMINDER_DAY.care),
        recurrenceRule:
          listed.length === 12
            ? `FREQ=MONTHLY;BYMONTHDAY=${REMINDER_DAY.care}`
            : `FREQ=YEARLY;BYMONTH=${[...listed].sort((a, b) => a - b).join(',')};BYMONTHDAY=${REMINDER_DAY.care}`,
      },
    ];
  }
  const { error, value } = createEvents(events);
  if (error || !value) return null;
  return { fileName: careStepFileName(input.plantName, input.step), content: value };
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
export function downloadCareStepCalendarFile(
  plantName: string,
  step: { step: string; months: readonly string[]; oncePerSeason?: boolean },
) {
  const file = buildCareStepCalendarFile({
    plantName,
    step: step.step,
    months: step.months,
    oncePerSeason: step.oncePerSeason ?? false,
  });
  if (!file) {
    console.warn(`No calendar file for "${step.step}": the step has no month`);
    return;
  }
  downloadFile(file);
}
