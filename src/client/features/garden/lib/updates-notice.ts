/**
 * Whether a gardener dismissed My Garden's notice about catalogue updates on this device.
 * Kept per gardener and not cleared on sign-out: it holds nothing about them, and a notice
 * dismissed once should not come back at every sign-in.
 */
const keyOf = (userId: string) => `gg_updates_notice_dismissed_${userId}`;

export function isUpdatesNoticeDismissed(userId: string): boolean {
  try {
    return window.localStorage.getItem(keyOf(userId)) !== null;
  } catch {
    // Storage can be switched off: the notice shows, and can be dismissed for this visit.
    return false;
  }
}

export function dismissUpdatesNotice(userId: string): void {
  try {
    window.localStorage.setItem(keyOf(userId), '1');
  } catch {
    // See isUpdatesNoticeDismissed.
  }
}
