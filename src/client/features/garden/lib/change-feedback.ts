import { toast } from 'sonner';
import { isApiError } from '#client/lib/api-client.ts';

/** The spec's failure text, unless the server refused for a reason the gardener can act on. */
export function failureDescription(error: unknown): string {
  if (isApiError(error) && (error.status === 403 || error.status === 409 || error.code === 'offline')) {
    return error.message;
  }
  return 'Please try again.';
}

/** A refused garden or task change: logged (unless made offline), and the spec's 'Error' toast (the caller rolls back). */
export function reportFailedChange(what: string, error: unknown): void {
  // Offline, a refusal is the app working as meant: the toast says so, nothing failed.
  if (!(isApiError(error) && error.code === 'offline')) console.error(`Could not ${what}:`, error);
  toast.error('Error', { description: failureDescription(error) });
}
