/**
 * `npm run load`: many gardeners at once against the real server, then a check that the
 * database holds exactly what the server acknowledged (scripts/load-test-workload.ts).
 *
 *   npm run load -- [--database <url>] [--users 100] [--seconds 60] [--server tsx|built]
 *                   [--port 3400] [--crash-after <s>] [--sign-in-every <s>] [--url <running server>]
 *
 * Without --url it starts the app on --database (a fresh SQLite file by default) with a
 * loopback mail server, so sign-up goes through e-mail verification. With --url it loads a
 * server already running (started without SMTP_URL, with TRUSTED_PROXIES=127.0.0.1), and
 * checks its database directly too when --database is given. --crash-after kills the
 * started server with SIGKILL that many seconds in and starts it again on the same
 * database, while the gardeners carry on. --sign-in-every (20 s) is how often each
 * gardener signs in again (0: only at sign-up); sign-in allows 5 attempts per address
 * and minute, so less than 15 s runs into that limit. Exits non-zero when anything was lost or
 * duplicated, or any request got a 5xx or an unexpected answer.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { describeResult, runLoad } from './load-test-workload.ts';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      database: { type: 'string' },
      url: { type: 'string' },
      users: { type: 'string', default: '100' },
      seconds: { type: 'string', default: '60' },
      server: { type: 'string', default: 'tsx' },
      port: { type: 'string', default: '3400' },
      'crash-after': { type: 'string' },
      'sign-in-every': { type: 'string', default: '20' },
    },
  });
  const number = (text: string, name: string) => {
    const n = Number(text);
    if (!Number.isFinite(n) || n <= 0) throw new Error(`--${name} must be a positive number, not ${text}`);
    return n;
  };
  if (values.server !== 'tsx' && values.server !== 'built') throw new Error('--server must be tsx or built');
  const users = Math.round(number(values.users, 'users'));
  const result = await runLoad({
    databaseUrl: values.database,
    url: values.url,
    users,
    seconds: number(values.seconds, 'seconds'),
    port: Math.round(number(values.port, 'port')),
    mode: values.server,
    crashAfter: values['crash-after'] === undefined ? undefined : number(values['crash-after'], 'crash-after'),
    signInEveryMs: values['sign-in-every'] === '0' ? Infinity : number(values['sign-in-every'], 'sign-in-every') * 1000,
    log: (line) => console.log(line),
  });
  console.log(`\n${describeResult(result, users)}`);
  process.exitCode = result.passed ? 0 : 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
