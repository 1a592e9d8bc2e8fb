import { z } from 'zod';
import { readStoredJson } from '#client/lib/stored-json.ts';
import { taskTrackingKey } from './task-tracking-storage.ts';

const TrackedTaskSchema = z.object({
  calendar_event_id: z.number().int(),
  completed: z.boolean(),
});

/** The spec's tracking map: task identity key → the tracked row's id and whether it is done. */
export const TaskTrackingSchema = z.record(z.string(), TrackedTaskSchema);
export type TrackedTask = z.infer<typeof TrackedTaskSchema>;
export type TaskTracking = z.infer<typeof TaskTrackingSchema>;

/**
 * The tracking map this device kept for `userId`, or null. Anything that does not parse
 * is discarded. The server stays the truth: this copy only fills the screen until the
 * gardener's tasks arrive.
 */
export function readTaskTracking(userId: string): TaskTracking | null {
  return readStoredJson(taskTrackingKey(userId), TaskTrackingSchema);
}

/** Keeps the map for `userId`; only rows the server has given an id (temporary ids are negative). */
export function storeTaskTracking(userId: string, tracking: TaskTracking): void {
  const confirmed = Object.fromEntries(Object.entries(tracking).filter(([, task]) => task.calendar_event_id > 0));
  try {
    window.localStorage.setItem(taskTrackingKey(userId), JSON.stringify(confirmed));
  } catch {
    // Storage can be switched off; the copy is only a convenience.
  }
}
