import { WifiOff } from 'lucide-react';
import { useOnline } from '#client/hooks/use-online.ts';

/** Says, while the device is offline, that the screen shows the last copy and changes cannot be saved. */
export function OfflineBanner() {
  const isOnline = useOnline();
  if (isOnline) return null;
  return (
    <div role="status" className="border-b border-warning-border bg-warning px-4 py-2 text-sm text-warning-foreground">
      <p className="mx-auto flex max-w-5xl items-center gap-2">
        <WifiOff aria-hidden="true" className="size-4 shrink-0" />
        You’re offline. You can look at your garden as it was last loaded; changes can’t be saved until you’re back
        online.
      </p>
    </div>
  );
}
