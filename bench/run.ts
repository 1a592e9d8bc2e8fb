/**
 * `npm run bench`: starts the built app on a fresh SQLite file and measures each route
 * with autocannon on loopback, beside a ceiling route that does no work, in one run.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

const PORT = 3200;
const BASE = `http://127.0.0.1:${PORT}`;
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const root = new URL('..', import.meta.url).pathname;

interface Route {
  name: string;
  /** Minimum share of the ceiling's requests/s this route should reach. */
  target: number | null;
  paths: () => string;
}

const zips = readFileSync(join(root, 'data/climate/zip-climate.tsv'), 'utf8')
  .split('\n')
  .slice(1)
  .filter(Boolean)
  .map((line) => line.slice(0, 5));
const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)]!;
const PLANT_IDS = readdirSync(join(root, 'data/plants'))
  .filter((name) => name.endsWith('.json'))
  .map((name) => name.slice(0, -'.json'.length));
/** What gardeners type: whole names, first letters, two words, aliases. */
const SEARCH_WORDS = ['tomato', 'to', 'bean', 'pole%20bean', 'basil', 'courgette', 'fig', 'pep', 'lettuce', 'squash'];

const ROUTES: Route[] = [
  { name: 'ceiling GET /api/health/live', target: null, paths: () => '/api/health/live' },
  { name: 'GET /api/health (database ping)', target: null, paths: () => '/api/health' },
  { name: 'GET /api/zones/by-zip/{zip}', target: 0.5, paths: () => `/api/zones/by-zip/${pick(zips)}` },
  // A search matches every word against the ~600 names and aliases of 254 plants and
  // ranks the hits; a plant's page works out its schedule, suitability and every care
  // step's months for the ZIP. Both are real work beside a route that does none.
  {
    name: 'GET /api/plants/search?q=&zip=',
    target: 0.2,
    paths: () => `/api/plants/search?q=${pick(SEARCH_WORDS)}&zip=${pick(zips)}`,
  },
  {
    name: 'GET /api/plants/{id}?zip=',
    target: 0.1,
    paths: () => `/api/plants/${pick(PLANT_IDS)}?zip=${pick(zips)}`,
  },
];

async function startServer(
  dataDir: string,
  logLevel = 'warn',
): Promise<{ child: ChildProcess; startupMs: number; climateMs: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, [join(root, 'dist/server/index.js')], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: `file:${join(dataDir, 'garden.db')}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: logLevel,
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let climateMs = NaN;
  child.stdout!.on('data', (chunk: Buffer) => {
    const match = /"ms":(\d+)[^\n]*climate data loaded/.exec(chunk.toString());
    if (match) climateMs = Number(match[1]);
  });
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return { child, startupMs: performance.now() - started, climateMs };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not start within 30 s');
}

function peakMemoryMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return Math.round(kb / 1024);
}

async function measure(route: Route) {
  const result = await autocannon({
    url: BASE,
    connections: CONNECTIONS,
    duration: DURATION_S,
    requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: route.paths() }) }],
  });
  return { rps: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors };
}

const dataDir = mkdtempSync(join(tmpdir(), 'garden-guide-bench-'));
// The climate table loads at first start; a second start shows the ordinary start-up time.
const first = await startServer(dataDir, 'info');
first.child.kill('SIGTERM');
await new Promise((r) => first.child.once('exit', r));
const { child, startupMs } = await startServer(dataDir);

try {
  // Warm up so the first route is not measured against a cold process.
  await autocannon({ url: `${BASE}/api/health/live`, connections: 10, duration: 1 });
  const rows = [];
  let ceiling = NaN;
  for (const route of ROUTES) {
    const m = await measure(route);
    if (Number.isNaN(ceiling)) ceiling = m.rps;
    rows.push({ route, ...m, ratio: m.rps / ceiling });
  }
  const memory = peakMemoryMb(child.pid!);

  const pad = (s: string, n: number) => s.padEnd(n);
  console.log(
    `\nGarden Guide bench: ${cpus().length} cores, ${CONNECTIONS} connections, ${DURATION_S} s per route, SQLite\n`,
  );
  console.log(
    `${pad('route', 36)} ${'req/s'.padStart(9)} ${'p99 ms'.padStart(7)} ${'× ceiling'.padStart(10)} ${'target'.padStart(7)}  errors`,
  );
  let failed = false;
  for (const r of rows) {
    const ok = r.route.target === null || r.ratio >= r.route.target;
    failed ||= !ok || r.non2xx > 0 || r.errors > 0;
    console.log(
      `${pad(r.route.name, 36)} ${Math.round(r.rps).toString().padStart(9)} ${String(r.p99).padStart(7)} ${r.ratio.toFixed(2).padStart(10)} ${(r.route.target === null ? '-' : `≥${r.route.target}`).padStart(7)}  ${r.non2xx + r.errors}${ok ? '' : '  BELOW TARGET'}`,
    );
  }
  console.log(`\nclimate table load at first start: ${first.climateMs} ms (40,502 ZIPs)`);
  console.log(`start-up with data loaded: ${Math.round(startupMs)} ms`);
  console.log(`server peak memory (RSS high-water mark): ${memory} MB\n`);
  process.exitCode = failed ? 1 : 0;
} finally {
  child.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
