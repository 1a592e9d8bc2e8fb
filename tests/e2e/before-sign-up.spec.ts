import type { Page } from '@playwright/test';
import {
  expect,
  finishWizard,
  linkIn,
  PASSWORD,
  signIn,
  signUp,
  signUpAndVerify,
  test,
  waitForMail,
} from './fixtures.ts';

/** The garden's list of plants (not the This month section). */
function plantsRegion(page: Page) {
  return page.getByRole('region', { name: 'Your plants' });
}

test('a visitor who adds Pepper before signing up finds it in the garden after the wizard', async ({
  page,
  newEmail,
}) => {
  // The landing page's search: its ZIP is remembered, and its results lead to the plant.
  await page.goto('/');
  await page.getByLabel('ZIP code').fill('55401');
  await page.getByLabel(/Plant name/).fill('pepper');
  await page.getByRole('button', { name: 'Get care tips' }).click();
  const dialog = page.getByRole('dialog', { name: 'Find a Plant' });
  await dialog.getByRole('button', { name: /^Pepper/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pepper' })).toBeVisible();

  // Add to Garden says why it leads to sign-up, and the sign-up page names the plant.
  await page.getByRole('button', { name: 'Add to Garden' }).click();
  await expect(page.getByText('Create a free account to keep Pepper in your garden')).toBeVisible();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(
    page.getByRole('main').getByText('Pepper will be added to your garden once your account is set up.'),
  ).toBeVisible();

  const email = newEmail();
  await signUp(page, email);
  await page.goto(linkIn(await waitForMail(email)));

  // The wizard starts with the landing page's ZIP, and has no Add Plant button.
  await expect(page.getByRole('heading', { level: 1, name: 'Set up your garden' })).toBeVisible();
  await expect(page.getByLabel('ZIP code')).toHaveValue('55401');
  await expect(page.getByText('Zone Found!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Plant' })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('gg_pending_plant'))).not.toBeNull();
  await finishWizard(page);

  await expect(page.getByText('Pepper has been added to your garden.')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'My Garden (1)' })).toBeVisible();
  await expect(plantsRegion(page).getByRole('heading', { level: 3, name: 'Pepper' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Plant' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('gg_pending_plant'))).toBeNull();

  // Dismissed once, the catalogue notice stays dismissed; the plant is not added twice.
  const notice = page.getByText(/a plant may disappear from your lists/);
  await expect(notice).toBeVisible();
  // On a phone the toasts cover the foot of the short page until they close; a pointer resting on
  // one keeps it open, so it moves away first. The bottom bar is cleared by scrolling.
  await page.mouse.move(0, 0);
  await expect(page.getByRole('region', { name: /Notifications/ }).getByRole('listitem')).toHaveCount(0);
  const dismiss = page.getByRole('button', { name: 'Dismiss notice' });
  await dismiss.evaluate((button) => button.scrollIntoView({ block: 'center' }));
  await dismiss.click();
  await expect(notice).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'My Garden (1)' })).toBeVisible();
  await expect(notice).toHaveCount(0);
  await expect(page.getByText('Pepper has been added to your garden.')).toHaveCount(0);
});

test('a returning gardener who saved a plant for later while signed out finds it saved at sign-in', async ({
  page,
  newEmail,
}) => {
  const email = newEmail();
  await signUpAndVerify(page, email);
  await page.getByLabel('ZIP code').fill('10001');
  await expect(page.getByText('Zone Found!')).toBeVisible();
  await finishWizard(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();

  await page.goto('/plant/sweet-basil');
  await page.getByRole('button', { name: 'Save for Later' }).click();
  await expect(page.getByText('Create a free account to save Sweet Basil for later')).toBeVisible();
  await expect(page).toHaveURL(/\/signup$/);

  // Already has an account: signs in instead, and the plant is saved at once.
  await page.getByRole('main').getByRole('link', { name: 'Sign in', exact: true }).click();
  await expect(
    page.getByRole('main').getByText('Sweet Basil will be saved for later once your account is set up.'),
  ).toBeVisible();
  await signIn(page, email, PASSWORD);
  await expect(page.getByText('Sweet Basil has been saved for later.')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Saved (1)' })).toBeVisible();

  // Signed in, the sign-in forms lead back to the garden.
  for (const path of ['/login', '/signup', '/forgot-password']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My Garden' })).toBeVisible();
  }
});

test('a guest is labelled as one, and Add to Garden leads to sign-up with the spec’s message logged', async ({
  page,
  expectConsoleError,
}) => {
  expectConsoleError(/^Anonymous users cannot add plants\. Please sign up or log in\.$/);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue as guest' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByText('Guest', { exact: true })).toBeVisible();

  const logged = page.waitForEvent('console', (message) => message.text().startsWith('Anonymous users'));
  await page.goto('/plant/pepper');
  await expect(page.getByRole('banner').getByText('Guest', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Add to Garden' }).click();
  expect((await logged).type()).toBe('error');
  await expect(page.getByText('Create a free account to keep Pepper in your garden')).toBeVisible();
  await expect(page).toHaveURL(/\/signup$/);
});
