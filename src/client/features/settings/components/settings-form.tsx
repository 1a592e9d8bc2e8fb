import { useId, type ClipboardEvent, type FormEvent, type ReactNode } from 'react';
import { ExternalLink, LogOut } from 'lucide-react';
import type { Zone } from '#shared/zones.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Notice } from '#client/components/ui/notice.tsx';
import { RetryNotice } from '#client/components/ui/retry-notice.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { toZipDigits, zipAfterPaste } from '#client/lib/zip-input.ts';
import { ZoneSelect } from './zone-select.tsx';

/** Where the lookup of a newly typed ZIP stands. */
export type ZipLookup =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'found'; zone: Zone }
  | { status: 'not-found' }
  | { status: 'error'; retry: () => void };

export type SettingsFormProps = {
  zipCode: string;
  onZipCodeChange: (zip: string) => void;
  zipLookup: ZipLookup;
  zone: Zone | null;
  onZoneChange: (zone: Zone) => void;
  /** The card for the chosen zone (or a placeholder while it loads). */
  zoneCard: ReactNode;
  canSave: boolean;
  isSaving: boolean;
  onSave: () => void;
};

/** The garden profile part of Settings: ZIP code and USDA hardiness zone. */
export function SettingsForm({
  zipCode,
  onZipCodeChange,
  zipLookup,
  zone,
  onZoneChange,
  zoneCard,
  canSave,
  isSaving,
  onSave,
}: SettingsFormProps) {
  const id = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (canSave && !isSaving) onSave();
  }

  function handlePaste(event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    onZipCodeChange(zipAfterPaste(event.currentTarget, event.clipboardData.getData('text')));
  }

  return (
    <Card className="p-5 sm:p-6">
      <form onSubmit={handleSubmit} aria-labelledby={`${id}-title`} noValidate className="grid gap-5">
        <div>
          <h2 id={`${id}-title`} className="text-xl font-semibold">
            Your garden’s location
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            Your zone sets which plants suit you and when to sow, plant and protect them.
          </p>
        </div>

        <div className="grid gap-5 sm:grid-cols-2">
          <div className="grid content-start gap-2">
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
              className="tracking-wider tabular-nums"
            />
            <p id={`${id}-zip-hint`} className="text-sm text-muted-foreground">
              A new ZIP code sets your zone and frost dates.
            </p>
          </div>

          <div className="grid content-start gap-2">
            <div className="flex flex-wrap items-baseline gap-x-2">
              <Label htmlFor={`${id}-zone`}>USDA Hardiness Zone</Label>
              <a
                href="https://planthardiness.ars.usda.gov/"
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 rounded-sm text-sm font-medium text-primary underline-offset-2 hover:underline"
              >
                (find your zone)
                <ExternalLink aria-hidden="true" className="size-3.5" />
                <span className="sr-only">, opens in a new tab</span>
              </a>
            </div>
            <ZoneSelect id={`${id}-zone`} value={zone} onChange={onZoneChange} />
          </div>
        </div>

        <div aria-live="polite" className="empty:hidden">
          {zipLookup.status === 'loading' ? (
            <p className="flex items-center gap-3 text-sm text-muted-foreground">
              <Spinner size="sm" />
              Looking up ZIP {zipCode}…
            </p>
          ) : null}
          {zipLookup.status === 'found' ? (
            <p className="text-sm font-medium text-primary">
              ZIP {zipCode} is in Zone {zipLookup.zone}.
            </p>
          ) : null}
          {zipLookup.status === 'not-found' ? (
            <Notice variant="warning" role="status">
              We don&apos;t have zone data for this zip code. Choose your zone from the list.
            </Notice>
          ) : null}
          {zipLookup.status === 'error' ? (
            <RetryNotice onRetry={zipLookup.retry}>We couldn’t look up ZIP {zipCode} just now.</RetryNotice>
          ) : null}
        </div>

        {zoneCard}

        <div className="flex justify-end">
          <Button type="submit" disabled={!canSave || isSaving} aria-busy={isSaving} className="w-full sm:w-auto">
            {isSaving ? <Spinner size="sm" className="text-current" /> : null}
            Save Changes
          </Button>
        </div>
      </form>
    </Card>
  );
}

export type AccountCardProps = {
  email: string;
  isLoggingOut: boolean;
  onLogout: () => void;
};

export function AccountCard({ email, isLoggingOut, onLogout }: AccountCardProps) {
  return (
    <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
      <div className="min-w-0">
        <h2 className="text-xl font-semibold">Account</h2>
        <p className="mt-1 text-sm break-words text-muted-foreground">
          Signed in as <span className="font-medium text-foreground">{email}</span>
        </p>
      </div>
      <Button variant="outline" onClick={onLogout} disabled={isLoggingOut} aria-busy={isLoggingOut}>
        {isLoggingOut ? <Spinner size="sm" /> : <LogOut aria-hidden="true" />}
        Logout
      </Button>
    </Card>
  );
}
