import { randomInt } from 'node:crypto';
import { test as base, expect, type Page } from '@playwright/test';
import { MAIL_URL } from './e2e-env.ts';

/** A mail the app sent, as serve.ts's mail sink reports it. */
export type Mail = { from: string; to: string[]; subject: string; text: string; links: string[] };

type Fixtures = {
  problems: string[];
  /** Console errors this test provokes on purpose; matching ones are not problems. */
  expectConsoleError: (pattern: RegExp) => void;
  /** A fresh address for this test (unique across tests and projects). */
  newEmail: (label?: string) => string;
};

/**
 * Every page in these tests must load without a console error, a failed request to
 * our own origin, or a Content-Security-Policy violation.
 */
export const test = base.extend<Fixtures & { allowedConsoleErrors: RegExp[] }>({
  // Each test is its own visitor for the sign-in rate limits (loopback is a trusted proxy).
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({
      ...extraHTTPHeaders,
      'x-forwarded-for': `10.${randomInt(256)}.${randomInt(256)}.${1 + randomInt(254)}`,
    });
  },
  // Playwright reads what a fixture needs from its first parameter's pattern; this one needs nothing.
  // eslint-disable-next-line no-empty-pattern
  allowedConsoleErrors: async ({}, use) => {
    await use([]);
  },
  expectConsoleError: async ({ allowedConsoleErrors }, use) => {
    await use((pattern) => void allowedConsoleErrors.push(pattern));
  },
  problems: [
    async ({ page, allowedConsoleErrors }, use) => {
      const problems: string[] = [];
      // Every page reports what its Content-Security-Policy blocked, eval probes included.
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`Content-Security-Policy violation: ${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      page.on('console', (message) => {
        // A 4xx answer the test provokes (an unknown ZIP) is behaviour; a 5xx is caught below.
        if (
          message.type() === 'error' &&
          !/Failed to load resource: the server responded with a status of 4\d\d/.test(message.text()) &&
          !allowedConsoleErrors.some((pattern) => pattern.test(message.text()))
        ) {
          problems.push(`console.error: ${message.text()}`);
        }
      });
      page.on('response', (response) => {
        if (response.status() >= 500) problems.push(`${response.status()} from ${response.url()}`);
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      await use(problems);
      expect(problems, 'the page logged errors').toEqual([]);
    },
    { auto: true },
  ],
  // eslint-disable-next-line no-empty-pattern -- needs nothing but testInfo (see above)
  newEmail: async ({}, use, testInfo) => {
    let count = 0;
    await use((label = 'gardener') => {
      count += 1;
      const stamp = `${Date.now().toString(36)}${randomInt(1_000_000).toString(36)}`;
      return `${label}.${testInfo.project.name}.${stamp}.${count}@example.org`;
    });
  },
});

export { expect };

export function todayLong(): string {
  return new Date().toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

/** Every mail sent to `to` so far. */
export async function mailsTo(to: string): Promise<Mail[]> {
  const response = await fetch(`${MAIL_URL}/mails?to=${encodeURIComponent(to)}`);
  return (await response.json()) as Mail[];
}

/** Waits for the `count`-th mail (1-based) to `to`, and returns it. */
export async function waitForMail(to: string, { count = 1, timeoutMs = 10_000 } = {}): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = await mailsTo(to);
    if (mails.length >= count) return mails[count - 1]!;
    if (Date.now() > deadline) throw new Error(`no mail number ${count} to ${to} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The one link in a mail. */
export function linkIn(mail: Mail): string {
  expect(mail.links).toHaveLength(1);
  return mail.links[0]!;
}

export const PASSWORD = 'tomato-trellis-42';

/** Signs up through the form; the account still has to verify its address. */
export async function signUp(page: Page, email: string, password = PASSWORD) {
  await page.goto('/signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Account created!')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  // The address bar changes before the next screen replaces this one: wait for the sign-in
  // form, or the next fill could land in the sign-up form's Email field.
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
}

/** Signs up and follows the verification link, which signs the page in. */
export async function signUpAndVerify(page: Page, email: string, password = PASSWORD) {
  await signUp(page, email, password);
  await page.goto(linkIn(await waitForMail(email)));
}

export async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In with Password' }).click();
  await expect(page.getByText('Welcome back!')).toBeVisible();
}

/** Steps 2 to 4 of the wizard, and Complete Setup. */
export async function finishWizard(page: Page) {
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByText('Backyard', { exact: true }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByText('Veggies', { exact: true }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByText('Weekend', { exact: true }).click();
  await page.getByRole('button', { name: 'Complete Setup' }).click();
  await expect(page.getByText('Profile Saved')).toBeVisible();
  await expect(page).toHaveURL(/\/garden$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Garden' })).toBeVisible();
}

/**
 * Picks an option in a Radix select. The list ignores a pointer-up that comes
 * too soon after it opened, so the pick is retried until the trigger shows it.
 */
export async function chooseOption(page: Page, comboboxName: string, optionName: string) {
  const combobox = page.getByRole('combobox', { name: comboboxName });
  await expect(async () => {
    if ((await combobox.getAttribute('aria-expanded')) !== 'true') await combobox.click();
    await page.getByRole('option', { name: optionName, exact: true }).click({ timeout: 2_000 });
    await expect(combobox).toContainText(optionName, { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
}
