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
