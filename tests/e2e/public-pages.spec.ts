import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, todayLong } from './fixtures.ts';

test.describe('the landing page', () => {
  test('offers sign in, sign up, the ZIP form, three features and a call to action', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign In' }).first()).toHaveAttribute('href', '/login');
    await expect(page.getByRole('link', { name: 'Sign Up' }).first()).toHaveAttribute('href', '/signup');
    for (const title of ['Plant Tracking', 'Perfect Placement', 'Add to Calendar']) {
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Start Growing Today' })).toHaveAttribute('href', '/signup');
  });

  test('Get care tips is enabled only for exactly five digits', async ({ page }) => {
    await page.goto('/');
    const zip = page.getByLabel('ZIP code');
    const button = page.getByRole('button', { name: 'Get care tips' });
    await expect(button).toBeDisabled();
    await zip.fill('1234');
    await expect(button).toBeDisabled();
    await zip.fill('');
    await zip.pressSequentially('ab12c');
    await expect(zip).toHaveValue('12');
    await expect(button).toBeDisabled();
    await zip.pressSequentially('3456');
    await expect(zip).toHaveValue('12345');
    await expect(button).toBeEnabled();
  });

  test('a ZIP shows its zone and frost dates, and is remembered', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('ZIP code').fill('10001');
    await page.getByRole('button', { name: 'Get care tips' }).click();
    await expect(page.getByText('Zone 7b').first()).toBeVisible();
    await expect(page.getByText(/New York/).first()).toBeVisible();
    await expect(page.getByText(/NOAA/).first()).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('gg_last_zip'))).toBe('10001');

    await page.goto('/');
    await expect(page.getByLabel('ZIP code')).toHaveValue('10001');
  });

  test('a ZIP outside the data says so', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('ZIP code').fill('00000');
    await page.getByRole('button', { name: 'Get care tips' }).click();
    await expect(page.getByText('zip not found')).toBeVisible();
  });

  test('any other path shows the home screen to a signed-out visitor', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('button', { name: 'Get care tips' })).toBeVisible();
  });
});

test('the about page explains the four steps', async ({ page }) => {
  await page.goto('/learn');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const step of [/location/i, /garden/i, /care/i, /reminder/i]) {
    await expect(page.getByRole('heading', { name: step }).first()).toBeVisible();
  }
});

for (const path of ['/terms-of-service', '/terms']) {
  test(`the terms of service at ${path} have every section and today's date`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: /terms of service/i })).toBeVisible();
    for (const section of [
      /acceptance/i,
      /description/i,
      /account/i,
      /conduct/i,
      /communication/i,
      /termination/i,
      /warrant/i,
      /liability/i,
      /changes/i,
      /contact/i,
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: section }).first()).toBeVisible();
    }
    await expect(page.getByText(todayLong()).first()).toBeVisible();
  });
}

for (const path of ['/privacy-policy', '/privacy']) {
  test(`the privacy policy at ${path} is dated today and promises no selling or sharing`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: /privacy/i })).toBeVisible();
    await expect(page.getByText(todayLong()).first()).toBeVisible();
    await expect(page.getByText(/e-?mail/i).first()).toBeVisible();
    await expect(page.getByText(/sell/i).first()).toBeVisible();
  });
}

test('the contact page answers', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the served page carries a strict Content-Security-Policy', async ({ page }) => {
  const response = await page.goto('/');
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
});

test('the built pages are served as the build compressed them', async ({ request }) => {
  const built = readFileSync(join(process.cwd(), 'dist', 'client', 'index.html.br'));
  const response = await request.get('/', { headers: { 'accept-encoding': 'br' } });
  expect(response.headers()['content-encoding']).toBe('br');
  // Playwright decodes the body; the length says which bytes were sent.
  expect(response.headers()['content-length']).toBe(String(built.length));
  expect(await response.text()).toBe(readFileSync(join(process.cwd(), 'dist', 'client', 'index.html'), 'utf8'));
});
