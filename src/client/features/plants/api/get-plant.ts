import { queryOptions, useQuery } from '@tanstack/react-query';
import { PlantDetailSchema, PlantIdSchema, type PlantDetail } from '#shared/plants/api.ts';
import { ApiError, apiClient } from '#client/lib/api-client.ts';
import { placeKey, placeSearchParams, type PlantPlace } from '../lib/place.ts';

/** One plant as the detail screen shows it, personalised for the place. A 404 for an unknown id. */
export async function getPlant(id: string, place: PlantPlace, signal?: AbortSignal): Promise<PlantDetail> {
  // An id that cannot be a plant's is answered like an unknown one, without asking.
  if (!PlantIdSchema.safeParse(id).success) throw new ApiError(404, 'not_found', 'Plant not found');
  const body = await apiClient.get<unknown>(`/api/plants/${id}${placeSearchParams(place)}`, { signal });
  return PlantDetailSchema.parse(body);
}

export const plantQueryKey = (id: string, place: PlantPlace) => ['plants', 'detail', id, placeKey(place)] as const;

export function plantQueryOptions(id: string, place: PlantPlace) {
  return queryOptions({
    queryKey: plantQueryKey(id, place),
    queryFn: ({ signal }) => getPlant(id, place, signal),
  });
}

/**
 * The plant, fetched unless `known` already holds it (the spec: a plant in the
 * gardener's own list is used directly). A known plant is still refreshed in the
 * background, as any cached data is.
 */
export function usePlant(id: string, place: PlantPlace, known?: PlantDetail) {
  return useQuery({
    ...plantQueryOptions(id, place),
    ...(known ? { initialData: known } : {}),
    // A place known only later (a visitor's ZIP, read once a pre-rendered page is hydrated)
    // keeps the plant on screen while its guidance for that place loads.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === id ? previous : undefined),
  });
}
