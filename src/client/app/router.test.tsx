import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { sessionBody } from '#client/features/auth/testing/fake-session.ts';
import { jsonResponse, mockApi, notFound, renderRoute } from '#client/testing/render-route.tsx';

const signedIn = () =>
  mockApi((url) => {
    if (url.pathname === '/api/auth/get-session') return jsonResponse(sessionBody());
    if (url.pathname === '/api/profile') return jsonResponse({ profile: null, isComplete: false });
    return notFound();
  });

describe('router', () => {
  // Signed out unless a test says otherwise: no session, and no other API answers.
  beforeEach(() => {
    mockApi(() => notFound());
  });

  test('an unknown path shows the home screen', async () => {
    const { router } = renderRoute('/no/such/page');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Grow what thrives where you live' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/no/such/page');
  });

  test.each([
    ['/login', 'Welcome back'],
    ['/signup', 'Create your account'],
    ['/forgot-password', 'Reset your password'],
  ])('%s shows "%s" to a signed-out visitor', async (path, title) => {
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  test.each(['/plant/42', '/garden', '/settings'])('%s shows the home screen to a signed-out visitor', async (path) => {
    renderRoute(path);
    expect(await screen.findByRole('button', { name: 'Get care tips' })).toBeInTheDocument();
  });

  test('while the session is read, a full-page spinner says the app is starting', async () => {
    let answer: (response: Response) => void = () => {};
    mockApi((url) =>
      url.pathname === '/api/auth/get-session' ? new Promise<Response>((resolve) => (answer = resolve)) : notFound(),
    );
    renderRoute('/');

    expect(await screen.findByText('Initializing the app...')).toBeInTheDocument();
    answer(jsonResponse(null));
    expect(await screen.findByRole('button', { name: 'Get care tips' })).toBeInTheDocument();
    expect(screen.queryByText('Initializing the app...')).not.toBeInTheDocument();
  });

  test('a guest sees the public screens, home screen included', async () => {
    mockApi((url) =>
      url.pathname === '/api/auth/get-session' ? jsonResponse(sessionBody({ isAnonymous: true })) : notFound(),
    );
    renderRoute('/');
    expect(await screen.findByRole('button', { name: 'Get care tips' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  });

  test('a signed-in gardener on an unknown path gets the 404 page, and the path is logged', async () => {
    signedIn();
    // The spec logs the unmatched path; this test expects exactly that one console.error.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoute('/no/such/page');

    expect(await screen.findByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(consoleError).toHaveBeenCalledWith(
      '404 Error: User attempted to access non-existent route:',
      '/no/such/page',
    );
  });

  test.each(['/login', '/signup'])('a signed-in gardener on %s gets the 404 page too', async (path) => {
    signedIn();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeInTheDocument();
  });

  test('signed-in screens have a bottom bar with My Garden and Settings, the current one marked', async () => {
    signedIn();
    const { user } = renderRoute('/terms');
    await screen.findByRole('heading', { level: 1, name: 'Terms of Service' });

    const bar = screen.getByRole('navigation', { name: 'Main' });
    const garden = within(bar).getByRole('link', { name: 'My Garden' });
    const settings = within(bar).getByRole('link', { name: 'Settings' });
    expect(garden).toHaveAttribute('href', '/');
    expect(settings).toHaveAttribute('href', '/settings');
    expect(garden).not.toHaveAttribute('aria-current');
    expect(bar).toHaveClass('fixed', 'bottom-0');
    expect(bar.parentElement).toHaveClass('pb-16');

    await user.click(settings);
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(settings).toHaveAttribute('aria-current', 'page');
    expect(garden).not.toHaveAttribute('aria-current');
  });

  test.each([
    ['/learn', 'Your personal garden assistant'],
    ['/terms-of-service', 'Terms of Service'],
    ['/terms', 'Terms of Service'],
  ])('%s shows "%s"', async (path, title) => {
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  test('every page has the header links, the footer links and the data credits', async () => {
    renderRoute('/learn');
    await screen.findByRole('heading', { level: 1 });

    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
    const footer = screen.getByRole('contentinfo');
    for (const [name, href] of [
      ['About', '/learn'],
      ['Terms of Service', '/terms-of-service'],
      ['Privacy Policy', '/privacy-policy'],
      ['Contact', '/contact'],
    ] as const) {
      expect(footer.querySelector(`a[href="${href}"]`)).toHaveTextContent(name);
    }
    expect(footer).toHaveTextContent(
      'Hardiness zones: USDA Plant Hardiness Zone Map, 2023, PRISM Climate Group, Oregon State University (not the official USDA map). Frost dates: NOAA U.S. Climate Normals 1991–2020.',
    );
  });
});
