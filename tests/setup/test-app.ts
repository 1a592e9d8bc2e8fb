import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp, type App } from '#server/app.ts';
import { migrateAuth } from '#server/auth.ts';
import type { DatabaseHandle, Dialect } from '#server/db/database.ts';
import { loadClimateAsset } from '#server/db/seed/climate.ts';
import { loadPlantCatalogue } from '#server/catalogue/catalogue-seed.ts';
import { loadSettings, type Settings } from '#server/env.ts';
import { createLogger, type Logger } from '#server/lib/logger.ts';
import { CLIMATE_ASSET_PATH } from '#server/lib/paths.ts';
import { SessionCache } from '#server/middleware/session-cache.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export interface TestApp {
  app: App;
  /** The sessions the app trusts without asking the database. */
  sessions: SessionCache;
  database: TestDatabase;
  settings: Settings;
  destroy: () => Promise<void>;
}

export function testSettings(overrides: Record<string, string> = {}, dataDir?: string): Settings {
  return loadSettings({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    DATA_DIR: dataDir ?? join(tmpdir(), 'garden-guide-test'),
    ...overrides,
  });
}

/**
 * The real app on a fresh database of the given dialect, better-auth's tables included.
 * `catalogue` loads the plant files. `env` overrides settings (e.g. SMTP_URL of a test sink); `logger` captures the log.
 * `database` runs the app on an open handle to a database another test app already made
 * instead (another app server on it: `first.database.connectAgain()`); `destroy` then
 * closes that handle and leaves the database to its owner.
 */
export async function createTestApp(
  dialect: Dialect,
  options: {
    climate?: boolean;
    catalogue?: boolean;
    env?: Record<string, string>;
    clientDir?: string;
    logger?: Logger;
    now?: () => Date;
    database?: DatabaseHandle;
  } = {},
): Promise<TestApp> {
  const database = options.database ? borrowed(options.database) : await createTestDatabase(dialect);
  if (options.climate) await loadClimateAsset(database, CLIMATE_ASSET_PATH);
  if (options.catalogue) await loadPlantCatalogue(database);
  const dataDir = mkdtempSync(join(tmpdir(), 'garden-guide-data-'));
  const settings = testSettings(options.env, dataDir);
  const logger = options.logger ?? createLogger('silent');
  await migrateAuth({ db: database.db, dialect: database.dialect, settings, logger });
  const sessions = new SessionCache(database.db);
  const app = createApp({
    sessions,
    db: database.db,
    dialect: database.dialect,
    settings,
    logger,
    ...(options.now ? { now: options.now } : {}),
    ...(options.clientDir ? { clientDir: options.clientDir } : {}),
  });
  return {
    app,
    sessions,
    database,
    settings,
    destroy: async () => {
      sessions.stop();
      await database.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A handle the caller opened on a database it does not own: closing it drops nothing. */
function borrowed(handle: DatabaseHandle): TestDatabase {
  return {
    ...handle,
    connectAgain: () => {
      throw new Error('connectAgain: ask the test app that made the database');
    },
    destroy: handle.close,
  };
}
