import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The folder holding package.json, found from this module whether it runs from src/ or dist/. */
function findProjectRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('package.json not found above the server code');
    dir = parent;
  }
  return dir;
}

export const PROJECT_ROOT = findProjectRoot();
export const CLIMATE_ASSET_PATH = join(PROJECT_ROOT, 'data', 'climate', 'zip-climate.tsv');
export const CLIENT_DIST_DIR = join(PROJECT_ROOT, 'dist', 'client');
