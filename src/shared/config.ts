import { z } from 'zod';

/** What `GET /api/config` tells the browser: which sign-in methods and providers are on. */
export const PublicConfigSchema = z.object({
  productName: z.string(),
  auth: z.object({
    emailPassword: z.boolean(),
    magicLink: z.boolean(),
    guest: z.boolean(),
    google: z.boolean(),
    oidc: z.object({ name: z.string() }).nullable(),
  }),
  plantIdentification: z.object({
    enabled: z.boolean(),
    provider: z.enum(['none', 'plantnet', 'openai']),
  }),
  mailDelivery: z.enum(['smtp', 'outbox']),
  contactEmail: z.string().nullable(),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;
