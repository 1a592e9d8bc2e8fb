import { useState } from 'react';
import { toast } from 'sonner';
import type { Profile } from '#shared/profile.ts';
import { RetryNotice } from '#client/components/ui/retry-notice.tsx';
import { FullPageSpinner } from '#client/components/ui/spinner.tsx';
import { YourDataCard } from '#client/features/account/components/your-data-card.tsx';
import { useAuth } from '#client/features/auth/components/auth-provider.tsx';
import { CalendarSubscriptionCard } from '#client/features/calendar/components/calendar-subscription-card.tsx';
import { useProfile } from '#client/features/profile/api/get-profile.ts';
import { useUpdateProfile } from '#client/features/profile/api/update-profile.ts';
import { EmailRemindersCard } from '#client/features/reminders/components/email-reminders-card.tsx';
import { AccountCard, SettingsForm, type ZipLookup } from '#client/features/settings/components/settings-form.tsx';
import {
  checkSettings,
  choiceOf,
  hasChanges,
  toProfileInput,
  type SettingsChoice,
} from '#client/features/settings/lib/settings.ts';
import { useZoneByZip } from '#client/features/zones/api/get-zone-by-zip.ts';
import { ZoneMismatchNote } from '#client/features/zones/components/zone-mismatch-note.tsx';
import { isApiError } from '#client/lib/api-client.ts';
import { ProfileZoneCard } from './profile-zone-card.tsx';

const isZip = (zip: string) => /^\d{5}$/.test(zip);

function GardenSettings({ profile, userId }: { profile: Profile | null; userId: string }) {
  const [choice, setChoice] = useState<SettingsChoice>(() => choiceOf(profile));
  const { zone, zipCode } = choice;
  // The last ZIP whose zone was applied; the saved one counts as applied already.
  const [appliedZip, setAppliedZip] = useState(profile?.zip_code ?? '');
  const updateProfile = useUpdateProfile(userId);
  const lookup = useZoneByZip(zipCode);
  const change = (patch: Partial<SettingsChoice>) => setChoice((current) => ({ ...current, ...patch }));

  // A newly typed ZIP that we know sets the zone (adjusting state during render, not in an effect).
  if (lookup.data && lookup.data.zipCode === zipCode && appliedZip !== zipCode) {
    setAppliedZip(zipCode);
    change({ zone: lookup.data.zone });
  }

  const isNewZip = isZip(zipCode) && zipCode !== (profile?.zip_code ?? '');
  let zipLookup: ZipLookup = { status: 'idle' };
  if (isNewZip) {
    if (lookup.isSuccess) zipLookup = { status: 'found', zone: lookup.data.zone };
    else if (lookup.isError && isApiError(lookup.error) && lookup.error.code === 'not_found') {
      zipLookup = { status: 'not-found' };
    } else if (lookup.isError) zipLookup = { status: 'error', retry: () => void lookup.refetch() };
    else zipLookup = { status: 'loading' };
  }

  // A zone that is not the ZIP's is said, whether just chosen or saved that way.
  const zipZone = lookup.data && lookup.data.zipCode === zipCode ? lookup.data.zone : null;
  const zoneNote =
    zipZone && zone && zone !== zipZone ? (
      <ZoneMismatchNote
        zipCode={zipCode}
        zipZone={zipZone}
        chosenZone={zone}
        onUseZipZone={() => change({ zone: zipZone })}
      />
    ) : null;

  const canSave = hasChanges(profile, choice) && (zipCode === '' || isZip(zipCode)) && zipLookup.status !== 'loading';

  function handleSave() {
    const problem = checkSettings(profile, choice);
    if (problem) {
      toast.error(problem.title, { description: problem.description });
      return;
    }
    updateProfile.mutate(toProfileInput(choice), {
      onSuccess: () =>
        toast.success('Settings Saved', { description: 'Your garden profile has been updated successfully!' }),
      onError: (error) => toast.error('Error Saving', { description: error.message }),
    });
  }

  return (
    <>
      <SettingsForm
        choice={choice}
        onChange={change}
        zipLookup={zipLookup}
        zoneNote={zoneNote}
        canSave={canSave}
        isSaving={updateProfile.isPending}
        onSave={handleSave}
      />
      <ProfileZoneCard zone={zone} zipCode={isZip(zipCode) ? zipCode : null} headingLevel={3} />
    </>
  );
}

/**
 * `/settings`: the garden profile (zone, ZIP and the wizard's answers), the calendar feed,
 * e-mail reminders, sign-out and the gardener's data.
 */
export function SettingsPage() {
  const { user, signOut } = useAuth();
  const profile = useProfile(user?.id ?? '');
  const [isLoggingOut, setIsLoggingOut] = useState(false);

  async function handleLogout() {
    setIsLoggingOut(true);
    const result = await signOut();
    setIsLoggingOut(false);
    if (result === 'signed-out') {
      toast.success('Logged Out', { description: 'You have been successfully logged out.' });
    } else if (result === 'failed') {
      toast.error('Error', { description: 'There was an error signing out.' });
    } else {
      toast.error('Error', { description: 'An unexpected error occurred during logout.' });
    }
  }

  let body;
  if (profile.isPending) body = <FullPageSpinner className="min-h-[40dvh] bg-transparent" />;
  else if (profile.isError) {
    body = (
      <RetryNotice onRetry={() => void profile.refetch()}>
        We couldn’t load your garden profile just now. Please try again in a moment.
      </RetryNotice>
    );
  } else {
    const saved = profile.data.profile;
    // A fresh form after each save, so the saved values become the starting point.
    body = <GardenSettings key={saved?.updated_at ?? 'none'} profile={saved} userId={user?.id ?? ''} />;
  }

  return (
    // One column that never grows past the screen, however long an unbroken e-mail address is.
    <div className="mx-auto grid w-full max-w-3xl grid-cols-1 gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <title>Settings · Garden Guide</title>
      <h1 className="font-display text-3xl font-semibold sm:text-4xl">Settings</h1>
      {body}
      <CalendarSubscriptionCard userId={user?.id ?? ''} />
      <EmailRemindersCard userId={user?.id ?? ''} />
      <AccountCard email={user?.email ?? ''} isLoggingOut={isLoggingOut} onLogout={() => void handleLogout()} />
      <YourDataCard onAccountDeleted={() => signOut('/')} />
    </div>
  );
}
