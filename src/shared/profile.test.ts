import { describe, expect, test } from 'vitest';
import { isProfileComplete, UpdateProfileInputSchema } from '#shared/profile.ts';

describe('isProfileComplete', () => {
  const full = { zone: '7b', garden_type: 'balcony', plant_preference: 'both', gardening_commitment: 'daily' } as const;

  test('needs zone, garden type, plant preference and commitment', () => {
    expect(isProfileComplete(full)).toBe(true);
    for (const field of Object.keys(full) as (keyof typeof full)[]) {
      expect(isProfileComplete({ ...full, [field]: null })).toBe(false);
    }
    expect(isProfileComplete(null)).toBe(false);
    expect(isProfileComplete(undefined)).toBe(false);
  });
});

describe('UpdateProfileInputSchema', () => {
  test('accepts a partial update, and null to clear a field', () => {
    expect(UpdateProfileInputSchema.parse({ zone: '13b' })).toEqual({ zone: '13b' });
    expect(UpdateProfileInputSchema.parse({ zip_code: null })).toEqual({ zip_code: null });
  });

  test('drops keys it does not know, such as an id', () => {
    expect(UpdateProfileInputSchema.parse({ id: 'someone-else', zone: '1a' })).toEqual({ zone: '1a' });
  });

  test.each([{}, { zone: '0a' }, { zip_code: '123456' }, { garden_type: 'Balcony' }, { plant_preference: '' }])(
    'refuses %j',
    (input) => {
      expect(UpdateProfileInputSchema.safeParse(input).success).toBe(false);
    },
  );
});
