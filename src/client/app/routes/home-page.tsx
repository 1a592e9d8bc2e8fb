import { lazy, Suspense, useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ShieldCheck } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { Notice } from '#client/components/ui/notice.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useBrowserValue, useIsHydrated } from '#client/hooks/use-browser-value.ts';
import { sendEvent } from '#client/features/events/api/send-event.ts';
import { FeatureCards } from '#client/features/home/components/feature-cards.tsx';
import { ZipSearchForm, type ZipSearch } from '#client/features/home/components/zip-search-form.tsx';
import { takeOverSearchForm } from '#client/features/home/lib/early-search-form.ts';
import { readLastZip, saveLastZip } from '#client/features/home/lib/last-zip.ts';
import { useZoneByZip } from '#client/features/zones/api/get-zone-by-zip.ts';
import { ZoneInfoCard } from '#client/features/zones/components/zone-info-card.tsx';
import { isApiError } from '#client/lib/api-client.ts';
import { isCompleteZip } from '#client/lib/zip-input.ts';

// The plant search dialog is fetched when the visitor starts on the form, not with the page.
const loadAddPlantDialog = () => import('#client/features/plants/components/add-plant-dialog.tsx');
const AddPlantDialog = lazy(() => loadAddPlantDialog().then((m) => ({ default: m.AddPlantDialog })));

function ZoneLookup({ zip, shouldReveal }: { zip: string; shouldReveal: boolean }) {
  const zone = useZoneByZip(zip);
  const resultRef = useRef<HTMLDivElement>(null);

  // On a phone the card appears below the fold: bring it up after a search.
  useEffect(() => {
    if (shouldReveal && zone.isSuccess) resultRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'nearest' });
  }, [shouldReveal, zone.isSuccess]);

  if (zone.isPending) {
    return (
      <p className="flex items-center justify-center gap-3 py-6 text-muted-foreground">
        <Spinner size="sm" />
        Looking up ZIP {zip}…
      </p>
    );
  }
  if (zone.isError) {
    const { error } = zone;
    if (isApiError(error) && error.code === 'not_found') {
      return (
        <Notice variant="warning" title="zip not found">
          We have no zone data for ZIP {zip}. Check the number, or try a ZIP code nearby.
        </Notice>
      );
    }
    if (isApiError(error) && error.status === 400) {
      return <Notice variant="warning">Enter a valid 5-digit ZIP</Notice>;
    }
    return (
      <Notice
        variant="destructive"
        action={
          <Button variant="outline" size="sm" onClick={() => void zone.refetch()}>
            Try again
          </Button>
        }
      >
        We couldn’t look up ZIP {zip} just now. Please try again in a moment.
      </Notice>
    );
  }
  return (
    <div ref={resultRef} className="scroll-mt-24">
      <ZoneInfoCard zone={zone.data} />
    </div>
  );
}

/** `/`: the signed-out home screen. */
export function HomePage() {
  const [searchParams, setSearchParams] = useSearchParams();
  // The pre-rendered page was made for `/` alone: hydration renders it without the address's
  // search, which the render after it takes up.
  const isHydrated = useIsHydrated();
  const zipParam = isHydrated ? (searchParams.get('zip') ?? '') : '';
  const queryParam = isHydrated ? (searchParams.get('q') ?? '') : '';
  const searchedZip = isCompleteZip(zipParam) ? zipParam : '';
  // `/?zip=…&q=…` (a reload, a shared link, back and forward) reopens the plant search.
  const searchOfAddress = searchedZip && queryParam.trim() ? { zip: searchedZip, query: queryParam.trim() } : null;

  const lastZip = useBrowserValue(readLastZip, '');
  const [zip, setZip] = useState(() => searchedZip || lastZip);
  const [query, setQuery] = useState(queryParam);
  const [hasSearched, setHasSearched] = useState(false);
  const [dialogSearch, setDialogSearch] = useState<ZipSearch | null>(searchOfAddress);

  // The remembered ZIP lives in this browser, so pre-rendered HTML shows none: once hydrated,
  // the form gets it unless the visitor has typed one already.
  const [restoredZip, setRestoredZip] = useState(lastZip);
  if (restoredZip !== lastZip) {
    setRestoredZip(lastZip);
    if (!zip) setZip(lastZip);
  }

  // Back and forward move through earlier searches: show their values in the form
  // (adjusting state during render, as React recommends, rather than in an effect).
  const [shownParams, setShownParams] = useState({ searchedZip, queryParam });
  if (shownParams.searchedZip !== searchedZip || shownParams.queryParam !== queryParam) {
    setShownParams({ searchedZip, queryParam });
    if (searchedZip) setZip(searchedZip);
    setQuery(queryParam);
    if (searchOfAddress) setDialogSearch(searchOfAddress);
  }

  function handleSearch(search: ZipSearch) {
    saveLastZip(search.zip);
    setHasSearched(true);
    // The plant name rides along in the URL so a shared or reloaded link repeats the search.
    const next = new URLSearchParams({ zip: search.zip });
    if (search.query) next.set('q', search.query);
    setSearchParams(next);
    setDialogSearch(search);
    // The spec's 'home_search_opened' event, kept in Garden Guide's own event log.
    sendEvent({ name: 'home_search_opened', props: { zip: search.zip, query: search.query.slice(0, 200) } });
  }

  // A search in the address is this visitor's search too: its ZIP is the one to remember,
  // which the plant pages it leads to are worked out for.
  useEffect(() => {
    if (searchedZip) saveLastZip(searchedZip);
  }, [searchedZip]);

  // On the pre-rendered page the form worked before the app came (boot.ts): take it over
  // with what the visitor typed there, and run the search they asked for. Their ZIP counts
  // as the restored one, so an emptied box stays empty.
  const takeOverEarlyForm = useEffectEvent(() => {
    const early = takeOverSearchForm();
    if (!early) return;
    setRestoredZip(readLastZip());
    setZip(early.zip);
    setQuery(early.query);
    if (early.search) handleSearch(early.search);
  });
  // The form's state before hydration lives in the DOM, outside React: it is read once, as
  // soon as the form is React's and before any render after hydration (the remembered ZIP's,
  // say) can change the box.
  // eslint-disable-next-line react-hooks/set-state-in-effect -- syncing from that outside state
  useLayoutEffect(() => takeOverEarlyForm(), []);

  // A ZIP changed in the dialog is the one to remember, and the form shows it too.
  function handleDialogZipChange(nextZip: string) {
    saveLastZip(nextZip);
    setZip(nextZip);
  }

  return (
    <>
      <title>Garden Guide: care tips for your hardiness zone</title>

      <section aria-labelledby="home-title" className="bg-linear-to-b from-hero-from to-hero-to">
        <div className="mx-auto max-w-3xl px-4 pt-12 pb-10 text-center sm:px-6 sm:pt-20 sm:pb-14">
          <p className="mb-4 text-sm font-semibold tracking-wide text-primary uppercase">For US home gardeners</p>
          <h1 id="home-title" className="font-display text-4xl font-semibold text-balance sm:text-5xl">
            Grow what thrives where you live
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-pretty text-muted-foreground">
            Enter your ZIP code to see your hardiness zone and local frost dates, then get planting and care tips for
            the plants you love.
          </p>
        </div>

        <div className="mx-auto max-w-3xl px-4 pb-12 sm:px-6 sm:pb-16">
          <Card className="p-5 text-left sm:p-6" onFocus={() => void loadAddPlantDialog()}>
            <ZipSearchForm
              zip={zip}
              query={query}
              onZipChange={setZip}
              onQueryChange={setQuery}
              onSearch={handleSearch}
            />
          </Card>
          {dialogSearch ? (
            <Suspense fallback={null}>
              <AddPlantDialog
                open
                onOpenChange={(open) => {
                  if (!open) setDialogSearch(null);
                }}
                initialQuery={dialogSearch.query}
                zip={dialogSearch.zip}
                onZipChange={handleDialogZipChange}
              />
            </Suspense>
          ) : null}
          <div aria-live="polite" className="mt-6 empty:hidden">
            {searchedZip ? <ZoneLookup zip={searchedZip} shouldReveal={hasSearched} /> : null}
          </div>
        </div>
      </section>

      <section aria-labelledby="features-title" className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20">
        <h2 id="features-title" className="text-center font-display text-3xl font-semibold text-balance">
          Everything your garden needs, nothing it doesn’t
        </h2>
        <p className="mx-auto mt-3 mb-10 max-w-2xl text-center text-muted-foreground">
          Guidance worked out for your own ZIP code, not for the country as a whole.
        </p>
        <FeatureCards />
        <p className="mx-auto mt-10 flex w-fit max-w-full items-start gap-2 rounded-xl bg-secondary px-4 py-2.5 text-sm font-medium text-secondary-foreground sm:items-center sm:rounded-full">
          <ShieldCheck aria-hidden="true" className="size-5 shrink-0" />
          No ads or pop-ups. Nothing about you is sold or shared.
        </p>
      </section>

      <section aria-labelledby="cta-title" className="border-t border-border bg-muted">
        <div className="mx-auto flex max-w-3xl flex-col items-center px-4 py-14 text-center sm:px-6 sm:py-16">
          <h2 id="cta-title" className="font-display text-3xl font-semibold text-balance">
            Ready to plan your garden?
          </h2>
          <p className="mt-3 max-w-xl text-muted-foreground">
            Make an account to keep your plants, a saved-for-later list and monthly tasks in one place.
          </p>
          <Button asChild size="lg" className="mt-6">
            <Link to="/signup">Start Growing Today</Link>
          </Button>
        </div>
      </section>
    </>
  );
}
