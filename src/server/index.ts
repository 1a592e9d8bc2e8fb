import cluster from 'node:cluster';
import { loadSettings, SettingsError, type Settings } from './env.ts';
import { createLogger, type Logger } from './lib/logger.ts';
import { secretSettings } from './lib/redact.ts';

/** Set on the first of several app processes: it prepares the database before the others start. */
const PREPARE_ENV = 'GARDEN_GUIDE_PREPARE_DATABASE';

function settingsOrExit(): Settings {
  try {
    return loadSettings();
  } catch (error) {
    if (error instanceof SettingsError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * WEB_CONCURRENCY app processes on one port (node:cluster hands each connection to one of
 * them). They share nothing but the database, as app servers behind a load balancer do:
 * sessions are checked in memory by each and revoked across them (ADR 0010), rate limits
 * and digests are kept in the database. The first one prepares the database, and the
 * others start once it listens; one that dies later is started again. This process only
 * watches them, so it never loads the app.
 */
function superviseWorkers(count: number, logger: Logger): void {
  let stopping = false;
  let prepared = false;
  const fork = (prepareDatabase = false) => cluster.fork(prepareDatabase ? { [PREPARE_ENV]: '1' } : {});
  fork(true).once('listening', () => {
    prepared = true;
    for (let i = 1; i < count; i++) fork();
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    if (!prepared) {
      logger.error({ pid: worker.process.pid, code, signal }, 'the first app process stopped before it was ready');
      process.exit(1);
    }
    logger.error({ pid: worker.process.pid, code, signal }, 'an app process stopped; starting another');
    // Not unref'd: with every app process gone, this timer is what keeps the supervisor running.
    setTimeout(() => {
      if (!stopping) fork();
    }, 1000);
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) process.exit(0);
    for (const worker of workers) worker?.process.kill(signal);
    setTimeout(() => process.exit(1), 12_000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

async function main(): Promise<void> {
  const settings: Settings = settingsOrExit();
  if (cluster.isPrimary && settings.WEB_CONCURRENCY > 1) {
    const logger = createLogger(settings.LOG_LEVEL, { secrets: secretSettings(settings) });
    logger.info({ processes: settings.WEB_CONCURRENCY }, 'starting app processes');
    superviseWorkers(settings.WEB_CONCURRENCY, logger);
    return;
  }
  const { runApp } = await import('./serve.ts');
  await runApp(settings, { prepareDatabase: cluster.isPrimary || process.env[PREPARE_ENV] === '1' });
}

main().catch((error: unknown) => {
  console.error('Garden Guide failed to start:', error);
  process.exit(1);
});
