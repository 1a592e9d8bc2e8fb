import type { Kysely } from 'kysely';
import { isProfileComplete, ProfileSchema, type ProfileResponse, type UpdateProfileInput } from '#shared/profile.ts';
import type { SessionUser } from '../../context.ts';
import type { Database, ProfilesTable } from '../../db/schema.ts';
import { selectProfileById, selectZoneOfZip, upsertProfile } from './profile.queries.ts';

function toResponse(row: ProfilesTable | undefined): ProfileResponse {
  if (!row) return { profile: null, isComplete: false };
  const profile = ProfileSchema.parse(row);
  return { profile, isComplete: isProfileComplete(profile) };
}

/** The caller's own profile; `profile: null` until it is first saved. */
export async function getOwnProfile(db: Kysely<Database>, user: SessionUser): Promise<ProfileResponse> {
  return toResponse(await selectProfileById(db, user.id));
}

/**
 * Creates or changes the caller's own profile. Fields left out stay as they are. A ZIP
 * that changes and is in the climate data also sets the zone, unless a zone is given.
 * The row's id is the session user's id, never anything from the request.
 */
export async function updateOwnProfile(
  db: Kysely<Database>,
  user: SessionUser,
  input: UpdateProfileInput,
): Promise<ProfileResponse> {
  return db.transaction().execute(async (trx) => {
    const current = await selectProfileById(trx, user.id);
    const next: ProfilesTable = {
      id: user.id,
      zone: current?.zone ?? null,
      zip_code: current?.zip_code ?? null,
      garden_type: current?.garden_type ?? null,
      plant_preference: current?.plant_preference ?? null,
      gardening_commitment: current?.gardening_commitment ?? null,
      full_name: current?.full_name ?? (user.name.trim() || null),
      updated_at: new Date().toISOString(),
    };
    if (input.zip_code !== undefined) next.zip_code = input.zip_code;
    if (input.garden_type !== undefined) next.garden_type = input.garden_type;
    if (input.plant_preference !== undefined) next.plant_preference = input.plant_preference;
    if (input.gardening_commitment !== undefined) next.gardening_commitment = input.gardening_commitment;
    if (input.zone !== undefined) {
      next.zone = input.zone;
    } else if (input.zip_code && input.zip_code !== current?.zip_code) {
      next.zone = (await selectZoneOfZip(trx, input.zip_code)) ?? next.zone;
    }
    await upsertProfile(trx, next);
    return toResponse(next);
  });
}
