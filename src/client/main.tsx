import './lib/zod-setup.ts';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { AppRouter, createAppRouter } from './app/router.tsx';
import { SESSION_QUERY_KEY, sessionQueryOptions } from './features/auth/api/get-session.ts';
import { afterLoadWhenIdle } from './lib/after-load-when-idle.ts';
import { cn } from './lib/cn.ts';
import { readPageData } from './lib/page-data.ts';
import { createQueryClient } from './lib/query-client.ts';

/**
 * Renders the app into #root: hydrates a pre-rendered page, or renders into the SPA shell.
 * boot.ts calls it once this module and the page's chunks have run, each in a task of its
 * own (see boot.ts), and hands in its way to wait for the next task: the start itself runs
 * in four, so that it is not one long task on a slow phone.
 */
export async function startApp(nextTask: () => Promise<void>) {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');

  const queryClient = createQueryClient();
  // A public page pre-rendered by the build (scripts/prerender.ts), or the empty SPA shell;
  // boot.ts loads this module (and the styles).
  const page = container.hasChildNodes() ? readPageData() : null;
  if (page) {
    // The server sends a pre-rendered page only to a request without a session cookie, and
    // it was made for a signed-out visitor from these answers: hydration starts from the
    // same, and the session and the answers are read again behind it.
    for (const [key, data] of page.queries) queryClient.setQueryData(key, data, { updatedAt: 0 });
    queryClient.setQueryData(SESSION_QUERY_KEY, null);
    queryClient.fetchQuery({ ...sessionQueryOptions(), staleTime: 0 }).catch(() => {
      // As when the first read fails: the visitor sees the public pages.
    });
  }
  // The router (which compiles every route's pattern) and Tailwind Merge (which builds its
  // tables on its first call) each take a task of their own, not one of hydration's.
  await nextTask();
  const router = createAppRouter();
  await nextTask();
  cn();
  await nextTask();
  const app = (
    <App queryClient={queryClient} renderedOn={page?.renderedOn ?? null}>
      <AppRouter router={router} />
    </App>
  );

  if (page) {
    // As a transition, hydration yields to the browser every few milliseconds instead of
    // holding the main thread for the whole page: the page stays responsive while it hydrates
    // (Lighthouse's Total Blocking Time on a slow phone, docs/performance.md).
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    createRoot(container).render(app);
  }

  // The service worker (scripts/build-service-worker.ts) is the build's: the development
  // server has none. It is fetched once the page is idle, so a first visit waits for nothing.
  if (import.meta.env.PROD && 'serviceWorker' in navigator) {
    afterLoadWhenIdle(() => {
      navigator.serviceWorker.register('/sw.js').catch(() => {
        // Without it the app works as before, online.
      });
    });
  }
}
