import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { GardenChangeSchema, type GardenChange, type GardenEntry } from '#shared/garden/api.ts';
import type { PlantSummary } from '#shared/plants/api.ts';
import { apiClient } from '#client/lib/api-client.ts';
import { reportFailedChange } from '../lib/change-feedback.ts';
import {
  gardenEntryOf,
  gardenMutationKey,
  gardenMutationScope,
  holdGarden,
  refreshGardenWhenIdle,
  setGardenEntry,
} from './garden-cache.ts';

/** Saved → garden. */
export async function moveToGarden(plantId: string): Promise<GardenChange> {
  return GardenChangeSchema.parse(await apiClient.patch<unknown>(`/api/garden/${plantId}`, { save_later: false }));
}

type MovePlant = Pick<PlantSummary, 'id' | 'plantName'>;

/** Move to Garden for a saved plant: shown at once, rolled back with the 'Error' toast if refused. */
export function useMoveToGarden(userId: string) {
  const queryClient = useQueryClient();
  const mutation = useMutation<GardenChange, Error, MovePlant, { previous: GardenEntry | undefined }>({
    mutationKey: gardenMutationKey(userId),
    scope: gardenMutationScope(userId),
    mutationFn: (plant) => moveToGarden(plant.id),
    onMutate: async (plant) => {
      const previous = gardenEntryOf(queryClient, userId, plant.id);
      if (previous) setGardenEntry(queryClient, userId, plant.id, { ...previous, save_later: false });
      await holdGarden(queryClient, userId);
      return { previous };
    },
    onSuccess: (change, plant) => {
      setGardenEntry(queryClient, userId, change.entry.plant_id, change.entry);
      if (change.changed) {
        toast.success('Plant Moved', { description: `${plant.plantName} has been moved to your garden.` });
      }
    },
    onError: (error, plant, context) => {
      if (context) setGardenEntry(queryClient, userId, plant.id, context.previous);
      reportFailedChange(`move ${plant.plantName}`, error);
    },
    onSettled: () => refreshGardenWhenIdle(queryClient, userId),
  });

  return {
    move: (plant: MovePlant) => {
      // A plant already in the garden stays where it is.
      if (gardenEntryOf(queryClient, userId, plant.id)?.save_later === false) return;
      mutation.mutate(plant);
    },
  };
}
