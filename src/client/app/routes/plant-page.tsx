import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { useAuth } from '#client/features/auth/components/auth-provider.tsx';
import { AddHint } from '#client/features/garden/components/add-hint.tsx';
import { useGarden } from '#client/features/garden/api/get-garden.ts';
import { GardenActions } from '#client/features/garden/components/garden-actions.tsx';
import { TaskToggle } from '#client/features/garden/components/task-toggle.tsx';
import { readLastZip } from '#client/features/home/lib/last-zip.ts';
import { PlantDetailScreen } from '#client/features/plants/components/plant-detail-screen.tsx';
import { profileQueryOptions } from '#client/features/profile/api/get-profile.ts';
import type { PlantPlace } from '#client/features/plants/lib/place.ts';
import { useBrowserValue } from '#client/hooks/use-browser-value.ts';

// Offered to a gardener whose garden holds the plant only: fetched then, not with the public page.
const CalendarSubscribeButton = lazy(() =>
  import('#client/features/calendar/components/calendar-subscribe-button.tsx').then((module) => ({
    default: module.CalendarSubscribeButton,
  })),
);

/**
 * `/plant/{plantId}`, for everyone. A signed-in gardener's guidance follows their
 * profile (the server knows it); a visitor's follows the last ZIP they entered here.
 * The garden feature supplies the garden buttons, the first-visit hint and the
 * done controls of the guides' steps; the calendar feature the subscription offer.
 */
export function PlantPage() {
  const { plantId = '' } = useParams();
  const { isSignedIn, user } = useAuth();
  // Read once per visit to the screen, so the place does not change under the gardener; a
  // pre-rendered page (the plant for no place) gets it once hydrated.
  const visitorZip = useBrowserValue(readLastZip, '');
  const place: PlantPlace = isSignedIn || !visitorZip ? {} : { zip: visitorZip };
  // A plant in the gardener's own list (personalised the same way) is shown at once.
  const garden = useGarden(user && !user.isAnonymous ? user.id : null);
  const entry = garden.data?.entries.find((item) => item.plant_id === plantId);
  const isInGarden = entry !== undefined && !entry.save_later;
  // A balcony gardener's page says how the plant grows in a pot.
  const profile = useQuery({ ...profileQueryOptions(user?.id ?? ''), enabled: Boolean(user && !user.isAnonymous) });
  return (
    <PlantDetailScreen
      plantId={plantId}
      place={place}
      knownPlant={entry?.plant}
      isInGarden={isInGarden}
      isBalcony={profile.data?.profile?.garden_type === 'balcony'}
      calendarSubscribe={
        isInGarden && user ? (
          <Suspense fallback={null}>
            <CalendarSubscribeButton
              userId={user.id}
              lead={`Every task of ${entry.plant.plantName} and the rest of your garden in your own calendar, kept up to date.`}
            />
          </Suspense>
        ) : null
      }
      gardenActions={(plant) => (
        <>
          <GardenActions plant={plant} viewer={user} />
          <AddHint plant={plant} viewer={user} className="sm:col-span-2" />
        </>
      )}
      taskControl={(task) => (
        <TaskToggle
          viewer={user}
          plantId={plantId}
          eventType={task.eventType}
          careInstructionId={task.careInstructionId ?? null}
          taskName={task.taskName}
          className="mt-2"
        />
      )}
    />
  );
}
