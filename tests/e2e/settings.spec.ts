import { chooseOption, expect, finishWizard, linkIn, signUp, test, waitForMail } from './fixtures.ts';
import type { Page } from '@playwright/test';

async function gardenerWithProfile(page: Page, email: string) {
  await signUp(page, email);
  await page.goto(linkIn(await waitForMail(email)));
  await page.getByLabel('ZIP code').fill('10001');
  await expect(page.getByText('Zone Found!')).toBeVisible();
  await finishWizard(page);
}

test('settings: a new zone is saved, then Logout forgets this device’s garden data', async ({ page, newEmail }) => {
  await gardenerWithProfile(page, newEmail());

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const zone = page.getByRole('combobox', { name: 'USDA Hardiness Zone' });
  await expect(zone).toHaveText(/Zone 7b/);
  const save = page.getByRole('button', { name: 'Save Changes' });
  await expect(save).toBeDisabled();

  await chooseOption(page, 'USDA Hardiness Zone', 'Zone 8a');
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText('Settings Saved', { exact: true })).toBeVisible();
  await expect(page.getByText('Your garden profile has been updated successfully!')).toBeVisible();
  await expect(save).toBeDisabled();

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'USDA Hardiness Zone' })).toHaveText(/Zone 8a/);

  const userId = await page.evaluate(async () => {
    const session = (await (await fetch('/api/auth/get-session')).json()) as { user: { id: string } };
    localStorage.setItem(`gardenTaskTracking_${session.user.id}`, '{}');
    localStorage.setItem('gardenTaskTracking_anonymous', '{}');
    return session.user.id;
  });
  expect(await page.evaluate(() => localStorage.getItem('gardenProfile'))).not.toBeNull();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Logged Out', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  const kept = await page.evaluate(
    (keys) => keys.map((key) => localStorage.getItem(key)),
    ['gardenProfile', `gardenTaskTracking_${userId}`, 'gardenTaskTracking_anonymous'],
  );
  expect(kept).toEqual([null, null, null]);
  expect(await page.evaluate(async () => (await fetch('/api/auth/get-session')).json())).toBeNull();
});

test('a signed-in gardener on an unknown path sees the 404 page', async ({ page, newEmail, expectConsoleError }) => {
  // The spec logs the path nobody has a screen for.
  expectConsoleError(/^404 Error: User attempted to access non-existent route: \/no\/such\/page$/);
  await gardenerWithProfile(page, newEmail());

  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Garden' })).toBeVisible();
});

test('settings: the wizard’s answers can be changed, and a zone that is not the ZIP’s is noted', async ({
  page,
  newEmail,
}) => {
  await gardenerWithProfile(page, newEmail());
  await page.goto('/settings');
  const save = page.getByRole('button', { name: 'Save Changes' });
  await expect(page.getByRole('radio', { name: 'Backyard' })).toBeChecked();
  await expect(save).toBeDisabled();

  // A zone other than the ZIP's is said, and Save stays in view (on a phone, above the bottom bar).
  await chooseOption(page, 'USDA Hardiness Zone', 'Zone 6a');
  await expect(page.getByText(/ZIP 10001 is in zone 7b; you chose zone 6a\./)).toBeVisible();
  await expect(save).toBeInViewport({ ratio: 1 });
  const bar = await page.getByRole('navigation', { name: 'Main' }).boundingBox();
  const button = await save.boundingBox();
  expect(button!.y + button!.height).toBeLessThanOrEqual(bar!.y);

  await page.getByText('Balcony', { exact: true }).click();
  await page.getByText('Flowers', { exact: true }).click();
  await page.getByText('Daily', { exact: true }).click();
  await save.click();
  await expect(page.getByText('Settings Saved', { exact: true })).toBeVisible();
  await expect(save).toBeDisabled();

  await page.reload();
  await expect(page.getByRole('radio', { name: 'Balcony' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Flowers' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Daily' })).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'USDA Hardiness Zone' })).toHaveText(/Zone 6a/);
  await expect(page.getByText(/ZIP 10001 is in zone 7b; you chose zone 6a\./)).toBeVisible();
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('gardenProfile'))) ?? 'null')).toMatchObject({
    zone: '6a',
    garden_type: 'balcony',
    plant_preference: 'flowers',
    gardening_commitment: 'daily',
  });
});
