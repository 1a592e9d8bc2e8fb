import { expect, linkIn, mailsTo, PASSWORD, signIn, signUp, signUpAndVerify, test, waitForMail } from './fixtures.ts';
import type { Browser } from '@playwright/test';
import { PUBLIC_URL } from './e2e-env.ts';

/** Opens a mailed link in another browser (a phone, say), as a reader of the mail would. */
async function openElsewhere(browser: Browser, link: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(link);
  await context.close();
}

test.describe('sign up and sign in', () => {
  test('a new account verifies its address from the mail, then signs in with its password', async ({
    page,
    browser,
    newEmail,
  }) => {
    const email = newEmail();
    await signUp(page, email);

    // Not yet verified: the server refuses, and says why.
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In with Password' }).click();
    await expect(page.getByText(/not verified/i)).toBeVisible();

    const mail = await waitForMail(email);
    expect(mail.subject).toContain('Confirm your e-mail address');
    await openElsewhere(browser, linkIn(mail));

    await signIn(page, email);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Set up your garden' })).toBeVisible();
  });

  test('a wrong password shows the server’s message and stays on the sign-in page', async ({ page, newEmail }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(newEmail('nobody'));
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In with Password' }).click();
    await expect(page.getByText('Invalid email or password')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('magic link', () => {
  test('for an existing address, the mailed link signs in', async ({ page, newEmail }) => {
    const email = newEmail();
    await signUp(page, email);

    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Magic Link' }).click();
    await expect(page.getByText('Magic link sent!')).toBeVisible();
    await expect(page.getByText('Check your email for the login link.')).toBeVisible();

    const mail = await waitForMail(email, { count: 2 });
    expect(mail.subject).toBe('Your Garden Guide sign-in link');
    await page.goto(linkIn(mail));
    await expect(page.getByRole('heading', { level: 1, name: 'Set up your garden' })).toBeVisible();
  });

  test('for an unknown address, the same answer and no mail', async ({ page, newEmail }) => {
    const email = newEmail('stranger');
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Magic Link' }).click();
    await expect(page.getByText('Magic link sent!')).toBeVisible();
    await page.waitForTimeout(1000);
    expect(await mailsTo(email)).toEqual([]);
  });

  test('without an address it asks for one', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Send Magic Link' }).click();
    await expect(page.getByText('Email required')).toBeVisible();
  });
});

test.describe('forgotten password', () => {
  test('the reset mail leads to /update-password, and the new password signs in', async ({
    page,
    browser,
    newEmail,
  }) => {
    const email = newEmail();
    await signUp(page, email);
    await openElsewhere(browser, linkIn(await waitForMail(email)));

    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Instructions' }).click();
    await expect(page.getByText('Password reset email sent!')).toBeVisible();

    const mail = await waitForMail(email, { count: 2 });
    expect(mail.subject).toBe('Reset your Garden Guide password');
    const link = linkIn(mail);
    expect(new URL(link).pathname).toBe('/update-password');
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    // The token is checked, then kept out of the address bar.
    await expect(page).toHaveURL(/\/update-password$/);

    await page.getByLabel('New password', { exact: true }).fill('fresh-basil-2026');
    await page.getByLabel('Confirm new password').fill('fresh-basil-2026');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByText('Password updated successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In with Password' }).click();
    await expect(page.getByText('Invalid email or password')).toBeVisible();

    await signIn(page, email, 'fresh-basil-2026');
    await expect(page.getByRole('heading', { level: 1, name: 'Set up your garden' })).toBeVisible();

    // The link worked once.
    await page.context().clearCookies();
    await page.goto(link);
    await expect(page.getByText('Invalid Link')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('/update-password without a token says the link is invalid and goes to /login', async ({ page }) => {
    await page.goto('/update-password');
    await expect(page.getByText('Invalid Link')).toBeVisible();
    await expect(page.getByText('Password reset link is invalid or expired.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  });
});

test('the OpenID provider signs in through its own pages and comes back signed in', async ({ page }) => {
  // The provider's development pages load a web font; nothing leaves this machine.
  await page.route('https://fonts.googleapis.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/css', body: '' }),
  );
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Test SSO' }).click();

  await page.locator('input[name="login"]').fill('gardener-1');
  await page.locator('input[name="password"]').fill('any');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(`${PUBLIC_URL}/`);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  const session = await page.evaluate(async () => (await fetch('/api/auth/get-session')).json());
  expect(session).toMatchObject({ user: { email: 'oidc.gardener@example.org', isAnonymous: false } });
});

test('a guest sees the landing page', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue as guest' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Get care tips' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  const session = await page.evaluate(async () => (await fetch('/api/auth/get-session')).json());
  expect(session).toMatchObject({ user: { isAnonymous: true } });
});

test('a password reset on another device signs this one out at its next start', async ({ page, browser, newEmail }) => {
  const email = newEmail();
  await signUpAndVerify(page, email);
  await expect(page.getByRole('heading', { level: 1, name: 'Set up your garden' })).toBeVisible();

  // On a phone, the gardener resets the password: every session of theirs ends.
  const phone = await browser.newContext();
  const phonePage = await phone.newPage();
  await phonePage.goto('/forgot-password');
  await phonePage.getByLabel('Email').fill(email);
  await phonePage.getByRole('button', { name: 'Send Reset Instructions' }).click();
  await expect(phonePage.getByText('Password reset email sent!')).toBeVisible();
  await phonePage.goto(linkIn(await waitForMail(email, { count: 2 })));
  await phonePage.getByLabel('New password', { exact: true }).fill('fresh-basil-2026');
  await phonePage.getByLabel('Confirm new password').fill('fresh-basil-2026');
  await phonePage.getByRole('button', { name: 'Update Password' }).click();
  await expect(phonePage.getByText('Password updated successfully!')).toBeVisible();
  await phone.close();

  // Back on this device, the app starts signed out rather than waiting on a session that is gone.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Get care tips' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Set up your garden' })).toHaveCount(0);
  expect(await page.evaluate(async () => (await fetch('/api/auth/get-session')).json())).toBeNull();
});
