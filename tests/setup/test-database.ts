import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseHandle, type Dialect } from '#server/db/database.ts';
import { migrateToLatest } from '#server/db/migrate.ts';

const postgresUrl = process.env.TEST_DATABASE_URL;

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const TEST_DIALECTS: Dialect[] = postgresUrl ? ['sqlite', 'postgres'] : ['sqlite'];

if (!postgresUrl && !process.env.GG_PG_NOTICE_SHOWN) {
  process.env.GG_PG_NOTICE_SHOWN = '1';
  process.stdout.write('PostgreSQL integration runs skipped: TEST_DATABASE_URL is not set (SQLite runs only).\n');
}

export interface TestDatabase extends DatabaseHandle {
  /** A second connection (pool) to the same database, as another app server would have; closed by the caller. */
  connectAgain: () => DatabaseHandle;
  /** Drops everything this test database made. */
  destroy: () => Promise<void>;
}

/**
 * A fresh, migrated database of its own: a temporary SQLite file, or a new schema
 * in the PostgreSQL test database, dropped again by `destroy`.
 */
export async function createTestDatabase(dialect: Dialect): Promise<TestDatabase> {
  const id = randomBytes(6).toString('hex');
  if (dialect === 'sqlite') {
    const file = join(tmpdir(), `garden-guide-test-${id}.db`);
    const handle = openDatabase(`file:${file}`);
    await migrateToLatest(handle.db);
    return {
      ...handle,
      connectAgain: () => openDatabase(`file:${file}`),
      destroy: async () => {
        await handle.close();
        for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
      },
    };
  }

  if (!postgresUrl) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `test_${id}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const handle = openDatabase(postgresUrl, { searchPath: schema, poolSize: 4 });
  await migrateToLatest(handle.db);
  return {
    ...handle,
    connectAgain: () => openDatabase(postgresUrl, { searchPath: schema, poolSize: 4 }),
    destroy: async () => {
      await handle.close();
      const client = new pg.Client({ connectionString: postgresUrl });
      await client.connect();
      await client.query(`drop schema if exists ${schema} cascade`);
      await client.end();
    },
  };
}
