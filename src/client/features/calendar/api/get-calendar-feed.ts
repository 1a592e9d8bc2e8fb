import { queryOptions, useQuery } from '@tanstack/react-query';
import { CalendarFeedSchema, type CalendarFeed } from '#shared/calendar/api.ts';
import { apiClient } from '#client/lib/api-client.ts';

/** The gardener's private calendar subscription address, https and webcal:// (made on first ask). */
export async function getCalendarFeed(signal?: AbortSignal): Promise<CalendarFeed> {
  return CalendarFeedSchema.parse(await apiClient.get<unknown>('/api/calendar-feed', { signal }));
}

export const calendarFeedQueryKey = (userId: string) => ['calendar-feed', userId] as const;

export function calendarFeedQueryOptions(userId: string) {
  return queryOptions({
    queryKey: calendarFeedQueryKey(userId),
    queryFn: ({ signal }) => getCalendarFeed(signal),
  });
}

export function useCalendarFeed(userId: string) {
  return useQuery(calendarFeedQueryOptions(userId));
}
