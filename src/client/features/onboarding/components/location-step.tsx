import { useEffect, useId, useRef, useState, type ClipboardEvent, type ReactNode } from 'react';
import { CircleCheck } from 'lucide-react';
import type { Zone } from '#shared/zones.ts';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Notice } from '#client/components/ui/notice.tsx';
import { RetryNotice } from '#client/components/ui/retry-notice.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { toZipDigits, zipAfterPaste } from '#client/lib/zip-input.ts';
import { ZoneSelect } from './zone-select.tsx';

/** Where the lookup of the typed ZIP code stands. */
export type ZoneLookup =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'found'; zone: Zone }
  | { status: 'not-found' }
  | { status: 'error'; retry: () => void };

export type LocationStepProps = {
  zipCode: string;
  onZipCodeChange: (zip: string) => void;
  lookup: ZoneLookup;
  /** The zone chosen by hand: where we have no data for the ZIP, or instead of the one found. */
  manualZone: Zone | null;
  onManualZoneChange: (zone: Zone) => void;
  /** The zone card for the ZIP found, or for the zone chosen by hand. */
  zoneCard: ReactNode;
  /** Said when a zone chosen by hand is not the ZIP's. */
  zoneNote?: ReactNode;
};

function Confirmation({ children }: { children: ReactNode }) {
  return (
    <p className="flex items-center gap-2 font-semibold text-primary">
      <CircleCheck aria-hidden="true" className="size-5" />
      {children}
    </p>
  );
}

function ZoneChoice({ id, value, onChange }: { id: string; value: Zone | null; onChange: (zone: Zone) => void }) {
  return (
    <div className="grid max-w-xs gap-2">
      <Label htmlFor={`${id}-zone`}>USDA Hardiness Zone</Label>
      <ZoneSelect id={`${id}-zone`} value={value} onChange={onChange} aria-describedby={`${id}-zone-hint`} />
      <p id={`${id}-zone-hint`} className="text-sm text-muted-foreground">
        Not sure? Look it up on the{' '}
        <a
          href="https://planthardiness.ars.usda.gov/"
          target="_blank"
          rel="noopener noreferrer"
          className="font-medium text-primary underline underline-offset-2 hover:no-underline"
        >
          USDA hardiness zone map
        </a>
        .
      </p>
    </div>
  );
}

/**
 * Step 1: the ZIP code and its zone, which the gardener may change by hand (a sheltered
 * yard, say), or a zone chosen by hand when we have no data for the ZIP.
 */
export function LocationStep({
  zipCode,
  onZipCodeChange,
  lookup,
  manualZone,
  onManualZoneChange,
  zoneCard,
  zoneNote,
}: LocationStepProps) {
  const id = useId();
  const [isChoosingZone, setIsChoosingZone] = useState(false);
  const wasChoosingZone = useRef(isChoosingZone);

  // The button that opened the list is gone: keyboards and screen readers go on at the list.
  useEffect(() => {
    if (isChoosingZone && !wasChoosingZone.current) document.getElementById(`${id}-zone`)?.focus();
    wasChoosingZone.current = isChoosingZone;
  }, [id, isChoosingZone]);

  function handlePaste(event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    onZipCodeChange(zipAfterPaste(event.currentTarget, event.clipboardData.getData('text')));
  }

  return (
    <div className="grid gap-5">
      <div className="grid max-w-xs gap-2">
        <Label htmlFor={`${id}-zip`}>ZIP code</Label>
        <Input
          id={`${id}-zip`}
          name="zipCode"
          inputMode="numeric"
          autoComplete="postal-code"
          pattern="[0-9]{5}"
          maxLength={5}
          placeholder="e.g. 10001"
          aria-describedby={`${id}-zip-hint`}
          value={zipCode}
          onChange={(event) => onZipCodeChange(toZipDigits(event.target.value))}
          onPaste={handlePaste}
          className="text-lg tracking-wider tabular-nums"
        />
        <p id={`${id}-zip-hint`} className="text-sm text-muted-foreground">
          5 digits. We look up your zone as soon as you have typed them.
        </p>
      </div>

      <div aria-live="polite" className="grid gap-4 empty:hidden">
        {lookup.status === 'loading' ? (
          <p className="flex items-center gap-3 text-muted-foreground">
            <Spinner size="sm" />
            Looking up ZIP {zipCode}…
          </p>
        ) : null}
        {lookup.status === 'found' ? (
          <>
            <Confirmation>Zone Found!</Confirmation>
            {isChoosingZone || manualZone ? (
              <ZoneChoice id={id} value={manualZone ?? lookup.zone} onChange={onManualZoneChange} />
            ) : (
              <button
                type="button"
                onClick={() => setIsChoosingZone(true)}
                className="-my-2 min-h-11 w-fit rounded-sm text-left font-medium text-primary underline underline-offset-2 hover:no-underline"
              >
                Choose a different zone
              </button>
            )}
            {zoneNote}
            {zoneCard}
          </>
        ) : null}
        {lookup.status === 'error' ? (
          <RetryNotice onRetry={lookup.retry}>
            We couldn’t look up ZIP {zipCode} just now. Please try again in a moment.
          </RetryNotice>
        ) : null}
        {lookup.status === 'not-found' ? (
          <>
            <Notice variant="warning" role="status">
              We don&apos;t have zone data for this zip code.
            </Notice>
            <ZoneChoice id={id} value={manualZone} onChange={onManualZoneChange} />
            {manualZone ? (
              <>
                <Confirmation>Zone Selected</Confirmation>
                {zoneCard}
              </>
            ) : null}
          </>
        ) : null}
      </div>
    </div>
  );
}
