import type { Locator } from '@playwright/test';
import { expect, finishWizard, signUpAndVerify, test } from './fixtures.ts';

/** The rows' names (the first line of each row). */
async function rowNames(list: Locator): Promise<string[]> {
  return list.locator('button[data-plant-option] .font-medium').allTextContents();
}

test('search lists what the gardener meant first, names wrap, and a misspelt name is asked about, never swapped', async ({
  page,
  newEmail,
}) => {
  await signUpAndVerify(page, newEmail());
  await page.getByLabel('ZIP code').fill('55401');
  await expect(page.getByText('Zone Found!')).toBeVisible();
  await finishWizard(page);

  await page.getByRole('button', { name: 'Add Plant' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a Plant' });
  const name = dialog.getByLabel('Plant name');
  const found = dialog.getByRole('list', { name: 'Plants found' });

  // 'peas' is exactly Pea: Pea and its varieties before Asian Pear.
  await name.fill('peas');
  await expect(found.getByRole('button').first()).toContainText('PeaPisum sativum');
  const peas = await rowNames(found);
  expect(peas.indexOf('Pea')).toBeLessThan(peas.indexOf('Asian Pear'));

  // 'pepper': Pepper, its varieties, then the plants that only mention pepper (for this
  // veggies gardener, the herb before the houseplant), peppermint last.
  await name.fill('pepper');
  await expect(found.getByRole('button').last()).toContainText('Mint');
  const pepper = await rowNames(found);
  expect(pepper[0]).toBe('Pepper');
  expect(pepper.slice(-3)).toEqual(['Garden Cress', 'Baby Rubber Plant', 'Mint']);

  // A variety finds its plant, and the row says which variety matched.
  await name.fill('jalapeño');
  await expect(found.getByRole('button')).toHaveCount(1);
  await expect(found.getByRole('button')).toContainText('JalapenoVariety of Pepper');

  // Long names wrap in the row instead of being cut off.
  await name.fill('heartleaf');
  await expect(found.getByRole('button').first()).toContainText('Heartleaf Philodendron');
  for (const row of await found.locator('button[data-plant-option] span span').all()) {
    expect(await row.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);
  }

  // A misspelling is a question; the gardener's own name stays the alternative.
  await name.fill('brocolli');
  await dialog.getByRole('button', { name: 'Add "brocolli" as a new plant' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: 'Did you mean Broccoli?' })).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'Did you mean' }).getByRole('button')).toContainText('Broccoli');
  await expect(page.getByText('Broccoli has been added to your garden.')).toHaveCount(0);

  await dialog.getByRole('button', { name: 'Add "brocolli" as my own plant' }).click();
  const kinds = dialog.getByRole('group', { name: /What kind of plant is “brocolli”\?/ });
  await kinds.getByRole('button', { name: 'Vegetable' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('brocolli has been added to your garden.')).toBeVisible();

  // Its page says plainly that there is no guide, and makes nothing up.
  await page
    .getByRole('link', { name: /brocolli/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'brocolli' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'No guide yet' })).toContainText(
    'Garden Guide has no guide for brocolli yet.',
  );
  await expect(page.getByRole('button', { name: 'Get Planting Instructions' })).toHaveCount(0);
  await expect(page.locator('[data-suitability]')).toHaveCount(0);
  await expect(page.getByText('Full Sun')).toHaveCount(0);
  await expect(page.getByText('In My Garden')).toBeVisible();
});
