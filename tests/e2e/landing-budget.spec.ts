/**
 * The landing page's weight before it is usable. The page paints from its pre-rendered
 * HTML, and its one interactive part, the search form, works from the page's own script
 * (src/client/boot.ts, with src/client/features/home/lib/early-search-form.ts): that
 * script, its static imports, the HTML's modulepreloads and stylesheets are what the page
 * needs to be usable. The app (boot's dynamic import) and the chunks of the page's screen,
 * which the page lists, come behind it and take the form over; they are held to a ceiling
 * of their own. Sizes are gzip level 9 of the built files, so they are exact; the browser
 * runs below check that the form works on the first set alone, and that the page fetches
 * nothing outside both sets until the app has hydrated it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { DIST, dynamicImportsOf, listedChunks, readBuilt, staticImportsOf } from './built-files.ts';
import { expect, test } from './fixtures.ts';

/** The budgets for the landing page before it is usable, KB gzipped. */
const JS_BUDGET_KB = 80;
const CSS_BUDGET_KB = 15;
/** The page and the app that takes it over: React DOM 19 alone is 61 KB gzipped, and React
 * Router 7's data router, TanStack Query and the landing's own code bring it to about
 * 144 KB, and the app's icons, fetched as one file rather than one file each (vite.config.ts),
 * to 147 KB. This ceiling keeps it from growing. */
const WITH_APP_CEILING_KB = 150;

/** The landing page's files: what it needs to be usable, and the app that comes behind. */
function landingFiles(): { usable: Set<string>; app: Set<string>; css: Set<string> } {
  const html = readBuilt('index.html');
  const attrs = (pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[1]!);
  const entries = attrs(/<script type="module"[^>]*\ssrc="([^"]+)"/g);
  const css = new Set(attrs(/<link rel="stylesheet"[^>]*\shref="([^"]+)"/g));
  const listed = listedChunks(html);
  const withImports = (files: Iterable<string>, into = new Set<string>()) => {
    const add = (file: string) => {
      if (into.has(file)) return;
      into.add(file);
      for (const imported of staticImportsOf(file)) add(imported);
    };
    for (const file of files) add(file);
    return into;
  };
  const usable = withImports([...entries, ...attrs(/<link rel="modulepreload"[^>]*\shref="([^"]+)"/g)]);
  const app = new Set(usable);
  const loadedByBoot = entries.flatMap((entry) => dynamicImportsOf(entry));
  withImports([...loadedByBoot, ...listed], app);
  for (const file of usable) app.delete(file);
  return { usable, app, css };
}

/** Holds the page's requests for `files` until the returned function is called. */
async function holdBack(page: Page, files: Set<string>): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => files.has(url.pathname),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}

const gzipKb = (files: Iterable<string>) =>
  [...files].reduce((sum, file) => sum + gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length, 0) / 1024;

// The built files are the same for both projects; checking them twice costs milliseconds.
// Playwright reads what a test needs from its first parameter's pattern; this one needs no page.
// eslint-disable-next-line no-empty-pattern
test('the landing page stays within its JavaScript and CSS budget', async ({}) => {
  const { usable, app, css } = landingFiles();
  const jsKb = gzipKb(usable);
  const appKb = gzipKb(app);
  const cssKb = gzipKb(css);
  console.log(
    `landing page before it is usable: ${jsKb.toFixed(1)} KB of JavaScript in ${usable.size} files ` +
      `(budget ${JS_BUDGET_KB} KB), ${cssKb.toFixed(1)} KB of CSS (budget ${CSS_BUDGET_KB} KB); ` +
      `the app behind it: ${appKb.toFixed(1)} KB in ${app.size} files, ${(jsKb + appKb).toFixed(1)} KB in all ` +
      `(ceiling ${WITH_APP_CEILING_KB} KB), gzipped`,
  );
  expect(usable.size, 'the landing page loads its script').toBeGreaterThan(0);
  expect(app.size, 'the app comes behind it').toBeGreaterThan(0);
  expect(jsKb, 'JavaScript before usable, KB gzipped').toBeLessThanOrEqual(JS_BUDGET_KB);
  expect(cssKb, 'CSS, KB gzipped').toBeLessThanOrEqual(CSS_BUDGET_KB);
  expect(jsKb + appKb, 'JavaScript with the app, KB gzipped').toBeLessThanOrEqual(WITH_APP_CEILING_KB);
});

test('the landing page’s form works on its own script, and the app takes over a search made before it came', async ({
  page,
}) => {
  const { usable, app, css } = landingFiles();
  // The app's files wait until the form has been used.
  const releaseApp = await holdBack(page, app);
  await page.addInitScript(() => {
    if (location.search === '') localStorage.setItem('gg_last_zip', '10001');
  });

  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Grow what thrives where you live');
  const zip = page.getByLabel('ZIP code');
  const button = page.getByRole('button', { name: 'Get care tips' });
  // The remembered ZIP comes back, and the button follows the box.
  await expect(zip).toHaveValue('10001');
  await expect(button).toBeEnabled();
  await zip.fill('');
  await expect(button).toBeDisabled();
  await zip.pressSequentially('ab5540');
  await expect(zip).toHaveValue('5540');
  await expect(button).toBeDisabled();
  await zip.pressSequentially('1');
  await expect(button).toBeEnabled();
  await page.getByLabel(/Plant name/).fill('tomato');
  await button.click();
  await expect(button).toHaveAttribute('aria-busy', 'true');
  expect(page.url(), 'the search is not sent as a page load').toMatch(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('gg_last_zip'))).toBe('55401');

  // So far only the page's own files.
  const fetched = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
  );
  const scripts = fetched.filter((path) => /\.(js|css)$/.test(path));
  expect(scripts.filter((path) => !usable.has(path) && !css.has(path))).toEqual([]);

  // The app comes and runs the search.
  releaseApp();
  const dialog = page.getByRole('dialog', { name: 'Find a Plant' });
  await expect(dialog.getByLabel('Plant name')).toHaveValue('tomato');
  await expect(dialog.getByLabel('ZIP code')).toHaveValue('55401');
  await expect(page).toHaveURL(/\/\?zip=55401&q=tomato$/);
  // Behind the dialog, the button is the app's again.
  await expect(page.getByRole('button', { name: 'Get care tips', includeHidden: true })).not.toHaveAttribute(
    'aria-busy',
  );
});

test('a remembered ZIP emptied before the app came stays empty once it is there', async ({ page }) => {
  const releaseApp = await holdBack(page, landingFiles().app);
  await page.addInitScript(() => localStorage.setItem('gg_last_zip', '10001'));
  await page.goto('/', { waitUntil: 'commit' });
  const zip = page.getByLabel('ZIP code');
  await expect(zip).toHaveValue('10001');
  await zip.fill('');
  releaseApp();
  // Hydrated: React's own handlers answer.
  await page.waitForFunction(() => {
    const button = document.querySelector('form[role="search"] button[type="submit"]');
    return !!button && Object.keys(button).some((key) => key.startsWith('__reactProps'));
  });
  await expect(zip).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Get care tips' })).toBeDisabled();
  await zip.fill('10001');
  await expect(page.getByRole('button', { name: 'Get care tips' })).toBeEnabled();
});

test('the landing page fetches nothing but its own files and the app until hydrated', async ({ page }) => {
  const { usable, app, css } = landingFiles();
  // The resources the page had when React attached its props to the search button, i.e.
  // when the form was hydrated (polled, so nothing fetched later counts).
  await page.addInitScript(() => {
    const timer = setInterval(() => {
      const button = document.querySelector('form[role="search"] button[type="submit"]');
      if (!button || !Object.keys(button).some((key) => key.startsWith('__reactProps'))) return;
      clearInterval(timer);
      (window as unknown as { hydratedWith: string[] }).hydratedWith = performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname);
    }, 5);
  });

  await page.goto('/', { waitUntil: 'commit' });
  // The heading is there from the HTML, before any script has run.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Grow what thrives where you live');
  const fetched = await page.waitForFunction(() => (window as unknown as { hydratedWith?: string[] }).hydratedWith);
  const files = ((await fetched.jsonValue()) ?? []).filter((path) => /\.(js|css)$/.test(path));
  expect(files.filter((path) => !usable.has(path) && !app.has(path) && !css.has(path))).toEqual([]);

  // Hydrated: the form works.
  await page.getByLabel('ZIP code').fill('10001');
  await expect(page.getByRole('button', { name: 'Get care tips' })).toBeEnabled();
});
