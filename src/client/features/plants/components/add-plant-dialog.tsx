import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import { ChevronRight, CircleHelp, Leaf, Plus, Search, SearchX, Sprout, TriangleAlert } from 'lucide-react';
import type { AddPlantBody, PlantSearchResult, PlantSummary } from '#shared/plants/api.ts';
import { PLANT_GROUP_LABELS, PLANT_GROUPS, type PlantGroup } from '#shared/plants/catalogue-terms.ts';
import { ZipCodeSchema, type Zone } from '#shared/zones.ts';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#client/components/ui/dialog.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { canUseCamera } from '#client/hooks/use-camera-stream.ts';
import { useDebouncedValue } from '#client/hooks/use-debounced-value.ts';
import { useRotatingIndex } from '#client/hooks/use-rotating-index.ts';
import { isApiError } from '#client/lib/api-client.ts';
import { cn } from '#client/lib/cn.ts';
import { toZipDigits } from '#client/lib/zip-input.ts';
import { AddPlantQuestion, useAddPlant } from '../api/add-plant.ts';
import { useIdentifySettings } from '../api/get-identify-settings.ts';
import { useIdentifyPlant } from '../api/identify-plant.ts';
import { usePlantSearch } from '../api/search-plants.ts';
import { confidencePercent, photoProblem } from '../lib/photo.ts';
import type { PlantPlace } from '../lib/place.ts';
import { CameraCapture } from './camera-capture.tsx';
import { IDENTIFYING_STATUS_LINES, IdentificationSummary, IdentifyingStatus } from './identification-summary.tsx';
import { PhotoPicker } from './photo-picker.tsx';

/** The spec's plant search debounce. */
export const SEARCH_DEBOUNCE_MS = 300;
/** How often the status line changes while a plant is being added or a photo identified. */
export const STATUS_ROTATION_MS = 1500;

export const MISSING_ZONE_MESSAGE = 'Your profile zone is missing. Please update your profile.';
export const ZIP_NOT_FOUND_MESSAGE = 'zip not found';
const SEARCH_ERROR_MESSAGE = 'An error occurred while searching. Please try again.';
/** A camera frame the browser could not encode as a photo (rare; the spec has no text for it). */
const CAPTURE_FAILED_MESSAGE = 'The photo could not be taken. Please try again or upload a photo instead.';

/** What a row says under a plant's name: its variety's plant, whose plant it is, or its botanical name. */
function detailOf(plant: PlantSummary & { variety?: string | null }): string | null {
  if (plant.variety) return `Variety of ${plant.plantName}`;
  if (plant.basedOn) return `Your plant, based on ${plant.basedOn.plantName}`;
  if (!plant.hasGuide) return 'Your plant';
  return plant.scientificName;
}

/** For a balcony gardener: the pot a plant grows well in, and the compact varieties bred for pots. */
function potLineOf(plant: PlantSummary): string | null {
  if (!plant.container) return null;
  const { potSize, varieties } = plant.container;
  return varieties.length > 0 ? `In a pot: ${potSize} · compact: ${varieties.join(', ')}` : `In a pot: ${potSize}`;
}

function addingStatusLines(name: string, zone: string): string[] {
  return [
    `Looking for "${name}" in the catalogue...`,
    'Matching it with the plants we know...',
    `Working out the months for zone ${zone}...`,
    'Preparing planting and care steps...',
  ];
}

/** The server's own words where they are the spec's, otherwise the spec's general one. */
function searchErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.message === MISSING_ZONE_MESSAGE || error.message === ZIP_NOT_FOUND_MESSAGE) return error.message;
    if (error.status === 404 && error.code === 'not_found') return ZIP_NOT_FOUND_MESSAGE;
  }
  return SEARCH_ERROR_MESSAGE;
}

function noMatchMessage(name: string, canAddNew: boolean | undefined): string {
  return canAddNew
    ? `No existing plants found matching "${name}". Try adding it?`
    : `No existing plants found matching "${name}".`;
}

function addErrorMessage(name: string, error: unknown): string {
  const message = error instanceof Error ? error.message.trim() : '';
  return message ? `An error occurred while adding "${name}": ${message}` : `An error occurred while adding "${name}".`;
}

/** Moves focus between the list's buttons with the arrow keys. */
function handleListKeyDown(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button[data-plant-option]')];
  const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (index === -1) return;
  event.preventDefault();
  const next = event.key === 'ArrowDown' ? Math.min(index + 1, buttons.length - 1) : Math.max(index - 1, 0);
  buttons[next]?.focus();
}

function PlantOption({
  name,
  detail,
  potLine,
  badge,
  onPick,
}: {
  name: string;
  detail?: string | null;
  /** How it grows in a pot, for a balcony gardener. */
  potLine?: string | null;
  badge?: string;
  onPick: () => void;
}) {
  return (
    <li>
      <button
        type="button"
        data-plant-option
        onClick={onPick}
        className="flex min-h-11 w-full items-center gap-3 rounded-md px-3 py-2.5 text-left transition-colors hover:bg-secondary focus-visible:bg-secondary focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-ring"
      >
        <Sprout aria-hidden="true" className="size-5 shrink-0 text-primary" />
        {/*
          Names wrap: a long one is read whole on a phone, not cut off. Where the row is narrow
          the group's badge goes under the text, which then has the row's whole width.
        */}
        <span className="flex min-w-0 flex-1 flex-wrap items-center justify-between gap-x-3 gap-y-1">
          <span className="min-w-0 flex-[1_1_10rem]">
            <span className="block font-medium wrap-break-word">{name}</span>
            {detail ? <span className="block text-sm wrap-break-word text-muted-foreground">{detail}</span> : null}
            {potLine ? <span className="block text-sm wrap-break-word text-primary">{potLine}</span> : null}
          </span>
          {badge ? (
            <span className="shrink-0 rounded-full bg-muted px-2 py-0.5 text-xs font-semibold text-muted-foreground">
              {badge}
            </span>
          ) : null}
        </span>
        <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
      </button>
    </li>
  );
}

/** A search hit, a plant the server asks about, or a suggestion, as a row of the list. */
function PlantRow({
  plant,
  showPot,
  onPick,
}: {
  plant: PlantSummary & { variety?: string | null };
  showPot: boolean;
  onPick: () => void;
}) {
  return (
    <PlantOption
      name={plant.variety ?? plant.plantName}
      detail={detailOf(plant)}
      potLine={showPot ? potLineOf(plant) : null}
      badge={PLANT_GROUP_LABELS[plant.plant_group]}
      onPick={onPick}
    />
  );
}

/** 'What kind of plant is …?': one button per kind, for a plant added by its name alone. */
function KindChoice({ name, onChoose }: { name: string; onChoose: (kind: PlantGroup) => void }) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={`${id}-kind`} aria-describedby={`${id}-note`} className="grid gap-2 p-2.5">
      <p id={`${id}-kind`} className="text-sm font-semibold wrap-break-word">
        What kind of plant is “{name}”?
      </p>
      <p id={`${id}-note`} className="-mt-1 text-xs text-pretty text-muted-foreground">
        Garden Guide has no guide for it yet: it goes in your garden by its name, without months or tasks.
      </p>
      <div className="grid grid-cols-2 gap-1.5 sm:grid-cols-3">
        {PLANT_GROUPS.map((kind) => (
          <button
            key={kind}
            type="button"
            data-plant-option
            onClick={() => onChoose(kind)}
            className="flex min-h-11 items-center justify-center rounded-md border border-input bg-card px-3 py-2 text-sm font-medium transition-colors hover:border-primary hover:bg-secondary focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-ring"
          >
            {PLANT_GROUP_LABELS[kind]}
          </button>
        ))}
      </div>
    </div>
  );
}

function ListMessage({
  icon,
  children,
  tone = 'muted',
  id,
}: {
  icon?: ReactNode;
  children: ReactNode;
  tone?: 'muted' | 'error';
  id?: string;
}) {
  return (
    <div
      id={id}
      role={tone === 'error' ? 'alert' : undefined}
      className={cn(
        'flex h-full flex-col items-center justify-center gap-3 px-6 text-center text-sm',
        tone === 'error' ? 'text-destructive' : 'text-muted-foreground',
      )}
    >
      {icon}
      <div className="max-w-xs text-pretty">{children}</div>
    </div>
  );
}

type SearchPanelProps = Omit<AddPlantDialogProps, 'open' | 'onOpenChange'> & { onClose: () => void };

/**
 * The dialog's contents. Mounted only while open, so closing forgets the query, results,
 * errors and photo, stops the camera and abandons an identification under way.
 */
function AddPlantSearch({
  initialQuery = '',
  zip,
  onZipChange,
  canAddNew,
  userZone,
  onPick,
  onClose,
}: SearchPanelProps) {
  const id = useId();
  const navigate = useNavigate();
  const listRef = useRef<HTMLDivElement>(null);
  const [query, setQuery] = useState(initialQuery);
  const [zipValue, setZipValue] = useState(zip ?? '');
  const [addProblem, setAddProblem] = useState<string | null>(null);
  const debouncedQuery = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  const searchText = debouncedQuery.trim();

  const identifySettings = useIdentifySettings();
  const identify = useIdentifyPlant();
  const [hasCamera] = useState(canUseCamera);
  const [isCameraOpen, setIsCameraOpen] = useState(false);
  const [photoUrl, setPhotoUrl] = useState<string | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const identifyAbortRef = useRef<AbortController | null>(null);
  const cameraButtonRef = useRef<HTMLButtonElement>(null);
  const identification = identify.isSuccess ? identify.data : null;
  const identifyingIndex = useRotatingIndex(IDENTIFYING_STATUS_LINES.length, STATUS_ROTATION_MS, identify.isPending);
  // Without the server's settings (they failed to load) the buttons stay usable: the server has the last word.
  const isIdentifyOff = identifySettings.data?.enabled === false;
  const canIdentify = identifySettings.data?.enabled ?? identifySettings.isError;

  const hasZipField = zip !== undefined;
  const isZipValid = !hasZipField || ZipCodeSchema.safeParse(zipValue).success;
  const place: PlantPlace = hasZipField ? { zip: zipValue } : {};
  // While an identification is shown its matches are the list; the name it filled in is not searched.
  const search = usePlantSearch(searchText, place, isZipValid && identification === null);
  const add = useAddPlant();
  // The gardener chose to add the name as their own plant, and its kind is needed.
  const [isKindAsked, setIsKindAsked] = useState(false);

  // The photo's preview address is let go when it is replaced and when the dialog closes.
  useEffect(() => {
    if (!photoUrl) return;
    return () => URL.revokeObjectURL(photoUrl);
  }, [photoUrl]);

  // Closing the dialog abandons an identification under way.
  useEffect(() => () => identifyAbortRef.current?.abort(), []);

  const newName = query.trim();
  // What the server asked about the name being added (a 422), while that name is in the field.
  const question = add.error instanceof AddPlantQuestion && add.variables?.plant_name === newName ? add.error : null;
  const addingName = add.variables?.plant_name ?? newName;
  const statusLines = addingStatusLines(addingName, add.variables?.user_zone ?? userZone ?? '');
  const statusIndex = useRotatingIndex(statusLines.length, STATUS_ROTATION_MS, add.isPending);

  function pick(plantId: string, plant?: PlantSummary) {
    onClose();
    if (onPick && plant) onPick(plant);
    else void navigate(`/plant/${plantId}`);
  }

  function clearIdentification() {
    identifyAbortRef.current?.abort();
    identifyAbortRef.current = null;
    identify.reset();
    setPhotoError(null);
    setPhotoUrl(null);
  }

  function handleQueryChange(value: string) {
    setQuery(value);
    setAddProblem(null);
    setIsKindAsked(false);
    if (!add.isPending) add.reset();
    // Typing a name goes back to searching by name.
    clearIdentification();
  }

  function handlePhoto(photo: File) {
    clearIdentification();
    setAddProblem(null);
    if (!add.isPending) add.reset();
    const problem = photoProblem(photo);
    if (problem) {
      setPhotoError(problem);
      return;
    }
    setPhotoUrl(URL.createObjectURL(photo));
    const controller = new AbortController();
    identifyAbortRef.current = controller;
    identify.mutate(
      { photo, signal: controller.signal },
      {
        onSuccess: (result) => {
          // The name goes into the field, so searching or adding it as new carries on from there.
          if (result.is_plant && result.common_name) setQuery(result.common_name);
        },
      },
    );
  }

  function handleOpenCamera() {
    clearIdentification();
    setIsCameraOpen(true);
  }

  /** Closes the camera and gives the focus back to the button that opened it. */
  function closeCamera() {
    flushSync(() => setIsCameraOpen(false));
    cameraButtonRef.current?.focus();
  }

  function handleCapture(photo: File) {
    closeCamera();
    handlePhoto(photo);
  }

  function handleCaptureError() {
    closeCamera();
    setPhotoError(CAPTURE_FAILED_MESSAGE);
  }

  function handleZipChange(value: string) {
    const digits = toZipDigits(value);
    setZipValue(digits);
    if (ZipCodeSchema.safeParse(digits).success) onZipChange?.(digits);
  }

  /** Sends a name to add-plant; the plant it answers is picked (the launcher puts it in the garden). */
  function addNamed(body: Omit<AddPlantBody, 'user_zone'>) {
    if (add.isPending) return;
    if (!userZone) {
      setAddProblem(MISSING_ZONE_MESSAGE);
      return;
    }
    setAddProblem(null);
    setIsKindAsked(false);
    add.mutate({ ...body, user_zone: userZone }, { onSuccess: (response) => pick(response.plant.id, response.plant) });
  }

  /** 'Add … as a new plant'; once the server has asked about the name, 'Add … as my own plant'. */
  function handleAdd() {
    if (!newName) return;
    if (!question) {
      addNamed({ plant_name: newName });
      return;
    }
    if (question.needsPlantGroup) setIsKindAsked(true);
    else addNamed({ plant_name: newName, as_typed: true });
  }

  /** A hit: the plant; for a gardener, a catalogue variety becomes their own plant by that name. */
  function pickResult(plant: PlantSearchResult) {
    if (plant.variety && canAddNew && onPick) addNamed({ plant_name: plant.variety });
    else pick(plant.id, plant);
  }

  function handleInputKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown') {
      const first = listRef.current?.querySelector<HTMLButtonElement>('button[data-plant-option]');
      if (first) {
        event.preventDefault();
        first.focus();
      }
    }
  }

  function renderIdentification(): ReactNode {
    if (photoError) {
      return (
        <ListMessage tone="error" icon={<TriangleAlert aria-hidden="true" className="size-6" />}>
          {photoError}
        </ListMessage>
      );
    }
    if (identify.isPending) {
      return <IdentifyingStatus photoUrl={photoUrl} line={IDENTIFYING_STATUS_LINES[identifyingIndex] ?? ''} />;
    }
    if (identify.isError) {
      return (
        <ListMessage tone="error" icon={<TriangleAlert aria-hidden="true" className="size-6" />}>
          {identify.error.message}
        </ListMessage>
      );
    }
    if (!identification) return null;
    const name = identification.is_plant ? identification.common_name : null;
    if (!name) {
      return (
        <ListMessage icon={<Leaf aria-hidden="true" className="size-6" />}>
          {identification.message || 'No plant was recognised in this photo.'}
        </ListMessage>
      );
    }
    return (
      <div className="p-1.5">
        <IdentificationSummary identification={identification} photoUrl={photoUrl} />
        {identification.matches.length > 0 ? (
          <ul aria-label="Matching plants" className="grid grid-cols-1 gap-0.5 border-t border-border pt-1.5">
            {identification.matches.map((plant) => (
              <PlantRow key={plant.id} plant={plant} showPot={false} onPick={() => pick(plant.id, plant)} />
            ))}
          </ul>
        ) : (
          <p className="border-t border-border px-2 pt-3 text-sm text-muted-foreground">
            {noMatchMessage(name, canAddNew)}
          </p>
        )}
      </div>
    );
  }

  /**
   * The server's question about the name: the plants it may be a misspelling of, plants of
   * related names, or the kind of plant; adding it as typed stays the row under the list.
   */
  function renderQuestion(asked: AddPlantQuestion): ReactNode {
    const name = add.variables?.plant_name ?? newName;
    const isOnlyKind = asked.needsPlantGroup && asked.didYouMean.length === 0 && asked.suggestions.length === 0;
    if (isKindAsked || isOnlyKind) {
      return (
        <KindChoice
          name={name}
          onChoose={(kind) => addNamed({ plant_name: name, as_typed: true, plant_group: kind })}
        />
      );
    }
    return (
      <div className="grid gap-1 p-1.5">
        <p role="status" className="flex gap-2 px-2 pt-1.5 pb-1 text-sm font-medium text-foreground">
          <CircleHelp aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          {asked.message}
        </p>
        {asked.didYouMean.length > 0 ? (
          <ul aria-label="Did you mean" className="grid grid-cols-1 gap-0.5">
            {asked.didYouMean.map((plant) => (
              <PlantRow
                key={`${plant.id}:${plant.variety ?? ''}`}
                plant={plant}
                showPot={false}
                onPick={() => pickResult(plant)}
              />
            ))}
          </ul>
        ) : null}
        {asked.suggestions.length > 0 ? (
          <>
            <p className="px-2 pt-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
              Plants with similar names
            </p>
            <ul aria-label="Plants with similar names" className="grid grid-cols-1 gap-0.5">
              {asked.suggestions.map((plant) => (
                <PlantRow key={plant.id} plant={plant} showPot={false} onPick={() => pick(plant.id, plant)} />
              ))}
            </ul>
          </>
        ) : null}
      </div>
    );
  }

  function renderList(): ReactNode {
    if (isCameraOpen) {
      return <CameraCapture onCapture={handleCapture} onCaptureError={handleCaptureError} onCancel={closeCamera} />;
    }
    if (add.isPending) {
      return (
        <div role="status" className="flex h-full flex-col items-center justify-center gap-3 px-6 text-center">
          <Spinner size="lg" />
          <p className="text-sm font-medium text-foreground">{statusLines[statusIndex]}</p>
        </div>
      );
    }
    if (question) return renderQuestion(question);
    if (add.isError) {
      return (
        <ListMessage tone="error" icon={<TriangleAlert aria-hidden="true" className="size-6" />}>
          {addErrorMessage(add.variables.plant_name, add.error)}
        </ListMessage>
      );
    }
    if (addProblem) {
      return (
        <ListMessage tone="error" icon={<TriangleAlert aria-hidden="true" className="size-6" />}>
          {addProblem}
        </ListMessage>
      );
    }
    const identifyView = renderIdentification();
    if (identifyView) return identifyView;
    if (!isZipValid) {
      return (
        <ListMessage tone="error" id={`${id}-zip-error`} icon={<TriangleAlert aria-hidden="true" className="size-6" />}>
          Enter a valid 5-digit ZIP
        </ListMessage>
      );
    }
    if (searchText === '') {
      return (
        <ListMessage icon={<Search aria-hidden="true" className="size-6" />}>
          Type a plant name to search the catalogue.
        </ListMessage>
      );
    }
    if (search.isError) {
      return (
        <ListMessage tone="error" icon={<TriangleAlert aria-hidden="true" className="size-6" />}>
          {searchErrorMessage(search.error)}
        </ListMessage>
      );
    }
    if (search.isPending) {
      return (
        <div role="status" className="flex h-full items-center justify-center gap-3 text-sm text-muted-foreground">
          <Spinner size="sm" />
          Searching...
        </div>
      );
    }
    const { results } = search.data;
    // A balcony gardener's hits say how each grows in a pot (they come first for it).
    const isBalcony = search.data.orderedFor?.garden_type === 'balcony';
    if (results.length === 0 && !search.isPlaceholderData) {
      return (
        <ListMessage icon={<SearchX aria-hidden="true" className="size-6" />}>
          {noMatchMessage(searchText, canAddNew)}
        </ListMessage>
      );
    }
    return (
      <ul aria-label="Plants found" className="grid grid-cols-1 gap-0.5 p-1.5">
        {results.map((plant) => (
          <PlantRow
            key={`${plant.id}:${plant.variety ?? ''}`}
            plant={plant}
            showPot={isBalcony}
            onPick={() => pickResult(plant)}
          />
        ))}
      </ul>
    );
  }

  const isSearchShown = !isCameraOpen && identification === null && !identify.isPending && !identify.isError;
  const zone =
    isSearchShown && isZipValid && searchText !== '' && !add.isPending && !add.isError && !photoError
      ? search.data?.zone
      : undefined;
  const resultCount =
    isSearchShown && searchText !== '' && isZipValid && search.isSuccess && !search.isPlaceholderData
      ? search.data.results.length
      : null;
  const isRefreshing = search.isFetching && !search.isPending;
  let announcement = resultCount === null ? '' : `${resultCount} ${resultCount === 1 ? 'plant' : 'plants'} found`;
  if (identification?.is_plant && identification.common_name) {
    const count = identification.matches.length;
    announcement = `Identified as ${identification.common_name}, ${confidencePercent(identification.confidence)} confidence. ${count} matching ${count === 1 ? 'plant' : 'plants'}.`;
  } else if (identification) {
    announcement = identification.message;
  }
  return (
    <>
      <DialogHeader>
        <DialogTitle>{canAddNew ? 'Add a Plant' : 'Find a Plant'}</DialogTitle>
        <DialogDescription>
          {canAddNew
            ? 'Search the catalogue by name, or add a plant of your own.'
            : 'Search the catalogue by name for planting and care tips for your ZIP code.'}
        </DialogDescription>
      </DialogHeader>

      <div
        className={cn(
          'grid gap-3',
          hasZipField && 'grid-cols-[minmax(0,1fr)_6.5rem] sm:grid-cols-[minmax(0,1fr)_8rem]',
        )}
      >
        <div className="grid gap-2">
          <Label htmlFor={`${id}-name`}>Plant name</Label>
          <div className="relative">
            <Input
              id={`${id}-name`}
              type="search"
              autoComplete="off"
              enterKeyHint="search"
              placeholder="e.g. tomato, basil"
              value={query}
              onChange={(event) => handleQueryChange(event.target.value)}
              onKeyDown={handleInputKeyDown}
              aria-controls={`${id}-list`}
              className="pr-9"
            />
            {isRefreshing ? (
              <Spinner size="sm" className="absolute top-1/2 right-3 -translate-y-1/2" label="Searching" />
            ) : null}
          </div>
        </div>
        {hasZipField ? (
          <div className="grid gap-2">
            <Label htmlFor={`${id}-zip`}>ZIP code</Label>
            <Input
              id={`${id}-zip`}
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={5}
              value={zipValue}
              onChange={(event) => handleZipChange(event.target.value)}
              aria-invalid={!isZipValid || undefined}
              aria-describedby={isZipValid ? undefined : `${id}-zip-error`}
              className="tracking-wider tabular-nums"
            />
          </div>
        ) : null}
      </div>

      {isIdentifyOff ? null : (
        <PhotoPicker
          isEnabled={canIdentify}
          hasCamera={hasCamera}
          isCameraOpen={isCameraOpen}
          onPhoto={handlePhoto}
          onOpenCamera={handleOpenCamera}
          cameraButtonRef={cameraButtonRef}
        />
      )}

      <div>
        <div
          id={`${id}-list`}
          ref={listRef}
          onKeyDown={handleListKeyDown}
          aria-busy={search.isFetching || add.isPending || identify.isPending}
          className="h-[15rem] overflow-y-auto overscroll-contain rounded-lg border border-border bg-card"
        >
          {renderList()}
        </div>
        <p className="mt-1.5 h-5 text-xs text-muted-foreground">{zone ? `Showing plants for zone ${zone}` : ''}</p>
        <p className="sr-only" aria-live="polite">
          {announcement}
        </p>
      </div>

      {canAddNew ? (
        <button
          type="button"
          onClick={handleAdd}
          disabled={newName === '' || add.isPending}
          className="flex w-full items-center gap-3 rounded-lg border border-dashed border-input px-3 py-3 text-left transition-colors hover:border-primary hover:bg-secondary focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60 disabled:hover:border-input disabled:hover:bg-transparent"
        >
          <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground">
            <Plus aria-hidden="true" className="size-4" />
          </span>
          <span className="min-w-0 flex-1 font-medium wrap-break-word">
            {!newName
              ? 'Add a new plant'
              : question
                ? `Add "${newName}" as my own plant`
                : `Add "${newName}" as a new plant`}
          </span>
        </button>
      ) : null}
    </>
  );
}

export type AddPlantDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The plant name to start with (the landing page's). */
  initialQuery?: string;
  /**
   * A ZIP to search for (a visitor's). Given, the dialog shows a ZIP field that must hold
   * 5 digits; left out, the server uses the signed-in gardener's profile.
   */
  zip?: string;
  /** Told each complete ZIP typed in the dialog. */
  onZipChange?: (zip: string) => void;
  /** Signed-in gardeners may add a plant the catalogue does not have. */
  canAddNew?: boolean;
  /** The gardener's zone, sent with a new plant. */
  userZone?: Zone | null;
  /**
   * What picking a plant does (the floating 'Add Plant' button adds it to the garden).
   * Left out, picking opens the plant's page.
   */
  onPick?: (plant: PlantSummary) => void;
};

/**
 * The add-plant dialog: search the catalogue by name (debounced) or identify a plant from
 * a photo (uploaded or taken with the camera), and open a plant, or add a new one. Closing
 * it clears the query, the results, the photo and any error, and turns the camera off.
 */
export function AddPlantDialog({ open, onOpenChange, ...props }: AddPlantDialogProps) {
  // Asked before the dialog opens, so the photo buttons are ready with it.
  useIdentifySettings();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="grid-cols-1 gap-5 sm:max-w-xl">
        <AddPlantSearch {...props} onClose={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
