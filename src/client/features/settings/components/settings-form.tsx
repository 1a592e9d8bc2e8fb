import { useEffect, useId, useRef, useState, type ClipboardEvent, type FormEvent, type ReactNode } from 'react';
import { Building2, CalendarDays, Carrot, ExternalLink, Flower2, LogOut, Sprout, Sun, Trees } from 'lucide-react';
import type { GardeningCommitment, GardenType, PlantPreference } from '#shared/profile.ts';
import type { Zone } from '#shared/zones.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Notice } from '#client/components/ui/notice.tsx';
import { RetryNotice } from '#client/components/ui/retry-notice.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { toZipDigits, zipAfterPaste } from '#client/lib/zip-input.ts';
import type { SettingsChoice } from '../lib/settings.ts';
import { AnswerChoices, type AnswerOption } from './answer-choices.tsx';
import { ZoneSelect } from './zone-select.tsx';

/** Where the lookup of a newly typed ZIP stands. */
export type ZipLookup =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'found'; zone: Zone }
  | { status: 'not-found' }
  | { status: 'error'; retry: () => void };

const GARDEN_TYPES: readonly AnswerOption<GardenType>[] = [
  { value: 'balcony', title: 'Balcony', icon: Building2 },
  { value: 'backyard', title: 'Backyard', icon: Trees },
];

const PLANT_PREFERENCES: readonly AnswerOption<PlantPreference>[] = [
  { value: 'flowers', title: 'Flowers', icon: Flower2 },
  { value: 'veggies', title: 'Veggies', icon: Carrot },
  { value: 'both', title: 'Both', icon: Sprout },
];

const COMMITMENTS: readonly AnswerOption<GardeningCommitment>[] = [
  { value: 'weekend', title: 'Weekend', icon: CalendarDays },
  { value: 'daily', title: 'Daily', icon: Sun },
];

export type SettingsFormProps = {
  choice: SettingsChoice;
  onChange: (patch: Partial<SettingsChoice>) => void;
  zipLookup: ZipLookup;
  /** Said when the zone chosen is not the ZIP's. */
  zoneNote?: ReactNode;
  canSave: boolean;
  isSaving: boolean;
  onSave: () => void;
};

/** The garden profile part of Settings: ZIP code, USDA hardiness zone, and the wizard's three answers. */
export function SettingsForm({ choice, onChange, zipLookup, zoneNote, canSave, isSaving, onSave }: SettingsFormProps) {
  const id = useId();
  const { zipCode } = choice;
  const saveRef = useRef<HTMLButtonElement>(null);
  const [zonePicks, setZonePicks] = useState(0);

  // On a phone the list and what the new zone shows push Save out of sight: bring it back.
  useEffect(() => {
    if (zonePicks > 0) saveRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [zonePicks]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (canSave && !isSaving) onSave();
  }

  function handlePaste(event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    onChange({ zipCode: zipAfterPaste(event.currentTarget, event.clipboardData.getData('text')) });
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
              onChange={(event) => onChange({ zipCode: toZipDigits(event.target.value) })}
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
            <ZoneSelect
              id={`${id}-zone`}
              value={choice.zone}
              onChange={(zone) => {
                onChange({ zone });
                setZonePicks((count) => count + 1);
              }}
            />
          </div>
        </div>

        <div aria-live="polite" className="grid gap-3 empty:hidden">
          {zipLookup.status === 'loading' ? (
            <p className="flex items-center gap-3 text-sm text-muted-foreground">
              <Spinner size="sm" />
              Looking up ZIP {zipCode}…
            </p>
          ) : null}
          {zipLookup.status === 'found' && !zoneNote ? (
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
          {zoneNote}
        </div>

        <div className="grid gap-5 border-t border-border pt-5">
          <div>
            <h2 id={`${id}-answers`} className="text-xl font-semibold">
              How you garden
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">
              Your answers from setting up. Change them whenever your garden does.
            </p>
          </div>
          <AnswerChoices
            legend="Garden type"
            hint="A balcony puts plants that grow in pots first, with pot sizes and compact varieties."
            options={GARDEN_TYPES}
            value={choice.gardenType}
            onChange={(gardenType) => onChange({ gardenType })}
          />
          <AnswerChoices
            legend="Plant preference"
            hint="Sets which plants search results and suggestions show first."
            options={PLANT_PREFERENCES}
            value={choice.plantPreference}
            onChange={(plantPreference) => onChange({ plantPreference })}
          />
          <AnswerChoices
            legend="Gardening commitment"
            hint="Weekend groups the month’s tasks under This month by weekend."
            options={COMMITMENTS}
            value={choice.gardeningCommitment}
            onChange={(gardeningCommitment) => onChange({ gardeningCommitment })}
          />
        </div>

        <div className="flex justify-end">
          <Button
            ref={saveRef}
            type="submit"
            disabled={!canSave || isSaving}
            aria-busy={isSaving}
            // Clear of the bottom bar and the round Add Plant button when brought into view.
            className="w-full scroll-mb-[calc(9.5rem+env(safe-area-inset-bottom))] sm:w-auto"
          >
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
