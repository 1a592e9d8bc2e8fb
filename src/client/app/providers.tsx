import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Toaster } from '#client/components/ui/toaster.tsx';
import { createQueryClient } from '#client/lib/query-client.ts';

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
      {/* Above the signed-in screens' bottom navigation bar (4rem), on phones too. */}
      <Toaster offset={{ bottom: '5rem' }} mobileOffset={{ bottom: '5rem' }} />
    </QueryClientProvider>
  );
}
