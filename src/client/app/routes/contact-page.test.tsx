import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import type { PublicConfig } from '#shared/config.ts';
import { jsonResponse, mockApi, renderRoute } from '#client/testing/render-route.tsx';

function config(contactEmail: string | null): PublicConfig {
  return {
    productName: 'Garden Guide',
    auth: { emailPassword: true, magicLink: false, guest: false, google: false, oidc: null },
    plantIdentification: { enabled: false, provider: 'none' },
    mailDelivery: 'outbox',
    contactEmail,
  };
}

describe('contact page', () => {
  test('shows a mail link when the operator published an address', async () => {
    mockApi((url) =>
      url.pathname === '/api/config' ? jsonResponse(config('garden@example.org')) : jsonResponse({}, 404),
    );
    renderRoute('/contact');

    const link = await screen.findByRole('link', { name: 'garden@example.org' });
    expect(link).toHaveAttribute('href', 'mailto:garden@example.org');
  });

  test('says so when the operator published no address', async () => {
    mockApi(() => jsonResponse(config(null)));
    renderRoute('/contact');

    expect(
      await screen.findByText(/The people who run this Garden Guide have not published a contact address/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /@/ })).not.toBeInTheDocument();
  });

  test('explains when the details cannot be loaded', async () => {
    mockApi(() => jsonResponse({ error: { code: 'internal', message: 'Internal error' } }, 500));
    renderRoute('/contact');

    expect(await screen.findByText(/couldn’t load the contact details/)).toBeInTheDocument();
  });
});
