import { useMutation } from '@tanstack/react-query';
import { CareGuideSchema, type CareGuide } from '#shared/plants/api.ts';
import { apiClient } from '#client/lib/api-client.ts';
import { placeBody, type PlantPlace } from '../lib/place.ts';

/** The care plan of a plant (must do, good to do, optional), with months for the place. */
export async function getCareGuide(id: string, place: PlantPlace): Promise<CareGuide> {
  const body = await apiClient.post<unknown>(`/api/plant-care/${id}`, placeBody(place));
  return CareGuideSchema.parse(body);
}

/** Loaded on request, once: the screen asks for it when the gardener does. */
export function useGetCareGuide(id: string, place: PlantPlace) {
  return useMutation({ mutationFn: () => getCareGuide(id, place) });
}
