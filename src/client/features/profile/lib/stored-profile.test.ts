import { describe, expect, test } from 'vitest';
import type { Profile } from '#shared/profile.ts';
import { PROFILE_STORAGE_KEY } from './profile-storage-key.ts';
import { readStoredProfile, storeProfile } from './stored-profile.ts';

const profile: Profile = {
  id: 'user-1',
  zone: '7b',
  zip_code: '10001',
  garden_type: 'balcony',
  plant_preference: 'both',
  gardening_commitment: 'daily',
  full_name: null,
  updated_at: '2026-05-01T10:00:00.000Z',
};

describe('the device copy of the profile (gardenProfile)', () => {
  test('is kept and read back for its own user only', () => {
    storeProfile(profile);
    expect(readStoredProfile('user-1')).toEqual(profile);
    expect(readStoredProfile('someone-else')).toBeNull();
  });

  test.each([
    ['corrupt JSON', '{"id": "user-1", '],
    ['something that is not a profile', JSON.stringify({ id: 'user-1', zone: 'tropical' })],
  ])('%s is discarded', (_, raw) => {
    localStorage.setItem(PROFILE_STORAGE_KEY, raw);
    expect(readStoredProfile('user-1')).toBeNull();
    expect(localStorage.getItem(PROFILE_STORAGE_KEY)).toBeNull();
  });
});
