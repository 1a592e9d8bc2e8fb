import { monthsOfWindow, monthsOfWindows, type DayWindow } from '#shared/plants/months.ts';
import type { WindowMonths } from '#shared/plants/schedule.ts';

/**
 * Care steps' months as JSON text, for answers written from templates. A step's window
 * depends on the plant's timing and the place's frost dates, so the same windows come up
 * again and again across plants and places (a step two to four weeks after the last frost,
 * at a last frost of April 20, say): each window's text is worked out once and kept.
 */

/** Texts kept, forgotten all at once when full: a few MB at most. */
const MAX_KEPT = 20_000;
const kept = new Map<number, string>();
const keptPairs = new Map<number, string>();

/** Window days from −2048 to 2047 make keys; a window starting outside them is worked out each time. */
const KEY_DAYS = 4096;
const KEY_OFFSET = KEY_DAYS / 2;

/**
 * A window's key: the whole days `monthsOfWindow` reads it as (a window of a year or more
 * lists every month, so longer ones need no more), under 2^24; -1 where it makes none.
 */
function keyOf(window: DayWindow): number {
  const start = Math.round(window.start);
  const end = Math.round(Math.max(window.start, window.end));
  if (start < -KEY_OFFSET || start >= KEY_OFFSET) return -1;
  return (start + KEY_OFFSET) * KEY_DAYS + Math.min(end - start, KEY_DAYS - 1);
}

/** `text()` kept in `texts` by `key` (-1: not kept). */
function keptText(texts: Map<number, string>, key: number, text: () => string): string {
  if (key === -1) return text();
  let found = texts.get(key);
  if (found === undefined) {
    if (texts.size >= MAX_KEPT) texts.clear();
    found = text();
    texts.set(key, found);
  }
  return found;
}

/** `JSON.stringify(monthsOfWindow(window))`, kept by the whole days the window is read as. */
export function monthsJsonOfWindow(window: DayWindow): string {
  return keptText(kept, keyOf(window), () => JSON.stringify(monthsOfWindow(window)));
}

/**
 * `JSON.stringify(monthsOfWindows(windows))`: kept for one window or two (a spring and a
 * fall planting's weeks after planting, two seasons), worked out for more.
 */
function monthsJsonOfWindows(windows: readonly DayWindow[]): string {
  if (windows.length === 1) return monthsJsonOfWindow(windows[0]!);
  const text = () => JSON.stringify(monthsOfWindows(windows));
  if (windows.length !== 2) return text();
  const first = keyOf(windows[0]!);
  const second = keyOf(windows[1]!);
  return keptText(keptPairs, first === -1 || second === -1 ? -1 : first * 2 ** 24 + second, text);
}

/** A care step's months as JSON text (`careMonthsAs`). */
export const MONTH_TEXTS: WindowMonths<string> = {
  none: () => '[]',
  ofWindow: monthsJsonOfWindow,
  ofWindows: monthsJsonOfWindows,
};
