import { useMutation } from '@tanstack/react-query';
import type { DeleteAccountInput } from '#shared/account/api.ts';
import { apiClient } from '#client/lib/api-client.ts';

/** Deletes the account and everything in it; the server clears the session cookies. */
export async function deleteAccount(): Promise<void> {
  const body: DeleteAccountInput = { confirm: true };
  await apiClient.delete<null>('/api/account', { body });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
