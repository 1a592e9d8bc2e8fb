import { queryOptions, useQuery } from '@tanstack/react-query';
import { ReminderSettingsSchema, type ReminderSettings } from '#shared/calendar/api.ts';
import { apiClient } from '#client/lib/api-client.ts';

/** The gardener's e-mail digest: off, weekly or monthly, and when the next one is due. */
export async function getReminders(signal?: AbortSignal): Promise<ReminderSettings> {
  return ReminderSettingsSchema.parse(await apiClient.get<unknown>('/api/reminders', { signal }));
}

/** Every gardener's reminder settings start with this key (an unsubscribe link refreshes them all). */
export const REMINDERS_QUERY_KEY = ['reminders'] as const;
export const remindersQueryKey = (userId: string) => [...REMINDERS_QUERY_KEY, userId] as const;

export function remindersQueryOptions(userId: string) {
  return queryOptions({
    queryKey: remindersQueryKey(userId),
    queryFn: ({ signal }) => getReminders(signal),
  });
}

export function useReminders(userId: string) {
  return useQuery(remindersQueryOptions(userId));
}
