import { DIGEST_SEND_HOUR, isTimeZone } from '#shared/calendar/api.ts';

/** The IANA zone this browser runs in, such as 'America/Chicago' ('UTC' if it does not say). */
export function browserTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isTimeZone(zone) ? zone : 'UTC';
}

/** An hour of the day as '7 am' or '6 pm'. */
export function hourLabel(hour: number): string {
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve} ${hour < 12 ? 'am' : 'pm'}`;
}

/** When digests go out, in the gardener's own day. */
export const SEND_TIME = hourLabel(DIGEST_SEND_HOUR);

/** An instant as the day it falls on in `timeZone`: 'Monday, November 30'. */
export function formatDigestDay(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone }).format(
    new Date(iso),
  );
}
