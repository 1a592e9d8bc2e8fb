/**
 * The user's own data, shared by the server and the client.
 *
 * - GET    /api/account/export           → AccountExport, as a file to save
 *   (`Content-Disposition: attachment; filename="garden-guide-data-YYYY-MM-DD.json"`)
 * - DELETE /api/account {confirm: true}  → 204: every row of the user is gone, in one
 *   transaction, and the session cookies are cleared
 *
 * The export holds what the gardener gave us and what we keep about them, and no secret:
 * no password hash, no session or sign-in provider token, no calendar feed or
 * unsubscribe token.
 */
import { z } from 'zod';

export const EXPORT_FORMAT = 'garden-guide-export';
export const EXPORT_VERSION = 1;

/** The export's file name for the day it was made (`YYYY-MM-DD`, UTC). */
export function exportFileName(exportedAt: string): string {
  return `garden-guide-data-${exportedAt.slice(0, 10)}.json`;
}

const Timestamp = z.string().describe('ISO 8601');

export const AccountExportSchema = z.object({
  format: z.literal(EXPORT_FORMAT),
  version: z.literal(EXPORT_VERSION),
  exported_at: Timestamp,
  account: z.object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    email_verified: z.boolean(),
    created_at: Timestamp.nullable(),
    /** How the account signs in: `credential` (e-mail and password), `google`, `oidc`. */
    sign_in_methods: z.array(z.string()),
  }),
  /** The garden profile; null until it was first saved. */
  profile: z
    .object({
      zone: z.string().nullable(),
      zip_code: z.string().nullable(),
      garden_type: z.string().nullable(),
      plant_preference: z.string().nullable(),
      gardening_commitment: z.string().nullable(),
      full_name: z.string().nullable(),
      updated_at: Timestamp,
    })
    .nullable(),
  /** The plants in the garden and on the saved list (`save_later: true`), in the order they were added. */
  garden: z.array(
    z.object({
      plant_id: z.string(),
      plant_name: z.string(),
      save_later: z.boolean(),
      added_at: Timestamp,
    }),
  ),
  /** Plants the gardener added that the catalogue did not have (only they can see them). */
  own_plants: z.array(
    z.object({
      plant_id: z.string(),
      plant_name: z.string(),
      scientific_name: z.string().nullable(),
      zone: z.string().nullable(),
      based_on: z.string().nullable(),
      created_at: Timestamp,
    }),
  ),
  /** Task rows: each a task done (or not) in one month. */
  tasks: z.array(
    z.object({
      calendar_event_id: z.number().int(),
      plant_id: z.string(),
      plant_name: z.string().nullable(),
      event_type: z.string(),
      care_instruction_id: z.number().int().nullable(),
      /** The care step's words, for a care task. */
      step: z.string().nullable(),
      task_key: z.string(),
      /** The month the task was done in (or is to be), YYYY-MM. */
      occurrence: z.string(),
      completed: z.boolean(),
      created_at: Timestamp,
    }),
  ),
  /** E-mail reminder settings; null when they were never set. */
  reminders: z
    .object({
      frequency: z.string(),
      time_zone: z.string(),
      next_digest_at: Timestamp.nullable(),
      updated_at: Timestamp,
    })
    .nullable(),
  /** The reminder digests sent (or tried) so far. */
  reminder_digests: z.array(
    z.object({
      period: z.string(),
      status: z.string(),
      task_count: z.number().int(),
      sent_at: Timestamp.nullable(),
    }),
  ),
  /** Whether a private calendar feed exists; its address is a secret and stays out of the file. */
  calendar_feed: z.object({ exists: z.boolean(), created_at: Timestamp.nullable() }),
  /** Product events recorded while signed in (such as opening the plant search). */
  events: z.array(z.object({ name: z.string(), props: z.unknown(), created_at: Timestamp })),
  /** The sessions signed in now: when, until when, from which address and browser. */
  sessions: z.array(
    z.object({
      created_at: Timestamp.nullable(),
      expires_at: Timestamp.nullable(),
      ip_address: z.string().nullable(),
      user_agent: z.string().nullable(),
    }),
  ),
});
export type AccountExport = z.infer<typeof AccountExportSchema>;

/** The body of `DELETE /api/account`: says in so many words that the account is to go. */
export const DeleteAccountInputSchema = z.strictObject({ confirm: z.literal(true) });
export type DeleteAccountInput = z.infer<typeof DeleteAccountInputSchema>;
