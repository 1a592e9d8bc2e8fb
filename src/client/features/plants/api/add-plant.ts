import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  AddPlantNoMatchSchema,
  AddPlantResponseSchema,
  type AddPlantBody,
  type AddPlantNoMatch,
  type AddPlantResponse,
} from '#shared/plants/api.ts';
import { apiClient, isApiError } from '#client/lib/api-client.ts';

/**
 * Nothing was added: the server asks first. `didYouMean` lists the plants the name may be
 * a misspelling of, `suggestions` plants of related names; `needsPlantGroup` says that
 * adding the name as typed needs the kind of plant.
 */
export class AddPlantQuestion extends Error {
  override readonly name = 'AddPlantQuestion';
  readonly didYouMean: AddPlantNoMatch['didYouMean'];
  readonly suggestions: AddPlantNoMatch['suggestions'];
  readonly needsPlantGroup: boolean;

  constructor({ error, didYouMean, suggestions, needsPlantGroup }: AddPlantNoMatch) {
    super(error.message);
    this.didYouMean = didYouMean;
    this.suggestions = suggestions;
    this.needsPlantGroup = needsPlantGroup;
  }
}

/** Finds the plant by that name, or creates the gardener's own; rejects with AddPlantQuestion on a 422. */
export async function addPlant(input: AddPlantBody): Promise<AddPlantResponse> {
  try {
    const body = await apiClient.post<unknown>('/api/add-plant', input);
    return AddPlantResponseSchema.parse(body);
  } catch (error) {
    if (isApiError(error) && error.status === 422) {
      const question = AddPlantNoMatchSchema.safeParse(error.body);
      if (question.success) throw new AddPlantQuestion(question.data);
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
