/**
 * The calendar feed and e-mail reminder API's shapes, shared by the server and the client.
 *
 * - GET  /api/calendar-feed           → CalendarFeed (made on first ask)
 * - POST /api/calendar-feed/reset     → CalendarFeed (a new address; the old one is gone)
 * - GET  /api/calendar/{token}.ics    → text/calendar, no sign-in: the token is the key
 * - GET  /api/reminders               → ReminderSettings
 * - PUT  /api/reminders {frequency, timeZone} → ReminderSettings
 * - POST /api/reminders/unsubscribe?token=… → {frequency: 'off'}, no sign-in
 */
import { z } from 'zod';

/** 32 random bytes in base64url. */
export const SECRET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const SecretTokenSchema = z.string().regex(SECRET_TOKEN_PATTERN, 'Not a valid link');

export const CalendarFeedSchema = z.object({
  /** https:// address to paste into Google Calendar or Outlook. */
  url: z.string(),
  /** webcal:// address that Apple Calendar (and others) open as a subscription. */
  webcalUrl: z.string(),
});
export type CalendarFeed = z.infer<typeof CalendarFeedSchema>;

export const REMINDER_FREQUENCIES = ['off', 'weekly', 'monthly'] as const;
export const ReminderFrequencySchema = z.enum(REMINDER_FREQUENCIES);
export type ReminderFrequency = z.infer<typeof ReminderFrequencySchema>;

/** Whether this runtime knows an IANA time zone such as 'America/Chicago'. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export const TimeZoneSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_+\-/]+$/, 'Not a time zone')
  .refine(isTimeZone, 'Not a time zone');

export const ReminderSettingsSchema = z.object({
  frequency: ReminderFrequencySchema,
  /** The zone digests are timed in; null until reminders are first turned on. */
  timeZone: z.string().nullable(),
  /** When the next digest is due (ISO 8601), or null while reminders are off. */
  nextDigestAt: z.string().nullable(),
  /** Where digests go. */
  email: z.string(),
});
export type ReminderSettings = z.infer<typeof ReminderSettingsSchema>;

export const UpdateReminderSettingsSchema = z.strictObject({
  frequency: ReminderFrequencySchema,
  timeZone: TimeZoneSchema,
});
export type UpdateReminderSettings = z.infer<typeof UpdateReminderSettingsSchema>;

export const UnsubscribeResultSchema = z.object({ frequency: z.literal('off') });

/** Digests go out at this hour of the gardener's own day: Mondays (weekly) or on the 1st (monthly). */
export const DIGEST_SEND_HOUR = 7;
