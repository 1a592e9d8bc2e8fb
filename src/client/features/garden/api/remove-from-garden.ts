import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { GardenEntry } from '#shared/garden/api.ts';
import type { PlantSummary } from '#shared/plants/api.ts';
import { apiClient, isApiError } from '#client/lib/api-client.ts';
import { reportFailedChange } from '../lib/change-feedback.ts';
import { plantTaskKeys } from '#shared/garden/tasks.ts';
import type { TaskTracking } from '../lib/stored-task-tracking.ts';
import {
  gardenEntryOf,
  gardenMutationKey,
  gardenMutationScope,
  holdGarden,
  refreshGardenWhenIdle,
  setGardenEntry,
} from './garden-cache.ts';
import { setTaskTicks, tasksQueryKey } from './get-tasks.ts';

/** Removes a plant from the garden or the saved list, with its tracked tasks. A plant already gone is fine. */
export async function removeFromGarden(plantId: string): Promise<void> {
  try {
    await apiClient.delete<unknown>(`/api/garden/${plantId}`);
  } catch (error) {
    if (isApiError(error) && error.status === 404) return;
    throw error;
  }
}

type RemovePlant = Pick<PlantSummary, 'id' | 'plantName'>;
type RemoveContext = { previous: GardenEntry | undefined; removedTasks: TaskTracking };

/**
 * Remove from the garden or from the saved list: the plant and its tracked tasks go at
 * once, and come back with the 'Error' toast if the server refuses.
 */
export function useRemoveFromGarden(userId: string) {
  const queryClient = useQueryClient();
  const tasksKey = tasksQueryKey(userId);
  const mutation = useMutation<void, Error, RemovePlant, RemoveContext>({
    mutationKey: gardenMutationKey(userId),
    scope: gardenMutationScope(userId),
    mutationFn: (plant) => removeFromGarden(plant.id),
    onMutate: async (plant) => {
      const previous = gardenEntryOf(queryClient, userId, plant.id);
      const tracking = queryClient.getQueryData<TaskTracking>(tasksKey) ?? {};
      const keys = new Set(previous ? plantTaskKeys(previous.plant) : []);
      const removedTasks = Object.fromEntries(Object.entries(tracking).filter(([key]) => keys.has(key)));
      setGardenEntry(queryClient, userId, plant.id, undefined);
      for (const key of Object.keys(removedTasks)) setTaskTicks(queryClient, userId, key, undefined);
      await Promise.all([holdGarden(queryClient, userId), queryClient.cancelQueries({ queryKey: tasksKey })]);
      return { previous, removedTasks };
    },
    onSuccess: (_, plant, context) => {
      toast.success('Plant Removed', {
        description: context.previous?.save_later
          ? `${plant.plantName} has been removed from your saved plants.`
          : `${plant.plantName} has been removed from your garden.`,
      });
    },
    onError: (error, plant, context) => {
      if (context) {
        setGardenEntry(queryClient, userId, plant.id, context.previous);
        for (const [key, task] of Object.entries(context.removedTasks)) setTaskTicks(queryClient, userId, key, task);
      }
      reportFailedChange(`remove ${plant.plantName}`, error);
    },
    onSettled: () => {
      refreshGardenWhenIdle(queryClient, userId);
      void queryClient.invalidateQueries({ queryKey: tasksKey, exact: true });
    },
  });

  return { remove: (plant: RemovePlant) => mutation.mutate(plant) };
}
