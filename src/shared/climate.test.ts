import { describe, expect, test } from 'vitest';
import {
  approximateMonthDay,
  dayOfYear,
  formatMonthDay,
  growingSeason,
  monthDayFromDayOfYear,
  shiftMonthDay,
  summarizeFrostDates,
} from '#shared/climate.ts';

describe('month-days', () => {
  test('dayOfYear counts days of a common year', () => {
    expect(dayOfYear('01-01')).toBe(1);
    expect(dayOfYear('04-15')).toBe(105);
    expect(dayOfYear('12-31')).toBe(365);
    expect(dayOfYear('02-29')).toBe(dayOfYear('03-01'));
  });

  test('monthDayFromDayOfYear inverts dayOfYear for every day and wraps around the year', () => {
    for (let day = 1; day <= 365; day += 1) {
      expect(dayOfYear(monthDayFromDayOfYear(day))).toBe(day);
    }
    expect(monthDayFromDayOfYear(0)).toBe('12-31');
    expect(monthDayFromDayOfYear(366)).toBe('01-01');
    expect(monthDayFromDayOfYear(-30)).toBe('12-01');
  });

  test('shiftMonthDay moves across month ends and the new year', () => {
    expect(shiftMonthDay('04-15', 14)).toBe('04-29');
    expect(shiftMonthDay('04-15', -42)).toBe('03-04');
    expect(shiftMonthDay('12-20', 21)).toBe('01-10');
  });

  test('formatMonthDay writes the month in words and leaves no date empty', () => {
    expect(formatMonthDay('04-15')).toBe('April 15');
    expect(formatMonthDay('01-05')).toBe('January 5');
    expect(formatMonthDay('')).toBe('');
  });

  test('approximateMonthDay splits a month into early, mid and late', () => {
    expect(approximateMonthDay('04-10')).toBe('early April');
    expect(approximateMonthDay('04-11')).toBe('mid-April');
    expect(approximateMonthDay('10-21')).toBe('late October');
    expect(approximateMonthDay('')).toBe('');
  });

  test('malformed month-days are rejected rather than misread', () => {
    for (const bad of ['0415', '4-15', '13-01', '04-31', '00-10', '04-00', 'April 15']) {
      expect(() => dayOfYear(bad), bad).toThrow(RangeError);
    }
    expect(() => formatMonthDay('0415')).toThrow(RangeError);
  });
});

describe('growingSeason', () => {
  test('an ordinary season runs from the last spring frost to the first fall frost', () => {
    expect(growingSeason('04-15', '10-31')).toEqual({
      days: 199,
      months: 7,
      description: 'About 7 months (199 days), from mid-April to late October.',
    });
  });

  test('Boston-like dates give about seven months', () => {
    const season = growingSeason('04-04', '11-09');
    expect(season.days).toBe(219);
    expect(season.months).toBe(7);
    expect(season.description).toBe('About 7 months (219 days), from early April to early November.');
  });

  test('a short northern season is counted in months without rounding up to a whole extra month', () => {
    const season = growingSeason('06-10', '08-25');
    expect(season.days).toBe(76);
    expect(season.months).toBe(2);
    expect(season.description).toBe('About 2 months (76 days), from early June to late August.');
  });

  test('a first frost before the last frost as MM-DD is a short winter frost season across the new year', () => {
    // Phoenix Airport: last frost 5 January, first frost (of the next winter) 3 January.
    const phoenix = growingSeason('01-05', '01-03');
    expect(phoenix.days).toBe(363);
    expect(phoenix.months).toBe(12);
    expect(phoenix.description).toBe(
      'Almost year-round (363 days): frost is rare and usually comes only in early January.',
    );

    const gulfCoast = growingSeason('01-31', '01-06');
    expect(gulfCoast.days).toBe(340);
    expect(gulfCoast.months).toBe(11);
    expect(gulfCoast.description).toBe(
      'Almost year-round (340 days): frost is rare and usually comes only from early January to late January.',
    );
  });

  test('a frost season inside December keeps the growing season across the new year', () => {
    // Indio, CA: first frost 27 December, last frost 31 December.
    expect(growingSeason('12-31', '12-27').days).toBe(361);
  });

  test('a long frost season that crosses the new year is still measured as a season', () => {
    // Frost from 15 December to 20 February.
    const season = growingSeason('02-20', '12-15');
    expect(season.days).toBe(298);
    expect(season.months).toBe(10);
    expect(season.description).toBe('About 10 months (298 days), from mid-February to mid-December.');
  });

  test('equal median dates mean frost in only about half of winters', () => {
    // Palm Springs: both medians 9 January.
    const season = growingSeason('01-09', '01-09');
    expect(season.days).toBe(365);
    expect(season.months).toBe(12);
    expect(season.description).toBe(
      'Year-round in most years (365 days): frost comes in only about half of winters, in early January.',
    );
  });

  test('no typical frost is a year-round growing season', () => {
    expect(growingSeason('', '')).toEqual({
      days: 365,
      months: 12,
      description: 'No typical frost: a year-round growing season.',
    });
  });

  test('a place without data has no season', () => {
    expect(growingSeason(undefined, undefined)).toEqual({ days: 0, months: 0, description: '' });
    expect(growingSeason('04-15', undefined)).toEqual({ days: 0, months: 0, description: '' });
  });

  test('one frost date without the other is an error, not a guess', () => {
    expect(() => growingSeason('04-15', '')).toThrow(RangeError);
  });

  test('a season of under a month says so', () => {
    const season = growingSeason('07-05', '07-18');
    expect(season.days).toBe(13);
    expect(season.months).toBe(0);
    expect(season.description).toBe('Less than a month (13 days), from early July to mid-July.');
  });

  test('months stay between 0 and 12 for every pair of dates', () => {
    for (let last = 1; last <= 365; last += 7) {
      for (let first = 1; first <= 365; first += 11) {
        const season = growingSeason(monthDayFromDayOfYear(last), monthDayFromDayOfYear(first));
        expect(season.days).toBeGreaterThanOrEqual(1);
        expect(season.days).toBeLessThanOrEqual(365);
        expect(season.months).toBeGreaterThanOrEqual(0);
        expect(season.months).toBeLessThanOrEqual(12);
        expect(season.description).not.toBe('');
      }
    }
  });
});

describe('summarizeFrostDates', () => {
  test('takes the median last and first frost', () => {
    expect(
      summarizeFrostDates([
        { lastFrost: '04-01', firstFrost: '10-20' },
        { lastFrost: '04-20', firstFrost: '10-01' },
        { lastFrost: '04-10', firstFrost: '11-05' },
      ]),
    ).toEqual({ lastFrost: '04-10', firstFrost: '10-20' });
  });

  test('orders dates across the new year as a winter does', () => {
    // As calendar days the median last frost would be 01-20; as a season,
    // 12-30 is the earliest and the median is 01-10.
    expect(
      summarizeFrostDates([
        { lastFrost: '12-30', firstFrost: '12-20' },
        { lastFrost: '01-10', firstFrost: '01-02' },
        { lastFrost: '01-20', firstFrost: '01-03' },
      ]),
    ).toEqual({ lastFrost: '01-10', firstFrost: '01-02' });
  });

  test('first frosts that fall after the new year count as the latest', () => {
    expect(
      summarizeFrostDates([
        { lastFrost: '02-01', firstFrost: '12-01' },
        { lastFrost: '02-01', firstFrost: '01-05' },
        { lastFrost: '02-01', firstFrost: '01-08' },
      ]),
    ).toEqual({ lastFrost: '02-01', firstFrost: '01-05' });
  });

  test('places without frost pull the medians towards a longer season', () => {
    expect(
      summarizeFrostDates([
        { lastFrost: '', firstFrost: '' },
        { lastFrost: '02-01', firstFrost: '12-01' },
        { lastFrost: '02-10', firstFrost: '12-10' },
        { lastFrost: '02-20', firstFrost: '12-20' },
      ]),
    ).toEqual({ lastFrost: '02-01', firstFrost: '12-20' });
  });

  test('when most places have no typical frost, neither has the summary', () => {
    expect(
      summarizeFrostDates([
        { lastFrost: '', firstFrost: '' },
        { lastFrost: '', firstFrost: '' },
        { lastFrost: '01-20', firstFrost: '12-28' },
      ]),
    ).toEqual({ lastFrost: '', firstFrost: '' });
  });

  test('no rows give no dates', () => {
    expect(summarizeFrostDates([])).toEqual({ lastFrost: '', firstFrost: '' });
  });
});
