import { ProfileSchema, type Profile } from '#shared/profile.ts';
import { PROFILE_STORAGE_KEY } from './profile-storage-key.ts';

/**
 * The profile this device kept for `userId`, or null. Anything that does not parse as a
 * profile (or belongs to someone else) is discarded. The server stays the truth: this
 * copy only fills the screen while the real one loads.
 */
export function readStoredProfile(userId: string): Profile | null {
  try {
    const raw = window.localStorage.getItem(PROFILE_STORAGE_KEY);
    if (raw === null) return null;
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      parsed = null;
    }
    const result = ProfileSchema.safeParse(parsed);
    if (!result.success) {
      window.localStorage.removeItem(PROFILE_STORAGE_KEY);
      return null;
    }
    return result.data.id === userId ? result.data : null;
  } catch {
    // Storage can be switched off; the copy is only a convenience.
    return null;
  }
}

export function storeProfile(profile: Profile | null): void {
  try {
    if (profile) window.localStorage.setItem(PROFILE_STORAGE_KEY, JSON.stringify(profile));
    else window.localStorage.removeItem(PROFILE_STORAGE_KEY);
  } catch {
    // See readStoredProfile.
  }
}
