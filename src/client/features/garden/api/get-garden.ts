import { queryOptions, useQuery } from '@tanstack/react-query';
import { GardenResponseSchema, type GardenResponse } from '#shared/garden/api.ts';
import { apiClient } from '#client/lib/api-client.ts';

/** The gardener's plants, in the garden and saved for later, each personalised to their profile. */
export async function getGarden(signal?: AbortSignal): Promise<GardenResponse> {
  return GardenResponseSchema.parse(await apiClient.get<unknown>('/api/garden', { signal }));
}

export const gardenQueryKey = (userId: string) => ['garden', userId] as const;

export function gardenQueryOptions(userId: string) {
  return queryOptions({
    queryKey: gardenQueryKey(userId),
    queryFn: ({ signal }) => getGarden(signal),
  });
}

/** The garden of a signed-in gardener (`userId`); nothing is asked for visitors and guests (null). */
export function useGarden(userId: string | null) {
  return useQuery({ ...gardenQueryOptions(userId ?? ''), enabled: userId !== null });
}
