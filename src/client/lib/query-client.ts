import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client.ts';

/** A caller mistake (4xx) will not fix itself, so only retry network trouble and 5xx. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // Offline, still ask: the service worker answers with the last copy it kept.
        networkMode: 'offlineFirst',
      },
      mutations: {
        retry: false,
        // Offline, a change fails at once (and is rolled back with a message) instead of
        // waiting, unseen, to be sent later.
        networkMode: 'always',
      },
    },
  });
}
