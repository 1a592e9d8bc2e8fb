import type { GardeningCommitment, GardenType, PlantPreference, Profile, UpdateProfileInput } from '#shared/profile.ts';
import type { Zone } from '#shared/zones.ts';

/** What Settings edits: the zone and ZIP, and the wizard's three answers. */
export type SettingsChoice = {
  zone: Zone | null;
  zipCode: string;
  gardenType: GardenType | null;
  plantPreference: PlantPreference | null;
  gardeningCommitment: GardeningCommitment | null;
};

/** The choice a saved profile (or none) starts Settings with. */
export function choiceOf(profile: Profile | null): SettingsChoice {
  return {
    zone: profile?.zone ?? null,
    zipCode: profile?.zip_code ?? '',
    gardenType: profile?.garden_type ?? null,
    plantPreference: profile?.plant_preference ?? null,
    gardeningCommitment: profile?.gardening_commitment ?? null,
  };
}

/** The spec's rule, for every field Settings edits: Save is offered only when something differs from the profile. */
export function hasChanges(profile: Profile | null, choice: SettingsChoice): boolean {
  const saved = choiceOf(profile);
  return (Object.keys(saved) as (keyof SettingsChoice)[]).some((key) => saved[key] !== choice[key]);
}

/** The body of `PUT /api/profile` for the choice. */
export function toProfileInput(choice: SettingsChoice): UpdateProfileInput {
  return {
    zone: choice.zone,
    zip_code: choice.zipCode === '' ? null : choice.zipCode,
    garden_type: choice.gardenType,
    plant_preference: choice.plantPreference,
    gardening_commitment: choice.gardeningCommitment,
  };
}

export type SettingsProblem = { title: string; description: string };

/** The spec's checks before saving, in its order. */
export function checkSettings(profile: Profile | null, choice: SettingsChoice): SettingsProblem | null {
  if (!choice.zone) {
    return { title: 'USDA Zone Required', description: 'Please select your USDA hardiness zone to continue.' };
  }
  if (!profile?.id) {
    return { title: 'Error Saving', description: 'Could not save settings. User profile ID is missing.' };
  }
  return null;
}
