import { TaskSchema, type Task } from '#shared/garden/api.ts';
import { apiClient } from '#client/lib/api-client.ts';

/** Marks a tracked task done or not done. */
export async function updateTask(calendarEventId: number, completed: boolean): Promise<Task> {
  return TaskSchema.parse(await apiClient.patch<unknown>(`/api/tasks/${calendarEventId}`, { completed }));
}
