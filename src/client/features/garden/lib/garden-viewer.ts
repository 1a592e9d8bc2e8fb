/**
 * Who is looking, as the garden's components need it: a signed-in user (a guest has
 * `isAnonymous`), or null for a visitor. The auth feature's user fits as it is.
 */
export type GardenViewer = { id: string; isAnonymous: boolean } | null;

/** The id of a gardener who may keep a garden: signed in with a real account, not a guest. */
export function gardenerIdOf(viewer: GardenViewer): string | null {
  return viewer && !viewer.isAnonymous ? viewer.id : null;
}
