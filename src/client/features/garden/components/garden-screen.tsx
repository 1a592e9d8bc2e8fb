import { useState, type ReactNode } from 'react';
import { Bookmark, Search, SearchX, Sprout, X } from 'lucide-react';
import type { GardenEntry } from '#shared/garden/api.ts';
import type { GardeningCommitment } from '#shared/profile.ts';
import type { Zone } from '#shared/zones.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Notice } from '#client/components/ui/notice.tsx';
import { RetryNotice } from '#client/components/ui/retry-notice.tsx';
import { FullPageSpinner } from '#client/components/ui/spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import { useDebouncedValue } from '#client/hooks/use-debounced-value.ts';
import { useGarden } from '../api/get-garden.ts';
import { useMoveToGarden } from '../api/move-to-garden.ts';
import { useRemoveFromGarden } from '../api/remove-from-garden.ts';
import { useTaskTracking, type TaskTracker } from '../api/use-task-tracking.ts';
import { filterGardenEntries } from '../lib/garden-search.ts';
import { dismissUpdatesNotice, isUpdatesNoticeDismissed } from '../lib/updates-notice.ts';
import { calendarMonthOf, type CalendarMonth } from '#shared/garden/tasks.ts';
import { GardenPlantCard } from './garden-plant-card.tsx';
import { ThisMonthSection } from './this-month-section.tsx';

/** The spec's garden list search debounce. */
export const GARDEN_SEARCH_DEBOUNCE_MS = 250;

type Tab = 'garden' | 'saved';

function EmptyState({ icon, title, children }: { icon: ReactNode; title?: string; children: ReactNode }) {
  return (
    <div className="flex items-start gap-4 rounded-xl border border-dashed border-input bg-card p-5 sm:p-6">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-secondary text-primary [&_svg]:size-6">
        {icon}
      </span>
      <div className="min-w-0 pt-0.5">
        {title ? <h3 className="font-semibold">{title}</h3> : null}
        <div className={title ? 'mt-1 text-muted-foreground' : 'pt-2 text-muted-foreground'}>{children}</div>
      </div>
    </div>
  );
}

type PlantListProps = {
  entries: GardenEntry[];
  at: CalendarMonth;
  tracker: TaskTracker;
  onMove: (plant: GardenEntry['plant']) => void;
  onRemove: (plant: GardenEntry['plant']) => void;
};

function PlantList({ entries, ...cardProps }: PlantListProps) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {entries.map((entry) => (
        <li key={entry.plant_id}>
          <GardenPlantCard entry={entry} {...cardProps} />
        </li>
      ))}
    </ul>
  );
}

function UpdatesNotice({ onDismiss }: { onDismiss: () => void }) {
  return (
    <Notice
      action={
        <Button variant="ghost" size="icon" onClick={onDismiss} className="-my-2 -mr-2 size-9 text-info-foreground">
          <X aria-hidden="true" />
          <span className="sr-only">Dismiss notice</span>
        </Button>
      }
    >
      While we update the plant catalogue, a plant may disappear from your lists for a little while. It comes back, with
      its tasks, once the update is done.
    </Notice>
  );
}

export type GardenScreenProps = {
  /** The signed-in gardener. */
  userId: string;
  /** Their hardiness zone, named under the title. */
  zone: Zone | null;
  /** The gardener's zone card (or its loading state), shown while the garden is empty. */
  zoneCard: ReactNode;
  /** A weekend gardener's month is planned weekend by weekend. */
  commitment?: GardeningCommitment | null;
  /** The calendar subscription offer, beside this month's tasks. */
  calendarSubscribe?: ReactNode;
};

/**
 * `/` and `/garden` for a gardener with a profile: this month's tasks across the garden,
 * then the garden and the saved plants, with a search over both.
 */
export function GardenScreen({ userId, zone, zoneCard, commitment = null, calendarSubscribe }: GardenScreenProps) {
  const garden = useGarden(userId);
  const tracker = useTaskTracking(userId);
  const { move } = useMoveToGarden(userId);
  const { remove } = useRemoveFromGarden(userId);
  // The day the screen was opened: its month's tasks stay on screen over midnight.
  const [today] = useState(() => new Date());
  const at = calendarMonthOf(today);
  const [tab, setTab] = useState<Tab>('garden');
  const [query, setQuery] = useState('');
  const searchText = useDebouncedValue(query, GARDEN_SEARCH_DEBOUNCE_MS);
  // Signed-in screens are never pre-rendered, so storage can be read on the first render.
  const [isNoticeShown, setIsNoticeShown] = useState(() => !isUpdatesNoticeDismissed(userId));

  if (garden.isPending) return <FullPageSpinner className="min-h-[60dvh] bg-transparent" />;

  const title = (
    <>
      <title>My Garden · Garden Guide</title>
      <h1 className="font-display text-3xl font-semibold sm:text-4xl">My Garden</h1>
    </>
  );
  if (garden.isError) {
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
        {title}
        <RetryNotice onRetry={() => void garden.refetch()} className="mt-6">
          We couldn’t load your garden just now. Please try again in a moment.
        </RetryNotice>
      </div>
    );
  }

  const entries = [...garden.data.entries].sort((a, b) => a.plant.plantName.localeCompare(b.plant.plantName));
  const growing = entries.filter((entry) => !entry.save_later);
  const saved = entries.filter((entry) => entry.save_later);
  const shownGrowing = filterGardenEntries(growing, searchText);
  const shownSaved = filterGardenEntries(saved, searchText);
  const isGardenEmpty = growing.length === 0;
  const listProps = { at, tracker, onMove: move, onRemove: remove };

  const summary = [
    zone ? `Zone ${zone}` : null,
    growing.length > 0 ? `${growing.length} ${growing.length === 1 ? 'plant' : 'plants'} growing` : null,
    saved.length > 0 ? `${saved.length} saved` : null,
  ]
    .filter(Boolean)
    .join(' · ');

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-10">
      {title}
      <p className="mt-1 text-muted-foreground">{summary}</p>

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start lg:gap-8">
        {isGardenEmpty ? null : (
          <ThisMonthSection
            entries={growing}
            at={at}
            today={today}
            tracker={tracker}
            commitment={commitment}
            calendarSubscribe={calendarSubscribe}
            className="lg:col-start-2 lg:row-start-1"
          />
        )}

        <section aria-labelledby="garden-plants-title" className="grid min-w-0 gap-4 lg:col-start-1 lg:row-start-1">
          <h2 id="garden-plants-title" className="sr-only">
            Your plants
          </h2>
          {entries.length > 0 ? (
            <div className="relative">
              <Label htmlFor="garden-search" className="sr-only">
                Search your plants
              </Label>
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted-foreground"
              />
              <Input
                id="garden-search"
                type="search"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                placeholder="Search your plants"
                autoComplete="off"
                className="pl-10"
              />
            </div>
          ) : null}

          <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
            <TabsList>
              <TabsTrigger value="garden">My Garden ({shownGrowing.length})</TabsTrigger>
              <TabsTrigger value="saved">Saved ({shownSaved.length})</TabsTrigger>
            </TabsList>
            <TabsContent value="garden">
              {isGardenEmpty ? (
                <EmptyState icon={<Sprout aria-hidden="true" />} title="Your garden is empty">
                  Plants you add will appear here, each with its planting, seed-starting and care steps for your zone.
                  Use the round Add Plant button to find your first one.
                </EmptyState>
              ) : shownGrowing.length === 0 ? (
                <EmptyState icon={<SearchX aria-hidden="true" />}>No plants match your search.</EmptyState>
              ) : (
                <PlantList entries={shownGrowing} {...listProps} />
              )}
            </TabsContent>
            <TabsContent value="saved">
              {saved.length === 0 ? (
                <EmptyState icon={<Bookmark aria-hidden="true" />} title="Nothing saved for later">
                  Use Save for Later on a plant’s page to keep it here until you are ready to grow it.
                </EmptyState>
              ) : shownSaved.length === 0 ? (
                <EmptyState icon={<SearchX aria-hidden="true" />}>No saved plants match your search.</EmptyState>
              ) : (
                <PlantList entries={shownSaved} {...listProps} />
              )}
            </TabsContent>
          </Tabs>

          {isNoticeShown && entries.length > 0 ? (
            <UpdatesNotice
              onDismiss={() => {
                dismissUpdatesNotice(userId);
                setIsNoticeShown(false);
              }}
            />
          ) : null}
        </section>

        {isGardenEmpty ? <div className="lg:col-start-2 lg:row-start-1">{zoneCard}</div> : null}
      </div>
    </div>
  );
}
