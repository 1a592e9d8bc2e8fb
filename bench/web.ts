/**
 * `npm run bench:web`: Lighthouse on the built app, as a phone on a slow network sees it.
 *
 * Builds when the build is missing or older than its sources, starts the built app on a
 * fresh SQLite file, and runs Lighthouse's default mobile setting (simulated slow 4G:
 * 150 ms round trips and 1.6 Mbit/s, 4× CPU slowdown) with Debian's Chromium on the public
 * pages, signed out, RUNS times each (3 unless set). It prints the median of each figure
 * and exits non-zero when a page's median performance is under 95 or its accessibility
 * under 100.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildIfStale } from '../scripts/build-if-stale.ts';

const PORT = 3201;
const BASE = `http://127.0.0.1:${PORT}`;
const PAGES = ['/', '/learn', '/login', '/plant/tomato'];
const RUNS = Number(process.env.RUNS ?? 3);
const MIN_PERFORMANCE = 95;
const MIN_ACCESSIBILITY = 100;
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const root = new URL('..', import.meta.url).pathname;

async function startServer(dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [join(root, 'dist/server/index.js')], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: `file:${join(dataDir, 'garden.db')}`,
      AUTH_SECRET: 'garden-guide-bench-secret-0123456789abcdef',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not start within 30 s');
}

type Figures = {
  performance: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsKb: number;
  cssKb: number;
  /** What the accessibility audits found, to fix. */
  failures: string[];
  /** Lighthouse's measure of the machine's CPU speed, and what it warned of. */
  benchmarkIndex: number;
  warnings: string[];
};

type ResourceItem = { resourceType: string; transferSize: number };

async function audit(url: string, port: number, attempt = 1): Promise<Figures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) {
    // A trace Chromium failed to record (NO_NAVSTART and the like) says nothing about the page.
    if (attempt < 3) return audit(url, port, attempt + 1);
    throw new Error(`${url}: ${lhr.runtimeError.message}`);
  }
  const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const resources = ((lhr.audits['resource-summary']?.details as { items?: ResourceItem[] } | undefined)?.items ??
    []) as ResourceItem[];
  const kb = (type: string) => (resources.find((item) => item.resourceType === type)?.transferSize ?? 0) / 1024;
  const failures = (lhr.categories.accessibility?.auditRefs ?? [])
    .map((ref) => lhr.audits[ref.id])
    .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'notApplicable')
    .map((a) => `${a!.id}: ${a!.title}`);
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    jsKb: kb('script'),
    cssKb: kb('stylesheet'),
    failures,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    warnings: lhr.runWarnings.map(String),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

buildIfStale();
const dataDir = mkdtempSync(join(tmpdir(), 'garden-guide-bench-web-'));
const server = await startServer(dataDir);
const chrome = await chromeLauncher.launch({
  chromePath: CHROME_PATH,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});

let failed = false;
try {
  const runs = new Map<string, Figures[]>(PAGES.map((page) => [page, []]));
  // Rounds over every page, so a busy moment on the machine does not fall on one page alone.
  for (let round = 0; round < RUNS; round++) {
    for (const page of PAGES) runs.get(page)!.push(await audit(`${BASE}${page}`, chrome.port));
  }

  console.log(
    `\nGarden Guide web bench: Lighthouse 12 mobile (slow 4G, 4× CPU), median of ${RUNS} runs, ${cpus().length} cores\n`,
  );
  const header = ['page', 'perf', 'a11y', 'FCP s', 'LCP s', 'TBT ms', 'CLS', 'JS KB', 'CSS KB'];
  const widths = [16, 5, 5, 6, 6, 7, 6, 7, 7];
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join(' ');
  console.log(line(header));
  for (const [page, figures] of runs) {
    const m = (pick: (f: Figures) => number) => median(figures.map(pick));
    const performance = m((f) => f.performance);
    const accessibility = m((f) => f.accessibility);
    const isFailing = performance < MIN_PERFORMANCE || accessibility < MIN_ACCESSIBILITY;
    failed ||= isFailing;
    console.log(
      line([
        page,
        String(performance),
        String(accessibility),
        (m((f) => f.fcp) / 1000).toFixed(2),
        (m((f) => f.lcp) / 1000).toFixed(2),
        m((f) => f.tbt).toFixed(0),
        m((f) => f.cls).toFixed(3),
        m((f) => f.jsKb).toFixed(1),
        m((f) => f.cssKb).toFixed(1),
      ]) + (isFailing ? '  ← below target' : ''),
    );
    if (process.env.VERBOSE) console.log(`    each run: ${figures.map((f) => f.performance).join(', ')}`);
    for (const failure of new Set(figures.flatMap((f) => f.failures))) console.log(`    accessibility: ${failure}`);
  }
  console.log(
    `\nTargets: performance ≥ ${MIN_PERFORMANCE} and accessibility ${MIN_ACCESSIBILITY} on every page. ` +
      'JS and CSS KB are what went over the wire (brotli), for the page and whatever it fetched until Lighthouse stopped.',
  );
  // The simulated phone is this machine's CPU slowed 4×: on a slow machine the times (TBT above all) and the score fall.
  const all = [...runs.values()].flat();
  console.log(
    `This machine's CPU by Lighthouse's benchmark (BenchmarkIndex, median of the runs): ${Math.round(median(all.map((f) => f.benchmarkIndex)))}; ` +
      'Lighthouse expects more than 1,000, and warns that a slower CPU lowers the performance score.',
  );
  for (const warning of new Set(all.flatMap((f) => f.warnings))) console.log(`Lighthouse warned: ${warning}`);
} finally {
  chrome.kill();
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
