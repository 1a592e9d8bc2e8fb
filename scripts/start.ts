/**
 * `npm start`: builds the app when the build is missing or older than its sources,
 * then runs the built server (migrations and climate data load at its start-up).
 */
import { join } from 'node:path';
import { buildIfStale } from './build-if-stale.ts';

buildIfStale();

await import(join(new URL('..', import.meta.url).pathname, 'dist', 'server', 'index.js'));
