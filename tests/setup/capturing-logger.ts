import { pino } from 'pino';

/** A logger at the chattiest level that keeps every line, to search them for secrets. */
export function capturingLogger() {
  const lines: string[] = [];
  const logger = pino({ level: 'trace', base: undefined }, { write: (line: string) => void lines.push(line) });
  return { logger, lines };
}
