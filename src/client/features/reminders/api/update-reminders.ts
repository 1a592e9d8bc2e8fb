import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ReminderSettingsSchema, type ReminderSettings, type UpdateReminderSettings } from '#shared/calendar/api.ts';
import { apiClient } from '#client/lib/api-client.ts';
import { remindersQueryKey } from './get-reminders.ts';

/** Turns the digest on (timed in `timeZone`) or off. */
export async function updateReminders(input: UpdateReminderSettings): Promise<ReminderSettings> {
  return ReminderSettingsSchema.parse(await apiClient.put<unknown>('/api/reminders', input));
}

/** Saves a new choice; the cached settings change only once the server has it. */
export function useUpdateReminders(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReminders,
    onSuccess: (settings) => queryClient.setQueryData(remindersQueryKey(userId), settings),
  });
}
