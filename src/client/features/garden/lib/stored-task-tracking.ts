import { z } from 'zod';
import type { TaskCompletion, TaskTracking } from '#shared/garden/tasks.ts';
import { readStoredJson } from '#client/lib/stored-json.ts';
import { taskTrackingKey } from './task-tracking-storage.ts';

const TaskCompletionSchema = z.object({
  calendar_event_id: z.number().int(),
  occurrence: z.string().regex(/^\d{4}-\d{2}$/),
  completed: z.boolean(),
});

/** The tracking map: task identity key → the task's rows, each one month's tick. */
export const TaskTrackingSchema = z.record(z.string(), z.array(TaskCompletionSchema));
export type { TaskCompletion, TaskTracking };

/**
 * The tracking map this device kept for `userId`, or null. Anything that does not parse
 * (a copy in an older shape too) is discarded. The server stays the truth: this copy only
 * fills the screen until the gardener's tasks arrive.
 */
export function readTaskTracking(userId: string): TaskTracking | null {
  return readStoredJson(taskTrackingKey(userId), TaskTrackingSchema);
}

/** Keeps the map for `userId`; only rows the server has given an id (temporary ids are negative). */
export function storeTaskTracking(userId: string, tracking: TaskTracking): void {
  const confirmed = Object.fromEntries(
    Object.entries(tracking)
      .map(([key, ticks]) => [key, ticks.filter((tick) => tick.calendar_event_id > 0)] as const)
      .filter(([, ticks]) => ticks.length > 0),
  );
  try {
    window.localStorage.setItem(taskTrackingKey(userId), JSON.stringify(confirmed));
  } catch {
    // Storage can be switched off; the copy is only a convenience.
  }
}
