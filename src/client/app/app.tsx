import { StrictMode, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { RenderedOnContext } from '#client/lib/rendered-on.ts';
import { AppProviders } from './providers.tsx';

export type AppProps = {
  queryClient: QueryClient;
  /** The day a pre-rendered page was made on (see PageData); null when nothing is hydrated. */
  renderedOn: string | null;
  /** The router: the browser's, or the static one the build renders pages with. */
  children: ReactNode;
};

/** Everything around the router, the same in the browser and in the build's pre-rendering, so hydration matches. */
export function App({ queryClient, renderedOn, children }: AppProps) {
  return (
    <StrictMode>
      <RenderedOnContext value={renderedOn}>
        <AppProviders queryClient={queryClient}>{children}</AppProviders>
      </RenderedOnContext>
    </StrictMode>
  );
}
