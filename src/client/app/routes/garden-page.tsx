import { Link } from 'react-router';
import { Notice } from '#client/components/ui/notice.tsx';
import { FullPageSpinner } from '#client/components/ui/spinner.tsx';
import { useAuth } from '#client/features/auth/components/auth-provider.tsx';
import { CalendarSubscribeButton } from '#client/features/calendar/components/calendar-subscribe-button.tsx';
import { GardenScreen } from '#client/features/garden/components/garden-screen.tsx';
import { useProfile } from '#client/features/profile/api/get-profile.ts';
import { ProfileZoneCard } from './profile-zone-card.tsx';

/** `/garden` (and `/` once the profile is complete). */
export function GardenPage() {
  const { user } = useAuth();
  const profile = useProfile(user?.id ?? '');

  if (!user || profile.isPending) return <FullPageSpinner className="min-h-[60dvh] bg-transparent" />;
  const saved = profile.data?.profile ?? null;

  return (
    <GardenScreen
      userId={user.id}
      zone={saved?.zone ?? null}
      commitment={saved?.gardening_commitment ?? null}
      calendarSubscribe={
        <CalendarSubscribeButton userId={user.id} lead="Get these tasks in your own calendar, kept up to date." />
      }
      zoneCard={
        saved?.zone ? (
          <ProfileZoneCard zone={saved.zone} zipCode={saved.zip_code} />
        ) : (
          <Notice title="Your zone is not set yet">
            <Link to="/" className="font-medium underline underline-offset-2 hover:no-underline">
              Finish setting up your garden
            </Link>{' '}
            to see your hardiness zone and frost dates here.
          </Notice>
        )
      }
    />
  );
}
