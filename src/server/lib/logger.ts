import { pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino';

export type { Logger };

/** Keys whose values never reach a log line. */
const REDACTED = [
  'password',
  'newPassword',
  'currentPassword',
  'token',
  'secret',
  '*.password',
  '*.newPassword',
  '*.currentPassword',
  '*.token',
  '*.secret',
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
];

const CENSOR = '[redacted]';

/** The forms a value may take in a JSON log line: as is, JSON-escaped, URL-encoded. */
function formsOf(secret: string): string[] {
  return [...new Set([secret, JSON.stringify(secret).slice(1, -1), encodeURIComponent(secret)])];
}

/**
 * A pino logger writing JSON lines (to stdout, or `destination`). Fields named like
 * secrets are censored; and `secrets`, the values of the settings that are secret
 * (`secretSettings` in redact.ts), are replaced wherever they turn up in a line, such as
 * inside an error message, as a last line of defence. Values under 8 characters are
 * left alone: replacing them would mangle ordinary text.
 */
export function createLogger(
  level: string,
  { secrets = [], destination }: { secrets?: readonly string[]; destination?: DestinationStream } = {},
): Logger {
  const forms = secrets.filter((secret) => secret.length >= 8).flatMap(formsOf);
  const options: LoggerOptions = {
    level,
    redact: { paths: REDACTED, censor: CENSOR },
    base: undefined,
    ...(forms.length
      ? {
          hooks: {
            streamWrite: (line: string) =>
              forms.some((form) => line.includes(form))
                ? forms.reduce((text, form) => text.split(form).join(CENSOR), line)
                : line,
          },
        }
      : {}),
  };
  return destination ? pino(options, destination) : pino(options);
}
