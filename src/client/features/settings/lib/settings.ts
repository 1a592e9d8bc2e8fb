import type { Profile } from '#shared/profile.ts';
import type { Zone } from '#shared/zones.ts';

export type SettingsChoice = { zone: Zone | null; zipCode: string };

/** Save is offered only when the chosen zone or ZIP differs from the saved profile. */
export function hasChanges(profile: Profile | null, choice: SettingsChoice): boolean {
  return choice.zone !== (profile?.zone ?? null) || choice.zipCode !== (profile?.zip_code ?? '');
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
