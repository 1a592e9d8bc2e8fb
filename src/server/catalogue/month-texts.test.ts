import { describe, expect, test } from 'vitest';
import { monthsOfWindow, monthsOfWindows, type DayWindow } from '#shared/plants/months.ts';
import { MONTH_TEXTS, monthsJsonOfWindow } from './month-texts.ts';

/** A window as care steps make them: whole or fractional days, before the year, across it, a year or more long. */
function randomWindow(): DayWindow {
  const start = Math.random() * 1200 - 400;
  const kind = Math.random();
  const length = kind < 0.1 ? -Math.random() * 30 : kind < 0.2 ? 300 + Math.random() * 500 : Math.random() * 200;
  const round = Math.random() < 0.5;
  return round ? { start: Math.round(start), end: Math.round(start + length) } : { start, end: start + length };
}

describe('care steps’ months as kept JSON text', () => {
  test('read as monthsOfWindow’s, for 50,000 random windows, kept or not', () => {
    const windows = Array.from({ length: 50_000 }, randomWindow);
    // Twice: worked out on the first pass, and found in the table on the second.
    for (let pass = 0; pass < 2; pass++) {
      for (const window of windows) {
        expect(monthsJsonOfWindow(window), JSON.stringify(window)).toBe(JSON.stringify(monthsOfWindow(window)));
      }
    }
  });

  test('windows that share their whole days share their text; others do not', () => {
    expect(monthsJsonOfWindow({ start: 100.4, end: 130.2 })).toBe(monthsJsonOfWindow({ start: 100, end: 130 }));
    expect(monthsJsonOfWindow({ start: 100, end: 130 })).toBe('["April","May"]');
    expect(monthsJsonOfWindow({ start: 100 + 365, end: 130 + 365 })).toBe('["April","May"]');
    expect(monthsJsonOfWindow({ start: 100, end: 160 })).toBe('["April","May","June"]');
    expect(monthsJsonOfWindow({ start: -20, end: 400 })).toBe(JSON.stringify(monthsOfWindow({ start: 0, end: 400 })));
    // Far from the year's days, and days that are not numbers: the same text.
    for (const start of [-3000, 2047.6, 3000, 1e9, NaN]) {
      const window = { start, end: start + 40 };
      expect(monthsJsonOfWindow(window)).toBe(JSON.stringify(monthsOfWindow(window)));
      expect(MONTH_TEXTS.ofWindows([window, { start: 10, end: 20 }])).toBe(
        JSON.stringify(monthsOfWindows([window, { start: 10, end: 20 }])),
      );
    }
  });

  test('none, one window or several', () => {
    expect(MONTH_TEXTS.none()).toBe('[]');
    expect(MONTH_TEXTS.ofWindows([])).toBe('[]');
    // Twice over: each window's months worked out, then mostly kept; two or three windows' put
    // together from them once and kept by their lists of months, four or five's each time.
    const cases = Array.from({ length: 20_000 }, () =>
      Array.from({ length: 1 + Math.floor(Math.random() * 5) }, randomWindow),
    );
    for (const windows of [...cases, ...cases]) {
      expect(MONTH_TEXTS.ofWindows(windows), JSON.stringify(windows)).toBe(JSON.stringify(monthsOfWindows(windows)));
    }
    const [spring, fall] = [
      { start: 100, end: 130 },
      { start: 250, end: 290 },
    ];
    expect(MONTH_TEXTS.ofWindows([fall, spring])).toBe(MONTH_TEXTS.ofWindows([spring, fall]));
    expect(MONTH_TEXTS.ofWindows([spring, fall])).toBe('["April","May","September","October"]');
    // Windows starting on the same calendar day keep their order, as monthsOfWindows keeps it
    // (a year-long window lists January first).
    const [year, april] = [
      { start: 100, end: 500 },
      { start: 465, end: 470 },
    ];
    expect(MONTH_TEXTS.ofWindows([april, year])).toBe(
      '["April","January","February","March","May","June","July","August","September","October","November","December"]',
    );
    expect(MONTH_TEXTS.ofWindows([year, april])).toBe(JSON.stringify(monthsOfWindow(year)));
    for (let i = 0; i < 2_000; i++) {
      const windows = Array.from({ length: 1 + Math.floor(Math.random() * 3) }, randomWindow);
      expect(MONTH_TEXTS.ofWindow(windows[0]!)).toBe(JSON.stringify(monthsOfWindow(windows[0]!)));
    }
  });
});
