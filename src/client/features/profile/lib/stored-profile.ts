import { ProfileSchema, type Profile } from '#shared/profile.ts';
import { readStoredJson } from '#client/lib/stored-json.ts';
import { PROFILE_STORAGE_KEY } from './profile-storage-key.ts';

/**
 * The profile this device kept for `userId`, or null. Anything that does not parse as a
 * profile (or belongs to someone else) is discarded. The server stays the truth: this
 * copy only fills the screen while the real one loads.
 */
export function readStoredProfile(userId: string): Profile | null {
  const profile = readStoredJson(PROFILE_STORAGE_KEY, ProfileSchema);
  return profile?.id === userId ? profile : null;
}

export function storeProfile(profile: Profile | null): void {
  try {
    if (profile) window.localStorage.setItem(PROFILE_STORAGE_KEY, JSON.stringify(profile));
    else window.localStorage.removeItem(PROFILE_STORAGE_KEY);
  } catch {
    // Storage can be switched off; the copy is only a convenience.
  }
}
