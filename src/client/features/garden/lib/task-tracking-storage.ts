/** The spec's per-user local key for task tracking (`gardenTaskTracking_{userId or anonymous}`). */
export function taskTrackingKey(userId: string | null): string {
  return `gardenTaskTracking_${userId ?? 'anonymous'}`;
}

/** On logout: the user's own tracking copy and the general (anonymous) one go. */
export function clearTaskTracking(userId: string | null): void {
  try {
    if (userId) window.localStorage.removeItem(taskTrackingKey(userId));
    window.localStorage.removeItem(taskTrackingKey(null));
  } catch {
    // Storage can be switched off; nothing was kept then.
  }
}
