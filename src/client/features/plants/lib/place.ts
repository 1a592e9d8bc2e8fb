import type { PlaceBody } from '#shared/plants/api.ts';

/**
 * Where guidance is worked out for: `{}` lets the server use the signed-in gardener's
 * profile, `{zip}` a visitor's last ZIP, `{zone}` a zone chosen by hand.
 */
export type PlantPlace = PlaceBody;

/** `?zone=…` or `?zip=…` (zone wins, as on the server), or '' for the profile. */
export function placeSearchParams(place: PlantPlace, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams(extra);
  if (place.zone) params.set('zone', place.zone);
  else if (place.zip) params.set('zip', place.zip);
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/** The body of the guide routes: only the key that counts. */
export function placeBody(place: PlantPlace): PlaceBody {
  if (place.zone) return { zone: place.zone };
  if (place.zip) return { zip: place.zip };
  return {};
}

/** A stable part of a query key. */
export function placeKey(place: PlantPlace): string {
  return place.zone ? `zone:${place.zone}` : place.zip ? `zip:${place.zip}` : 'profile';
}
