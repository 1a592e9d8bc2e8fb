import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '#shared/config.ts';
import { apiClient } from '#client/lib/api-client.ts';

/** What this installation offers: sign-in methods, plant identification, contact address. */
export function getConfig(signal?: AbortSignal): Promise<PublicConfig> {
  return apiClient.get<PublicConfig>('/api/config', { signal });
}

export function configQueryOptions() {
  return queryOptions({
    queryKey: ['config'],
    queryFn: ({ signal }) => getConfig(signal),
    // Set by the operator at start-up; it does not change while the page is open.
    staleTime: Infinity,
  });
}

export function useConfig() {
  return useQuery(configQueryOptions());
}
