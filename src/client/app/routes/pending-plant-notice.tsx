import { Notice } from '#client/components/ui/notice.tsx';
import { pendingPlantPromise, readPendingPlant } from '#client/features/garden/lib/pending-plant.ts';
import { useBrowserValue } from '#client/hooks/use-browser-value.ts';

/**
 * On the sign-in and sign-up pages: the plant asked for before signing up, and what will
 * happen to it. Nothing on a pre-rendered page until hydrated (the device knows the plant).
 */
export function PendingPlantNotice() {
  const pending = useBrowserValue(() => readPendingPlant(), null);
  if (!pending) return null;
  return <Notice>{pendingPlantPromise(pending)}</Notice>;
}
