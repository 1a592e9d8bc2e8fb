import type { z } from 'zod';

/**
 * A copy this device kept in local storage under `key`, parsed with `schema`, or null.
 * What does not parse is discarded (and removed), so a corrupt or outdated copy never
 * reaches the screen. Storage can be switched off: then there is simply no copy.
 */
export function readStoredJson<T extends z.ZodType>(key: string, schema: T): z.infer<T> | null {
  try {
    const raw = window.localStorage.getItem(key);
    if (raw === null) return null;
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      parsed = null;
    }
    const result = schema.safeParse(parsed);
    if (!result.success) {
      window.localStorage.removeItem(key);
      return null;
    }
    return result.data;
  } catch {
    return null;
  }
}
