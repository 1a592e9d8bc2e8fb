import { calendarDay, monthsOfWindow, type DayWindow, type MonthName } from '#shared/plants/months.ts';
import type { WindowMonths } from '#shared/plants/schedule.ts';

/**
 * Care steps' months as JSON text, for answers written from templates. A step's window
 * depends on the plant's timing and the place's frost dates, so the same windows come up
 * again and again across plants and places (a step two to four weeks after the last frost,
 * at a last frost of April 20, say): each window's text is worked out once and kept.
 */

/** Windows whose months are kept, forgotten all at once when full: a few MB at most. */
const MAX_KEPT = 20_000;

/** A window's months, as names and as JSON text. */
interface KeptMonths {
  names: readonly MonthName[];
  json: string;
}
const kept = new Map<number, KeptMonths>();

/** Window days from −2048 to 2047 make keys; a window starting outside them is worked out each time. */
const KEY_DAYS = 4096;
const KEY_OFFSET = KEY_DAYS / 2;

/**
 * A window's key: the whole days `monthsOfWindow` reads it as (a window of a year or more
 * lists every month, so longer ones need no more); -1 where it makes none.
 */
function keyOf(window: DayWindow): number {
  const start = Math.round(window.start);
  const end = Math.round(Math.max(window.start, window.end));
  if (start < -KEY_OFFSET || start >= KEY_OFFSET) return -1;
  return (start + KEY_OFFSET) * KEY_DAYS + Math.min(end - start, KEY_DAYS - 1);
}

const jsonOf = (names: readonly MonthName[]) => (names.length === 0 ? '[]' : `["${names.join('","')}"]`);

/** `monthsOfWindow(window)` and its JSON text, kept by the whole days the window is read as. */
function keptMonthsOf(window: DayWindow): KeptMonths {
  const key = keyOf(window);
  let months = key === -1 ? undefined : kept.get(key);
  if (months === undefined) {
    const names = monthsOfWindow(window);
    months = { names, json: jsonOf(names) };
    if (key !== -1) {
      if (kept.size >= MAX_KEPT) kept.clear();
      kept.set(key, months);
    }
  }
  return months;
}

/** `JSON.stringify(monthsOfWindow(window))`, kept by the whole days the window is read as. */
export function monthsJsonOfWindow(window: DayWindow): string {
  return keptMonthsOf(window).json;
}

/**
 * `JSON.stringify(monthsOfWindows(windows))`, from each window's kept months: several
 * windows (a spring and a fall planting's weeks after planting, seasons) come in tens of
 * thousands of combinations, too many to keep, while their windows repeat.
 */
function monthsJsonOfWindows(windows: readonly DayWindow[]): string {
  if (windows.length === 1) return monthsJsonOfWindow(windows[0]!);
  // As monthsOfWindows orders them: by the calendar day each window starts on.
  const ordered = [...windows].sort((a, b) => calendarDay(a.start) - calendarDay(b.start));
  const names: MonthName[] = [];
  for (const window of ordered) {
    for (const name of keptMonthsOf(window).names) if (!names.includes(name)) names.push(name);
  }
  return jsonOf(names);
}

/** A care step's months as JSON text (`careMonthsAs`). */
export const MONTH_TEXTS: WindowMonths<string> = {
  none: () => '[]',
  ofWindow: monthsJsonOfWindow,
  ofWindows: monthsJsonOfWindows,
};
