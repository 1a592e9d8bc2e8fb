/** The spec's local-storage key for the device's copy of the profile. */
export const PROFILE_STORAGE_KEY = 'gardenProfile';

/** Forgets the device's copy (on logout). Kept apart from the reader so it costs no schema code. */
export function clearStoredProfile(): void {
  try {
    window.localStorage.removeItem(PROFILE_STORAGE_KEY);
  } catch {
    // Storage can be switched off; nothing was kept then.
  }
}
