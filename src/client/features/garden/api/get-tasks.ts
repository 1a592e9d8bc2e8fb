import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { TasksResponseSchema } from '#shared/garden/api.ts';
import { apiClient } from '#client/lib/api-client.ts';
import { readTaskTracking, storeTaskTracking, type TaskTracking } from '../lib/stored-task-tracking.ts';

/** The gardener's task rows as the tracking map (task key → each month's tick); kept on this device too. */
export async function getTasks(userId: string, signal?: AbortSignal): Promise<TaskTracking> {
  const { tasks } = TasksResponseSchema.parse(await apiClient.get<unknown>('/api/tasks', { signal }));
  const tracking: Record<string, TaskTracking[string][number][]> = {};
  for (const task of tasks) {
    (tracking[task.task_key] ??= []).push({
      calendar_event_id: task.calendar_event_id,
      occurrence: task.occurrence,
      completed: task.completed,
    });
  }
  storeTaskTracking(userId, tracking);
  return tracking;
}

export const tasksQueryKey = (userId: string) => ['tasks', userId] as const;

export function tasksQueryOptions(userId: string) {
  return queryOptions({
    queryKey: tasksQueryKey(userId),
    queryFn: ({ signal }) => getTasks(userId, signal),
    // The device's copy is shown at once and is read again from the server straight away.
    initialData: () => readTaskTracking(userId) ?? undefined,
    initialDataUpdatedAt: 0,
  });
}

/** The tracking map of a signed-in gardener (`userId`); nothing is asked for visitors and guests (null). */
export function useTasks(userId: string | null) {
  return useQuery({ ...tasksQueryOptions(userId ?? ''), enabled: userId !== null });
}

/** Changes one task's rows in the cached map (undefined or none: the task has no rows). */
export function setTaskTicks(
  queryClient: QueryClient,
  userId: string,
  key: string,
  ticks: TaskTracking[string] | undefined,
): void {
  queryClient.setQueryData<TaskTracking>(tasksQueryKey(userId), (tracking = {}) => {
    const next = { ...tracking };
    if (ticks?.length) next[key] = ticks;
    else delete next[key];
    return next;
  });
}
