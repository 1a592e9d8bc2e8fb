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
});
