import { ScanSearch } from 'lucide-react';
import type { IdentifyResponse } from '#shared/identify.ts';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { cn } from '#client/lib/cn.ts';
import { confidencePercent } from '../lib/photo.ts';

/** Status lines while a photo is being identified; they change every 1.5 s. */
export const IDENTIFYING_STATUS_LINES = [
  'Looking closely at the leaves...',
  'Comparing shapes and colors...',
  'Checking flowers, stems and fruit...',
  'Matching it with the plants we know...',
];

function PhotoThumbnail({ url, className }: { url: string | null; className?: string }) {
  return url ? (
    <img
      src={url}
      alt="Your photo"
      className={cn('shrink-0 rounded-md border border-border object-cover', className)}
    />
  ) : (
    <span
      aria-hidden="true"
      className={cn('flex shrink-0 items-center justify-center rounded-md bg-secondary text-primary', className)}
    >
      <ScanSearch className="size-6" />
    </span>
  );
}

/** The photo being identified, a spinner and the current status line. */
export function IdentifyingStatus({ photoUrl, line }: { photoUrl: string | null; line: string }) {
  return (
    <div role="status" className="flex h-full flex-col items-center justify-center gap-3 px-6 text-center">
      <div className="relative">
        <PhotoThumbnail url={photoUrl} className="size-20" />
        <span className="absolute -right-2 -bottom-2 flex size-8 items-center justify-center rounded-full bg-card shadow">
          <Spinner size="sm" />
        </span>
      </div>
      <p className="text-sm font-medium text-foreground">{line}</p>
    </div>
  );
}

/** What the photo shows: the name and confidence, or the server's word that it is not a plant. */
export function IdentificationSummary({
  identification,
  photoUrl,
}: {
  identification: IdentifyResponse;
  photoUrl: string | null;
}) {
  const { is_plant: isPlant, common_name: name, confidence, message } = identification;
  return (
    <div className="flex items-start gap-3 px-2 py-2">
      <PhotoThumbnail url={photoUrl} className="size-14" />
      <div className="min-w-0 flex-1">
        {isPlant && name ? (
          <>
            <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">Identified as</p>
            <p className="flex flex-wrap items-baseline gap-x-2">
              <span className="text-lg leading-tight font-semibold">{name}</span>
              <span className="text-sm font-medium text-primary">{confidencePercent(confidence)} confidence</span>
            </p>
          </>
        ) : null}
        {message ? <p className="mt-0.5 text-sm text-pretty text-muted-foreground">{message}</p> : null}
      </div>
    </div>
  );
}
