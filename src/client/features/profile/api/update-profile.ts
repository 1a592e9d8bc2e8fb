import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ProfileResponseSchema, type ProfileResponse, type UpdateProfileInput } from '#shared/profile.ts';
import { apiClient } from '#client/lib/api-client.ts';
import { storeProfile } from '../lib/stored-profile.ts';
import { profileQueryKey } from './get-profile.ts';

/** Creates or changes the caller's own profile; fields left out stay as they are. */
export async function updateProfile(input: UpdateProfileInput): Promise<ProfileResponse> {
  return ProfileResponseSchema.parse(await apiClient.put<unknown>('/api/profile', input));
}

export function useUpdateProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (response) => {
      queryClient.setQueryData(profileQueryKey(userId), response);
      storeProfile(response.profile);
    },
  });
}
