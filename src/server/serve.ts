/**
 * One app process: the database's preparation and the app itself. `index.ts` loads this
 * only in a process that serves, so a supervisor of several app processes stays small.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
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
import type { Settings } from './env.ts';
import { createLogger, type Logger } from './lib/logger.ts';
import { secretSettings } from './lib/redact.ts';
import { preparePlants } from './features/plants/plants.service.ts';
import { createReminderScheduler } from './features/reminders/reminder-scheduler.ts';
import { createMailer } from './lib/mailer.ts';
import { CLIENT_DIST_DIR, CLIMATE_ASSET_PATH } from './lib/paths.ts';
import { answerAtEndOfTurn } from './lib/node-http.ts';

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

/** The database as the app serves from it: SQLite's checkpoints off the event loop (db/sqlite-checkpoints.ts). */
const servedDatabaseOptions = (logger: Logger) => ({ logger, backgroundCheckpoints: true });

/**
 * Brings the database up to date before anyone is served: migrations, sign-in tables,
 * climate data and the plant catalogue. Runs once per start, in the first process.
 */
async function prepare(settings: Settings, logger: Logger): Promise<DatabaseHandle> {
  const handle = openDatabase(settings.DATABASE_URL, servedDatabaseOptions(logger));
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
  preparePlants(await loadCatalogueIndex(handle.db));
  const mailer = createMailer(settings, logger);
  const app = createApp({
    db: handle.db,
    dialect: handle.dialect,
    settings,
    logger,
    mailer,
    clientDir: CLIENT_DIST_DIR,
  });
  const server = serve(
    { fetch: answerAtEndOfTurn(app.fetch), port: settings.PORT, hostname: settings.HOST },
    (info) => {
      logger.info({ url: settings.PUBLIC_URL, port: info.port, database: handle.dialect }, 'Garden Guide is listening');
    },
  );
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
 * Runs the app in this process: prepares the database first when asked (the only process,
 * or the first of several), then serves until SIGTERM or SIGINT.
 */
export async function runApp(base: Settings, { prepareDatabase }: { prepareDatabase: boolean }): Promise<void> {
  const settings = { ...base, AUTH_SECRET: resolveAuthSecret(base) };
  const logger = createLogger(settings.LOG_LEVEL, { secrets: secretSettings(settings) });
  const handle = prepareDatabase
    ? await prepare(settings, logger)
    : openDatabase(settings.DATABASE_URL, servedDatabaseOptions(logger));
  await serveApp(settings, logger, handle);
}
