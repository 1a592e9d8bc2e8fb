/**
 * The service worker (scripts/build-service-worker.ts) keeps the last answer of the API
 * reads a signed-in screen needs, so the garden and its tasks open offline. They are one
 * person's data: they go when someone signs in or out, or deletes their account.
 */
export const OFFLINE_API_CACHE = 'garden-guide-api';

/**
 * The addresses of the API reads kept for offline use: the session, settings, profile,
 * garden, tasks, zones and plant pages. (A plant's planting and care guides are asked for
 * with POST, which the worker never keeps.) A regular expression, as the worker is a
 * separate script built from it.
 */
export const OFFLINE_API_URLS =
  /^https?:\/\/[^/]+\/api\/(?:auth\/get-session|config|profile|garden|tasks|zones\/[^/?#]+(?:\/[^/?#]+)?|plants\/[^/?#]+)(?:\?[^#]*)?$/;

export async function forgetOfflineCopies(): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    await caches.delete(OFFLINE_API_CACHE);
  } catch {
    // Storage the browser will not open (a private window, say) holds nothing to forget.
  }
}
