/**
 * The build's server entry (`vite build --ssr`): scripts/prerender.ts renders the public
 * pages with it, as a signed-out visitor sees them, through the same route table and
 * providers the browser hydrates them with.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { App } from './app/app.tsx';
import { routes } from './app/router.tsx';
import { FullPageSpinner } from './components/ui/spinner.tsx';
import { SESSION_QUERY_KEY } from './features/auth/api/get-session.ts';
import { INITIALIZING_TEXT } from './features/auth/components/auth-provider.tsx';
import type { PageData } from './lib/page-data.ts';
import { createQueryClient } from './lib/query-client.ts';

/** The HTML inside #root for `path`, with every lazy screen loaded and the page's queries answered from `data`. */
export async function renderPage(path: string, data: PageData): Promise<string> {
  const queryClient = createQueryClient();
  queryClient.setQueryData(SESSION_QUERY_KEY, null);
  for (const [key, value] of data.queries) queryClient.setQueryData(key, value);

  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status} instead of a page`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // `prerender` waits for every Suspense boundary (the lazy screens) before it answers.
  const { prelude } = await prerender(
    <App queryClient={queryClient} renderedOn={data.renderedOn}>
      {/* No hydration script: the routes have no loaders, and the CSP allows no inline scripts. */}
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </App>,
    // Every boundary inline, in place: a large one would otherwise come as a hidden segment
    // that an inline script (which the CSP forbids) moves into place.
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  return new Response(prelude).text();
}

/** The app's full-page spinner, which the SPA shell shows until the app renders (see styles.css). */
export function renderBootSpinner(): string {
  return renderToStaticMarkup(<FullPageSpinner text={INITIALIZING_TEXT} />);
}
