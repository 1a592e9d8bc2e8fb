import type { QueryClient } from '@tanstack/react-query';
import type { GardenEntry, GardenResponse } from '#shared/garden/api.ts';
import type { PlantDetail, PlantSummary } from '#shared/plants/api.ts';
import { gardenQueryKey } from './get-garden.ts';

/** The garden changes of one gardener run one after another, in the order they were made. */
export const gardenMutationScope = (userId: string) => ({ id: `garden:${userId}` });
export const gardenMutationKey = (userId: string) => ['garden', userId, 'change'] as const;

export function gardenEntryOf(queryClient: QueryClient, userId: string, plantId: string): GardenEntry | undefined {
  return queryClient.getQueryData<GardenResponse>(gardenQueryKey(userId))?.entries.find((e) => e.plant_id === plantId);
}

/** Puts `entry` in the cached garden (in place of the plant's earlier entry), or takes the plant out (undefined). */
export function setGardenEntry(
  queryClient: QueryClient,
  userId: string,
  plantId: string,
  entry: GardenEntry | undefined,
): void {
  queryClient.setQueryData<GardenResponse>(gardenQueryKey(userId), (garden) => {
    if (!garden) return garden;
    const index = garden.entries.findIndex((e) => e.plant_id === plantId);
    const entries = [...garden.entries];
    if (index === -1) {
      if (entry) entries.push(entry);
    } else if (entry) {
      entries[index] = entry;
    } else {
      entries.splice(index, 1);
    }
    return { ...garden, entries };
  });
}

/**
 * Stops in-flight reads of the garden, so they cannot overwrite a change shown before the
 * server has it. Called after the change is shown: the change is then made synchronously
 * as the mutation starts (a second press in the same moment sees it), and a cancelled
 * read returns to the data as last set, the change included.
 */
export async function holdGarden(queryClient: QueryClient, userId: string): Promise<void> {
  await queryClient.cancelQueries({ queryKey: gardenQueryKey(userId), exact: true });
}

/**
 * Reads the garden again once the last of the gardener's changes has settled. A read still
 * on its way was sent before the change and is dropped: a first read (no garden shown yet)
 * would otherwise be waited for rather than sent again.
 */
export function refreshGardenWhenIdle(queryClient: QueryClient, userId: string): void {
  if (queryClient.isMutating({ mutationKey: gardenMutationKey(userId) }) > 1) return;
  void holdGarden(queryClient, userId).then(() =>
    queryClient.invalidateQueries({ queryKey: gardenQueryKey(userId), exact: true }),
  );
}

function isPlantDetail(plant: PlantSummary | PlantDetail): plant is PlantDetail {
  return 'care' in plant;
}

/**
 * The plant as the garden shows it until the server's entry arrives. A search result
 * (a summary) stands in with the spec's defaults and no steps yet.
 */
export function plantDetailOf(plant: PlantSummary | PlantDetail): PlantDetail {
  if (isPlantDetail(plant)) return plant;
  return {
    ...plant,
    description: '',
    sun: 'Full Sun',
    seasonality: 'Year-round',
    aliases: [],
    hardiness: null,
    daysToMaturity: null,
    zone_suitability: null,
    zoneSuitabilityText: null,
    imageUrl: null,
    requirements: {},
    care: { must_do: [], good_to_do: [], optional: [] },
    plantingInstructions: [],
    seedStartingInstructions: [],
    planting_month: null,
    seed_starting_month: null,
    place: null,
  };
}
