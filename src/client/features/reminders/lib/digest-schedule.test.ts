import { describe, expect, test } from 'vitest';
import { formatDigestDay, hourLabel } from './digest-schedule.ts';

describe('digest schedule', () => {
  test('hours read as a clock would say them', () => {
    expect([0, 7, 12, 18].map(hourLabel)).toEqual(['12 am', '7 am', '12 pm', '6 pm']);
  });

  test('a digest is dated by the day it falls on in the gardener’s zone', () => {
    // 7 am in Chicago on Monday 30 November is already the afternoon in UTC …
    expect(formatDigestDay('2026-11-30T13:00:00.000Z', 'America/Chicago')).toBe('Monday, November 30');
    // … and 7 am on the 1st in Tokyo is still the day before in UTC.
    expect(formatDigestDay('2026-11-30T22:00:00.000Z', 'Asia/Tokyo')).toBe('Tuesday, December 1');
  });
});
