import { describe, expect, test } from 'vitest';
import { digestPeriodAt, nextDigestAt } from './digest-periods.ts';

describe('digest periods', () => {
  test('a week runs Monday to Sunday in the gardener’s zone and is named by its ISO week', () => {
    // Monday 30 November 2026, 3 am in New York, is still Sunday night in Honolulu.
    const at = new Date('2026-11-30T08:00:00Z');
    expect(digestPeriodAt('weekly', 'America/New_York', at)).toEqual({
      key: '2026-W49',
      start: new Date('2026-11-30T05:00:00Z'),
      end: new Date('2026-12-07T05:00:00Z'),
      months: [
        { year: 2026, month: 11 },
        { year: 2026, month: 12 },
      ],
    });
    expect(digestPeriodAt('weekly', 'Pacific/Honolulu', at).key).toBe('2026-W48');
    // The last days of 2026 are in ISO week 53.
    expect(digestPeriodAt('weekly', 'America/New_York', new Date('2026-12-31T12:00:00Z'))).toMatchObject({
      key: '2026-W53',
      months: [
        { year: 2026, month: 12 },
        { year: 2027, month: 1 },
      ],
    });
  });

  test('a month is named YYYY-MM and covers one month', () => {
    expect(digestPeriodAt('monthly', 'America/Denver', new Date('2027-01-01T05:00:00Z'))).toMatchObject({
      key: '2026-12',
      months: [{ year: 2026, month: 12 }],
    });
  });

  test('digests go out at 7 am local time, also across a daylight-saving change', () => {
    const after = new Date('2027-03-10T12:00:00Z');
    // Monday 15 March 2027 is after the change to daylight time (UTC−4).
    expect(nextDigestAt('weekly', 'America/New_York', after).toISOString()).toBe('2027-03-15T11:00:00.000Z');
    expect(nextDigestAt('monthly', 'America/New_York', after).toISOString()).toBe('2027-04-01T11:00:00.000Z');
    // Arizona keeps standard time all year.
    expect(nextDigestAt('monthly', 'America/Phoenix', after).toISOString()).toBe('2027-04-01T14:00:00.000Z');
  });

  test('the next digest is this period’s while it is still ahead, else the next period’s', () => {
    const zone = 'America/Chicago';
    expect(nextDigestAt('weekly', zone, new Date('2026-11-30T12:59:00Z')).toISOString()).toBe(
      '2026-11-30T13:00:00.000Z',
    );
    expect(nextDigestAt('weekly', zone, new Date('2026-11-30T13:00:00Z')).toISOString()).toBe(
      '2026-12-07T13:00:00.000Z',
    );
    expect(nextDigestAt('monthly', zone, new Date('2026-12-01T13:00:00Z')).toISOString()).toBe(
      '2027-01-01T13:00:00.000Z',
    );
  });
});
