import { WifiOff } from 'lucide-react';
import { useOnline } from '#client/hooks/use-online.ts';

/** Says, while the device is offline, that the screen shows the last copy and changes cannot be saved. */
export function OfflineBanner() {
  const isOnline = useOnline();
  if (isOnline) return null;
  return (
    <div role="status" className="border-b border-warning-border bg-warning py-2 text-sm text-warning-foreground">
      {/* Lined up with the header's logo above it. */}
      <p className="mx-auto flex max-w-6xl items-center gap-2 px-4 sm:px-6">
        <WifiOff aria-hidden="true" className="size-4 shrink-0" />
        You’re offline. You can look at your garden as it was last loaded; changes can’t be saved until you’re back
        online.
      </p>
    </div>
  );
}
