import { isIP } from 'node:net';
import { z } from 'zod';

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const optionalUrl = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .pipe(z.url({ protocol: /^https?$/ }).optional())
  .optional();

const SettingsSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    PUBLIC_URL: optionalUrl,
    DATABASE_URL: z
      .string()
      .default('file:./var/garden.db')
      .refine((value) => /^(file:.+|postgres(ql)?:\/\/.+)$/.test(value), {
        message: 'must be file:<path> for SQLite or a postgres:// URL',
      }),
    DATA_DIR: z.string().min(1).default('./var'),
    AUTH_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** App processes sharing the port (node:cluster); one is the default, the machine's cores the most useful. */
    WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
    TRUSTED_PROXIES: optionalString.pipe(
      z
        .string()
        .transform((value) =>
          value
            .split(',')
            .map((entry) => entry.trim())
            .filter(Boolean),
        )
        .refine((entries) => entries.every(isAddressOrRange), {
          message: 'must be a comma-separated list of IP addresses or CIDR ranges',
        })
        .optional(),
    ),
    SMTP_URL: optionalString.pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
        .optional(),
    ),
    MAIL_FROM: optionalString,
    CONTACT_EMAIL: optionalString.pipe(z.email().optional()),
    GOOGLE_CLIENT_ID: optionalString,
    GOOGLE_CLIENT_SECRET: optionalString,
    OIDC_ISSUER: optionalUrl,
    OIDC_CLIENT_ID: optionalString,
    OIDC_CLIENT_SECRET: optionalString,
    OIDC_NAME: optionalString,
    PLANT_ID_PROVIDER: z.enum(['none', 'plantnet', 'openai']).default('none'),
    PLANTNET_API_KEY: optionalString,
    PLANTNET_BASE_URL: optionalUrl.default('https://my-api.plantnet.org'),
    /** How long a plant identification may take before the provider counts as unavailable. */
    PLANT_ID_TIMEOUT_MS: z.coerce.number().int().min(1).max(300_000).default(20_000),
    OPENAI_BASE_URL: optionalUrl,
    OPENAI_API_KEY: optionalString,
    OPENAI_VISION_MODEL: optionalString,
    OPENAI_TEXT_MODEL: optionalString,
    GUIDE_PROVIDER: z.enum(['catalogue', 'openai']).default('catalogue'),
  })
  .superRefine((value, ctx) => {
    const pairs: [keyof typeof value, keyof typeof value][] = [
      ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
      ['OIDC_ISSUER', 'OIDC_CLIENT_ID'],
      ['OIDC_ISSUER', 'OIDC_CLIENT_SECRET'],
    ];
    for (const [a, b] of pairs) {
      if (value[a] !== undefined && value[b] === undefined) {
        ctx.addIssue({ code: 'custom', path: [b], message: `is required when ${a} is set` });
      }
    }
    if (value.PLANT_ID_PROVIDER === 'plantnet' && !value.PLANTNET_API_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['PLANTNET_API_KEY'],
        message: 'is required when PLANT_ID_PROVIDER=plantnet',
      });
    }
    if (value.PLANT_ID_PROVIDER === 'openai') {
      for (const key of ['OPENAI_BASE_URL', 'OPENAI_VISION_MODEL'] as const) {
        if (!value[key])
          ctx.addIssue({ code: 'custom', path: [key], message: 'is required when PLANT_ID_PROVIDER=openai' });
      }
    }
    if (value.GUIDE_PROVIDER === 'openai') {
      for (const key of ['OPENAI_BASE_URL', 'OPENAI_TEXT_MODEL'] as const) {
        if (!value[key])
          ctx.addIssue({ code: 'custom', path: [key], message: 'is required when GUIDE_PROVIDER=openai' });
      }
    }
  });

/** `203.0.113.7`, `10.0.0.0/8` or `2001:db8::/32`. */
function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

export type RawSettings = z.infer<typeof SettingsSchema>;
export type Settings = Omit<RawSettings, 'PUBLIC_URL'> & { PUBLIC_URL: string };

export class SettingsError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid settings:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'SettingsError';
  }
}

/**
 * Reads the settings once from an environment, validating every variable.
 * A bad value throws a SettingsError whose message names the variable.
 */
export function loadSettings(env: Record<string, string | undefined> = process.env): Settings {
  const parsed = SettingsSchema.safeParse(env);
  if (!parsed.success) {
    throw new SettingsError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'} ${issue.message}`),
    );
  }
  const settings = parsed.data;
  const publicUrl = (settings.PUBLIC_URL ?? `http://localhost:${settings.PORT}`).replace(/\/+$/, '');
  return { ...settings, PUBLIC_URL: publicUrl };
}
