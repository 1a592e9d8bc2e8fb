/** The spec's local-storage key for the last ZIP entered on the home page. */
export const LAST_ZIP_KEY = 'gg_last_zip';

/** The last ZIP searched on this device, or '' (a corrupt value is discarded). */
export function readLastZip(): string {
  try {
    const value = window.localStorage.getItem(LAST_ZIP_KEY) ?? '';
    if (/^\d{5}$/.test(value)) return value;
    if (value !== '') window.localStorage.removeItem(LAST_ZIP_KEY);
  } catch {
    // Storage can be switched off (private windows, strict settings); remembering is optional.
  }
  return '';
}

export function saveLastZip(zip: string): void {
  try {
    window.localStorage.setItem(LAST_ZIP_KEY, zip);
  } catch {
    // See readLastZip.
  }
}
