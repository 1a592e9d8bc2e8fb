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

/** A window's months, as names and as JSON text, and the number of that list of months. */
interface KeptMonths {
  names: readonly MonthName[];
  json: string;
  /** The same for every window with the same months in the same order (`sequenceOf`); -1 for none. */
  sequence: number;
}
const kept = new Map<number, KeptMonths>();

/**
 * Lists of months by their JSON text, numbered as they first come. A window's months run
 * on from month to month, so there are about 150 such lists in all; past `MAX_SEQUENCES`
 * (which cannot happen) lists get no number and are worked out each time.
 */
const sequences = new Map<string, number>();
const MAX_SEQUENCES = 4096;

function sequenceOf(json: string): number {
  let sequence = sequences.get(json);
  if (sequence === undefined) {
    if (sequences.size >= MAX_SEQUENCES) return -1;
    sequences.set(json, (sequence = sequences.size));
  }
  return sequence;
}

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
    const json = jsonOf(names);
    months = { names, json, sequence: sequenceOf(json) };
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
 * Several windows' months as JSON text, by the numbers of their windows' lists of months
 * in the order they are put together: two or three lists make a key, and there are few
 * such lists, so few keys. Forgotten all at once when full.
 */
const keptCombined = new Map<number, string>();
const MAX_COMBINED = 20_000;

/** The key of lists of months put together in this order: -1 for more than three, or a list without a number. */
function combinedKeyOf(ordered: readonly KeptMonths[]): number {
  if (ordered.length > 3) return -1;
  let key = 0;
  for (const months of ordered) {
    if (months.sequence === -1) return -1;
    key = key * MAX_SEQUENCES + months.sequence + 1;
  }
  return key;
}

/** The months of windows' kept months, in this order, none twice, as JSON text. */
function combinedJsonOf(ordered: readonly KeptMonths[]): string {
  const key = combinedKeyOf(ordered);
  let json = key === -1 ? undefined : keptCombined.get(key);
  if (json === undefined) {
    const names: MonthName[] = [];
    for (const months of ordered) for (const name of months.names) if (!names.includes(name)) names.push(name);
    json = jsonOf(names);
    if (key !== -1) {
      if (keptCombined.size >= MAX_COMBINED) keptCombined.clear();
      keptCombined.set(key, json);
    }
  }
  return json;
}

/**
 * `JSON.stringify(monthsOfWindows(windows))`, from each window's kept months: several
 * windows (a spring and a fall planting's weeks after planting, seasons) come in tens of
 * thousands of combinations, too many to keep, while their windows' lists of months are
 * few, and so are the lists' combinations.
 */
function monthsJsonOfWindows(windows: readonly DayWindow[]): string {
  if (windows.length === 1) return monthsJsonOfWindow(windows[0]!);
  if (windows.length === 2) {
    // As monthsOfWindows orders them: by the calendar day each window starts on (the first first on a tie).
    const [first, second] = windows as readonly [DayWindow, DayWindow];
    const swap = calendarDay(second.start) < calendarDay(first.start);
    return combinedJsonOf(
      swap ? [keptMonthsOf(second), keptMonthsOf(first)] : [keptMonthsOf(first), keptMonthsOf(second)],
    );
  }
  const ordered = [...windows].sort((a, b) => calendarDay(a.start) - calendarDay(b.start));
  return combinedJsonOf(ordered.map(keptMonthsOf));
}

/** A care step's months as JSON text (`careMonthsAs`). */
export const MONTH_TEXTS: WindowMonths<string> = {
  none: () => '[]',
  ofWindow: monthsJsonOfWindow,
  ofWindows: monthsJsonOfWindows,
};
