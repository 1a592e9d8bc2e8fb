import type { ReactNode } from 'react';
import { Sprout } from 'lucide-react';

export type GardenScreenProps = {
  /** The gardener's zone card (or its loading state). */
  zoneCard: ReactNode;
};

/** `/` and `/garden` for a gardener with a profile: their garden, empty until they add plants. */
export function GardenScreen({ zoneCard }: GardenScreenProps) {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <title>My Garden · Garden Guide</title>
      <h1 className="font-display text-3xl font-semibold sm:text-4xl">My Garden</h1>
      <div className="mt-6 flex items-start gap-4 rounded-xl border border-dashed border-input bg-card p-5 sm:p-6">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-secondary text-primary">
          <Sprout aria-hidden="true" className="size-6" />
        </span>
        <div>
          <h2 className="font-semibold">Your garden is empty</h2>
          <p className="mt-1 text-muted-foreground">
            Plants you add will appear here, each with its planting, seed-starting and care steps for your zone.
          </p>
        </div>
      </div>
      <div className="mt-6">{zoneCard}</div>
    </div>
  );
}
