import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TaskChangeSchema, type Task } from '#shared/garden/api.ts';
import {
  completionIn,
  keyOfTask,
  occurrenceMonths,
  occurrenceOf,
  type GardenTask,
  type TaskCompletion,
} from '#shared/garden/tasks.ts';
import { apiClient, isApiError } from '#client/lib/api-client.ts';
import { reportFailedChange } from '../lib/change-feedback.ts';
import { storeTaskTracking, type TaskTracking } from '../lib/stored-task-tracking.ts';
import { setTaskTicks, tasksQueryKey, useTasks } from './get-tasks.ts';

/** What a tick needs of a task: which task, the month it is ticked in, and how often it is done. */
export type TickableTask = Pick<
  GardenTask,
  'plantId' | 'eventType' | 'careInstructionId' | 'at' | 'cadence' | 'months' | 'month'
>;

/** A tick made, or taken back: `untick` holds the rows that mark the task done in its month or season. */
type TickChange = { task: TickableTask; completed: boolean; untick: readonly TaskCompletion[] };
type TickContext = {
  key: string;
  previous: readonly TaskCompletion[] | undefined;
  /** The id a new tick is shown with until the server's arrives. */
  temporaryId: number | null;
};

/** Records the task done in its month, in one request; a row already there comes back as it is. */
export async function tickTask(task: TickableTask): Promise<Task> {
  const body = await apiClient.post<unknown>('/api/tasks', {
    plant_id: task.plantId,
    event_type: task.eventType,
    care_instruction_id: task.eventType === 'care' ? task.careInstructionId : undefined,
    occurrence: occurrenceOf(task.at),
    completed: true,
  });
  return TaskChangeSchema.parse(body).task;
}

/** Takes a tick back; one already gone is fine. */
export async function untickTask(calendarEventId: number): Promise<void> {
  try {
    await apiClient.delete<unknown>(`/api/tasks/${calendarEventId}`);
  } catch (error) {
    if (isApiError(error) && error.status === 404) return;
    throw error;
  }
}

// Ids shown until the server's arrive; negative so they can never be mistaken for one.
let lastTemporaryId = 0;
const temporaryId = () => --lastTemporaryId;
/** The server's id of each tick shown with a temporary one, once it has come. */
const confirmedIds = new Map<number, number>();

/**
 * Ticking a gardener's tasks (planting, seed starting or a care step) done or not done, in
 * one month of their calendar: a tick belongs to that month, or to the season around it for
 * a task done once per season (see `occurrenceMonths`). Every change shows at once (a new
 * tick with a temporary id), takes the server's id when it arrives, and is rolled back with
 * the 'Error' toast if the server refuses. Changes run one after another, so taking back a
 * tick still being made waits for its id. Visitors and guests (`userId` null) cannot change
 * tasks; a try is logged.
 */
export function useTaskTracking(userId: string | null) {
  const queryClient = useQueryClient();
  const tasks = useTasks(userId);
  const uid = userId ?? '';
  const queryKey = tasksQueryKey(uid);
  const mutationKey = ['tasks', uid, 'change'] as const;
  const ticksOf = (key: string) => queryClient.getQueryData<TaskTracking>(queryKey)?.[key];

  const mutation = useMutation<Task | null, Error, TickChange, TickContext>({
    mutationKey,
    scope: { id: `tasks:${uid}` },
    mutationFn: async ({ task, completed, untick }) => {
      if (completed) return tickTask(task);
      for (const tick of untick) {
        const id = tick.calendar_event_id > 0 ? tick.calendar_event_id : confirmedIds.get(tick.calendar_event_id);
        confirmedIds.delete(tick.calendar_event_id);
        if (id !== undefined) await untickTask(id);
      }
      return null;
    },
    onMutate: async ({ task, completed, untick }) => {
      const key = keyOfTask(task);
      const previous = ticksOf(key);
      const id = completed ? temporaryId() : null;
      const next =
        id === null
          ? (previous ?? []).filter((tick) => !untick.includes(tick))
          : [...(previous ?? []), { calendar_event_id: id, occurrence: occurrenceOf(task.at), completed: true }];
      setTaskTicks(queryClient, uid, key, next);
      await queryClient.cancelQueries({ queryKey, exact: true });
      return { key, previous, temporaryId: id };
    },
    onSuccess: (row, _change, context) => {
      if (row && context.temporaryId !== null) {
        const shown = ticksOf(context.key) ?? [];
        // Taken back meanwhile: that change finds the server's id here when its turn comes.
        if (!shown.some((tick) => tick.calendar_event_id === context.temporaryId)) {
          confirmedIds.set(context.temporaryId, row.calendar_event_id);
        } else {
          setTaskTicks(
            queryClient,
            uid,
            context.key,
            shown.map((tick) =>
              tick.calendar_event_id === context.temporaryId
                ? { calendar_event_id: row.calendar_event_id, occurrence: row.occurrence, completed: row.completed }
                : tick,
            ),
          );
        }
      }
      storeTaskTracking(uid, queryClient.getQueryData<TaskTracking>(queryKey) ?? {});
    },
    onError: (error, _change, context) => {
      if (context) setTaskTicks(queryClient, uid, context.key, context.previous);
      reportFailedChange('change the task', error);
    },
    onSettled: () => {
      if (queryClient.isMutating({ mutationKey }) <= 1) {
        void queryClient.invalidateQueries({ queryKey, exact: true });
      }
    },
  });

  const tracking = tasks.data ?? {};

  return {
    /** The tracking map: task key → each month's tick. */
    tracking,
    /** Marks the task done (or not done) in its month: its season, for a task done once per season. */
    setCompleted(task: TickableTask, completed: boolean) {
      if (userId === null) {
        console.error('Anonymous users cannot manage tasks. Please sign up or log in.');
        return;
      }
      const months = occurrenceMonths(task, task.at);
      const done = (ticksOf(keyOfTask(task)) ?? []).filter((tick) => completionIn([tick], months) !== null);
      const isDone = done.length > 0;
      if (isDone === completed) return;
      mutation.mutate({ task, completed, untick: done });
    },
  };
}

/** What useTaskTracking gives: the map and the one change. */
export type TaskTracker = ReturnType<typeof useTaskTracking>;
