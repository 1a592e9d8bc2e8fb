import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  AddPlantNoMatchSchema,
  AddPlantResponseSchema,
  type AddPlantBody,
  type AddPlantResponse,
  type PlantSummary,
} from '#shared/plants/api.ts';
import { apiClient, isApiError } from '#client/lib/api-client.ts';

export type PlantSuggestion = Pick<PlantSummary, 'id' | 'plantName'>;

/** A name that matches no plant: the server's message and the plants it suggests instead. */
export class AddPlantNoMatchError extends Error {
  override readonly name = 'AddPlantNoMatchError';
  readonly suggestions: PlantSuggestion[];

  constructor(message: string, suggestions: PlantSuggestion[]) {
    super(message);
    this.suggestions = suggestions;
  }
}

/** Finds the plant by that name, or creates the gardener's own; rejects with AddPlantNoMatchError on a 422. */
export async function addPlant(input: AddPlantBody): Promise<AddPlantResponse> {
  try {
    const body = await apiClient.post<unknown>('/api/add-plant', input);
    return AddPlantResponseSchema.parse(body);
  } catch (error) {
    if (isApiError(error) && error.status === 422) {
      const noMatch = AddPlantNoMatchSchema.safeParse(error.body);
      if (noMatch.success) throw new AddPlantNoMatchError(noMatch.data.error.message, noMatch.data.suggestions);
    }
    throw error;
  }
}

export function useAddPlant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPlant,
    // A new plant of the gardener's own now turns up in searches.
    onSuccess: (response) => {
      if (response.created) void queryClient.invalidateQueries({ queryKey: ['plants', 'search'] });
    },
  });
}
