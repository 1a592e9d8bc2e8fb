import type { EventBody } from '#shared/plants/api.ts';
import { apiClient } from '#client/lib/api-client.ts';

/**
 * Records a product event in Garden Guide's own event log (nothing goes to third
 * parties). Fire and forget: a lost event must never disturb the gardener.
 */
export function sendEvent(event: EventBody): void {
  apiClient.post<null>('/api/events', event).catch(() => {
    // Events are best effort.
  });
}
