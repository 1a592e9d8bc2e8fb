import { useEffect } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { GardenChangeSchema, type AddToGardenBody, type GardenChange, type GardenEntry } from '#shared/garden/api.ts';
import type { PlantDetail, PlantSummary } from '#shared/plants/api.ts';
import { apiClient } from '#client/lib/api-client.ts';
import { reportFailedChange } from '../lib/change-feedback.ts';
import { takePendingPlant, type PendingPlant } from '../lib/pending-plant.ts';
import {
  gardenEntryOf,
  gardenMutationKey,
  gardenMutationScope,
  holdGarden,
  plantDetailOf,
  refreshGardenWhenIdle,
  setGardenEntry,
} from './garden-cache.ts';

/** Adds a plant to the garden or saves it for later; the server ignores repeats (`changed: false`). */
export async function addToGarden(body: AddToGardenBody): Promise<GardenChange> {
  return GardenChangeSchema.parse(await apiClient.post<unknown>('/api/garden', body));
}

function addedText(plantName: string, saveLater: boolean): string {
  return saveLater ? `${plantName} has been saved for later.` : `${plantName} has been added to your garden.`;
}

type AddVariables = { plant: PlantSummary | PlantDetail; saveLater: boolean };
type AddContext = { previous: GardenEntry | undefined };

/**
 * Add to Garden and Save for Later, for the plant detail page and the add-plant dialog.
 * The garden shows the change at once, takes the server's entry when it arrives, and
 * rolls back with the 'Error' toast if the server refuses. Repeats are ignored: a plant
 * already in the garden, or saving one already saved. Visitors and guests (`userId`
 * null) are sent to /signup instead.
 */
export function useAddToGarden(userId: string | null) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const uid = userId ?? '';
  const mutation = useMutation<GardenChange, Error, AddVariables, AddContext>({
    mutationKey: gardenMutationKey(uid),
    scope: gardenMutationScope(uid),
    mutationFn: ({ plant, saveLater }) => addToGarden({ plant_id: plant.id, save_later: saveLater }),
    onMutate: async ({ plant, saveLater }) => {
      const previous = gardenEntryOf(queryClient, uid, plant.id);
      setGardenEntry(queryClient, uid, plant.id, {
        plant_id: plant.id,
        save_later: saveLater,
        plant: previous?.plant ?? plantDetailOf(plant),
      });
      await holdGarden(queryClient, uid);
      return { previous };
    },
    onSuccess: (change, { plant, saveLater }) => {
      setGardenEntry(queryClient, uid, change.entry.plant_id, change.entry);
      if (!change.changed) return;
      toast.success('Plant Saved', { description: addedText(plant.plantName, saveLater) });
    },
    onError: (error, { plant }, context) => {
      if (context) setGardenEntry(queryClient, uid, plant.id, context.previous);
      reportFailedChange(`save ${plant.plantName}`, error);
    },
    onSettled: () => refreshGardenWhenIdle(queryClient, uid),
  });

  function change(plant: PlantSummary | PlantDetail, saveLater: boolean) {
    if (userId === null) {
      void navigate('/signup');
      return;
    }
    const entry = gardenEntryOf(queryClient, userId, plant.id);
    // Already in the garden, or saved again: nothing to do.
    if (entry && (!entry.save_later || saveLater)) return;
    mutation.mutate({ plant, saveLater });
  }

  return {
    /** Puts the plant in the garden (a saved plant moves there). */
    add: (plant: PlantSummary | PlantDetail) => change(plant, false),
    /** Keeps the plant in the saved list. */
    saveForLater: (plant: PlantSummary | PlantDetail) => change(plant, true),
    isPending: mutation.isPending,
  };
}

/**
 * Adds (or saves for later) the plant the gardener asked for before they had an account
 * (`lib/pending-plant.ts`), once `isReady` (their profile is complete), with the same
 * 'Plant Saved' toast. The wish is taken off the device as it is sent, so it is sent once;
 * the server ignores a plant already kept.
 */
export function useAddPendingPlant(userId: string | null, isReady: boolean): void {
  const queryClient = useQueryClient();
  const uid = userId ?? '';
  const { mutate } = useMutation<GardenChange, Error, PendingPlant>({
    mutationKey: gardenMutationKey(uid),
    scope: gardenMutationScope(uid),
    mutationFn: ({ plantId, saveLater }) => addToGarden({ plant_id: plantId, save_later: saveLater }),
    onSuccess: (change, { plantName, saveLater }) => {
      setGardenEntry(queryClient, uid, change.entry.plant_id, change.entry);
      if (change.changed) toast.success('Plant Saved', { description: addedText(plantName, saveLater) });
    },
    onError: (error, { plantName }) => reportFailedChange(`save ${plantName}`, error),
    onSettled: () => refreshGardenWhenIdle(queryClient, uid),
  });

  useEffect(() => {
    if (userId === null || !isReady) return;
    const pending = takePendingPlant();
    if (pending) mutate(pending);
  }, [userId, isReady, mutate]);
}
