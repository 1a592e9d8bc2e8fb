/**
 * `npm run backup [-- <file>]`: a consistent copy of the SQLite database while the app
 * keeps running, to <file> or to `<DATA_DIR>/backups/garden-guide-<UTC time>.db`.
 *
 * It reads DATABASE_URL and DATA_DIR as the app does (src/server/env.ts). The copy is
 * made with SQLite's online backup API (better-sqlite3's `db.backup()`) in one step: one
 * read transaction, so the copy is the database as it was at one moment, while the app's
 * writes go on into the WAL. The copy is then made a single self-contained file
 * (journal_mode DELETE), checked with `PRAGMA integrity_check`, and only then given its
 * name, so a file with that name is always a complete, checked backup.
 *
 * PostgreSQL is refused: use pg_dump (docs/operations.md).
 */
import { existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import SQLite from 'better-sqlite3';
import { dialectOf } from '#server/db/database.ts';
import { loadSettings } from '#server/env.ts';

/** Pages per backup step: all of them, so the copy is taken within one read transaction. */
const ALL_PAGES = 0x7fffffff;

export interface BackupResult {
  path: string;
  bytes: number;
  ms: number;
  /** 'ok', or the problems `PRAGMA integrity_check` listed. */
  integrity: string;
  /** Rows per table of the copy. */
  counts: { table: string; rows: number }[];
}

/** A backup that was not made, with the reason for the operator. */
export class BackupRefused extends Error {
  override name = 'BackupRefused';
}

/** `garden-guide-20261124T071500Z.db`: sorts by time, no characters a shell or Windows minds. */
export function defaultBackupPath(dataDir: string, now = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return join(resolve(dataDir), 'backups', `garden-guide-${stamp}.db`);
}

export async function backupSqlite(options: { databaseUrl: string; destination: string }): Promise<BackupResult> {
  if (dialectOf(options.databaseUrl) === 'postgres') {
    throw new BackupRefused(
      'DATABASE_URL is a PostgreSQL database: back it up with pg_dump (see "Backups and restore" in docs/operations.md).',
    );
  }
  const source = options.databaseUrl.replace(/^file:/, '');
  if (source === ':memory:')
    throw new BackupRefused('DATABASE_URL is an in-memory database: there is nothing to back up.');
  if (!existsSync(source)) throw new BackupRefused(`There is no database at ${resolve(source)} (DATABASE_URL).`);
  const destination = resolve(options.destination);
  if (existsSync(destination)) throw new BackupRefused(`${destination} exists already; a backup never overwrites.`);
  mkdirSync(dirname(destination), { recursive: true });
  // A leftover of an interrupted run is incomplete by definition.
  const partial = `${destination}.partial`;
  rmSync(partial, { force: true });

  const started = performance.now();
  const db = new SQLite(source, { fileMustExist: true });
  try {
    // The app may hold the write lock for a moment; wait for it as the app's own connections do.
    db.pragma('busy_timeout = 5000');
    await db.backup(partial, { progress: () => ALL_PAGES });
  } finally {
    db.close();
  }

  const copy = new SQLite(partial, { fileMustExist: true });
  let integrity: string;
  let counts: BackupResult['counts'];
  try {
    // The copy carries the source's WAL mode; a backup should be one file that can be moved alone.
    copy.pragma('journal_mode = DELETE');
    integrity = (copy.pragma('integrity_check') as { integrity_check: string }[])
      .map((row) => row.integrity_check)
      .join('\n');
    const tables = copy
      .prepare(`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`)
      .pluck()
      .all() as string[];
    counts = tables.map((table) => ({
      table,
      rows: Number(
        copy
          .prepare(`select count(*) from "${table.replace(/"/g, '""')}"`)
          .pluck()
          .get(),
      ),
    }));
  } finally {
    copy.close();
  }
  if (integrity !== 'ok') {
    throw new Error(`The copy failed PRAGMA integrity_check (kept at ${partial} for inspection):\n${integrity}`);
  }
  renameSync(partial, destination);
  return { path: destination, bytes: statSync(destination).size, ms: performance.now() - started, integrity, counts };
}

function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

async function main(): Promise<void> {
  const { positionals } = parseArgs({ allowPositionals: true, options: {} });
  if (positionals.length > 1) throw new BackupRefused('Give at most one argument: the file to write the backup to.');
  const settings = loadSettings();
  const result = await backupSqlite({
    databaseUrl: settings.DATABASE_URL,
    destination: positionals[0] ?? defaultBackupPath(settings.DATA_DIR),
  });
  console.log(`backup: ${result.path}`);
  console.log(`size: ${formatBytes(result.bytes)} (${result.bytes} bytes), made in ${Math.round(result.ms)} ms`);
  console.log(`integrity_check: ${result.integrity}`);
  console.log('rows:');
  const width = Math.max(...result.counts.map((c) => c.table.length));
  for (const { table, rows } of result.counts) console.log(`  ${table.padEnd(width)} ${String(rows).padStart(9)}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
