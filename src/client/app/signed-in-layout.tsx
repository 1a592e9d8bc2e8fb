import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useLocation } from 'react-router';
import { AppLayout } from '#client/components/layouts/app-layout.tsx';
import { useAuth } from '#client/features/auth/components/auth-provider.tsx';
import { useAddPendingPlant, useAddToGarden } from '#client/features/garden/api/add-to-garden.ts';
import { AddPlantDialog } from '#client/features/plants/components/add-plant-dialog.tsx';
import { profileQueryOptions, useProfile } from '#client/features/profile/api/get-profile.ts';

/**
 * The round 'Add Plant' button of the signed-in screens and the dialog it opens: a
 * plant picked there (or added as new) goes straight into the garden.
 */
function AddPlantLauncher() {
  const { user } = useAuth();
  const { add } = useAddToGarden(user && !user.isAnonymous ? user.id : null);
  const [isOpen, setIsOpen] = useState(false);
  // The gardener's zone goes with a new plant; it is only needed once the dialog is open.
  const profile = useQuery({ ...profileQueryOptions(user?.id ?? ''), enabled: isOpen && user !== null });

  return (
    <>
      <button
        type="button"
        onClick={() => setIsOpen(true)}
        aria-haspopup="dialog"
        className="flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg transition-colors hover:bg-primary-hover focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <Plus aria-hidden="true" className="size-7" />
        <span className="sr-only">Add Plant</span>
      </button>
      <AddPlantDialog
        open={isOpen}
        onOpenChange={setIsOpen}
        canAddNew
        userZone={profile.data?.profile?.zone ?? null}
        onPick={add}
      />
    </>
  );
}

/**
 * The app's layout for signed-in gardeners, with the floating 'Add Plant' button, which the
 * set-up wizard (`/` until the profile is complete) leaves out: there is no garden to add to yet.
 * A plant asked for before signing up goes into the garden once the profile is complete.
 */
export function SignedInLayout() {
  const { user } = useAuth();
  const { pathname } = useLocation();
  const profile = useProfile(user?.id ?? '');
  const isSettingUp = pathname === '/' && profile.data?.isComplete !== true;
  // The server's answer, not the device's copy, says the profile is complete.
  const isProfileComplete = profile.isSuccess && !profile.isPlaceholderData && profile.data.isComplete;
  useAddPendingPlant(user?.id ?? null, isProfileComplete);
  return <AppLayout floatingAction={isSettingUp ? null : <AddPlantLauncher />} />;
}
