import { StrictMode } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { onTestFinished, vi } from 'vitest';
import { AppProviders } from '#client/app/providers.tsx';
import { routes } from '#client/app/router.tsx';
import { createQueryClient } from '#client/lib/query-client.ts';

/**
 * Renders the real route table at `path`, as the browser would. `strict` renders in
 * StrictMode, as main.tsx does, where React runs every effect twice on mount.
 */
export function renderRoute(path = '/', { strict = false }: { strict?: boolean } = {}) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  const app = (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
  const view = render(strict ? <StrictMode>{app}</StrictMode> : app);
  return { ...view, user, router, queryClient };
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

type Handler = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;

/**
 * Stands in for the API server: every `fetch` goes to `handler`. Unknown paths are a 404,
 * like the real server. Restored when the test ends.
 */
export function mockApi(handler: Handler) {
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const raw = input instanceof Request ? input.url : input.toString();
    const url = new URL(raw, 'http://localhost');
    return handler(url, init);
  });
  onTestFinished(() => spy.mockRestore());
  return spy;
}

export function notFound(): Response {
  return jsonResponse({ error: { code: 'not_found', message: 'Not found' } }, 404);
}
