import { z } from 'zod';
import { ZipCodeSchema, ZoneSchema } from './zones.ts';

export const GARDEN_TYPES = ['balcony', 'backyard'] as const;
export const PLANT_PREFERENCES = ['flowers', 'veggies', 'both'] as const;
export const GARDENING_COMMITMENTS = ['weekend', 'daily'] as const;

export const GardenTypeSchema = z.enum(GARDEN_TYPES);
export const PlantPreferenceSchema = z.enum(PLANT_PREFERENCES);
export const GardeningCommitmentSchema = z.enum(GARDENING_COMMITMENTS);
export type GardenType = z.infer<typeof GardenTypeSchema>;
export type PlantPreference = z.infer<typeof PlantPreferenceSchema>;
export type GardeningCommitment = z.infer<typeof GardeningCommitmentSchema>;

/** A gardener's profile (the spec's `profiles` row); `id` is the user's id. */
export const ProfileSchema = z.object({
  id: z.string(),
  zone: ZoneSchema.nullable(),
  zip_code: ZipCodeSchema.nullable(),
  garden_type: GardenTypeSchema.nullable(),
  plant_preference: PlantPreferenceSchema.nullable(),
  gardening_commitment: GardeningCommitmentSchema.nullable(),
  full_name: z.string().nullable(),
  updated_at: z.string(),
});
export type Profile = z.infer<typeof ProfileSchema>;

/** What `GET` and `PUT /api/profile` answer; `profile` is null until the first save. */
export const ProfileResponseSchema = z.object({
  profile: ProfileSchema.nullable(),
  isComplete: z.boolean(),
});
export type ProfileResponse = z.infer<typeof ProfileResponseSchema>;

const EDITABLE_FIELDS = ['zone', 'zip_code', 'garden_type', 'plant_preference', 'gardening_commitment'] as const;

/**
 * The body of `PUT /api/profile`. Every field is optional so Settings can change only
 * the zone or the ZIP; a field that is left out stays as it is, and `null` clears it.
 * Other keys (such as an `id`) are ignored: the profile is always the caller's own.
 */
export const UpdateProfileInputSchema = z
  .object({
    zone: ZoneSchema.nullable().optional(),
    zip_code: ZipCodeSchema.nullable().optional(),
    garden_type: GardenTypeSchema.nullable().optional(),
    plant_preference: PlantPreferenceSchema.nullable().optional(),
    gardening_commitment: GardeningCommitmentSchema.nullable().optional(),
  })
  .refine((input) => EDITABLE_FIELDS.some((field) => input[field] !== undefined), {
    message: `Give at least one of ${EDITABLE_FIELDS.join(', ')}`,
  });
export type UpdateProfileInput = z.infer<typeof UpdateProfileInputSchema>;

type ProfileFields = Pick<Profile, 'zone' | 'garden_type' | 'plant_preference' | 'gardening_commitment'>;

/** The spec's rule: complete only when zone, garden type, plant preference and commitment are all present. */
export function isProfileComplete(profile: Partial<ProfileFields> | null | undefined): boolean {
  if (!profile) return false;
  return Boolean(profile.zone && profile.garden_type && profile.plant_preference && profile.gardening_commitment);
}
