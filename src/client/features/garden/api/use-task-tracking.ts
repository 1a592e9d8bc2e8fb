import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Task } from '#shared/garden/api.ts';
import { reportFailedChange } from '../lib/change-feedback.ts';
import { keyOfTask, type TaskRef } from '#shared/garden/tasks.ts';
import { storeTaskTracking, type TaskTracking, type TrackedTask } from '../lib/stored-task-tracking.ts';
import { addTask } from './add-task.ts';
import { setTrackedTask, tasksQueryKey, useTasks } from './get-tasks.ts';
import { updateTask } from './update-task.ts';

/** Track: start tracking (not done). Complete: mark done or not done, tracking the task first if needed. */
type TaskChange = { ref: TaskRef; action: 'track' } | { ref: TaskRef; action: 'complete'; completed: boolean };
type TaskChangeContext = { key: string; previous: TrackedTask | undefined };

export type TaskState = { isTracked: boolean; isCompleted: boolean };

// Ids shown until the server's arrive; negative so they can never be mistaken for one.
let lastTemporaryId = 0;
const temporaryId = () => --lastTemporaryId;

const isConfirmed = (task: TrackedTask | undefined): task is TrackedTask =>
  task !== undefined && task.calendar_event_id > 0;

/**
 * Tracking and completing the tasks of a gardener's plants (planting, seed starting or a
 * care step, given plantId + eventType + careInstructionId). Every change shows at once
 * with a temporary id, takes the server's id when it arrives, and is rolled back with the
 * 'Error' toast if the server refuses. A task already tracked is not tracked again.
 * Changes run one after another, so completing a task that is still being tracked waits
 * for its id. Visitors and guests (`userId` null) cannot change tasks; a try is logged.
 */
export function useTaskTracking(userId: string | null) {
  const queryClient = useQueryClient();
  const tasks = useTasks(userId);
  const uid = userId ?? '';
  const queryKey = tasksQueryKey(uid);
  const mutationKey = ['tasks', uid, 'change'] as const;

  const mutation = useMutation<Task | null, Error, TaskChange, TaskChangeContext>({
    mutationKey,
    scope: { id: `tasks:${uid}` },
    mutationFn: async (change) => {
      // Read when this change's turn comes: an earlier change may have brought the server's id.
      const current = queryClient.getQueryData<TaskTracking>(queryKey)?.[keyOfTask(change.ref)];
      let task: Task | null = null;
      if (!isConfirmed(current)) {
        task = await addTask({
          plant_id: change.ref.plantId,
          event_type: change.ref.eventType,
          care_instruction_id: change.ref.eventType === 'care' ? change.ref.careInstructionId : undefined,
        });
      }
      if (change.action === 'complete') {
        // The cache already shows the wish, so only a task just tracked tells what the server has.
        const id = task?.calendar_event_id ?? current?.calendar_event_id;
        if (id !== undefined && task?.completed !== change.completed) task = await updateTask(id, change.completed);
      }
      return task;
    },
    onMutate: async (change) => {
      const key = keyOfTask(change.ref);
      const previous = queryClient.getQueryData<TaskTracking>(queryKey)?.[key];
      setTrackedTask(queryClient, uid, key, {
        calendar_event_id: previous?.calendar_event_id ?? temporaryId(),
        completed: change.action === 'complete' ? change.completed : (previous?.completed ?? false),
      });
      await queryClient.cancelQueries({ queryKey, exact: true });
      return { key, previous };
    },
    onSuccess: (task, _change, context) => {
      if (!task) return;
      const shown = queryClient.getQueryData<TaskTracking>(queryKey)?.[context.key];
      // The server's id; what the screen shows as done stays, as a later change may be on its way.
      setTrackedTask(queryClient, uid, context.key, {
        calendar_event_id: task.calendar_event_id,
        completed: shown?.completed ?? task.completed,
      });
      storeTaskTracking(uid, queryClient.getQueryData<TaskTracking>(queryKey) ?? {});
    },
    onError: (error, _change, context) => {
      if (context) setTrackedTask(queryClient, uid, context.key, context.previous);
      reportFailedChange('change the task', error);
    },
    onSettled: () => {
      if (queryClient.isMutating({ mutationKey }) <= 1) {
        void queryClient.invalidateQueries({ queryKey, exact: true });
      }
    },
  });

  const tracking = tasks.data ?? {};

  function canChange(): boolean {
    if (userId !== null) return true;
    console.error('Anonymous users cannot manage tasks. Please sign up or log in.');
    return false;
  }

  return {
    /** The tracking map: task key → {calendar_event_id, completed}. */
    tracking,
    stateOf(ref: TaskRef): TaskState {
      const task = tracking[keyOfTask(ref)];
      return { isTracked: task !== undefined, isCompleted: task?.completed ?? false };
    },
    track(ref: TaskRef) {
      if (!canChange() || queryClient.getQueryData<TaskTracking>(queryKey)?.[keyOfTask(ref)]) return;
      mutation.mutate({ ref, action: 'track' });
    },
    setCompleted(ref: TaskRef, completed: boolean) {
      if (!canChange()) return;
      mutation.mutate({ ref, action: 'complete', completed });
    },
  };
}

/** What useTaskTracking gives: the map, each task's state, and the two changes. */
export type TaskTracker = ReturnType<typeof useTaskTracking>;
