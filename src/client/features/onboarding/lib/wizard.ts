import type { GardeningCommitment, GardenType, PlantPreference, UpdateProfileInput } from '#shared/profile.ts';
import type { Zone } from '#shared/zones.ts';
import { isCompleteZip } from '#client/lib/zip-input.ts';

/** The spec's wizard values, named as it names them (`gardeneringCommitment` included). */
export type WizardValues = {
  zipCode: string;
  /** The zone found for the ZIP code, if any. */
  zone: Zone | null;
  /** The zone chosen by hand: where there is no data for the ZIP code, or instead of the one found. */
  manualZone: Zone | null;
  gardenType: GardenType | null;
  plantPreference: PlantPreference | null;
  gardeneringCommitment: GardeningCommitment | null;
};

export const EMPTY_WIZARD_VALUES: WizardValues = {
  zipCode: '',
  zone: null,
  manualZone: null,
  gardenType: null,
  plantPreference: null,
  gardeneringCommitment: null,
};

export const WIZARD_STEPS = 4;
export type WizardStep = 1 | 2 | 3 | 4;

/** The zone that counts: the one chosen by hand, else the one found for the ZIP. */
export function chosenZone(values: WizardValues): Zone | null {
  return values.manualZone ?? values.zone;
}

/** The spec's rule for each step's Next button. */
export function isStepValid(step: WizardStep, values: WizardValues): boolean {
  switch (step) {
    case 1:
      return isCompleteZip(values.zipCode) && chosenZone(values) !== null;
    case 2:
      return values.gardenType !== null;
    case 3:
      return values.plantPreference !== null;
    case 4:
      return values.gardeneringCommitment !== null;
  }
}

/** The body of `PUT /api/profile` for a finished wizard. */
export function toProfileInput(values: WizardValues): UpdateProfileInput {
  return {
    zone: chosenZone(values),
    zip_code: isCompleteZip(values.zipCode) ? values.zipCode : null,
    garden_type: values.gardenType,
    plant_preference: values.plantPreference,
    gardening_commitment: values.gardeneringCommitment,
  };
}
