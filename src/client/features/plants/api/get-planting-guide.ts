import { useMutation } from '@tanstack/react-query';
import { PlantingGuideSchema, type PlantingGuide } from '#shared/plants/api.ts';
import { apiClient } from '#client/lib/api-client.ts';
import { placeBody, type PlantPlace } from '../lib/place.ts';

/** Seed-starting and planting steps and months of a plant, for the place. */
export async function getPlantingGuide(id: string, place: PlantPlace): Promise<PlantingGuide> {
  const body = await apiClient.post<unknown>(`/api/plant-planting/${id}`, placeBody(place));
  return PlantingGuideSchema.parse(body);
}

/** Loaded on request, once: the screen asks for it when the gardener does. */
export function useGetPlantingGuide(id: string, place: PlantPlace) {
  return useMutation({ mutationFn: () => getPlantingGuide(id, place) });
}
