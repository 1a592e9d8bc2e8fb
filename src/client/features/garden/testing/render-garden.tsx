import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '#client/app/providers.tsx';
import { createQueryClient } from '#client/lib/query-client.ts';

/** Renders garden pieces as a screen would hold them: with the app's providers, a router and /signup. */
export function renderGarden(ui: ReactNode) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const router = createMemoryRouter(
    [
      { path: '/', element: ui },
      { path: '/signup', element: <h1>Sign up</h1> },
    ],
    { initialEntries: ['/'] },
  );
  const user = userEvent.setup();
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, user, router, queryClient };
}
