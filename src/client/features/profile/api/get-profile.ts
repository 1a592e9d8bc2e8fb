import { queryOptions, useQuery } from '@tanstack/react-query';
import { isProfileComplete, ProfileResponseSchema, type ProfileResponse } from '#shared/profile.ts';
import { apiClient } from '#client/lib/api-client.ts';
import { readStoredProfile, storeProfile } from '../lib/stored-profile.ts';

/** The signed-in user's own profile; `profile` is null until it is first saved. */
export async function getProfile(signal?: AbortSignal): Promise<ProfileResponse> {
  const body = await apiClient.get<unknown>('/api/profile', { signal });
  const response = ProfileResponseSchema.parse(body);
  storeProfile(response.profile);
  return response;
}

export const profileQueryKey = (userId: string) => ['profile', userId] as const;

export function profileQueryOptions(userId: string) {
  return queryOptions<ProfileResponse, Error, ProfileResponse, ReturnType<typeof profileQueryKey>>({
    queryKey: profileQueryKey(userId),
    queryFn: ({ signal }) => getProfile(signal),
    // The device's copy fills the screen while the server's answer is on its way.
    placeholderData: () => {
      const stored = readStoredProfile(userId);
      return stored ? { profile: stored, isComplete: isProfileComplete(stored) } : undefined;
    },
  });
}

export function useProfile(userId: string) {
  return useQuery(profileQueryOptions(userId));
}
