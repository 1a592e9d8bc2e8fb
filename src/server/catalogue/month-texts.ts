import { monthsOfWindow, monthsOfWindows, type DayWindow } from '#shared/plants/months.ts';
import type { WindowMonths } from '#shared/plants/schedule.ts';

/**
 * Care steps' months as JSON text, for answers written from templates. A step's window
 * depends on the plant's timing and the place's frost dates, so the same windows come up
 * again and again across plants and places (a step two to four weeks after the last frost,
 * at a last frost of April 20, say): each window's text is worked out once and kept.
 */

/** Windows whose text is kept, forgotten all at once when full: a few MB at most. */
const MAX_KEPT = 20_000;
const kept = new Map<number, string>();

/** `JSON.stringify(monthsOfWindow(window))`, kept by the whole days the window is read as. */
export function monthsJsonOfWindow(window: DayWindow): string {
  // The days `monthsOfWindow` reads the window as; a window of a year or more lists every month.
  const start = Math.round(window.start);
  const end = Math.round(Math.max(window.start, window.end));
  const key = start * 4096 + Math.min(end - start, 4095);
  let text = kept.get(key);
  if (text === undefined) {
    if (kept.size >= MAX_KEPT) kept.clear();
    text = JSON.stringify(monthsOfWindow({ start, end }));
    kept.set(key, text);
  }
  return text;
}

/** A care step's months as JSON text (`careMonthsAs`). */
export const MONTH_TEXTS: WindowMonths<string> = {
  none: () => '[]',
  ofWindow: monthsJsonOfWindow,
  ofWindows: (windows) =>
    windows.length === 1 ? monthsJsonOfWindow(windows[0]!) : JSON.stringify(monthsOfWindows(windows)),
};
