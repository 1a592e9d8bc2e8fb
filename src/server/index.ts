import cluster from 'node:cluster';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { migrateAuth } from './auth.ts';
import { openDatabase, type DatabaseHandle } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { loadClimateAsset } from './db/seed/climate.ts';
import { loadCatalogueIndex } from './catalogue/catalogue-index.ts';
import { loadPlantCatalogue } from './catalogue/catalogue-seed.ts';
import { loadZoneIndex } from './climate/climate.service.ts';
import { loadSettings, SettingsError, type Settings } from './env.ts';
import { createLogger, type Logger } from './lib/logger.ts';
import { secretSettings } from './lib/redact.ts';
import { createReminderScheduler } from './features/reminders/reminder-scheduler.ts';
import { createMailer } from './lib/mailer.ts';
import { CLIENT_DIST_DIR, CLIMATE_ASSET_PATH } from './lib/paths.ts';

/** AUTH_SECRET from the environment, or one generated on first start and kept in the data folder. */
function resolveAuthSecret(settings: Settings): string {
  if (settings.AUTH_SECRET) return settings.AUTH_SECRET;
  const file = join(resolve(settings.DATA_DIR), 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(resolve(settings.DATA_DIR), { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

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
 * Brings the database up to date before anyone is served: migrations, sign-in tables,
 * climate data and the plant catalogue. Runs once per start, in the first process.
 */
async function prepare(settings: Settings, logger: Logger): Promise<DatabaseHandle> {
  const handle = openDatabase(settings.DATABASE_URL, { logger });
  const applied = await migrateToLatest(handle.db);
  if (applied.length) logger.info({ migrations: applied }, 'database migrated');
  const authChanges = await migrateAuth({ db: handle.db, dialect: handle.dialect, settings, logger });
  if (authChanges.length) logger.info({ changes: authChanges }, 'sign-in tables migrated');
  if (!settings.SMTP_URL) {
    logger.warn(
      { outbox: join(resolve(settings.DATA_DIR), 'outbox') },
      'SMTP_URL is not set: e-mail verification is off, and mails (sign-in links, password resets) are written to the outbox',
    );
  }
  const climate = await loadClimateAsset(handle, CLIMATE_ASSET_PATH);
  if (climate.loaded) logger.info({ rows: climate.rows, ms: Math.round(climate.ms) }, 'climate data loaded');
  const catalogue = await loadPlantCatalogue(handle);
  if (catalogue.loaded)
    logger.info({ plants: catalogue.plants, ms: Math.round(catalogue.ms) }, 'plant catalogue loaded');
  if (!existsSync(join(CLIENT_DIST_DIR, 'index.html'))) {
    logger.warn({ dir: CLIENT_DIST_DIR }, 'no built client found: run `npm run build`; serving the API only');
  }
  return handle;
}

/** Serves the app from this process until SIGTERM or SIGINT, then finishes what is in flight. */
async function serveApp(settings: Settings, logger: Logger, handle: DatabaseHandle): Promise<void> {
  await loadZoneIndex(handle.db);
  await loadCatalogueIndex(handle.db);
  const mailer = createMailer(settings, logger);
  const app = createApp({
    db: handle.db,
    dialect: handle.dialect,
    settings,
    logger,
    mailer,
    clientDir: CLIENT_DIST_DIR,
  });
  const server = serve({ fetch: app.fetch, port: settings.PORT, hostname: settings.HOST }, (info) => {
    logger.info({ url: settings.PUBLIC_URL, port: info.port, database: handle.dialect }, 'Garden Guide is listening');
  });
  // E-mail digests: every app process runs one; the database makes sure each digest goes out once.
  const reminders = createReminderScheduler({ db: handle.db, mailer, publicUrl: settings.PUBLIC_URL, logger });
  reminders.start();

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    // Stop taking connections, let requests in flight finish, then close the database.
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    server.close(async () => {
      await reminders.stop();
      mailer.close();
      void handle.close().finally(() => {
        clearTimeout(force);
        process.exit(0);
      });
    });
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

/**
 * WEB_CONCURRENCY app processes on one port (node:cluster hands each connection to one of
 * them). They share nothing but the database, as app servers behind a load balancer do:
 * sessions are checked in memory by each and revoked across them (ADR 0010), rate limits
 * and digests are kept in the database. A process that dies is started again.
 */
function superviseWorkers(count: number, logger: Logger): void {
  let stopping = false;
  const fork = () => cluster.fork();
  for (let i = 0; i < count; i++) fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    logger.error({ pid: worker.process.pid, code, signal }, 'an app process stopped; starting another');
    setTimeout(fork, 1000).unref();
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    setTimeout(() => process.exit(1), 12_000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

async function main(): Promise<void> {
  let settings = settingsOrExit();
  settings = { ...settings, AUTH_SECRET: resolveAuthSecret(settings) };
  const logger = createLogger(settings.LOG_LEVEL, { secrets: secretSettings(settings) });
  if (cluster.isWorker) {
    await serveApp(settings, logger, openDatabase(settings.DATABASE_URL, { logger }));
    return;
  }
  const handle = await prepare(settings, logger);
  if (settings.WEB_CONCURRENCY === 1) {
    await serveApp(settings, logger, handle);
    return;
  }
  await handle.close();
  logger.info({ processes: settings.WEB_CONCURRENCY }, 'starting app processes');
  superviseWorkers(settings.WEB_CONCURRENCY, logger);
}

main().catch((error: unknown) => {
  console.error('Garden Guide failed to start:', error);
  process.exit(1);
});
