/**
 * `npm start`: builds the app when the build is missing or older than its sources,
 * then runs the built server (migrations and climate data load at its start-up).
 */
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const stamp = join(root, 'dist', 'server', 'index.js');
/**
 * Written by the build's last steps, after the server: the service worker
 * (scripts/build-service-worker.ts), then its compressed copy (scripts/compress-static.ts;
 * a file missing its copies is compressed at start-up instead).
 */
const lastStep = join(root, 'dist', 'client', 'sw.js.br');
const inputs = [
  'src',
  'index.html',
  'public',
  'vite.config.ts',
  'vite.server.config.ts',
  'package-lock.json',
  // The pre-rendered pages are made from these too.
  'scripts/prerender.ts',
  'scripts/build-service-worker.ts',
  'scripts/compress-static.ts',
  'data/plants',
];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

const built =
  existsSync(stamp) && existsSync(lastStep) ? Math.min(statSync(stamp).mtimeMs, statSync(lastStep).mtimeMs) : 0;
if (built < Math.max(...inputs.map((p) => newestMtime(join(root, p))))) {
  console.log('Building Garden Guide…');
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}

await import(stamp);
