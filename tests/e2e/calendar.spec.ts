import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { expect, finishWizard, signUpAndVerify, test } from './fixtures.ts';
import { PUBLIC_URL } from './e2e-env.ts';

/** serve.ts's database: read here only to find what a mail would have carried. */
const DATABASE_FILE = 'var/e2e/garden.db';

const FEED_URL = new RegExp(`^${PUBLIC_URL.replace(/\./g, '\\.')}/api/calendar/[A-Za-z0-9_-]{43}\\.ics$`);

// Digests are timed in the browser's own zone.
test.use({ timezoneId: 'America/Chicago' });

/** A gardener in Minneapolis with Tomato in the garden, on Settings. */
async function gardenerWithTomato(page: Page, email: string) {
  await signUpAndVerify(page, email);
  await page.getByLabel('ZIP code').fill('55401');
  await expect(page.getByText('Zone Found!')).toBeVisible();
  await finishWizard(page);
  await page.goto('/plant/tomato');
  await page.getByRole('button', { name: 'Add to Garden' }).click();
  await expect(page.getByText('Tomato has been added to your garden.')).toBeVisible();
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
}

function reminderRow(userId: string) {
  const db = new Database(DATABASE_FILE, { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare('SELECT frequency, time_zone, unsubscribe_token FROM reminder_settings WHERE user_id = ?')
      .get(userId) as { frequency: string; time_zone: string; unsubscribe_token: string } | undefined;
  } finally {
    db.close();
  }
}

test('the calendar link serves the garden’s tasks to any calendar, and a reset retires it', async ({
  page,
  context,
  request,
  newEmail,
}) => {
  await gardenerWithTomato(page, newEmail());

  const link = page.getByRole('textbox', { name: 'Your private calendar link' });
  await expect(link).toHaveValue(FEED_URL);
  const oldUrl = await link.inputValue();

  // A calendar app fetches it without any cookie.
  const feed = await request.get(oldUrl);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toMatch(/^text\/calendar/);
  const ics = await feed.text();
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics).toContain('SUMMARY:Start seeds for Tomato');
  expect(ics).toContain('SUMMARY:Plant Tomato');

  // Apple Calendar takes the webcal:// address.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy link for Apple Calendar' }).click();
  await expect(page.getByText('Link copied', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(oldUrl.replace(/^http:/, 'webcal:'));

  await page.getByRole('button', { name: 'Reset link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset your calendar link?' });
  await expect(dialog).toContainText('Calendars subscribed to the old link stop updating');
  await dialog.getByRole('button', { name: 'Reset link' }).click();
  await expect(page.getByText('Calendar link reset', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(link).not.toHaveValue(oldUrl);
  await expect(link).toHaveValue(FEED_URL);
  const newUrl = await link.inputValue();

  expect((await request.get(oldUrl)).status()).toBe(404);
  const renewed = await request.get(newUrl);
  expect(renewed.status()).toBe(200);
  expect(await renewed.text()).toContain('SUMMARY:Plant Tomato');

  // The same address after a reload.
  await page.reload();
  await expect(link).toHaveValue(newUrl);
});

test('weekly reminders stay on after a reload, and the e-mail’s unsubscribe link turns them off', async ({
  page,
  browser,
  newEmail,
}) => {
  await gardenerWithTomato(page, newEmail());
  const userId = await page.evaluate(async () => {
    const session = (await (await fetch('/api/auth/get-session')).json()) as { user: { id: string } };
    return session.user.id;
  });

  const weekly = page.getByRole('radio', { name: /^Weekly digest/ });
  await expect(page.getByRole('radio', { name: /^Off/ })).toBeChecked();
  await weekly.check();
  await expect(page.getByText('Reminders updated', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Next digest: Monday, [A-Z][a-z]+ \d{1,2}$/)).toBeVisible();

  await page.reload();
  await expect(weekly).toBeChecked();
  await expect(page.getByText(/^Next digest: Monday/)).toBeVisible();
  const row = reminderRow(userId);
  expect(row).toMatchObject({ frequency: 'weekly', time_zone: 'America/Chicago' });

  // The mail may be opened anywhere: here in a browser nobody is signed in to.
  const elsewhere = await browser.newContext();
  try {
    const mailPage = await elsewhere.newPage();
    await mailPage.goto(`${PUBLIC_URL}/unsubscribe?token=${row?.unsubscribe_token ?? ''}`);
    await expect(mailPage.getByRole('heading', { level: 1, name: 'You’re unsubscribed' })).toBeVisible();
    await expect(mailPage.getByText('You won’t get Garden Guide reminder e-mails any more.')).toBeVisible();
    await expect(mailPage.getByRole('main').getByRole('link', { name: 'Sign In' })).toBeVisible();
  } finally {
    await elsewhere.close();
  }
  expect(reminderRow(userId)?.frequency).toBe('off');

  await page.reload();
  await expect(page.getByRole('radio', { name: /^Off/ })).toBeChecked();
  await expect(page.getByText(/^Next digest/)).toHaveCount(0);

  // The gardener's own browser: pointed to Settings.
  await weekly.check();
  await expect(page.getByText('Reminders updated', { exact: true })).toBeVisible();
  await page.goto(`/unsubscribe?token=${row?.unsubscribe_token ?? ''}`);
  await expect(page.getByRole('heading', { level: 1, name: 'You’re unsubscribed' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to Settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /^Off/ })).toBeChecked();
});

test('an unsubscribe link nobody has says it is not valid', async ({ page }) => {
  await page.goto(`/unsubscribe?token=${'x'.repeat(43)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'This unsubscribe link is not valid' })).toBeVisible();
  await expect(page).toHaveTitle('Unsubscribe · Garden Guide');
});
