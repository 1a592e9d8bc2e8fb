import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { PlantSearchResponseSchema, type PlantSearchResponse } from '#shared/plants/api.ts';
import { apiClient } from '#client/lib/api-client.ts';
import { placeKey, placeSearchParams, type PlantPlace } from '../lib/place.ts';

/** Catalogue plants (and the gardener's own) whose name has every word of `query`, for the place's zone. */
export async function searchPlants(
  query: string,
  place: PlantPlace,
  signal?: AbortSignal,
): Promise<PlantSearchResponse> {
  const body = await apiClient.get<unknown>(`/api/plants/search${placeSearchParams(place, { q: query })}`, { signal });
  return PlantSearchResponseSchema.parse(body);
}

export function plantSearchQueryOptions(query: string, place: PlantPlace, enabled = true) {
  const text = query.trim();
  return queryOptions({
    queryKey: ['plants', 'search', text.toLowerCase(), placeKey(place)],
    queryFn: enabled && text !== '' ? ({ signal }) => searchPlants(text, place, signal) : skipToken,
    // While the next word is looked up, the list keeps the last answer instead of jumping.
    placeholderData: keepPreviousData,
  });
}

/** Idle for an empty query, or while `enabled` is false. */
export function usePlantSearch(query: string, place: PlantPlace, enabled = true) {
  return useQuery(plantSearchQueryOptions(query, place, enabled));
}
