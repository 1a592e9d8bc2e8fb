const MONTHS = [
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

/** "November 22, 2026". */
export function formatLongDate(date: Date): string {
  return new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' }).format(date);
}

/** A month-day such as "04-15" as "April 15"; null for "" or anything malformed. */
export function formatMonthDay(monthDay: string): string | null {
  const match = /^(\d{2})-(\d{2})$/.exec(monthDay);
  if (!match) return null;
  const month = MONTHS[Number(match[1]) - 1];
  const day = Number(match[2]);
  if (!month || day < 1 || day > 31) return null;
  return `${month} ${day}`;
}

/** The local calendar date as "2026-11-22" (for a `<time dateTime>`). */
export function toIsoDate(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** "2026-11-22" as that local calendar date (midnight); today for anything malformed. */
export function fromIsoDate(text: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : new Date();
}
