import type { Page } from '@playwright/test';
import { expect, finishWizard, signUpAndVerify, test } from './fixtures.ts';

// Pothos is watered in every season, so it has a must-do task whatever month this runs in.
const WATERING_DONE = /^Done: Pothos: Water thoroughly when the top inch/;

/** Waits until the service worker controls the page (it registers once the page is idle). */
async function whenControlled(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 });
}

test('the app installs, and offline shows the garden and this month’s tasks read-only', async ({
  page,
  context,
  newEmail,
  expectConsoleError,
}) => {
  await signUpAndVerify(page, newEmail());
  await page.getByLabel('ZIP code').fill('55401');
  await expect(page.getByText('Zone Found!')).toBeVisible();
  await finishWizard(page);

  await page.goto('/plant/pothos');
  await page.getByRole('button', { name: 'Add to Garden' }).click();
  await expect(page.getByText('Pothos has been added to your garden.')).toBeVisible();

  // Installable: a manifest with icons, and a worker that controls the page.
  const manifest = await page.evaluate(async () => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    return link ? ((await (await fetch(link.href)).json()) as { display: string; icons: { sizes: string }[] }) : null;
  });
  expect(manifest?.display).toBe('standalone');
  expect(manifest?.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  await whenControlled(page);

  // Online, through the worker: the garden's reads are kept.
  await page.goto('/');
  const thisMonth = page.getByRole('region', { name: 'This month' });
  await expect(thisMonth.getByRole('checkbox', { name: WATERING_DONE })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'My Garden (1)' })).toBeVisible();

  // Offline: the app opens from the worker and shows the last copy, read-only.
  await context.setOffline(true);
  expectConsoleError(/Failed to load resource|net::ERR_INTERNET_DISCONNECTED|Failed to fetch/);
  await page.reload();
  await expect(page.getByText(/You’re offline\. You can look at your garden as it was last loaded/)).toBeVisible();
  await expect(page.getByRole('tab', { name: 'My Garden (1)' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Pothos', exact: true })).toBeVisible();
  const done = thisMonth.getByRole('checkbox', { name: WATERING_DONE });
  await expect(done).toHaveAttribute('aria-checked', 'false');

  // A change is refused with a message, and nothing is sent later.
  await done.click();
  await expect(page.getByText('You’re offline, so this change was not saved.', { exact: false })).toBeVisible();
  await expect(done).toHaveAttribute('aria-checked', 'false');

  await context.setOffline(false);
  await page.reload();
  await expect(done).toHaveAttribute('aria-checked', 'false');
  const tasks = await page.evaluate(
    async () => ((await (await fetch('/api/tasks')).json()) as { tasks: unknown[] }).tasks,
  );
  expect(tasks).toEqual([]);

  // Signing out forgets the kept copies: the next person on this device sees none of them.
  expect(
    await page.evaluate(async () => (await (await caches.open('garden-guide-api')).keys()).length),
  ).toBeGreaterThan(0);
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(() => page.evaluate(async () => (await caches.keys()).includes('garden-guide-api'))).toBe(false);
});
