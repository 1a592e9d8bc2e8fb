import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { ZoneRecord } from '#shared/zones.ts';
import { apiClient } from '#client/lib/api-client.ts';

const ZIP = /^\d{5}$/;

/** The zone record of a ZIP code. Rejects with ApiError 404 `not_found` for a ZIP we have no data for. */
export function getZoneByZip(zip: string, signal?: AbortSignal): Promise<ZoneRecord> {
  return apiClient.get<ZoneRecord>(`/api/zones/by-zip/${encodeURIComponent(zip)}`, { signal });
}

export function zoneByZipQueryOptions(zip: string) {
  return queryOptions({
    queryKey: ['zones', 'by-zip', zip],
    queryFn: ZIP.test(zip) ? ({ signal }) => getZoneByZip(zip, signal) : skipToken,
    // Climate normals change once a decade; no need to ask again in a session.
    staleTime: Infinity,
  });
}

/** Looks the ZIP up once it is exactly 5 digits; idle otherwise. */
export function useZoneByZip(zip: string) {
  return useQuery(zoneByZipQueryOptions(zip));
}
