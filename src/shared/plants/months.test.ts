import * as fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  MIN_DAYS_IN_LISTED_MONTH,
  MONTH_NAMES,
  middleDay,
  monthNumber,
  monthOfDay,
  monthRuns,
  monthsOfWindow,
  monthsOfWindows,
  monthsText,
} from './months.ts';

/** The rule as written: walk the window a day at a time, count each month's days, keep a week or the middle. */
function monthsDayByDay(window: { start: number; end: number }): string[] {
  const start = Math.round(window.start);
  const end = Math.round(Math.max(window.start, window.end));
  if (end - start + 1 >= 365) return [...MONTH_NAMES];
  const counts = new Map<string, number>();
  for (let day = start; day <= end; day++) counts.set(monthOfDay(day), (counts.get(monthOfDay(day)) ?? 0) + 1);
  const middle = monthOfDay(middleDay({ start, end }));
  return [...counts].filter(([month, n]) => n >= MIN_DAYS_IN_LISTED_MONTH || month === middle).map(([month]) => month);
}

describe('months', () => {
  test('are full English names numbered 1 to 12', () => {
    expect(MONTH_NAMES).toHaveLength(12);
    expect(monthNumber('January')).toBe(1);
    expect(monthNumber('December')).toBe(12);
    expect(monthNumber('Sept')).toBeUndefined();
  });

  test('window days outside one year wrap around it', () => {
    expect(monthOfDay(1)).toBe('January');
    expect(monthOfDay(0)).toBe('December');
    expect(monthOfDay(366)).toBe('January');
    expect(monthOfDay(-30)).toBe('December');
  });

  test('a window lists the months it covers for at least a week, and always the month of its middle', () => {
    // 30 April to 14 May: one day of April does not send the gardener there.
    expect(monthsOfWindow({ start: 120, end: 134 })).toEqual(['May']);
    // 20 April to 11 May: 11 days of each.
    expect(monthsOfWindow({ start: 110, end: 131 })).toEqual(['April', 'May']);
    // A single day.
    expect(monthsOfWindow({ start: 46, end: 46 })).toEqual(['February']);
  });

  test('a window across the new year lists its months in order', () => {
    expect(monthsOfWindow({ start: 335, end: 424 })).toEqual(['December', 'January', 'February']);
  });

  test('a window of a year or more lists every month from January', () => {
    expect(monthsOfWindow({ start: 100, end: 500 })).toEqual([...MONTH_NAMES]);
  });

  test('counting a month at a time lists exactly what counting day by day does', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -400, max: 800, noNaN: true }),
        fc.double({ min: -10, max: 420, noNaN: true }),
        (start, length) => {
          const window = { start, end: start + length };
          expect(monthsOfWindow(window)).toEqual(monthsDayByDay(window));
        },
      ),
      { numRuns: 5000 },
    );
  });

  test('several windows list the earlier one first and no month twice', () => {
    expect(
      monthsOfWindows([
        { start: 244, end: 273 },
        { start: 91, end: 130 },
        { start: 100, end: 110 },
      ]),
    ).toEqual(['April', 'May', 'September']);
  });
});

describe('runs of months and their words', () => {
  test('runs of consecutive months, one crossing the new year', () => {
    expect(monthRuns(['June', 'July', 'November', 'December', 'January'])).toEqual([
      [6, 7],
      [11, 12, 1],
    ]);
    expect(monthRuns(['March'])).toEqual([[3]]);
    expect(monthRuns([])).toEqual([]);
    expect(monthRuns([...MONTH_NAMES].reverse())).toEqual([[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]]);
  });

  test('twelve months read "All year"; fewer are named', () => {
    expect(monthsText([...MONTH_NAMES])).toBe('All year');
    expect(monthsText(['May', 'June'])).toBe('May, June');
  });
});
