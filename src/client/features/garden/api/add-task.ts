import { TaskChangeSchema, type AddTaskBody, type Task } from '#shared/garden/api.ts';
import { apiClient } from '#client/lib/api-client.ts';

/** Tracks a task of a plant in the garden (409 otherwise); a task already tracked comes back as it is. */
export async function addTask(body: AddTaskBody): Promise<Task> {
  return TaskChangeSchema.parse(await apiClient.post<unknown>('/api/tasks', body)).task;
}
