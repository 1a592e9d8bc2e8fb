import { calendarDay, monthsOfWindow, type DayWindow, type MonthName } from '#shared/plants/months.ts';
import type { WindowMonths } from '#shared/plants/schedule.ts';

/**
 * Care steps' months as JSON text, for answers written from templates. A window's months
 * depend only on the calendar day it starts on and how many days it runs (`monthsOfWindow`
 * reads it in whole days, the same a year earlier or later, and every month for a year or
 * more): 365 × 365 cases, each one of a few lists of months, as they run on from month to
 * month (about 150). So each case's list is worked out once and noted by its number in a
 * table of 133,225 numbers (260 KB); a window's months then cost a lookup.
 */

/** A list of months, as names and as JSON text, and its number (`lists[number]`). */
interface MonthList {
  names: readonly MonthName[];
  json: string;
  number: number;
}

/** The lists of months met so far, by number and by JSON text. */
const lists: MonthList[] = [];
const listsByJson = new Map<string, MonthList>();

const DAYS_IN_YEAR = 365;
/** A list's number + 1 by the window's first calendar day and length, 0 where not yet worked out (`listIndexOf`). */
const listOfDays = new Uint16Array(DAYS_IN_YEAR * DAYS_IN_YEAR);
/** Lists are numbered up to this (the table's numbers are 16-bit); far more than there are. */
const MAX_LISTS = 0xffff;

const jsonOf = (names: readonly MonthName[]) => (names.length === 0 ? '[]' : `["${names.join('","')}"]`);

function listOf(names: readonly MonthName[]): MonthList {
  const json = jsonOf(names);
  let list = listsByJson.get(json);
  if (!list) {
    list = { names, json, number: lists.length };
    if (lists.length < MAX_LISTS) {
      lists.push(list);
      listsByJson.set(json, list);
    }
  }
  return list;
}

/**
 * A window's place in `listOfDays`: its first calendar day (1–365) and its length in the
 * whole days `monthsOfWindow` reads it as (364 for a year or more, which lists every
 * month); -1 for a window of days that are not finite numbers.
 */
function listIndexOf(window: DayWindow): number {
  const start = Math.round(window.start);
  const end = Math.round(Math.max(window.start, window.end));
  if (!Number.isFinite(start) || !Number.isFinite(end)) return -1;
  return (calendarDay(start) - 1) * DAYS_IN_YEAR + Math.min(end - start, DAYS_IN_YEAR - 1);
}

/** `monthsOfWindow(window)` as a numbered list, worked out once per first calendar day and length. */
function monthListOf(window: DayWindow): MonthList {
  const index = listIndexOf(window);
  if (index === -1) return listOf(monthsOfWindow(window));
  const known = listOfDays[index]!;
  if (known !== 0) return lists[known - 1]!;
  // The same window in the first year: the same months.
  const first = Math.floor(index / DAYS_IN_YEAR) + 1;
  const list = listOf(monthsOfWindow({ start: first, end: first + (index % DAYS_IN_YEAR) }));
  if (lists[list.number] === list) listOfDays[index] = list.number + 1;
  return list;
}

/** `JSON.stringify(monthsOfWindow(window))`. */
export function monthsJsonOfWindow(window: DayWindow): string {
  return monthListOf(window).json;
}

/**
 * Several windows' months as JSON text, by the numbers of their windows' lists in the
 * order they are put together: there are few lists, so two or three of them make few
 * keys. Forgotten all at once when full.
 */
const keptCombined = new Map<number, string>();
const MAX_COMBINED = 20_000;

/** The key of lists put together in this order: -1 for more than three. */
function combinedKeyOf(ordered: readonly MonthList[]): number {
  if (ordered.length > 3) return -1;
  let key = 0;
  for (const list of ordered) key = key * (MAX_LISTS + 1) + list.number + 1;
  return key;
}

/** The months of lists, in this order, none twice, as JSON text. */
function combinedJsonOf(ordered: readonly MonthList[]): string {
  const key = combinedKeyOf(ordered);
  let json = key === -1 ? undefined : keptCombined.get(key);
  if (json === undefined) {
    const names: MonthName[] = [];
    for (const list of ordered) for (const name of list.names) if (!names.includes(name)) names.push(name);
    json = jsonOf(names);
    if (key !== -1) {
      if (keptCombined.size >= MAX_COMBINED) keptCombined.clear();
      keptCombined.set(key, json);
    }
  }
  return json;
}

/**
 * `JSON.stringify(monthsOfWindows(windows))`, from each window's list of months: several
 * windows (a spring and a fall planting's weeks after planting, seasons) come in tens of
 * thousands of combinations, while their lists and the lists' combinations are few.
 */
function monthsJsonOfWindows(windows: readonly DayWindow[]): string {
  if (windows.length === 1) return monthsJsonOfWindow(windows[0]!);
  if (windows.length === 2) {
    // As monthsOfWindows orders them: by the calendar day each window starts on (the first first on a tie).
    const [first, second] = windows as readonly [DayWindow, DayWindow];
    const swap = calendarDay(second.start) < calendarDay(first.start);
    return combinedJsonOf(swap ? [monthListOf(second), monthListOf(first)] : [monthListOf(first), monthListOf(second)]);
  }
  const ordered = [...windows].sort((a, b) => calendarDay(a.start) - calendarDay(b.start));
  return combinedJsonOf(ordered.map(monthListOf));
}

/** A care step's months as JSON text (`careMonthsAs`). */
export const MONTH_TEXTS: WindowMonths<string> = {
  none: () => '[]',
  ofWindow: monthsJsonOfWindow,
  ofWindows: monthsJsonOfWindows,
};
