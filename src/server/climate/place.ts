import type { Kysely } from 'kysely';
import type { PlaceInfo } from '#shared/plants/api.ts';
import { placeFromZone, type Place } from '#shared/plants/schedule.ts';
import { ZoneSchema, type Zone, type ZoneSummary } from '#shared/zones.ts';
import type { Gardener } from '../context.ts';
import type { Database } from '../db/schema.ts';
import { reusableQuery } from '../db/reusable-query.ts';
import { AppError } from '../lib/app-error.ts';
import { getZoneSummary, loadedZoneIndex, loadZoneIndex } from './climate.service.ts';

export interface ResolvedPlace {
  /** What schedules are computed from. */
  readonly place: Place;
  /** What the response says about it. */
  readonly info: PlaceInfo;
  /** `info` as JSON, as answers write it. */
  readonly json: string;
}

function resolved(place: Place, info: PlaceInfo): ResolvedPlace {
  return { place, info, json: placeInfoJson(info) };
}

/** A string as JSON: quoted as it is where it holds only letters, digits and hyphens (zones, ZIPs, dates). */
function jsonString(text: string): string {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const plain =
      (code >= 48 && code <= 57) || (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || code === 45;
    if (!plain) return JSON.stringify(text);
  }
  return `"${text}"`;
}

/**
 * `JSON.stringify(info)`, written out: a ZIP's place is made for every request that names
 * one, and stringifying the object cost more than the rest of making it.
 */
function placeInfoJson(info: PlaceInfo): string {
  const zip = info.zip === null ? 'null' : jsonString(info.zip);
  return `{"zone":${jsonString(info.zone)},"zip":${zip},"lastFrost":${jsonString(info.lastFrost)},"firstFrost":${jsonString(info.firstFrost)},"source":${jsonString(info.source)}}`;
}

/**
 * Places of zones, by source, per zone summary (worked out once per database): one frozen
 * object serves every request for that zone. (A ZIP's place costs less to make than to
 * look up among thousands kept, and visitors come from tens of thousands of ZIPs.)
 */
const zonePlaces = new WeakMap<ZoneSummary, Map<PlaceInfo['source'], ResolvedPlace>>();

async function fromZone(db: Kysely<Database>, zone: Zone, source: PlaceInfo['source']): Promise<ResolvedPlace> {
  const summary = await getZoneSummary(db, zone);
  let places = zonePlaces.get(summary);
  if (!places) zonePlaces.set(summary, (places = new Map()));
  let found = places.get(source);
  if (!found) {
    const place = placeFromZone(summary);
    const info = { zone, zip: null, lastFrost: place.lastFrost, firstFrost: place.firstFrost, source };
    found = Object.freeze(resolved(Object.freeze(place), Object.freeze(info)));
    places.set(source, found);
  }
  return found;
}

async function fromZip(db: Kysely<Database>, zip: string, source: PlaceInfo['source']): Promise<ResolvedPlace | null> {
  const record = (loadedZoneIndex(db) ?? (await loadZoneIndex(db))).get(zip);
  if (!record) return null;
  const place = placeFromZone(record);
  return resolved(place, { zone: record.zone, zip, lastFrost: place.lastFrost, firstFrost: place.firstFrost, source });
}

const selectPlaceOfProfile = reusableQuery((db, userId: string) =>
  db.selectFrom('profiles').select(['zone', 'zip_code']).where('id', '=', userId),
);

/**
 * Where guidance is computed for: a zone chosen by hand (its typical frost
 * dates), else a ZIP (its own frost dates), else the signed-in gardener's
 * profile (its ZIP's frost dates while the ZIP is in the zone the profile
 * names, else the zone's typical dates), else nowhere (null).
 *
 * A ZIP the climate data does not know is an error ('zip not found', 404) when
 * `unknownZip` is 'error' (search), and is passed over otherwise (a plant's page
 * still shows the plant).
 */
export async function resolvePlace(
  db: Kysely<Database>,
  user: Gardener | null,
  given: { zone?: Zone | undefined; zip?: string | undefined },
  unknownZip: 'error' | 'ignore',
): Promise<ResolvedPlace | null> {
  if (given.zone) return fromZone(db, given.zone, 'zone');
  if (given.zip) {
    const found = await fromZip(db, given.zip, 'zip');
    if (found) return found;
    if (unknownZip === 'error') throw new AppError('not_found', 'zip not found');
  }
  if (!user || user.isAnonymous) return null;
  return placeOfProfile(db, (await selectPlaceOfProfile(db, user.id)).rows[0]);
}

/** The place of a gardener's profile, read already: `resolvePlace` with nothing given. */
export async function placeOfProfile(
  db: Kysely<Database>,
  profile: { zone: string | null; zip_code: string | null } | undefined,
): Promise<ResolvedPlace | null> {
  const zone = ZoneSchema.safeParse(profile?.zone);
  if (profile?.zip_code) {
    const byZip = await fromZip(db, profile.zip_code, 'profile');
    if (byZip && (!zone.success || byZip.info.zone === zone.data)) return byZip;
  }
  return zone.success ? fromZone(db, zone.data, 'profile') : null;
}
