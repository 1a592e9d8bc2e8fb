import { useEffect, useState } from 'react';
import { Lightbulb, X } from 'lucide-react';
import type { PlantSummary } from '#shared/plants/api.ts';
import { useBrowserValue, useIsHydrated } from '#client/hooks/use-browser-value.ts';
import { cn } from '#client/lib/cn.ts';
import { useGarden } from '../api/get-garden.ts';
import { gardenerIdOf, type GardenViewer } from '../lib/garden-viewer.ts';

/** The spec's session flag: the hint is for the first plant a visitor opens in a browser session. */
export const ADD_HINT_FLAG = 'plantDetailsHintShown';

function hasSeenHint(): boolean {
  try {
    return window.sessionStorage.getItem(ADD_HINT_FLAG) !== null;
  } catch {
    // Without session storage the hint would show on every plant: leave it out.
    return true;
  }
}

export type AddHintProps = {
  plant: Pick<PlantSummary, 'id' | 'plantName'>;
  viewer: GardenViewer;
  className?: string;
};

/**
 * A tip under the detail page's garden buttons, on the first plant opened in a browser
 * session only; gone once the plant is saved or added, or when dismissed.
 */
export function AddHint({ plant, viewer, className }: AddHintProps) {
  // Pre-rendered HTML shows the hint, as a first visit does; hydrated, the flag decides.
  const isFirstView = useBrowserValue(() => !hasSeenHint(), true);
  const isHydrated = useIsHydrated();
  const [isDismissed, setIsDismissed] = useState(false);
  const garden = useGarden(gardenerIdOf(viewer));
  const isKept = garden.data?.entries.some((entry) => entry.plant_id === plant.id) ?? false;

  // Only once the flag has been read above, which hydration leaves until after its own effects.
  useEffect(() => {
    if (!isHydrated) return;
    try {
      window.sessionStorage.setItem(ADD_HINT_FLAG, 'true');
    } catch {
      // See hasSeenHint.
    }
  }, [isHydrated]);

  if (!isFirstView || isDismissed || isKept) return null;
  return (
    <div
      role="note"
      className={cn(
        'relative flex gap-3 rounded-lg border border-info-border bg-info p-3 pr-11 text-sm text-info-foreground',
        className,
      )}
    >
      <Lightbulb aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <p className="leading-relaxed">
        <span className="font-semibold">Tip:</span> add {plant.plantName} to your garden to get its planting,
        seed-starting and care tasks month by month, or save it for later to decide another day.
      </p>
      <button
        type="button"
        // Inert until the app has hydrated a pre-rendered page (see Button).
        disabled={!isHydrated || undefined}
        onClick={() => setIsDismissed(true)}
        className="absolute top-1.5 right-1.5 inline-flex size-8 items-center justify-center rounded-md hover:bg-info-border/40 focus-visible:outline-3 focus-visible:outline-ring"
      >
        <X aria-hidden="true" className="size-4" />
        <span className="sr-only">Dismiss tip</span>
      </button>
    </div>
  );
}
