import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { AddPlantBody, AddPlantNoMatch, AddPlantResponse } from '#shared/plants/api.ts';
import type { Zone } from '#shared/zones.ts';
import { jsonResponse, mockApi, notFound } from '#client/testing/render-route.tsx';
import { buildPlantSummary, buildSearchResponse, buildSearchResult } from '../testing/plant-fixtures.ts';
import { deferred, renderDialog, wait } from '../testing/render-dialog.tsx';

afterEach(() => {
  vi.useRealTimers();
});

const tomato = buildPlantSummary();
const cherryTomato = buildPlantSummary({
  id: 'cherry-tomato-rosa',
  plantName: 'Cherry Tomato',
  scientificName: null,
  basedOn: { id: 'tomato', plantName: 'Tomato' },
});

type Answer = Response | Promise<Response>;

/** The search and add routes; every call is recorded. */
function plantsApi({
  search = (url: URL) =>
    jsonResponse(
      buildSearchResponse(url.searchParams.get('q')?.toLowerCase().includes('tom') ? [tomato, cherryTomato] : []),
    ),
  add,
}: { search?: (url: URL) => Answer; add?: (body: AddPlantBody) => Answer } = {}) {
  const searches: string[] = [];
  const adds: AddPlantBody[] = [];
  mockApi((url, init) => {
    if (url.pathname === '/api/plants/search') {
      searches.push(url.search);
      return search(url);
    }
    if (url.pathname === '/api/add-plant' && init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as AddPlantBody;
      adds.push(body);
      return add ? add(body) : notFound();
    }
    return notFound();
  });
  return { searches, adds };
}

/**
 * Types one key at a time, with no time passing in between (user-event waits on real
 * timers, which fake timers stop).
 */
function typeSlowly(input: HTMLElement, text: string) {
  for (const key of text) {
    fireEvent.change(input, { target: { value: (input as HTMLInputElement).value + key } });
  }
}

const nameField = () => screen.getByLabelText('Plant name');
const zipField = () => screen.getByLabelText('ZIP code');

describe('searching', () => {
  test('searches 300 ms after the last keystroke, and only once', async () => {
    const { searches } = plantsApi();
    renderDialog({ zip: '55401' }, { fakeTimers: true });

    typeSlowly(nameField(), 'tom');
    await wait(299);
    expect(searches).toEqual([]);

    await wait(1);
    expect(searches).toEqual(['?q=tom&zip=55401']);
    await wait(0);
    expect(screen.getByRole('button', { name: /^Tomato/ })).toBeInTheDocument();

    // Typing on restarts the wait.
    typeSlowly(nameField(), 'a');
    await wait(200);
    typeSlowly(nameField(), 't');
    await wait(200);
    expect(searches).toHaveLength(1);
    await wait(100);
    expect(searches).toEqual(['?q=tom&zip=55401', '?q=tomat&zip=55401']);
  });

  test('a name handed to the dialog is searched at once', async () => {
    const { searches } = plantsApi();
    renderDialog({ zip: '55401', initialQuery: 'tomato' });

    expect(nameField()).toHaveValue('tomato');
    expect(zipField()).toHaveValue('55401');
    const list = await screen.findByRole('list', { name: 'Plants found' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['TomatoSolanum lycopersicumVegetable', 'Cherry TomatoYour plant, based on TomatoVegetable']);
    expect(screen.getByText('Showing plants for zone 4b')).toBeInTheDocument();
    expect(searches).toEqual(['?q=tomato&zip=55401']);
  });

  test('a variety row says which variety matched; a visitor picking it opens its plant', async () => {
    plantsApi({
      search: () =>
        jsonResponse(buildSearchResponse([buildSearchResult({ id: 'pepper', plantName: 'Pepper' }, 'Jalapeno')])),
    });
    const { user, router } = renderDialog({ zip: '55401', initialQuery: 'jalapeño' });
    const row = await screen.findByRole('button', { name: /^Jalapeno/ });
    expect(row).toHaveTextContent('JalapenoVariety of PepperVegetable');
    await user.click(row);
    expect(router.state.location.pathname).toBe('/plant/pepper');
  });

  test('a gardener picking a variety gets it as their own plant, by its name', async () => {
    const onPick = vi.fn();
    const jalapeno = buildPlantSummary({
      id: 'jalapeno-9f8e7d',
      plantName: 'Jalapeno',
      basedOn: { id: 'pepper', plantName: 'Pepper' },
    });
    const { adds } = plantsApi({
      search: () =>
        jsonResponse(buildSearchResponse([buildSearchResult({ id: 'pepper', plantName: 'Pepper' }, 'Jalapeno')])),
      add: () => jsonResponse({ plant: jalapeno, created: true, source: 'variety' } satisfies AddPlantResponse),
    });
    const { user } = renderDialog({ canAddNew: true, userZone: '7b', initialQuery: 'jalapeño', onPick });
    await user.click(await screen.findByRole('button', { name: /^Jalapeno/ }));
    expect(adds).toEqual([{ plant_name: 'Jalapeno', user_zone: '7b' }]);
    expect(onPick).toHaveBeenCalledExactlyOnceWith(jalapeno);
  });

  test('a balcony gardener’s rows say the pot and the compact varieties', async () => {
    const potted = buildSearchResult({
      container: { potSize: '5 gallons, at least 12 in deep', varieties: ['Patio', 'Tiny Tim'] },
    });
    const balcony = { garden_type: 'balcony', plant_preference: 'both' } as const;
    plantsApi({
      search: (url) =>
        jsonResponse(
          buildSearchResponse(
            [potted, buildSearchResult({ id: 'tomatillo', plantName: 'Tomatillo' })],
            '7b',
            url.searchParams.get('q') === 'tomato' ? balcony : { ...balcony, garden_type: 'backyard' },
          ),
        ),
    });
    const { user } = renderDialog({ canAddNew: true, userZone: '7b', initialQuery: 'tomato' });
    const row = await screen.findByRole('button', { name: /^Tomato/ });
    expect(row).toHaveTextContent('In a pot: 5 gallons, at least 12 in deep · compact: Patio, Tiny Tim');
    expect(screen.getByRole('button', { name: /^Tomatillo/ })).not.toHaveTextContent('In a pot');

    await user.type(nameField(), 'es');
    await vi.waitFor(() => expect(screen.queryByText(/In a pot/)).not.toBeInTheDocument());
  });

  test('result names wrap instead of being cut off', async () => {
    plantsApi({
      search: () =>
        jsonResponse(
          buildSearchResponse([
            buildSearchResult({ id: 'long', plantName: 'Mother-in-law’s Tongue Variegated Laurentii Compacta' }),
          ]),
        ),
    });
    renderDialog({ zip: '55401', initialQuery: 'mother' });
    const name = await screen.findByText('Mother-in-law’s Tongue Variegated Laurentii Compacta');
    expect(name.className).not.toMatch(/truncate/);
    expect(name).toHaveClass('wrap-break-word');
  });

  test('the result list is 15rem high and scrolls', async () => {
    plantsApi();
    renderDialog({ zip: '55401', initialQuery: 'tomato' });
    const list = await screen.findByRole('list', { name: 'Plants found' });

    const box = list.parentElement!;
    expect(box.className).toContain('h-[15rem]');
    expect(box.className).toContain('overflow-y-auto');
  });

  test('picking a plant opens its page and closes the dialog', async () => {
    plantsApi();
    const { user, router } = renderDialog({ zip: '55401', initialQuery: 'tomato' });

    await user.click(await screen.findByRole('button', { name: /^Tomato/ }));
    expect(router.state.location.pathname).toBe('/plant/tomato');
    expect(await screen.findByRole('heading', { name: 'Plant tomato' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('the arrow keys move from the name field through the results', async () => {
    plantsApi();
    const { user } = renderDialog({ zip: '55401', initialQuery: 'tomato' });
    const first = await screen.findByRole('button', { name: /^Tomato/ });

    await user.click(nameField());
    await user.keyboard('{ArrowDown}');
    expect(first).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: /^Cherry Tomato/ })).toHaveFocus();
  });

  test('nothing found: a visitor is told so; a gardener is invited to add it', async () => {
    plantsApi();
    renderDialog({ zip: '55401', initialQuery: 'banana' });
    expect(await screen.findByText('No existing plants found matching "banana".')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /as a new plant/ })).not.toBeInTheDocument();
  });

  test('nothing found for a gardener: "Try adding it?"', async () => {
    plantsApi();
    renderDialog({ canAddNew: true, userZone: '7b', initialQuery: 'banana' });
    expect(await screen.findByText('No existing plants found matching "banana". Try adding it?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add "banana" as a new plant' })).toBeEnabled();
  });

  test.each([
    [
      'a server failure',
      () => jsonResponse({ error: { code: 'internal', message: 'boom' } }, 500),
      'An error occurred while searching. Please try again.',
    ],
    [
      'a ZIP without climate data',
      () => jsonResponse({ error: { code: 'not_found', message: 'zip not found' } }, 404),
      'zip not found',
    ],
    [
      'a profile without a zone',
      () =>
        jsonResponse(
          { error: { code: 'invalid', message: 'Your profile zone is missing. Please update your profile.' } },
          400,
        ),
      'Your profile zone is missing. Please update your profile.',
    ],
  ])('%s is shown in the list', async (_, answer, message) => {
    plantsApi({ search: answer });
    renderDialog({ zip: '55401', initialQuery: 'tomato' });
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  test('a signed-in gardener’s search sends no ZIP: the server uses their profile', async () => {
    const { searches } = plantsApi();
    renderDialog({ canAddNew: true, userZone: '7b', initialQuery: 'tomato' });
    await screen.findByRole('list', { name: 'Plants found' });

    expect(searches).toEqual(['?q=tomato']);
    expect(screen.queryByLabelText('ZIP code')).not.toBeInTheDocument();
  });
});

describe('the ZIP field', () => {
  test('must hold 5 digits before anything is searched', async () => {
    const { searches } = plantsApi();
    const onZipChange = vi.fn();
    const { user } = renderDialog({ zip: '55401', initialQuery: 'tomato', onZipChange });
    await screen.findByRole('list', { name: 'Plants found' });

    await user.clear(zipField());
    await user.type(zipField(), '55a4');
    expect(zipField()).toHaveValue('554');
    expect(zipField()).toHaveAttribute('aria-invalid', 'true');
    expect(zipField()).toHaveAccessibleDescription('Enter a valid 5-digit ZIP');
    expect(screen.queryByRole('list', { name: 'Plants found' })).not.toBeInTheDocument();

    await user.type(zipField(), '027');
    expect(zipField()).toHaveValue('55402');
    expect(zipField()).not.toHaveAttribute('aria-invalid');
    expect(await screen.findByRole('list', { name: 'Plants found' })).toBeInTheDocument();
    expect(searches).toEqual(['?q=tomato&zip=55401', '?q=tomato&zip=55402']);
    expect(onZipChange).toHaveBeenCalledExactlyOnceWith('55402');
  });

  test('an invalid ZIP handed to the dialog is flagged at once', async () => {
    const { searches } = plantsApi();
    renderDialog({ zip: '123', initialQuery: 'tomato' });

    expect(screen.getByText('Enter a valid 5-digit ZIP')).toBeInTheDocument();
    expect(searches).toEqual([]);
  });
});

test('closing clears the query, the results and the error', async () => {
  plantsApi({
    search: (url) =>
      url.searchParams.get('q') === 'boom'
        ? jsonResponse({ error: { code: 'internal', message: 'boom' } }, 500)
        : jsonResponse(buildSearchResponse([tomato])),
  });
  const { user } = renderDialog({ canAddNew: true, userZone: '7b' });

  await user.type(nameField(), 'tomato');
  expect(await screen.findByRole('button', { name: /^Tomato/ })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Open search' }));
  expect(nameField()).toHaveValue('');
  expect(screen.queryByRole('button', { name: /^Tomato/ })).not.toBeInTheDocument();
  expect(screen.getByText('Type a plant name to search the catalogue.')).toBeInTheDocument();

  await user.type(nameField(), 'boom');
  expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred while searching.');
  await user.keyboard('{Escape}');
  await user.click(screen.getByRole('button', { name: 'Open search' }));
  expect(nameField()).toHaveValue('');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

describe('adding a new plant', () => {
  const created: AddPlantResponse = {
    plant: buildPlantSummary({ id: 'blue-java-banana', plantName: 'Blue Java Banana', zone: '9b' }),
    created: true,
    source: 'guide-provider',
  };

  test('sends the name and zone, rotates its status every 1.5 s, then opens the plant', async () => {
    const answer = deferred();
    const { adds } = plantsApi({ add: () => answer.promise });
    const { router } = renderDialog(
      { canAddNew: true, userZone: '9b', initialQuery: 'Blue Java Banana' },
      { fakeTimers: true },
    );

    fireEvent.click(screen.getByRole('button', { name: 'Add "Blue Java Banana" as a new plant' }));
    await wait(0);
    expect(adds).toEqual([{ plant_name: 'Blue Java Banana', user_zone: '9b' }]);
    const status = () => screen.getByRole('status');
    expect(status()).toHaveTextContent('Looking for "Blue Java Banana" in the catalogue...');
    await wait(1499);
    expect(status()).toHaveTextContent('Looking for "Blue Java Banana" in the catalogue...');
    await wait(1);
    expect(status()).toHaveTextContent('Matching it with the plants we know...');
    await wait(1500);
    expect(status()).toHaveTextContent('Working out the months for zone 9b...');
    await wait(1500);
    expect(status()).toHaveTextContent('Preparing planting and care steps...');
    await wait(1500);
    expect(status()).toHaveTextContent('Looking for "Blue Java Banana" in the catalogue...');
    expect(screen.getByRole('button', { name: /as a new plant/ })).toBeDisabled();

    answer.resolve(jsonResponse(created));
    await wait(0);
    expect(router.state.location.pathname).toBe('/plant/blue-java-banana');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  const bachelorButton = buildPlantSummary({
    id: 'bachelor-button',
    plantName: "Bachelor's Button",
    scientificName: 'Centaurea cyanus',
    plant_group: 'flower',
  });
  const moonflowerOwn = buildPlantSummary({
    id: 'moonflower-1a2b3c',
    plantName: 'Moonflower',
    scientificName: null,
    plant_group: 'flower',
    zone: '7b',
    hasGuide: false,
  });
  const question = (overrides: Partial<AddPlantNoMatch> = {}) =>
    jsonResponse(
      {
        error: { code: 'invalid', message: "Did you mean Bachelor's Button?" },
        didYouMean: [{ ...bachelorButton, variety: null }],
        suggestions: [],
        needsPlantGroup: true,
        ...overrides,
      } satisfies AddPlantNoMatch,
      422,
    );

  test('a misspelling is a question, never a swap: picking the plant meant adds that plant', async () => {
    const onPick = vi.fn();
    const { adds } = plantsApi({ add: () => question() });
    const { user } = renderDialog({ canAddNew: true, userZone: '7b', initialQuery: 'Moonflower', onPick });

    await user.click(screen.getByRole('button', { name: 'Add "Moonflower" as a new plant' }));
    expect(await screen.findByRole('status')).toHaveTextContent("Did you mean Bachelor's Button?");
    expect(onPick).not.toHaveBeenCalled();
    // The gardener's own name stays the alternative, under the list.
    expect(screen.getByRole('button', { name: 'Add "Moonflower" as my own plant' })).toBeEnabled();

    const meant = screen.getByRole('list', { name: 'Did you mean' });
    await user.click(within(meant).getByRole('button', { name: /Bachelor's Button/ }));
    expect(onPick).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ id: 'bachelor-button' }));
    expect(adds).toEqual([{ plant_name: 'Moonflower', user_zone: '7b' }]);
  });

  test('the own name always works: asked the kind of plant, it is added as typed', async () => {
    const onPick = vi.fn();
    const { adds } = plantsApi({
      add: (body) =>
        body.as_typed && body.plant_group
          ? jsonResponse({ plant: moonflowerOwn, created: true, source: 'name-only' } satisfies AddPlantResponse)
          : question(),
    });
    const { user } = renderDialog({ canAddNew: true, userZone: '7b', initialQuery: 'Moonflower', onPick });

    await user.click(screen.getByRole('button', { name: 'Add "Moonflower" as a new plant' }));
    await user.click(await screen.findByRole('button', { name: 'Add "Moonflower" as my own plant' }));
    const kinds = screen.getByRole('group', { name: /What kind of plant is “Moonflower”\?/ });
    expect(
      within(kinds)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Vegetable', 'Herb', 'Fruit', 'Flower', 'Shrub', 'Houseplant']);
    await user.click(within(kinds).getByRole('button', { name: 'Flower' }));

    expect(onPick).toHaveBeenCalledExactlyOnceWith(moonflowerOwn);
    expect(adds).toEqual([
      { plant_name: 'Moonflower', user_zone: '7b' },
      { plant_name: 'Moonflower', user_zone: '7b', as_typed: true, plant_group: 'flower' },
    ]);
  });

  test('with a guide provider, the own name is added as typed at once', async () => {
    const onPick = vi.fn();
    const drafted = { ...moonflowerOwn, hasGuide: true, scientificName: 'Ipomoea alba' };
    const { adds } = plantsApi({
      add: (body) =>
        body.as_typed
          ? jsonResponse({ plant: drafted, created: true, source: 'guide-provider' } satisfies AddPlantResponse)
          : question({ needsPlantGroup: false }),
    });
    const { user } = renderDialog({ canAddNew: true, userZone: '7b', initialQuery: 'Moonflower', onPick });

    await user.click(screen.getByRole('button', { name: 'Add "Moonflower" as a new plant' }));
    await user.click(await screen.findByRole('button', { name: 'Add "Moonflower" as my own plant' }));
    expect(onPick).toHaveBeenCalledExactlyOnceWith(drafted);
    expect(adds.at(-1)).toEqual({ plant_name: 'Moonflower', user_zone: '7b', as_typed: true });
  });

  test('a name with nothing to ask about asks only its kind; related names are offered beside it', async () => {
    plantsApi({
      add: (body) =>
        body.plant_name === 'Qwxzv'
          ? question({
              error: {
                code: 'invalid',
                message: 'Garden Guide has no guide for "Qwxzv" yet. What kind of plant is it?',
              },
              didYouMean: [],
            })
          : question({
              error: {
                code: 'invalid',
                message:
                  'We couldn\'t find a plant called "Moon Flower Vine". Pick one of these, or add it as your own plant.',
              },
              didYouMean: [],
              suggestions: [buildPlantSummary({ id: 'moonflower', plantName: 'Moonflower', plant_group: 'flower' })],
            }),
    });
    const { user } = renderDialog({ canAddNew: true, userZone: '7b', initialQuery: 'Qwxzv' });
    await user.click(screen.getByRole('button', { name: 'Add "Qwxzv" as a new plant' }));
    expect(await screen.findByRole('group', { name: /What kind of plant is “Qwxzv”\?/ })).toBeInTheDocument();

    await user.clear(nameField());
    await user.type(nameField(), 'Moon Flower Vine');
    await user.click(screen.getByRole('button', { name: 'Add "Moon Flower Vine" as a new plant' }));
    const similar = await screen.findByRole('list', { name: 'Plants with similar names' });
    expect(within(similar).getByRole('button', { name: /^Moonflower/ })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /What kind of plant/ })).not.toBeInTheDocument();
  });

  test('any other failure says what went wrong while adding', async () => {
    plantsApi({ add: () => jsonResponse({ error: { code: 'unavailable', message: 'Try later' } }, 503) });
    const { user } = renderDialog({ canAddNew: true, userZone: '7b', initialQuery: 'Moonflower' });

    await user.click(screen.getByRole('button', { name: 'Add "Moonflower" as a new plant' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred while adding "Moonflower": Try later',
    );

    // Typing again puts the search back.
    await user.type(nameField(), 's');
    expect(screen.queryByText(/An error occurred while adding/)).not.toBeInTheDocument();
  });

  test('without a zone in the profile nothing is sent', async () => {
    const { adds } = plantsApi();
    const { user } = renderDialog({ canAddNew: true, userZone: null as Zone | null, initialQuery: 'Moonflower' });

    await user.click(screen.getByRole('button', { name: 'Add "Moonflower" as a new plant' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Your profile zone is missing. Please update your profile.');
    expect(adds).toEqual([]);
  });

  test('the add row waits for a name', () => {
    plantsApi();
    renderDialog({ canAddNew: true, userZone: '7b' });
    expect(screen.getByRole('button', { name: 'Add a new plant' })).toBeDisabled();
  });
});

test('a visitor’s dialog is titled for finding plants, a gardener’s for adding them', () => {
  plantsApi();
  renderDialog({ zip: '55401' });
  expect(screen.getByRole('dialog', { name: 'Find a Plant' })).toBeInTheDocument();
  expect(nameField()).toHaveFocus();
});
