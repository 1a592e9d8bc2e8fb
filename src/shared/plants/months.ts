/**
 * Months and day windows. A window is a span of days on an open-ended
 * calendar: day 1 is 1 January, day 0 is 31 December of the year before and
 * day 366 is 1 January of the next, so a window that crosses the new year is
 * just [350, 380]. Years have 365 days; 29 February is ignored.
 */
import { dayOfYear, monthDayFromDayOfYear } from '#shared/climate.ts';

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
export type MonthName = (typeof MONTH_NAMES)[number];

/** 'April' → 4, as the spec maps months to 1–12; anything else → undefined. */
export function monthNumber(name: string): number | undefined {
  const index = MONTH_NAMES.indexOf(name as MonthName);
  return index === -1 ? undefined : index + 1;
}

/**
 * A window lists a month when it covers at least this many days of it, so a
 * window that only grazes a month's first or last days does not send the
 * gardener there; the month of the window's middle day is always listed.
 */
export const MIN_DAYS_IN_LISTED_MONTH = 7;

const DAYS_IN_YEAR = 365;

export interface DayWindow {
  start: number;
  end: number;
}

/** Day 1–365 of the calendar year a window day falls on. */
export function calendarDay(day: number): number {
  return ((((Math.round(day) - 1) % DAYS_IN_YEAR) + DAYS_IN_YEAR) % DAYS_IN_YEAR) + 1;
}

/** Month index (0–11) of each calendar day 1–365, at index day − 1: read on every guide, so worked out once. */
const MONTH_INDEX_OF_DAY: readonly number[] = Array.from(
  { length: DAYS_IN_YEAR },
  (_, index) => Number(monthDayFromDayOfYear(index + 1).slice(0, 2)) - 1,
);

/** The calendar day (1–365) each month ends on: 31 for January, 365 for December. */
const MONTH_LAST_DAY: readonly number[] = MONTH_NAMES.map((_, month) => MONTH_INDEX_OF_DAY.lastIndexOf(month) + 1);

function monthIndexOfDay(day: number): number {
  return MONTH_INDEX_OF_DAY[calendarDay(day) - 1] ?? 0;
}

/** The month a window day falls in. */
export function monthOfDay(day: number): MonthName {
  return MONTH_NAMES[monthIndexOfDay(day)] ?? 'January';
}

/** 'MM-DD' of a window day. */
export function monthDayOf(day: number): string {
  return monthDayFromDayOfYear(calendarDay(day));
}

/** The window day of a month-day such as '02-15' (day 46). */
export function dayOf(monthDay: string): number {
  return dayOfYear(monthDay);
}

/** The middle day of a window, rounded. */
export function middleDay(window: DayWindow): number {
  return Math.round((window.start + window.end) / 2);
}

/**
 * The months a window covers, in the order the gardener meets them: every
 * month with at least MIN_DAYS_IN_LISTED_MONTH of its days in the window, and
 * the month of the middle day. A window of a year or more lists all twelve
 * months, January first.
 */
export function monthsOfWindow(window: DayWindow): MonthName[] {
  const start = Math.round(window.start);
  const end = Math.round(Math.max(window.start, window.end));
  if (end - start + 1 >= DAYS_IN_YEAR) return [...MONTH_NAMES];
  // Months in the order the window meets them, with how many of their days it covers,
  // a month at a time (at most 13 stretches; the window is under a year).
  const order: number[] = [];
  const days = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
  for (let day = start; day <= end;) {
    const calendar = calendarDay(day);
    const month = MONTH_INDEX_OF_DAY[calendar - 1] ?? 0;
    const last = Math.min(end, day + (MONTH_LAST_DAY[month] ?? DAYS_IN_YEAR) - calendar);
    if (days[month] === 0) order.push(month);
    days[month] = (days[month] ?? 0) + last - day + 1;
    day = last + 1;
  }
  const middle = monthIndexOfDay(middleDay({ start, end }));
  const names: MonthName[] = [];
  for (const month of order) {
    if ((days[month] ?? 0) >= MIN_DAYS_IN_LISTED_MONTH || month === middle) names.push(MONTH_NAMES[month] ?? 'January');
  }
  return names;
}

/** The months of several windows: earliest window (by calendar date of its start) first, no month twice. */
export function monthsOfWindows(windows: readonly DayWindow[]): MonthName[] {
  if (windows.length === 1) return monthsOfWindow(windows[0]!);
  const ordered = [...windows].sort((a, b) => calendarDay(a.start) - calendarDay(b.start));
  const names: MonthName[] = [];
  for (const window of ordered) {
    for (const name of monthsOfWindow(window)) if (!names.includes(name)) names.push(name);
  }
  return names;
}

/** A step's months as the gardener reads them: 'All year' for all twelve, else the names in order. */
export function monthsText(months: readonly string[]): string {
  return new Set(months).size === MONTH_NAMES.length ? 'All year' : months.join(', ');
}

/**
 * The runs of consecutive months in a list (month numbers 1–12, in calendar order, a run may
 * cross the new year): ['June', 'July', 'November', 'December', 'January'] gives [6, 7] and
 * [11, 12, 1]. All twelve months are one run from January.
 */
export function monthRuns(months: readonly string[]): number[][] {
  const listed = new Set(months.map(monthNumber).filter((month) => month !== undefined));
  if (listed.size === 0) return [];
  if (listed.size === MONTH_NAMES.length) return [Array.from({ length: 12 }, (_, i) => i + 1)];
  const next = (month: number) => (month % 12) + 1;
  const previous = (month: number) => ((month + 10) % 12) + 1;
  const runs: number[][] = [];
  for (let month = 1; month <= 12; month++) {
    if (!listed.has(month) || listed.has(previous(month))) continue;
    const run = [month];
    while (listed.has(next(run[run.length - 1]!))) run.push(next(run[run.length - 1]!));
    runs.push(run);
  }
  return runs;
}
