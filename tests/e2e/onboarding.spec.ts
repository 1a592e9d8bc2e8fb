import { chooseOption, expect, finishWizard, linkIn, signUp, test, waitForMail } from './fixtures.ts';

test.describe('onboarding', () => {
  test('a ZIP with zone data finds the zone, and the garden shows it', async ({ page, newEmail }) => {
    const email = newEmail();
    await signUp(page, email);
    await page.goto(linkIn(await waitForMail(email)));

    await expect(page.getByRole('heading', { level: 1, name: 'Set up your garden' })).toBeVisible();
    await expect(page.getByText('Step 1 of 4')).toBeVisible();
    const next = page.getByRole('button', { name: 'Next' });
    await expect(next).toBeDisabled();

    await page.getByLabel('ZIP code').fill('10001');
    await expect(page.getByText('Zone Found!')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Zone 7b' })).toBeVisible();
    await expect(page.getByText('New York, NY 10001')).toBeVisible();
    await finishWizard(page);

    await expect(page.getByRole('heading', { name: 'Zone 7b' })).toBeVisible();
    await expect(page.getByText(/Plants you add will appear here/)).toBeVisible();
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('gardenProfile'))) ?? 'null')).toMatchObject({
      zone: '7b',
      zip_code: '10001',
      garden_type: 'backyard',
      plant_preference: 'veggies',
      gardening_commitment: 'weekend',
    });

    // Back on / the complete profile shows the garden, not the wizard.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Garden' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My Garden' })).toBeVisible();
  });

  test('a ZIP without zone data lets the gardener choose the zone by hand', async ({ page, newEmail }) => {
    const email = newEmail();
    await signUp(page, email);
    await page.goto(linkIn(await waitForMail(email)));

    await page.getByLabel('ZIP code').fill('00000');
    await expect(page.getByText("We don't have zone data for this zip code.")).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();

    await chooseOption(page, 'USDA Hardiness Zone', 'Zone 7a');
    await expect(page.getByText('Zone Selected')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Zone 7a' })).toBeVisible();
    await finishWizard(page);

    await expect(page.getByRole('heading', { name: 'Zone 7a' })).toBeVisible();
  });
});
