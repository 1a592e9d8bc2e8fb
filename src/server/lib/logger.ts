import { pino, type Logger } from 'pino';

export type { Logger };

/** Keys whose values never reach a log line. */
const REDACTED = [
  'password',
  'newPassword',
  'token',
  'secret',
  '*.password',
  '*.token',
  '*.secret',
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
];

export function createLogger(level: string): Logger {
  return pino({ level, redact: { paths: REDACTED, censor: '[redacted]' }, base: undefined });
}
