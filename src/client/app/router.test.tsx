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

/** A signed-in gardener whose profile is complete, with an empty garden. */
const completeGardener = () =>
  mockApi((url) => {
    if (url.pathname === '/api/auth/get-session') return jsonResponse(sessionBody());
    if (url.pathname === '/api/profile') {
      return jsonResponse({
        profile: {
          id: 'user-1',
          zone: '7b',
          zip_code: null,
          garden_type: 'backyard',
          plant_preference: 'veggies',
          gardening_commitment: 'weekend',
          full_name: null,
          updated_at: '2026-05-01T10:00:00.000Z',
        },
        isComplete: true,
      });
    }
    if (url.pathname === '/api/garden') return jsonResponse({ entries: [] });
    if (url.pathname === '/api/tasks') return jsonResponse({ tasks: [] });
    if (url.pathname === '/api/zones/7b') return new Promise<Response>(() => {});
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

  test.each(['/garden', '/settings'])('%s shows the home screen to a signed-out visitor', async (path) => {
    renderRoute(path);
    expect(await screen.findByRole('button', { name: 'Get care tips' })).toBeInTheDocument();
  });

  test('a signed-out visitor can open a plant’s page', async () => {
    renderRoute('/plant/42');
    // Nothing answers for plant 42 here, so it is the detail screen's "not found".
    expect(await screen.findByRole('heading', { level: 1, name: 'Plant not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
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

  test.each(['/login', '/signup', '/forgot-password'])(
    'a signed-in gardener who opens %s goes to their garden, in place of that page',
    async (path) => {
      signedIn();
      const { router } = renderRoute(path);

      // Their profile is not complete yet, so their garden is the set-up wizard.
      expect(await screen.findByRole('heading', { level: 1, name: 'Set up your garden' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/');
      expect(router.state.historyAction).toBe('REPLACE');
      expect(screen.queryByRole('heading', { name: 'Oops! Page not found' })).not.toBeInTheDocument();
    },
  );

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

  test('signed-in screens have a round Add Plant button that opens the add-plant dialog', async () => {
    const adds: unknown[] = [];
    mockApi((url, init) => {
      if (url.pathname === '/api/auth/get-session') return jsonResponse(sessionBody());
      if (url.pathname === '/api/profile') {
        return jsonResponse({
          profile: {
            id: 'user-1',
            zone: '7b',
            zip_code: '10001',
            garden_type: 'backyard',
            plant_preference: 'veggies',
            gardening_commitment: 'weekend',
            full_name: null,
            updated_at: '2026-05-01T10:00:00.000Z',
          },
          isComplete: true,
        });
      }
      if (url.pathname === '/api/plants/search') return jsonResponse({ zone: '7b', orderedFor: null, results: [] });
      if (url.pathname === '/api/add-plant') {
        adds.push(JSON.parse(String(init?.body)));
        return new Promise<Response>(() => {});
      }
      return notFound();
    });
    const { user } = renderRoute('/terms');
    await screen.findByRole('heading', { level: 1, name: 'Terms of Service' });

    const button = screen.getByRole('button', { name: 'Add Plant' });
    expect(button.parentElement).toHaveClass('fixed');
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Add a Plant' });
    await user.type(within(dialog).getByLabelText('Plant name'), 'Moonflower');
    expect(
      await within(dialog).findByText('No existing plants found matching "Moonflower". Try adding it?'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add "Moonflower" as a new plant' }));
    expect(adds).toEqual([{ plant_name: 'Moonflower', user_zone: '7b' }]);
  });

  test('the set-up wizard has no Add Plant button; the garden it leads to has one', async () => {
    signedIn();
    const wizard = renderRoute('/');
    await screen.findByRole('heading', { level: 1, name: 'Set up your garden' });
    expect(screen.queryByRole('button', { name: 'Add Plant' })).not.toBeInTheDocument();
    wizard.unmount();

    completeGardener();
    renderRoute('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Garden' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Plant' })).toBeInTheDocument();
  });

  test('signed-out pages have no Add Plant button', async () => {
    renderRoute('/learn');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Add Plant' })).not.toBeInTheDocument();
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
