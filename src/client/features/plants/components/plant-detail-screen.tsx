import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ArrowLeft, HeartHandshake, Info, SearchX, Shovel, TriangleAlert } from 'lucide-react';
import { toast } from 'sonner';
import type { PlantDetail } from '#shared/plants/api.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { isApiError } from '#client/lib/api-client.ts';
import { useGetCareGuide } from '../api/get-care-guide.ts';
import { usePlant } from '../api/get-plant.ts';
import { useGetPlantingGuide } from '../api/get-planting-guide.ts';
import type { GardenActionsSlot, TaskControl } from '../lib/detail-task.ts';
import type { PlantPlace } from '../lib/place.ts';
import { LoadGuideCard } from './load-guide-card.tsx';
import { PlantPanel, PlantRequirements } from './plant-panel.tsx';

// The guides' sections (their tabs and calendar files) are shown only once a guide is asked
// for, so their code is fetched then, beside the guide, and not with the page.
const loadPlantingSection = () => import('./planting-guide-section.tsx');
const loadCareSection = () => import('./seasonal-care-section.tsx');
const PlantingGuideSection = lazy(() => loadPlantingSection().then((m) => ({ default: m.PlantingGuideSection })));
const SeasonalCareSection = lazy(() => loadCareSection().then((m) => ({ default: m.SeasonalCareSection })));

function BackButton() {
  const navigate = useNavigate();
  const location = useLocation();
  // Opened from a link or bookmark there is no page of ours to go back to: go home instead.
  const handleBack = () => void (location.key === 'default' ? navigate('/') : navigate(-1));
  return (
    <Button variant="ghost" size="sm" onClick={handleBack} className="-ml-2">
      <ArrowLeft aria-hidden="true" />
      Back
    </Button>
  );
}

function Frame({ children }: { children: ReactNode }) {
  return <div className="mx-auto w-full max-w-6xl px-4 py-5 sm:px-6 sm:py-8">{children}</div>;
}

function LoadFailure({ isNotFound }: { isNotFound: boolean }) {
  const title = isNotFound ? 'Plant not found' : 'Failed to load plant details';
  const Icon = isNotFound ? SearchX : TriangleAlert;
  return (
    <Frame>
      <title>{`${title} · Garden Guide`}</title>
      <BackButton />
      <div role="alert" className="mt-10 flex flex-col items-center gap-4 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-muted text-muted-foreground">
          <Icon aria-hidden="true" className="size-7" />
        </span>
        <h1 className="font-display text-3xl font-semibold">{title}</h1>
        <Button asChild>
          <Link to="/">Return to My Garden</Link>
        </Button>
      </div>
    </Frame>
  );
}

function PlantGuides({
  plant,
  place,
  taskControl,
  isInGarden,
  calendarSubscribe,
}: {
  plant: PlantDetail;
  place: PlantPlace;
  taskControl?: TaskControl | undefined;
  isInGarden: boolean;
  calendarSubscribe?: ReactNode;
}) {
  const planting = useGetPlantingGuide(plant.id, place);
  const care = useGetCareGuide(plant.id, place);
  const name = plant.plantName;

  // A request while the guide is loading or loaded is ignored. The spec's toasts say a guide
  // the gardener asked for has come; guides loaded with the page come without one.
  function loadPlanting(isAsked: boolean) {
    if (planting.isPending || planting.isSuccess) return;
    void loadPlantingSection();
    planting.mutate(undefined, {
      onSuccess: () => {
        if (!isAsked) return;
        toast.success('Planting Instructions Loaded', {
          description: `Detailed planting guide for ${name} is now available.`,
        });
      },
      onError: () => toast.error('Error', { description: 'Failed to load planting instructions. Please try again.' }),
    });
  }

  function loadCare(isAsked: boolean) {
    if (care.isPending || care.isSuccess) return;
    void loadCareSection();
    care.mutate(undefined, {
      onSuccess: () => {
        if (!isAsked) return;
        toast.success('Care Instructions Loaded', { description: `Detailed care guide for ${name} is now available.` });
      },
      onError: () => toast.error('Error', { description: 'Failed to load care instructions. Please try again.' }),
    });
  }

  // A plant in the gardener's garden is one they work with: both guides come with the page.
  useEffect(() => {
    if (!isInGarden) return;
    loadPlanting(false);
    loadCare(false);
    // Once per plant in the garden: a guide loaded or loading is not asked for again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isInGarden]);

  const showCards = !planting.isSuccess || !care.isSuccess;
  return (
    <div className="grid gap-5">
      {showCards ? (
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
          {planting.isSuccess ? null : (
            <LoadGuideCard
              icon={Shovel}
              title="Get Planting Instructions"
              text={`Learn how and when to plant ${name}`}
              loadingText="Loading planting guide..."
              isLoading={planting.isPending}
              onLoad={() => loadPlanting(true)}
            />
          )}
          {care.isSuccess ? null : (
            <LoadGuideCard
              icon={HeartHandshake}
              title="Get Care Instructions"
              text={`Discover the care routine for ${name}`}
              loadingText="Loading care guide..."
              isLoading={care.isPending}
              onLoad={() => loadCare(true)}
            />
          )}
        </div>
      ) : null}
      {planting.isSuccess ? (
        <Suspense fallback={null}>
          <PlantingGuideSection plantName={name} guide={planting.data} taskControl={taskControl} />
        </Suspense>
      ) : null}
      {care.isSuccess ? (
        <Suspense fallback={null}>
          <SeasonalCareSection plantName={name} care={care.data.care_plan} taskControl={taskControl} />
        </Suspense>
      ) : null}
      {calendarSubscribe}
    </div>
  );
}

export type PlantDetailScreenProps = {
  plantId: string;
  /** Where guidance is worked out for (see PlantPlace). */
  place: PlantPlace;
  /** The garden actions for the left column (see PlantPanel), for the plant on show. */
  gardenActions?: GardenActionsSlot;
  /** Track-and-done controls for the guides' steps. */
  taskControl?: TaskControl;
  /** The plant as the gardener's own list already holds it, shown without waiting. */
  knownPlant?: PlantDetail | undefined;
  /** The plant grows in the gardener's garden: its guides load with the page. */
  isInGarden?: boolean;
  /** The calendar subscription offer, beside the guides' calendar buttons. */
  calendarSubscribe?: ReactNode;
  /** A balcony gardener: the plant's needs say how it grows in a pot. */
  isBalcony?: boolean;
};

/** What a gardener's plant added by its name alone shows instead of guides: there are none. */
function NoGuide({ plant }: { plant: PlantDetail }) {
  return (
    <section aria-labelledby="no-guide-title" className="rounded-xl border border-border bg-card p-5 sm:p-6">
      <h2 id="no-guide-title" className="flex items-center gap-2 text-lg font-semibold">
        <Info aria-hidden="true" className="size-5 shrink-0 text-primary" />
        No guide yet
      </h2>
      <p className="mt-2 text-pretty text-foreground/90">
        Garden Guide has no guide for {plant.plantName} yet. It stays in your garden under its name, without planting
        months, care steps or tasks, and nothing is said about how it suits your zone.
      </p>
    </section>
  );
}

/** `/plant/{id}`: the plant, its suitability and facts, and its planting and care guides on request. */
export function PlantDetailScreen({
  plantId,
  place,
  gardenActions,
  taskControl,
  knownPlant,
  isInGarden = false,
  calendarSubscribe,
  isBalcony = false,
}: PlantDetailScreenProps) {
  const query = usePlant(plantId, place, knownPlant);

  if (query.isPending) {
    return (
      <Frame>
        <title>Loading plant details… · Garden Guide</title>
        <BackButton />
        <div role="status" className="flex min-h-[50dvh] flex-col items-center justify-center gap-4 text-center">
          <Spinner size="lg" />
          <p className="text-muted-foreground">Loading plant details...</p>
        </div>
      </Frame>
    );
  }
  if (query.isError) {
    return <LoadFailure isNotFound={isApiError(query.error) && query.error.status === 404} />;
  }

  const plant = query.data;
  return (
    <Frame>
      <title>{`${plant.plantName} · Garden Guide`}</title>
      <BackButton />
      {/*
        Phones: name, picture and facts, the guides, then the plant's needs. Wide screens: the
        picture, facts and needs on the left; name and guides on the right.
      */}
      <div className="mt-3 flex flex-col gap-6 lg:mt-4 lg:grid lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:grid-rows-[auto_1fr] lg:items-start lg:gap-x-10">
        <header className="order-1 lg:col-start-2 lg:row-start-1">
          <h1 className="font-display text-3xl font-semibold text-balance sm:text-4xl">{plant.plantName}</h1>
          {plant.scientificName ? <p className="mt-1 text-muted-foreground italic">{plant.scientificName}</p> : null}
          {plant.basedOn ? (
            <p className="mt-2 text-sm text-muted-foreground">
              Guidance from{' '}
              <Link
                to={`/plant/${plant.basedOn.id}`}
                className="font-medium text-primary underline underline-offset-2 hover:no-underline"
              >
                {plant.basedOn.plantName}
              </Link>
            </p>
          ) : null}
          {plant.description ? (
            <p className="mt-4 text-lg leading-relaxed text-pretty text-foreground/90">{plant.description}</p>
          ) : null}
        </header>
        <div className="contents lg:col-start-1 lg:row-span-2 lg:row-start-1 lg:flex lg:flex-col lg:gap-6">
          <PlantPanel plant={plant} gardenActions={gardenActions?.(plant)} className="order-2" />
          <PlantRequirements
            requirements={plant.requirements}
            container={isBalcony ? plant.container : null}
            className="order-4"
          />
        </div>
        <div className="order-3 lg:col-start-2 lg:row-start-2">
          {/* Keyed by plant and place: another plant or place starts with its guides not loaded. */}
          {plant.hasGuide ? (
            <PlantGuides
              key={`${plant.id}:${place.zone ?? ''}:${place.zip ?? ''}`}
              plant={plant}
              place={place}
              taskControl={taskControl}
              isInGarden={isInGarden}
              calendarSubscribe={calendarSubscribe}
            />
          ) : (
            <NoGuide plant={plant} />
          )}
        </div>
      </div>
    </Frame>
  );
}
