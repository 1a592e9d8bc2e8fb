import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { Zone, ZoneSummary } from '#shared/zones.ts';
import { apiClient } from '#client/lib/api-client.ts';

/** What a half zone looks like across its ZIP codes (for a zone chosen by hand). */
export function getZoneSummary(zone: Zone, signal?: AbortSignal): Promise<ZoneSummary> {
  return apiClient.get<ZoneSummary>(`/api/zones/${encodeURIComponent(zone)}`, { signal });
}

export function zoneSummaryQueryOptions(zone: Zone | null | undefined) {
  return queryOptions({
    queryKey: ['zones', 'summary', zone ?? ''],
    queryFn: zone ? ({ signal }) => getZoneSummary(zone, signal) : skipToken,
    staleTime: Infinity,
  });
}

/** Loads the summary of a zone; idle while no zone is given. */
export function useZoneSummary(zone: Zone | null | undefined) {
  return useQuery(zoneSummaryQueryOptions(zone));
}
