import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DIST, dynamicImportsOf, laterChunks, listedChunks, readBuilt, staticImportsOf } from './built-files.ts';
import { expect, test, todayLong } from './fixtures.ts';

test.describe('the landing page', () => {
  test('offers sign in, sign up, the ZIP form, three features and a call to action', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign In' }).first()).toHaveAttribute('href', '/login');
    await expect(page.getByRole('link', { name: 'Sign Up' }).first()).toHaveAttribute('href', '/signup');
    for (const title of ['Plant Tracking', 'Perfect Placement', 'Add to Calendar']) {
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Start Growing Today' })).toHaveAttribute('href', '/signup');
  });

  test('Get care tips is enabled only for exactly five digits', async ({ page }) => {
    await page.goto('/');
    const zip = page.getByLabel('ZIP code');
    const button = page.getByRole('button', { name: 'Get care tips' });
    await expect(button).toBeDisabled();
    await zip.fill('1234');
    await expect(button).toBeDisabled();
    await zip.fill('');
    await zip.pressSequentially('ab12c');
    await expect(zip).toHaveValue('12');
    await expect(button).toBeDisabled();
    await zip.pressSequentially('3456');
    await expect(zip).toHaveValue('12345');
    await expect(button).toBeEnabled();
  });

  test('a ZIP shows its zone and frost dates, and is remembered', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('ZIP code').fill('10001');
    await page.getByRole('button', { name: 'Get care tips' }).click();
    await expect(page.getByText('Zone 7b').first()).toBeVisible();
    await expect(page.getByText(/New York/).first()).toBeVisible();
    await expect(page.getByText(/NOAA/).first()).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('gg_last_zip'))).toBe('10001');

    await page.goto('/');
    await expect(page.getByLabel('ZIP code')).toHaveValue('10001');
  });

  test('a ZIP outside the data says so', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('ZIP code').fill('00000');
    await page.getByRole('button', { name: 'Get care tips' }).click();
    await expect(page.getByText('zip not found')).toBeVisible();
  });

  test('/?zip=…&q=… reopens the plant search for that ZIP and name', async ({ page }) => {
    await page.goto('/?zip=55401&q=pepper');
    const dialog = page.getByRole('dialog', { name: 'Find a Plant' });
    await expect(dialog.getByLabel('Plant name')).toHaveValue('pepper');
    await expect(dialog.getByLabel('ZIP code')).toHaveValue('55401');
    await expect(dialog.getByRole('button', { name: /^Pepper/ })).toBeVisible();
  });

  test('/?zip=…&q=… reopens the plant search on the pre-rendered landing page too', async ({ page }) => {
    // The server sends the pre-rendered page only to an address without a query; a cache in
    // front of it may not, and the page then hydrates under such an address.
    const prerendered = await (await page.request.get('/')).text();
    expect(prerendered).toContain('id="page-data"');
    await page.route(/\/\?zip=/, (route) => route.fulfill({ contentType: 'text/html', body: prerendered }));
    await page.goto('/?zip=55401&q=pepper');

    const dialog = page.getByRole('dialog', { name: 'Find a Plant' });
    await expect(dialog.getByLabel('Plant name')).toHaveValue('pepper');
    await expect(dialog.getByRole('button', { name: /^Pepper/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByLabel('ZIP code')).toHaveValue('55401');
    await expect(page.getByRole('heading', { name: 'Zone 5a' })).toBeVisible();
  });

  test('any other path shows the home screen to a signed-out visitor', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('button', { name: 'Get care tips' })).toBeVisible();
  });
});

test('the about page explains the four steps', async ({ page }) => {
  await page.goto('/learn');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const step of [/location/i, /garden/i, /care/i, /reminder/i]) {
    await expect(page.getByRole('heading', { name: step }).first()).toBeVisible();
  }
});

for (const path of ['/terms-of-service', '/terms']) {
  test(`the terms of service at ${path} have every section and today's date`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: /terms of service/i })).toBeVisible();
    for (const section of [
      /acceptance/i,
      /description/i,
      /account/i,
      /conduct/i,
      /communication/i,
      /termination/i,
      /warrant/i,
      /liability/i,
      /changes/i,
      /contact/i,
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: section }).first()).toBeVisible();
    }
    await expect(page.getByText(todayLong()).first()).toBeVisible();
  });
}

for (const path of ['/privacy-policy', '/privacy']) {
  test(`the privacy policy at ${path} is dated today and promises no selling or sharing`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: /privacy/i })).toBeVisible();
    await expect(page.getByText(todayLong()).first()).toBeVisible();
    await expect(page.getByText(/e-?mail/i).first()).toBeVisible();
    await expect(page.getByText(/sell/i).first()).toBeVisible();
  });
}

test('the contact page answers', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the served page carries a strict Content-Security-Policy', async ({ page }) => {
  const response = await page.goto('/');
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
});

test('the built pages are served as the build compressed them', async ({ request }) => {
  const built = readFileSync(join(DIST, 'index.html.br'));
  const response = await request.get('/', { headers: { 'accept-encoding': 'br' } });
  expect(response.headers()['content-encoding']).toBe('br');
  // Playwright decodes the body; the length says which bytes were sent.
  expect(response.headers()['content-length']).toBe(String(built.length));
  expect(await response.text()).toBe(readBuilt('index.html'));
});

// The pre-rendered pages are laid out as the app will render them: hydration and the
// answers that come after it (the session, the installation's settings) move nothing, on
// an installation without identity providers. (This server offers an OpenID provider,
// whose button only the running server knows of: here its settings say none.) `/contact`
// is left out: its card shows the operator's address, which only the server knows too.
for (const path of ['/', '/learn', '/login', '/signup', '/forgot-password', '/plant/tomato', '/terms']) {
  test(`${path} does not move as the app takes it over`, async ({ page }) => {
    await page.addInitScript(() => {
      const shifts: { value: number; nodes: string[] }[] = [];
      (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources: { node?: Node }[];
        })[]) {
          if (!entry.hadRecentInput) {
            shifts.push({
              value: entry.value,
              nodes: entry.sources.map((s) => (s.node as Element)?.outerHTML?.slice(0, 120) ?? ''),
            });
          }
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.route('/api/config', async (route) => {
      const response = await route.fetch();
      const config = (await response.json()) as { auth: Record<string, unknown> };
      await route.fulfill({ response, json: { ...config, auth: { ...config.auth, google: false, oidc: null } } });
    });
    await page.goto(path);
    // The app has come, and then the network has been quiet for a while: hydration is
    // over and so are the reads it started. Two frames later any shift has been reported.
    await page.waitForFunction(() =>
      performance.getEntriesByType('resource').some((entry) => entry.name.includes('/assets/main-')),
    );
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await page.evaluate(() => (window as unknown as { layoutShifts: unknown[] }).layoutShifts)).toEqual([]);
  });
}

test('a pre-rendered page lists the chunks boot.ts runs, each after those it imports', () => {
  const html = readBuilt('plant/tomato/index.html');
  const listed = listedChunks(html);
  const boot = /<script type="module"[^>]*\ssrc="([^"]+)"/.exec(html)![1]!;
  const app = dynamicImportsOf(boot).find((file) => /^\/assets\/main-[\w-]+\.js$/.test(file))!;
  expect(
    listed.some((file) => /^\/assets\/plant-page-[\w-]+\.js$/.test(file)),
    'the screen is listed',
  ).toBe(true);
  // Dependencies first, so each runs in a task of its own; the app's module comes after them all.
  for (const [index, file] of listed.entries()) {
    for (const imported of staticImportsOf(file)) {
      // boot.ts itself has run, and the app's module runs after the list.
      if (imported === boot || imported === app) continue;
      expect(listed.indexOf(imported), `${imported}, imported by ${file}`).toBeGreaterThanOrEqual(0);
      expect(listed.indexOf(imported), `${imported} runs before ${file}`).toBeLessThan(index);
    }
  }
  expect(listed).not.toContain(boot);
  expect(listed).not.toContain(app);
  // What the app's module imports has run before it.
  expect(staticImportsOf(app).filter((file) => file !== boot && !listed.includes(file))).toEqual([]);
});

/** The pages Lighthouse measures (npm run bench:web), besides the landing page. */
const MEASURED_PAGES = ['index.html', 'learn/index.html', 'login/index.html', 'plant/tomato/index.html'];

test('a pre-rendered page lists at most 25 chunks', () => {
  // Every request costs a slow phone's main thread about a millisecond: the icons come in one
  // file (vite.config.ts), not one file each. The list was 21 to 33 long before; now 12 to 23.
  for (const file of MEASURED_PAGES) expect(listedChunks(readBuilt(file)).length, file).toBeLessThanOrEqual(25);
});

test('a pre-rendered plant page draws its own plant, and the app keeps that picture', async ({ request, page }) => {
  for (const [id, picture] of [
    ['lemon', 'citrus'],
    ['garlic', 'allium'],
    ['hosta', 'foliage-plant'],
    ['tulip', 'bulb-flower'],
    ['grape', 'fruit-vine'],
    ['pothos', 'trailing-houseplant'],
    ['kohlrabi', 'neutral'],
  ]) {
    // As a visitor gets it: the server sends the pre-rendered page, picture and all.
    const html = await (await request.get(`/plant/${id}`)).text();
    expect(html, id).toContain(`data-picture="${picture}"`);
  }
  await page.goto('/plant/lemon');
  await page.waitForFunction(() =>
    performance.getEntriesByType('resource').some((entry) => entry.name.includes('/assets/main-')),
  );
  await page.waitForLoadState('networkidle');
  await expect(page.locator('svg[data-picture]')).toHaveAttribute('data-picture', 'citrus');
});

test("the browser's scripts do not build the plant files' schema", () => {
  // A zod schema is built when its chunk runs: the plant file's (catalogue-schema.ts, which the
  // server checks the catalogue with) would cost every plant page's start for nothing. The
  // browser takes the catalogue's terms from catalogue-terms.ts. Its messages give it away.
  const scripts = readdirSync(join(DIST, 'assets')).filter((name) => name.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(10);
  for (const name of scripts) {
    const text = readBuilt(`assets/${name}`);
    expect(text, name).not.toContain('a kebab-case slug such as sweet-basil');
    expect(text, name).not.toContain('hardiness min must not exceed max');
  }
});

test('a pre-rendered page asks for its chunks a few per task, and for the sign-in forms once idle', async ({
  page,
}) => {
  // A mutation observer hears at the end of each task what that task changed.
  await page.addInitScript(() => {
    const batches: string[][] = [];
    (window as unknown as { preloadBatches: string[][] }).preloadBatches = batches;
    new MutationObserver((records) => {
      const links = records
        .flatMap((record) => [...record.addedNodes])
        .filter((node): node is HTMLLinkElement => node instanceof HTMLLinkElement && node.rel === 'modulepreload')
        .map((link) => new URL(link.href).pathname);
      if (links.length > 0) batches.push(links);
    }).observe(document, { childList: true, subtree: true });
  });
  const html = readBuilt('plant/tomato/index.html');
  const listed = listedChunks(html);
  const later = laterChunks(html);
  expect(later.some((file) => /^\/assets\/login-page-[\w-]+\.js$/.test(file))).toBe(true);
  await page.goto('/plant/tomato');
  const requested = () => page.evaluate(() => (window as unknown as { preloadBatches: string[][] }).preloadBatches);
  // Other chunks the app fetches as it goes (the toasts' once idle) are not the lists'.
  const ours = new Set([...listed, ...later]);
  const batchesOfOurs = async () =>
    (await requested()).map((batch) => batch.filter((file) => ours.has(file))).filter((batch) => batch.length > 0);
  await expect.poll(async () => (await batchesOfOurs()).flat().length).toBe(ours.size);
  const batches = await batchesOfOurs();
  // The page's own list first, in its order, then the forms' chunks: four at most to a task.
  expect(batches.flat()).toEqual([...listed, ...later]);
  const sizes = (files: string[]) =>
    Array.from({ length: Math.ceil(files.length / 4) }, (_, i) => Math.min(4, files.length - 4 * i));
  expect(batches.map((batch) => batch.length)).toEqual([...sizes(listed), ...sizes(later)]);
  // And fetched.
  const scripts = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
  );
  expect(scripts).toEqual(expect.arrayContaining(later));
});
