/**
 * What a ZIP code box accepts, shared by every form that asks for one (plain functions,
 * so the landing page's early form script, src/client/features/home/lib/early-search-form.ts,
 * can use them without React).
 */

/** Keeps only digits, at most five: what a US ZIP code can be. */
export function toZipDigits(text: string): string {
  return text.replace(/\D/g, '').slice(0, 5);
}

export function isCompleteZip(zip: string): boolean {
  return /^\d{5}$/.test(zip);
}

/**
 * The box's value once `pasted` replaces its selection, as digits. maxLength would cut a
 * paste such as " 10001" or "100-01" short before the change event sees it, so a paste is
 * cleaned up as a whole (a ZIP+4 keeps its first five digits).
 */
export function zipAfterPaste(input: HTMLInputElement, pasted: string): string {
  const start = input.selectionStart ?? input.value.length;
  const end = input.selectionEnd ?? start;
  return toZipDigits(input.value.slice(0, start) + pasted + input.value.slice(end));
}
