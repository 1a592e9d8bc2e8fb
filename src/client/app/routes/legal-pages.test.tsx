import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { PublicConfig } from '#shared/config.ts';
import { jsonResponse, mockApi, renderRoute } from '#client/testing/render-route.tsx';

const config: PublicConfig = {
  productName: 'Garden Guide',
  auth: { emailPassword: true, magicLink: true, guest: true, google: false, oidc: null },
  plantIdentification: { enabled: true, provider: 'plantnet' },
  mailDelivery: 'outbox',
  contactEmail: null,
};

describe('legal pages', () => {
  beforeEach(() => {
    // Only the clock is faked; timers stay real for the router and React.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 22, 9, 30));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  test.each(['/terms-of-service', '/terms'])('%s shows today as the last-updated date', async (path) => {
    renderRoute(path);

    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    expect(screen.getByText('Last updated:')).toHaveTextContent('Last updated: November 22, 2026');
    expect(screen.getByText('November 22, 2026')).toHaveAttribute('datetime', '2026-11-22');
  });

  test('the terms cover every section the product promises', async () => {
    renderRoute('/terms-of-service');
    await screen.findByRole('heading', { level: 1 });

    const sections = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(sections).toEqual([
      '1. Acceptance of these terms',
      '2. Service description',
      '3. Accounts',
      '4. Conduct',
      '5. Communications',
      '6. Termination',
      '7. Warranty disclaimer',
      '8. Limitation of liability',
      '9. Changes to these terms',
      '10. Contact',
    ]);
  });

  test.each(['/privacy-policy', '/privacy'])('%s shows today as the last-updated date', async (path) => {
    mockApi(() => jsonResponse(config));
    renderRoute(path);

    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByText('Last updated:')).toHaveTextContent('Last updated: November 22, 2026');
  });

  test('the privacy policy names the identification service this installation uses', async () => {
    mockApi(() => jsonResponse(config));
    renderRoute('/privacy-policy');

    expect(await screen.findByText('On this Garden Guide, photos are sent to Pl@ntNet.')).toBeInTheDocument();
  });

  test('the privacy policy says no photo leaves the device when identification is off', async () => {
    mockApi(() => jsonResponse({ ...config, plantIdentification: { enabled: false, provider: 'none' } }));
    renderRoute('/privacy-policy');

    expect(
      await screen.findByText(
        'On this Garden Guide, photo identification is turned off, so no photo leaves your device.',
      ),
    ).toBeInTheDocument();
  });

  test('the privacy policy describes the calendar link and the opt-in e-mail reminders', async () => {
    mockApi(() => jsonResponse(config));
    renderRoute('/privacy-policy');

    expect(await screen.findByRole('heading', { name: 'Reminders' })).toBeInTheDocument();
    expect(screen.getByText(/Anyone who has that link can see those tasks/)).toBeInTheDocument();
    expect(screen.getByText(/Reminders by e-mail are off unless you turn them on in Settings/)).toBeInTheDocument();
    expect(screen.queryByText(/may come later/)).not.toBeInTheDocument();
  });

  test('the terms say what e-mail we send today: account mail, and the reminder digests a gardener turns on', async () => {
    renderRoute('/terms-of-service');
    const heading = await screen.findByRole('heading', { level: 2, name: '5. Communications' });
    const section = heading.nextElementSibling;

    expect(section).toHaveTextContent(
      /to confirm your address, to sign you in with a link, and to reset your password/,
    );
    expect(section).toHaveTextContent(/weekly or monthly digest/);
    expect(section).toHaveTextContent(/unsubscribe/);
    expect(screen.queryByText(/may (add|come) .*later/)).not.toBeInTheDocument();
  });

  test('the privacy policy keeps the name a gardener gives at sign-up, and says what it is used for', async () => {
    mockApi(() => jsonResponse(config));
    renderRoute('/privacy-policy');

    expect(await screen.findByText(/Your name, if you give one/)).toBeInTheDocument();
    expect(screen.getByText(/the optional full name on the sign-up form/)).toBeInTheDocument();
    expect(screen.queryByText(/only if you sign in with a third-party provider/)).not.toBeInTheDocument();
  });

  test('the privacy policy names what else the server keeps: sessions, searches, rate limits, logs', async () => {
    mockApi(() => jsonResponse(config));
    renderRoute('/privacy-policy');
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });

    for (const kept of [
      /the IP address it came from and your browser’s name and version/,
      /the ZIP code and the plant name you typed/,
      /counts requests per IP address/,
      /each request’s method, page address/,
      /plants you added yourself by name/,
      /your time zone/,
    ]) {
      expect(screen.getByText(kept)).toBeInTheDocument();
    }
  });

  test('the privacy policy says how to download and delete everything, in Settings', async () => {
    mockApi(() => jsonResponse(config));
    renderRoute('/privacy-policy');

    expect(await screen.findByText(/In Settings, under Your data, you can download a copy/)).toBeInTheDocument();
    expect(screen.getByText(/delete your account/)).toBeInTheDocument();
  });
});
