import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CalendarFeedSchema, type CalendarFeed } from '#shared/calendar/api.ts';
import { apiClient } from '#client/lib/api-client.ts';
import { calendarFeedQueryKey } from './get-calendar-feed.ts';

/** Gives the feed a new address; the old one answers 404 from now on. */
export async function resetCalendarFeed(): Promise<CalendarFeed> {
  return CalendarFeedSchema.parse(await apiClient.post<unknown>('/api/calendar-feed/reset', {}));
}

export function useResetCalendarFeed(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetCalendarFeed,
    onSuccess: (feed) => queryClient.setQueryData(calendarFeedQueryKey(userId), feed),
  });
}
