import { expect, finishWizard, signUpAndVerify, test } from './fixtures.ts';

// Markup in a plant's name is the gardener's text: shown as typed, never run or loaded.
const NAME = '<img src=x onerror=window.__hostile=1> tomato';

test('a plant name with markup is shown as text on every screen, with no CSP violation', async ({ page, newEmail }) => {
  // The fixtures fail the test on any Content-Security-Policy violation.
  await signUpAndVerify(page, newEmail());
  await page.getByLabel('ZIP code').fill('55401');
  await expect(page.getByText('Zone Found!')).toBeVisible();
  await finishWizard(page);

  await page.getByRole('button', { name: 'Add Plant' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a Plant' });
  await dialog.getByLabel('Plant name').fill(NAME);
  await dialog.getByRole('button', { name: `Add "${NAME}" as a new plant` }).click();
  await expect(dialog).toBeHidden();

  const heading = page.getByRole('heading', { level: 3, name: NAME, exact: true });
  await expect(heading).toBeVisible();
  await page.reload();
  await expect(heading).toBeVisible();
  await heading.getByRole('link').or(heading).first().click();
  await expect(page.getByRole('heading', { level: 1, name: NAME, exact: true })).toBeVisible();

  expect(await page.locator('img[src="x"]').count()).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { __hostile?: number }).__hostile)).toBeUndefined();
});
