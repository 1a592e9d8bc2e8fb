/**
 * Builds the app (`npm run build`) when the build is missing or older than its sources:
 * for `npm start` and `npm run bench:web`.
 */
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

/**
 * The build's outputs: the server, the pre-rendered landing page and the app's shell, and
 * what its last steps write, the service worker (scripts/build-service-worker.ts) and then
 * its compressed copy (scripts/compress-static.ts).
 */
const OUTPUTS = ['dist/server/index.js', 'dist/client/index.html', 'dist/client/spa.html', 'dist/client/sw.js.br'];
/** What the build is made from (the pre-rendered pages too). */
const INPUTS = [
  'src',
  'index.html',
  'public',
  'vite.config.ts',
  'vite.server.config.ts',
  'package.json',
  'package-lock.json',
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

export function buildIfStale(): void {
  const outputs = OUTPUTS.map((path) => join(root, path));
  const built = outputs.every((path) => existsSync(path))
    ? Math.min(...outputs.map((path) => statSync(path).mtimeMs))
    : 0;
  if (built < Math.max(...INPUTS.map((path) => newestMtime(join(root, path))))) {
    console.log('Building Garden Guide…');
    execSync('npm run build', { cwd: root, stdio: 'inherit' });
  }
}
