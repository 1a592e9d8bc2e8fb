import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BackupRefused, backupSqlite, defaultBackupPath } from './backup.ts';
import { startAppServer, type AppServer } from './load-test-server.ts';
import { createGardeners, Figures, Ledger, PLANT_IDS, sqliteIntegrity, type Gardener } from './load-test-workload.ts';

const root = new URL('..', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'garden-guide-backup-test-'));
const databaseUrl = `file:${join(dir, 'garden.db')}`;
const servers: AppServer[] = [];

beforeAll(async () => {
  servers.push(await startAppServer({ databaseUrl, port: 3410, dataDir: dir }));
}, 90_000);

afterAll(async () => {
  for (const server of servers) await server.stop({ final: true });
  rmSync(dir, { recursive: true, force: true });
});

/** `npm run backup -- <file>` as a child process, with the app's settings. */
function runBackupCli(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'scripts/backup.ts'), ...args], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('npm run backup', () => {
  test('a backup taken while gardeners write holds every write acknowledged before it began, and a server restored from it serves them', async () => {
    const server = servers[0]!;
    const gardeners = await createGardeners({ baseUrl: server.baseUrl, origin: server.baseUrl }, 4, {
      figures: new Figures(),
      ledger: new Ledger(),
    });
    const acknowledged: { gardener: Gardener; plantId: string; at: number }[] = [];
    let writing = true;
    const writers = gardeners.map(async (gardener, n) => {
      // Each gardener adds catalogue plants one after another, each once.
      for (const plantId of PLANT_IDS.filter((_, i) => i % gardeners.length === n)) {
        if (!writing) return;
        const out = await gardener.call('add to garden', 'POST', '/api/garden', {
          plant_id: plantId,
          save_later: false,
        });
        if (out.type !== 'answer' || out.status !== 200) throw new Error(`adding ${plantId}: ${JSON.stringify(out)}`);
        acknowledged.push({ gardener, plantId, at: performance.now() });
      }
    });

    await sleep(300);
    const began = performance.now();
    const backupPath = join(dir, 'backups', 'during-writes.db');
    const run = await runBackupCli([backupPath], { DATABASE_URL: databaseUrl, DATA_DIR: dir, AUTH_SECRET: '' });
    const ended = performance.now();
    writing = false;
    await Promise.all(writers);

    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`backup: ${backupPath}`);
    expect(run.stdout).toContain('integrity_check: ok');
    expect(run.stdout).toMatch(/user_garden +\d+/);
    const before = acknowledged.filter((a) => a.at < began);
    expect(before.length).toBeGreaterThan(0);
    // The app went on acknowledging writes while the backup ran.
    expect(acknowledged.filter((a) => a.at >= began && a.at <= ended).length).toBeGreaterThan(0);
    expect(sqliteIntegrity(backupPath)).toBe('ok');
    // One self-contained file: nothing beside it is needed to restore.
    expect(existsSync(`${backupPath}-wal`)).toBe(false);

    // Restore: the copy in place of a database file, and a server started on it.
    const restoredFile = join(dir, 'restored.db');
    copyFileSync(backupPath, restoredFile);
    const restored = await startAppServer({ databaseUrl: `file:${restoredFile}`, port: 3411, dataDir: dir });
    servers.push(restored);
    for (const gardener of gardeners) {
      // Sessions are in the database too: the same cookies work on the restored server.
      gardener.target = { baseUrl: restored.baseUrl, origin: restored.baseUrl };
      const garden = await gardener.call('list garden', 'GET', '/api/garden');
      expect(garden.type === 'answer' && garden.status).toBe(200);
      const plants = new Set(
        ((garden as { body: { entries: { plant_id: string }[] } }).body.entries ?? []).map((e) => e.plant_id),
      );
      const missing = before.filter((a) => a.gardener === gardener && !plants.has(a.plantId)).map((a) => a.plantId);
      expect(missing, `${gardener.email} lost acknowledged plants`).toEqual([]);
      // Nothing in the copy that the server never acknowledged.
      const known = new Set(acknowledged.filter((a) => a.gardener === gardener).map((a) => a.plantId));
      expect([...plants].filter((id) => !known.has(id))).toEqual([]);
    }
  }, 90_000);

  test('the default file is dated in UTC under DATA_DIR/backups', () => {
    expect(defaultBackupPath('/srv/garden', new Date('2026-11-24T07:15:03.456Z'))).toBe(
      '/srv/garden/backups/garden-guide-20261124T071503Z.db',
    );
  });

  test('refuses a PostgreSQL database and points to pg_dump', async () => {
    await expect(
      backupSqlite({ databaseUrl: 'postgres://garden@db.example.org/garden', destination: join(dir, 'pg.db') }),
    ).rejects.toThrow(BackupRefused);
    await expect(
      backupSqlite({ databaseUrl: 'postgresql://garden@db.example.org/garden', destination: join(dir, 'pg.db') }),
    ).rejects.toThrow(/pg_dump/);
  });

  test('never overwrites a file, and never creates a database that is not there', async () => {
    const taken = join(dir, 'taken.db');
    writeFileSync(taken, 'an earlier backup');
    await expect(backupSqlite({ databaseUrl, destination: taken })).rejects.toThrow(/never overwrites/);
    await expect(
      backupSqlite({ databaseUrl: `file:${join(dir, 'missing.db')}`, destination: join(dir, 'copy.db') }),
    ).rejects.toThrow(/There is no database/);
    expect(existsSync(join(dir, 'missing.db'))).toBe(false);
  });
});
