/**
 * Frost-date and growing-season maths shared by the server and the browser.
 *
 * Dates are month-days "MM-DD" with no year: the NOAA normals give the median
 * (50 % probability) last spring and first fall 32 °F freeze. An empty string
 * in both places means the place has no typical frost.
 */

/** The median last spring and first fall frost of a place ("" and "" when it has none). */
export interface FrostDates {
  lastFrost: string;
  firstFrost: string;
}

export interface GrowingSeason {
  days: number;
  months: number;
  description: string;
}

/** The average length of a month in days (365.25 / 12), used to turn days into months. */
export const AVERAGE_MONTH_DAYS = 30.44;

const DAYS_IN_YEAR = 365;

/**
 * To compare frost dates of different places (for medians), they are placed
 * on a season axis that starts on 1 August. Every median freeze date in the
 * NOAA 1991–2020 normals falls between 21 August and 24 June of the following
 * year, so no frost season spans 1 August, and "days since 1 August" orders
 * the dates as a winter meets them, also across the new year: a last frost on
 * 30 December is earlier than one on 10 January.
 */
const SEASON_START_DAY = 213; // dayOfYear('08-01')

/** Shorter frost seasons than this are described as "almost year-round". */
const SHORT_FROST_SEASON_DAYS = 31;

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

// February has 29 so that "02-29" parses; it counts as 1 March in dayOfYear.
const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;
const DAYS_BEFORE_MONTH = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334] as const;

interface ParsedMonthDay {
  monthIndex: number;
  day: number;
}

/** The number written by the two ASCII digits at `at`; NaN for anything else. */
function twoDigits(text: string, at: number): number {
  const tens = text.charCodeAt(at) - 48;
  const ones = text.charCodeAt(at + 1) - 48;
  return tens >= 0 && tens <= 9 && ones >= 0 && ones <= 9 ? tens * 10 + ones : NaN;
}

// Read on every schedule a guide works out, so without a regular expression.
function parseMonthDay(monthDay: string): ParsedMonthDay {
  const monthIndex = twoDigits(monthDay, 0) - 1;
  const day = twoDigits(monthDay, 3);
  const daysInMonth = DAYS_IN_MONTH[monthIndex];
  const shaped = monthDay.length === 5 && monthDay[2] === '-';
  if (!shaped || daysInMonth === undefined || !(day >= 1) || day > daysInMonth) {
    throw new RangeError(`Not a month-day (MM-DD): "${monthDay}"`);
  }
  return { monthIndex, day };
}

/** The day of a common (non-leap) year, 1–365: dayOfYear('01-01') is 1, dayOfYear('12-31') is 365. */
export function dayOfYear(monthDay: string): number {
  const { monthIndex, day } = parseMonthDay(monthDay);
  return (DAYS_BEFORE_MONTH[monthIndex] ?? 0) + day;
}

/** The inverse of dayOfYear; any integer is taken modulo the year (0 is 31 December). */
export function monthDayFromDayOfYear(day: number): string {
  const normalized = ((((Math.round(day) - 1) % DAYS_IN_YEAR) + DAYS_IN_YEAR) % DAYS_IN_YEAR) + 1;
  let monthIndex = 11;
  while ((DAYS_BEFORE_MONTH[monthIndex] ?? 0) >= normalized) monthIndex -= 1;
  const dayOfMonth = normalized - (DAYS_BEFORE_MONTH[monthIndex] ?? 0);
  return `${String(monthIndex + 1).padStart(2, '0')}-${String(dayOfMonth).padStart(2, '0')}`;
}

/** The month-day `days` after (or, when negative, before) `monthDay`: shiftMonthDay('04-15', 14) is '04-29'. */
export function shiftMonthDay(monthDay: string, days: number): string {
  return monthDayFromDayOfYear(dayOfYear(monthDay) + days);
}

/** '04-15' → 'April 15'; '' → ''. */
export function formatMonthDay(monthDay: string): string {
  if (monthDay === '') return '';
  const { monthIndex, day } = parseMonthDay(monthDay);
  return `${MONTH_NAMES[monthIndex]} ${day}`;
}

/** '04-05' → 'early April', '04-15' → 'mid-April', '04-25' → 'late April'; '' → ''. */
export function approximateMonthDay(monthDay: string): string {
  if (monthDay === '') return '';
  const { monthIndex, day } = parseMonthDay(monthDay);
  const month = MONTH_NAMES[monthIndex] ?? '';
  if (day <= 10) return `early ${month}`;
  if (day <= 20) return `mid-${month}`;
  return `late ${month}`;
}

/** Days since 1 August (0–364), the order in which a winter meets its dates. */
function seasonPosition(monthDay: string): number {
  return (dayOfYear(monthDay) - SEASON_START_DAY + DAYS_IN_YEAR) % DAYS_IN_YEAR;
}

function describeSpan(from: string, to: string): string {
  const start = approximateMonthDay(from);
  const end = approximateMonthDay(to);
  return start === end ? `in ${start}` : `from ${start} to ${end}`;
}

/**
 * The frost-free season between the median last spring frost and the median
 * first fall frost, counted forward from the last frost to the first.
 *
 * - Undefined dates mean there is no data for the place: 0 days, 0 months, ''.
 * - '' and '' mean no typical frost: 365 days, 12 months.
 * - A first frost before the last frost (as MM-DD) means the growing season
 *   crosses the new year and the frost season is short, e.g. Phoenix: first
 *   frost 3 January, last frost 5 January, so 363 frost-free days.
 * - Equal dates mean a frost season of no length, in about half of winters:
 *   365 days (Palm Springs: both 9 January).
 */
export function growingSeason(lastFrost: string | undefined, firstFrost: string | undefined): GrowingSeason {
  if (lastFrost === undefined || firstFrost === undefined) {
    return { days: 0, months: 0, description: '' };
  }
  if (lastFrost === '' && firstFrost === '') {
    return { days: DAYS_IN_YEAR, months: 12, description: 'No typical frost: a year-round growing season.' };
  }
  const frostSeasonDays = (dayOfYear(lastFrost) - dayOfYear(firstFrost) + DAYS_IN_YEAR) % DAYS_IN_YEAR;
  const days = DAYS_IN_YEAR - frostSeasonDays;
  const months = Math.min(12, Math.max(0, Math.round(days / AVERAGE_MONTH_DAYS)));

  if (frostSeasonDays === 0) {
    return {
      days,
      months,
      description: `Year-round in most years (${days} days): frost comes in only about half of winters, ${describeSpan(lastFrost, firstFrost)}.`,
    };
  }
  if (frostSeasonDays < SHORT_FROST_SEASON_DAYS) {
    return {
      days,
      months,
      description: `Almost year-round (${days} days): frost is rare and usually comes only ${describeSpan(firstFrost, lastFrost)}.`,
    };
  }
  const length = months === 0 ? 'Less than a month' : months === 1 ? 'About 1 month' : `About ${months} months`;
  return {
    days,
    months,
    description: `${length} (${days} days), ${describeSpan(lastFrost, firstFrost)}.`,
  };
}

/**
 * The typical frost dates across many places, e.g. all ZIP codes of one
 * half zone: the median last frost and the median first frost.
 *
 * Dates are ordered on the season axis (days since 1 August), so a last
 * frost of 30 December counts as earlier than one of 10 January. A row with
 * no typical frost counts as the earliest possible last frost and the latest
 * possible first frost, so the result stays the median of all rows: when at
 * least half of the rows have no frost, neither has the summary. The median
 * is always one of the input dates (with an even count, the one on the side
 * of the longer season). No rows give '' and '' too: callers that must tell
 * "no data" from "no frost" check the count of rows. A row with one date but
 * not the other is malformed and throws a RangeError.
 */
export function summarizeFrostDates(rows: readonly FrostDates[]): FrostDates {
  if (rows.length === 0) return { lastFrost: '', firstFrost: '' };
  const withFrost = rows.filter((row) => row.lastFrost !== '' || row.firstFrost !== '');
  const noFrostCount = rows.length - withFrost.length;
  const medianRank = Math.floor((rows.length - 1) / 2);
  if (noFrostCount > medianRank) return { lastFrost: '', firstFrost: '' };

  const rank = medianRank - noFrostCount;
  const byPosition = (dates: string[]) =>
    dates.map((date) => ({ date, position: seasonPosition(date) })).sort((a, b) => a.position - b.position);
  // Earliest last frosts first; latest first frosts first.
  const lastFrosts = byPosition(withFrost.map((row) => row.lastFrost));
  const firstFrosts = byPosition(withFrost.map((row) => row.firstFrost)).reverse();
  return {
    lastFrost: lastFrosts[rank]?.date ?? '',
    firstFrost: firstFrosts[rank]?.date ?? '',
  };
}
