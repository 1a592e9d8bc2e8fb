import type { ZoneSuitability } from '#shared/plants/suitability.ts';
import { cn } from '#client/lib/cn.ts';

const STYLES: Record<ZoneSuitability, string> = {
  match: 'border-primary/30 bg-secondary text-secondary-foreground',
  close: 'border-warning-border bg-warning text-warning-foreground',
  far: 'border-accent/40 bg-accent-soft text-accent-soft-foreground',
  indoor: 'border-info-border bg-info text-info-foreground',
};

export type ZoneSuitabilityBannerProps = {
  suitability: ZoneSuitability;
  /** The spec's text, e.g. '✓ Great match for your zone!'. */
  text: string;
  className?: string;
};

/** How well the plant suits the gardener's zone. */
export function ZoneSuitabilityBanner({ suitability, text, className }: ZoneSuitabilityBannerProps) {
  return (
    <p
      data-suitability={suitability}
      className={cn('rounded-lg border px-4 py-3 text-sm font-semibold', STYLES[suitability], className)}
    >
      {text}
    </p>
  );
}
