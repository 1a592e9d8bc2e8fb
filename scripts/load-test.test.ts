import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { startAppServer, type AppServer } from './load-test-server.ts';
import {
  checkDatabase,
  checkThroughApi,
  createGardeners,
  Figures,
  Ledger,
  runWorkload,
  sqliteIntegrity,
} from './load-test-workload.ts';

const dir = mkdtempSync(join(tmpdir(), 'garden-guide-crash-test-'));
const file = join(dir, 'garden.db');
let server: AppServer | undefined;

afterAll(async () => {
  await server?.stop({ final: true });
  rmSync(dir, { recursive: true, force: true });
});

/** Writes acknowledged before the kill, and again after the restart. */
const WRITES_PER_PHASE = 60;

async function waitFor(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!condition()) {
    if (performance.now() > deadline) throw new Error(`still waiting after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('a crash of the app server on SQLite', () => {
  test('a server killed with SIGKILL mid-run and started again has every acknowledged write, and the file passes integrity_check', async () => {
    server = await startAppServer({ databaseUrl: `file:${file}`, port: 3412, dataDir: dir, verifyEmail: true });
    const ledger = new Ledger();
    const figures = new Figures();
    const gardeners = await createGardeners({ baseUrl: server.baseUrl, origin: server.baseUrl }, 8, {
      figures: new Figures(),
      ledger,
      mail: server.mail,
    });

    // The gardeners write without pause, through the crash, until the restarted server
    // has acknowledged as many writes again (or time is up).
    let acknowledgedAtKill = Infinity;
    const work = runWorkload(gardeners, {
      until: performance.now() + 60_000,
      figures,
      stop: () => ledger.entries.length >= acknowledgedAtKill + WRITES_PER_PHASE,
    });
    await waitFor(() => ledger.entries.length >= WRITES_PER_PHASE, 20_000);
    await server.kill();
    acknowledgedAtKill = ledger.entries.length;
    await server.start();
    await work;

    const figuresText = `\n${figures.table(1)}\n${server.output()}`;
    expect(ledger.anomalies, figuresText).toEqual([]);
    expect(acknowledgedAtKill, figuresText).toBeGreaterThanOrEqual(WRITES_PER_PHASE);
    expect(ledger.entries.length, `the restarted server took too few writes:${figuresText}`).toBeGreaterThanOrEqual(
      acknowledgedAtKill + WRITES_PER_PHASE,
    );
    // The crash shows as dropped and refused connections, never as an error answer.
    const outcomes = [...figures.outcomes().keys()];
    expect(
      outcomes.filter((status) => !['2xx', 'dropped', 'refused'].includes(status)),
      figuresText,
    ).toEqual([]);

    const api = await checkThroughApi(gardeners);
    await server.stop();
    const database = await checkDatabase(`file:${file}`, gardeners);
    for (const report of [api, database]) {
      expect(report.lost).toEqual([]);
      expect(report.unexpected).toEqual([]);
      expect(report.differs).toEqual([]);
      expect(report.duplicated).toEqual([]);
      expect(report.matched).toBe(report.plants);
    }
    expect(sqliteIntegrity(file)).toBe('ok');
  }, 90_000);
});
