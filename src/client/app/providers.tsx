import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useIsHydrated } from '#client/hooks/use-browser-value.ts';
import { afterLoadWhenIdle } from '#client/lib/after-load-when-idle.ts';
import { createQueryClient } from '#client/lib/query-client.ts';

// Toasts follow what someone does on a page, so a pre-rendered page needs no toast code to
// be shown or used: the outlet is fetched once it has loaded and the browser is idle (sonner
// shows a toast raised before it mounts as soon as it does).
const Toaster = lazy(() => import('#client/components/ui/toaster.tsx').then((m) => ({ default: m.Toaster })));

/**
 * Toasts sit above the signed-in screens' bottom navigation bar (4rem) and their floating
 * Add Plant button (5rem up, 3.5rem tall; components/layouts/app-layout.tsx), on phones
 * too: a toast over the button would take the press meant for it, and a pointer resting
 * on a toast keeps it open.
 */
const TOAST_BOTTOM = 'calc(9.25rem + env(safe-area-inset-bottom))';

function DeferredToaster() {
  // A page rendered in the browser mounts the outlet at once; a pre-rendered page (the
  // first render hydrates it) once it has loaded and the browser is idle.
  const [isWanted, setIsWanted] = useState(useIsHydrated());
  useEffect(() => (isWanted ? undefined : afterLoadWhenIdle(() => setIsWanted(true))), [isWanted]);
  if (!isWanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster offset={{ bottom: TOAST_BOTTOM }} mobileOffset={{ bottom: TOAST_BOTTOM }} />
    </Suspense>
  );
}

export type AppProvidersProps = {
  children: ReactNode;
  /** Tests hand in their own client; the app makes one. */
  queryClient?: QueryClient;
};

export function AppProviders({ children, queryClient }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      {children}
      <DeferredToaster />
    </QueryClientProvider>
  );
}
