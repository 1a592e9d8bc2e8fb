import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useAuth } from '#client/features/auth/components/auth-provider.tsx';
import { readLastZip } from '#client/features/home/lib/last-zip.ts';
import type { ZoneLookup } from '#client/features/onboarding/components/location-step.tsx';
import { OnboardingWizard } from '#client/features/onboarding/components/onboarding-wizard.tsx';
import { EMPTY_WIZARD_VALUES, toProfileInput, type WizardValues } from '#client/features/onboarding/lib/wizard.ts';
import { useUpdateProfile } from '#client/features/profile/api/update-profile.ts';
import { useZoneByZip } from '#client/features/zones/api/get-zone-by-zip.ts';
import { useZoneSummary } from '#client/features/zones/api/get-zone-summary.ts';
import { ZoneInfoCard } from '#client/features/zones/components/zone-info-card.tsx';
import { ZoneMismatchNote } from '#client/features/zones/components/zone-mismatch-note.tsx';
import { isApiError } from '#client/lib/api-client.ts';
import { isCompleteZip } from '#client/lib/zip-input.ts';

function CardLoading() {
  return (
    <p role="status" className="flex items-center gap-3 text-muted-foreground">
      <Spinner size="sm" />
      Loading the zone…
    </p>
  );
}

/** The onboarding wizard, shown on `/` until the profile is complete. */
export function OnboardingPage() {
  const { user } = useAuth();
  const navigate = useNavigate();
  // The ZIP last entered on the landing page starts the wizard (signed-in screens are never
  // pre-rendered, so storage can be read on the first render).
  const [values, setValues] = useState<WizardValues>(() => ({ ...EMPTY_WIZARD_VALUES, zipCode: readLastZip() }));
  const updateProfile = useUpdateProfile(user?.id ?? '');

  const lookup = useZoneByZip(values.zipCode);
  let zoneLookup: ZoneLookup;
  if (!isCompleteZip(values.zipCode)) zoneLookup = { status: 'idle' };
  else if (lookup.isSuccess) zoneLookup = { status: 'found', zone: lookup.data.zone };
  else if (lookup.isError && isApiError(lookup.error) && lookup.error.code === 'not_found') {
    zoneLookup = { status: 'not-found' };
  } else if (lookup.isError) zoneLookup = { status: 'error', retry: () => void lookup.refetch() };
  else zoneLookup = { status: 'loading' };

  // The zone follows the ZIP unless one is chosen by hand (the ZIP's own counts as none).
  const foundZone = zoneLookup.status === 'found' ? zoneLookup.zone : null;
  const isZoneKnown = zoneLookup.status === 'found' || zoneLookup.status === 'not-found';
  const manualZone = isZoneKnown && values.manualZone !== foundZone ? values.manualZone : null;
  const wizardValues: WizardValues = { ...values, zone: foundZone, manualZone };
  const summary = useZoneSummary(manualZone);

  let zoneCard = null;
  let zoneNote = null;
  if (foundZone && manualZone) {
    zoneNote = (
      <ZoneMismatchNote
        zipCode={values.zipCode}
        zipZone={foundZone}
        chosenZone={manualZone}
        onUseZipZone={() => setValues((current) => ({ ...current, manualZone: null }))}
      />
    );
  }
  if (zoneLookup.status === 'found' && lookup.data && !manualZone) {
    zoneCard = <ZoneInfoCard zone={lookup.data} headingLevel={3} />;
  } else if (manualZone) {
    zoneCard = summary.data ? (
      <ZoneInfoCard zone={summary.data} headingLevel={3} />
    ) : summary.isError ? null : (
      <CardLoading />
    );
  }

  function handleComplete() {
    if (!user?.id) {
      toast.error('Error Saving Profile', { description: 'Could not determine user ID. Please try logging in again.' });
      return;
    }
    updateProfile.mutate(toProfileInput(wizardValues), {
      onSuccess: () => {
        toast.success('Profile Saved', { description: 'Your garden is set up for your zone.' });
        void navigate('/garden');
      },
      onError: (error) => toast.error('Error Saving Profile', { description: error.message }),
    });
  }

  return (
    <OnboardingWizard
      values={wizardValues}
      onChange={(patch) => setValues((current) => ({ ...current, ...patch }))}
      zoneLookup={zoneLookup}
      zoneCard={zoneCard}
      zoneNote={zoneNote}
      onComplete={handleComplete}
      isSaving={updateProfile.isPending}
    />
  );
}
