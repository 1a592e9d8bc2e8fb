import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UnsubscribeResultSchema } from '#shared/calendar/api.ts';
import { apiClient } from '#client/lib/api-client.ts';
import { REMINDERS_QUERY_KEY } from './get-reminders.ts';

/**
 * Turns the digest off with the token of an e-mail's unsubscribe link; no sign-in needed.
 * Throws an ApiError: 404 for a token nobody has, 400 for a malformed one.
 */
export async function unsubscribe(token: string): Promise<void> {
  const path = `/api/reminders/unsubscribe?token=${encodeURIComponent(token)}`;
  UnsubscribeResultSchema.parse(await apiClient.post<unknown>(path, {}));
}

export function useUnsubscribe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unsubscribe,
    // Whoever is signed in here may be the one who unsubscribed: Settings reads the choice again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REMINDERS_QUERY_KEY }),
  });
}
