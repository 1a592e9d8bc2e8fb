/**
 * The client build as the end-to-end tests read it: the built files under dist/client, the
 * chunks a file imports, and what a pre-rendered page lists for boot.ts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// Playwright runs from the repository's root, where its config is.
export const DIST = join(process.cwd(), 'dist', 'client');

const staticImport = /(?:^|[;}\s])import\s*(?:[\w$*{},\s]+?from\s*)?["'](\.\/[^"']+\.js)["']/g;
const dynamicImport = /\bimport\(\s*[`"'](\.\/[^`"']+\.js)[`"']\s*\)/g;

/** A built file by its path under dist/client ('/assets/app.js' or 'index.html'). */
export function readBuilt(path: string): string {
  return readFileSync(join(DIST, path), 'utf8');
}

/** The chunks a built script imports statically, as paths ('/assets/…'). */
export function staticImportsOf(file: string): string[] {
  return [...readBuilt(file).matchAll(staticImport)].map((m) => new URL(m[1]!, `http://x${file}`).pathname);
}

/** The chunks a built script imports with `import('./…')`, as paths. */
export function dynamicImportsOf(file: string): string[] {
  return [...readBuilt(file).matchAll(dynamicImport)].map((m) => new URL(m[1]!, `http://x${file}`).pathname);
}

function pageData(html: string): { preload: string[]; later: string[] } | null {
  const data = /<script type="application\/json" id="page-data">(.*?)<\/script>/.exec(html);
  return data ? (JSON.parse(data[1]!) as { preload: string[]; later: string[] }) : null;
}

/** The chunks a pre-rendered page's data lists for boot.ts (none for a page without data). */
export function listedChunks(html: string): string[] {
  return pageData(html)?.preload ?? [];
}

/** The sign-in forms' chunks a pre-rendered page's data lists, to fetch once it is idle. */
export function laterChunks(html: string): string[] {
  return pageData(html)?.later ?? [];
}
