import { useEffect } from 'react';
import { RetryNotice } from '#client/components/ui/retry-notice.tsx';
import { FullPageSpinner } from '#client/components/ui/spinner.tsx';
import { useAuth } from '#client/features/auth/components/auth-provider.tsx';
import { useProfile } from '#client/features/profile/api/get-profile.ts';
import { isApiError } from '#client/lib/api-client.ts';
import { GardenPage } from './garden-page.tsx';
import { OnboardingPage } from './onboarding-page.tsx';

/** `/` for a signed-in gardener: the wizard until the profile is complete, then the garden. */
export function StartPage() {
  const { user, refreshSession } = useAuth();
  const profile = useProfile(user?.id ?? '');
  const isSessionGone = isApiError(profile.error) && profile.error.status === 401;

  // The session ended elsewhere (signed out on another device, password reset): read it again.
  useEffect(() => {
    if (isSessionGone) void refreshSession();
  }, [isSessionGone, refreshSession]);

  if (profile.isPending || isSessionGone) return <FullPageSpinner className="min-h-[60dvh] bg-transparent" />;
  if (profile.isError) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-10">
        <RetryNotice onRetry={() => void profile.refetch()}>
          We couldn’t load your garden profile just now. Please try again in a moment.
        </RetryNotice>
      </div>
    );
  }
  return profile.data.isComplete ? <GardenPage /> : <OnboardingPage />;
}
