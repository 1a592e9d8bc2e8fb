/**
 * The last step of `npm run build`: writes the HTML of the public pages, as a signed-out
 * visitor sees them, into dist/client, so their first paint waits for no JavaScript; the
 * browser then hydrates them (src/client/main.tsx).
 *
 * - `/` becomes dist/client/index.html, `/learn` dist/client/learn/index.html, and so on;
 *   the empty SPA shell Vite built moves to dist/client/spa.html, with the app's spinner
 *   for the time until the app renders. src/server/middleware/static-spa.ts serves a page
 *   to requests without a session cookie and the shell to the rest.
 * - `/plant/{id}` for every catalogue plant, from the plant as GET /api/plants/{id} answers
 *   it without a place: worked out by the server's own code from the plant files, on an
 *   in-memory database. The answer rides along in the page for hydration.
 * - Each page lists the chunks of the app, its layout and its screen, dependencies first,
 *   which src/client/boot.ts fetches once the page has painted and runs one task each, so
 *   hydration does not wait for the router to ask for them and the app's start is not one
 *   long task.
 */
import { gzipSync, brotliCompressSync, constants } from 'node:zlib';
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { openDatabase } from '#server/db/database.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { loadPlantCatalogue } from '#server/catalogue/catalogue-seed.ts';
import { getPlantDetail } from '#server/features/plants/plants.service.ts';
import { plantQueryKey } from '#client/features/plants/api/get-plant.ts';
import { toIsoDate } from '#client/lib/format-date.ts';
import { pageDataScript, type PageData } from '#client/lib/page-data.ts';
import type * as EntryServer from '#client/entry-server.tsx';

type Manifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;
type Page = { path: string; screen: string; queries?: PageData['queries'] };

const root = new URL('..', import.meta.url).pathname;
const clientDir = join(root, 'dist', 'client');
const manifestPath = join(clientDir, '.vite', 'manifest.json');

/** Every signed-out visitor's page has this layout around its screen. */
const LAYOUT = 'src/client/components/layouts/public-layout.tsx';
const routesDir = 'src/client/app/routes';
/** The public pages and the module of the screen each shows (see src/client/app/router.tsx). */
const PUBLIC_PAGES: Page[] = [
  { path: '/', screen: `${routesDir}/home-page.tsx` },
  { path: '/learn', screen: `${routesDir}/learn-page.tsx` },
  { path: '/login', screen: `${routesDir}/login-page.tsx` },
  { path: '/signup', screen: `${routesDir}/signup-page.tsx` },
  { path: '/forgot-password', screen: `${routesDir}/forgot-password-page.tsx` },
  { path: '/terms-of-service', screen: `${routesDir}/terms-page.tsx` },
  { path: '/terms', screen: `${routesDir}/terms-page.tsx` },
  { path: '/privacy-policy', screen: `${routesDir}/privacy-page.tsx` },
  { path: '/privacy', screen: `${routesDir}/privacy-page.tsx` },
  { path: '/contact', screen: `${routesDir}/contact-page.tsx` },
];
const PLANT_SCREEN = `${routesDir}/plant-page.tsx`;
/** The screens a visitor most often opens next (src/client/app/router.tsx fetches them ahead). */
const SIGN_IN_SCREENS = ['login-page.tsx', 'signup-page.tsx', 'forgot-password-page.tsx'].map(
  (file) => `${routesDir}/${file}`,
);

/** Each catalogue plant as a visitor without a place is shown it, by the server's own code. */
async function plantPages(): Promise<Page[]> {
  const handle = openDatabase('file::memory:');
  try {
    await migrateToLatest(handle.db);
    await loadPlantCatalogue(handle);
    const ids = readdirSync(join(root, 'data', 'plants'))
      .filter((name) => name.endsWith('.json'))
      .map((name) => name.slice(0, -'.json'.length))
      .sort();
    const pages: Page[] = [];
    for (const id of ids) {
      const plant: unknown = JSON.parse((await getPlantDetail(handle.db, null, id, {})).toBuffer().toString('utf8'));
      pages.push({ path: `/plant/${id}`, screen: PLANT_SCREEN, queries: [[plantQueryKey(id, {}), plant]] });
    }
    return pages;
  } finally {
    await handle.close();
  }
}

/** The chunk files `keys` need, each after the chunks it imports (the order they run in). */
function inEvaluationOrder(manifest: Manifest, keys: string[]): string[] {
  const order: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the client build's manifest: update scripts/prerender.ts`);
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
    order.push(chunk.file);
  };
  for (const key of keys) visit(key);
  return order;
}

/** `<title>` elements React rendered in the page, which belong in <head>. */
const TITLE = /<title>[^<]*<\/title>/g;

function pageHtml(shell: string, page: Page, body: string, data: PageData): string {
  const titles = body.match(TITLE) ?? [];
  const title = titles.at(-1);
  if (!title) throw new Error(`${page.path} rendered no <title>`);
  return shell
    .replace(/<title>[^<]*<\/title>/, title)
    .replace('<div id="root"></div>', `<div id="root">${body.replace(TITLE, '')}</div>${pageDataScript(data)}`);
}

function fileFor(path: string): string {
  return join(clientDir, path === '/' ? 'index.html' : join(path, 'index.html'));
}

const started = performance.now();
const shell = readFileSync(join(clientDir, 'index.html'), 'utf8');
if (!shell.includes('<div id="root"></div>'))
  throw new Error('dist/client/index.html has no empty #root: is it the shell?');
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
// A page need not list boot.ts's own chunks (the HTML's script, which has run) nor the
// app's module, which boot.ts imports after the list.
const ownChunks = new Set(inEvaluationOrder(manifest, ['index.html']));
const mainChunk = manifest['src/client/main.tsx']?.file;
/** What `keys` need for a page's data: their chunk files in the order they run, as paths. */
const toList = (keys: string[]) =>
  inEvaluationOrder(manifest, keys)
    .filter((file) => !ownChunks.has(file) && file !== mainChunk)
    .map((file) => `/${file}`);

const { renderPage, renderBootSpinner } = (await import(
  pathToFileURL(join(root, 'dist', 'ssr', 'entry-server.js')).href
)) as typeof EntryServer;

// The shell shows the app's spinner from its first paint until the app renders into #root;
// the landing page then takes the shell's name.
writeFileSync(
  join(clientDir, 'spa.html'),
  shell.replace('<div id="root"></div>', `<div id="root"></div><div id="boot">${renderBootSpinner()}</div>`),
);

const renderedOn = toIsoDate(new Date());
const pages = [...PUBLIC_PAGES, ...(await plantPages())];
let raw = 0;
let gzip = 0;
let brotli = 0;
for (const page of pages) {
  const preload = toList(['src/client/main.tsx', LAYOUT, page.screen]);
  const later = toList(SIGN_IN_SCREENS).filter((file) => !preload.includes(file));
  const data: PageData = { renderedOn, queries: page.queries ?? [], preload, later };
  const html = pageHtml(shell, page, await renderPage(page.path, data), data);
  const file = fileFor(page.path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, html);
  raw += Buffer.byteLength(html);
  gzip += gzipSync(html, { level: 9 }).length;
  brotli += brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }).length;
}

rmSync(join(clientDir, '.vite'), { recursive: true, force: true });

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
console.log(
  `pre-rendered ${pages.length} pages in ${Math.round(performance.now() - started)} ms: ` +
    `${kb(raw)} of HTML, ${kb(gzip)} gzipped, ${kb(brotli)} with brotli`,
);
