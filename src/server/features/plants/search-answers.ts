import type { SearchAnswers } from '#shared/plants/search.ts';
import { GardenTypeSchema, PlantPreferenceSchema } from '#shared/profile.ts';

/** The wizard's answers of a profile row that order a gardener's hits, as far as they are valid. */
export function answersOf(profile: { garden_type: string | null; plant_preference: string | null }): SearchAnswers {
  const gardenType = GardenTypeSchema.safeParse(profile.garden_type);
  const preference = PlantPreferenceSchema.safeParse(profile.plant_preference);
  return {
    garden_type: gardenType.success ? gardenType.data : null,
    plant_preference: preference.success ? preference.data : null,
  };
}
