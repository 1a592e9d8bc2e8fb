/**
 * Runs the real app server as a child process for the load test, the crash test and
 * the backup test: `node --import tsx src/server/index.ts` (the sources as they are) or
 * the built `dist/server/index.js`. Node runs the server itself, not through a wrapper,
 * so a SIGKILL reaches the process that holds the database.
 *
 * With `verifyEmail`, a loopback SMTP sink receives the app's mail: SMTP_URL being set
 * makes the app require e-mail verification, as a production server with mail does.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSmtpSink, type SmtpSink } from '#tests/setup/smtp-sink.ts';

const root = new URL('..', import.meta.url).pathname;

export type ServerMode = 'tsx' | 'built';

export interface AppServerOptions {
  databaseUrl: string;
  port: number;
  /** Where the server keeps its generated files; a fresh temporary folder by default. */
  dataDir?: string;
  mode?: ServerMode;
  /** Start an SMTP sink and make the app require e-mail verification. */
  verifyEmail?: boolean;
  logLevel?: string;
  /** More settings for the server (they win over the ones set here). */
  env?: Record<string, string>;
}

export interface AppServer {
  /** `http://127.0.0.1:<port>`, also the server's PUBLIC_URL. */
  baseUrl: string;
  databaseUrl: string;
  dataDir: string;
  /** The mail the server sent, when started with `verifyEmail`. */
  mail: SmtpSink | undefined;
  /** The running process; undefined between a kill and the next start. */
  child: () => ChildProcess | undefined;
  /** Starts the server again on the same database and folder, after `kill` or `stop`. */
  start: () => Promise<void>;
  /** SIGKILL: no shutdown, nothing flushed, as a crash or the OOM killer does it. */
  kill: () => Promise<void>;
  /** SIGTERM, and waits for the graceful shutdown; closes the mail sink when `final`. */
  stop: (options?: { final?: boolean }) => Promise<void>;
  /** The last lines the server printed, for error messages. */
  output: () => string;
}

/** The signing secret of the servers these tools start (never a real deployment's). */
export const LOAD_TEST_AUTH_SECRET = 'garden-guide-load-test-secret-0123456789';

export async function startAppServer(options: AppServerOptions): Promise<AppServer> {
  const mode = options.mode ?? 'tsx';
  const entry =
    mode === 'built' ? [join(root, 'dist/server/index.js')] : ['--import', 'tsx', join(root, 'src/server/index.ts')];
  if (mode === 'built' && !existsSync(entry[0]!))
    throw new Error('dist/server/index.js is missing: run `npm run build`');
  const baseUrl = `http://127.0.0.1:${options.port}`;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'garden-guide-load-'));
  const mail = options.verifyEmail ? await startSmtpSink() : undefined;
  let child: ChildProcess | undefined;
  let lines: string[] = [];
  let mailClosed = false;

  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(options.port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    DATABASE_URL: options.databaseUrl,
    DATA_DIR: dataDir,
    AUTH_SECRET: LOAD_TEST_AUTH_SECRET,
    LOG_LEVEL: options.logLevel ?? 'warn',
    // Each simulated gardener comes from its own forwarded address, so the per-address
    // sign-in limits count per gardener as they do per real visitor.
    TRUSTED_PROXIES: '127.0.0.1',
    SMTP_URL: mail?.url ?? '',
    MAIL_FROM: 'Garden Guide <garden@example.org>',
    ...options.env,
  };

  const start = async () => {
    if (child) throw new Error('the server is already running');
    lines = [];
    const started = spawn(process.execPath, entry, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    child = started;
    const keep = (chunk: Buffer) => {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      if (lines.length > 50) lines = lines.slice(-50);
    };
    started.stdout!.on('data', keep);
    started.stderr!.on('data', keep);
    const exited = new Promise<number | null>((resolve) => started.once('exit', (code) => resolve(code)));
    started.once('exit', () => {
      if (child === started) child = undefined;
    });
    // The first start on a fresh database loads the climate table (a few seconds).
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      const exit = await Promise.race([exited, new Promise((r) => setTimeout(r, 100, 'waiting'))]);
      if (exit !== 'waiting') throw new Error(`the server exited with code ${String(exit)}:\n${lines.join('\n')}`);
      try {
        if ((await fetch(`${baseUrl}/api/health`)).ok) return;
      } catch {
        // not listening yet
      }
    }
    started.kill('SIGKILL');
    throw new Error(`the server did not answer /api/health within 60 s:\n${lines.join('\n')}`);
  };

  const signal = async (name: NodeJS.Signals) => {
    const running = child;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill(name);
    await exited;
  };

  await start();
  return {
    baseUrl,
    databaseUrl: options.databaseUrl,
    dataDir,
    mail,
    child: () => child,
    start,
    kill: () => signal('SIGKILL'),
    stop: async ({ final = false } = {}) => {
      await signal('SIGTERM');
      if (final && mail && !mailClosed) {
        mailClosed = true;
        await mail.close();
      }
    },
    output: () => lines.join('\n'),
  };
}
