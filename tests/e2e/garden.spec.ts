import type { Locator, Page } from '@playwright/test';
import { expect, finishWizard, signUpAndVerify, test } from './fixtures.ts';

// Pothos is watered in every season, so it has a must-do task whatever month this runs in.
const WATERING_DONE = /^Done: Pothos: Water thoroughly when the top inch/;

/** Puts a plant in the garden, or saves it for later, with the buttons of its detail page. */
async function keep(page: Page, plantId: string, plantName: string, saveLater: boolean) {
  await page.goto(`/plant/${plantId}`);
  await expect(page.getByRole('heading', { level: 1, name: plantName })).toBeVisible();
  await page.getByRole('button', { name: saveLater ? 'Save for Later' : 'Add to Garden' }).click();
  if (saveLater) {
    await expect(page.getByRole('button', { name: 'Move to Garden' })).toBeVisible();
  } else {
    await expect(page.getByText(`${plantName} has been added to your garden.`)).toBeVisible();
    await expect(page.getByText('In My Garden')).toBeVisible();
  }
}

function card(page: Page, name: string): Locator {
  return page
    .getByRole('region', { name: 'Your plants' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });
}

test('a gardener keeps plants, moves and removes them, and ticks off this month’s tasks', async ({
  page,
  newEmail,
  problems,
  expectConsoleError,
}) => {
  await signUpAndVerify(page, newEmail());
  await page.getByLabel('ZIP code').fill('55401');
  await expect(page.getByText('Zone Found!')).toBeVisible();
  await finishWizard(page);
  await expect(page.getByRole('heading', { name: 'Your garden is empty' })).toBeVisible();

  await keep(page, 'pothos', 'Pothos', false);
  await keep(page, 'tomato', 'Tomato', false);
  await keep(page, 'sweet-basil', 'Sweet Basil', true);
  await page.goto('/');
  await expect(page.getByRole('tab', { name: 'My Garden (2)' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Saved (1)' })).toBeVisible();

  // The search narrows the list.
  await page.getByLabel('Search your plants').fill('pothos');
  await expect(page.getByRole('tab', { name: 'My Garden (1)' })).toBeVisible();
  await expect(card(page, 'Tomato')).toHaveCount(0);
  await page.getByLabel('Search your plants').fill('');

  // Saved → garden.
  await page.getByRole('tab', { name: 'Saved (1)' }).click();
  await card(page, 'Sweet Basil').getByRole('button', { name: 'Move to Garden' }).click();
  await expect(page.getByText('Plant Moved', { exact: true })).toBeVisible();
  await expect(page.getByText('Sweet Basil has been moved to your garden.')).toBeVisible();
  await page.getByRole('tab', { name: 'My Garden (3)' }).click();

  // Removal asks first.
  await card(page, 'Tomato').getByRole('button', { name: 'Remove Tomato from your garden' }).click();
  await page
    .getByRole('dialog', { name: 'Remove Tomato from your garden?' })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(page.getByText('Tomato has been removed from your garden.')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'My Garden (2)' })).toBeVisible();

  // This month: one control per task, the checkbox; a tick is one request, for this month.
  const thisMonth = page.getByRole('region', { name: 'This month' });
  await expect(thisMonth.getByRole('button', { name: /^Track/ })).toHaveCount(0);
  const done = thisMonth.getByRole('checkbox', { name: WATERING_DONE });
  const ticked = page.waitForResponse((r) => r.url().endsWith('/api/tasks') && r.request().method() === 'POST');
  await done.click();
  await expect(done).toHaveAttribute('aria-checked', 'true');
  const tick = await ticked;
  expect(tick.status()).toBe(200);
  const month = await page.evaluate(() => {
    const now = new Date();
    return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
  });
  expect(tick.request().postDataJSON()).toMatchObject({ plant_id: 'pothos', occurrence: month, completed: true });
  // Plant names in the list are tap targets of at least 44 px.
  const plantLink = thisMonth.getByRole('link', { name: 'Pothos' }).first();
  expect((await plantLink.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  // The card shows the same must-do step, done.
  await expect(card(page, 'Pothos').getByRole('checkbox')).toHaveAttribute('aria-checked', 'true');

  await page.reload();
  await expect(done).toHaveAttribute('aria-checked', 'true');
  const kept = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.startsWith('gardenTaskTracking_'));
    return key ? (JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, { completed: boolean }[]>) : {};
  });
  expect(Object.values(kept).flat()).toContainEqual(expect.objectContaining({ completed: true }));

  // The server refuses a removal: the plant comes back, with the spec's Error toast.
  expectConsoleError(/the server responded with a status of 500/);
  expectConsoleError(/^Could not remove Pothos:/);
  await page.route('**/api/garden/pothos', (route) =>
    route.request().method() === 'DELETE'
      ? route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Forced failure' } } })
      : route.fallback(),
  );
  await card(page, 'Pothos').getByRole('button', { name: 'Remove Pothos from your garden' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Error', { exact: true })).toBeVisible();
  await expect(page.getByText('Please try again.')).toBeVisible();
  await expect(card(page, 'Pothos')).toBeVisible();
  await expect(done).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('tab', { name: 'My Garden (2)' })).toBeVisible();
  await page.unroute('**/api/garden/pothos');

  // The forced 500 is this test's own doing, not a fault of the app.
  const forced = problems.findIndex((problem) => /^500 from .*\/api\/garden\/pothos$/.test(problem));
  if (forced !== -1) problems.splice(forced, 1);

  await page.reload();
  await expect(card(page, 'Pothos')).toBeVisible();
});
