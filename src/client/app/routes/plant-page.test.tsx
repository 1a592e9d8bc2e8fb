import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, onTestFinished, test, vi } from 'vitest';
import type { CareGuide, PlantDetail, PlantingGuide } from '#shared/plants/api.ts';
import { sessionBody } from '#client/features/auth/testing/fake-session.ts';
import {
  buildCareGuide,
  buildCareStep,
  buildPlantDetail,
  buildPlantingGuide,
} from '#client/features/plants/testing/plant-fixtures.ts';
import { jsonResponse, mockApi, notFound, renderRoute } from '#client/testing/render-route.tsx';
// Loaded ahead, so the page's lazy calendar button would be drawn at once where it is offered.
import '#client/features/calendar/components/calendar-subscribe-button.tsx';

afterEach(() => {
  toast.dismiss();
});

type Answer = Response | Promise<Response>;

type PlantApi = {
  signedIn?: boolean;
  /** The gardener's garden holds tomato (signed in only). */
  inGarden?: boolean;
  /** The signed-in gardener's garden type (their profile's). */
  gardenType?: 'balcony' | 'backyard';
  detail?: () => Answer;
  planting?: () => Answer;
  care?: () => Answer;
};

/** The plant routes for `tomato`; records every plant call as "METHOD path?query body". */
function plantApi({ signedIn = false, inGarden = false, gardenType, detail, planting, care }: PlantApi = {}) {
  const calls: string[] = [];
  const fetch = mockApi((url, init) => {
    if (url.pathname === '/api/auth/get-session') return jsonResponse(signedIn ? sessionBody() : null);
    if (url.pathname === '/api/profile') {
      if (!gardenType) return jsonResponse({ profile: null, isComplete: false });
      const profile = {
        id: 'user-1',
        zone: '7b',
        zip_code: null,
        garden_type: gardenType,
        plant_preference: 'both',
        gardening_commitment: 'weekend',
        full_name: null,
        updated_at: '2026-05-01T10:00:00.000Z',
      };
      return jsonResponse({ profile, isComplete: true });
    }
    if (url.pathname === '/api/garden') {
      return jsonResponse({
        entries: inGarden ? [{ plant_id: 'tomato', save_later: false, plant: buildPlantDetail() }] : [],
      });
    }
    if (url.pathname === '/api/tasks') return jsonResponse({ tasks: [] });
    const method = init?.method ?? 'GET';
    calls.push(`${method} ${url.pathname}${url.search}${init?.body ? ` ${String(init.body)}` : ''}`);
    if (url.pathname === '/api/plants/tomato') return detail ? detail() : jsonResponse(buildPlantDetail());
    if (url.pathname === '/api/plant-planting/tomato' && method === 'POST') {
      return planting ? planting() : jsonResponse(buildPlantingGuide());
    }
    if (url.pathname === '/api/plant-care/tomato' && method === 'POST') {
      return care ? care() : jsonResponse(buildCareGuide());
    }
    return notFound();
  });
  return { fetch, calls };
}

/** The names of the files handed to the browser as downloads. */
function captureDownloads(): string[] {
  const names: string[] = [];
  const spies = [
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:calendar'),
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {}),
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    }),
  ];
  onTestFinished(() => spies.forEach((spy) => spy.mockRestore()));
  return names;
}

function deferred() {
  let resolve: (response: Response) => void = () => {};
  const promise = new Promise<Response>((done) => (resolve = done));
  return { promise, resolve };
}

const serverError = () => jsonResponse({ error: { code: 'internal', message: 'Something broke' } }, 500);

async function openTomato(api: PlantApi = {}, path = '/plant/tomato') {
  const mocks = plantApi(api);
  const view = renderRoute(path);
  await screen.findByRole('heading', { level: 1, name: 'Tomato' });
  return { ...view, ...mocks };
}

function plantingCard() {
  return screen.getByRole('button', { name: 'Get Planting Instructions' });
}

function careCard() {
  return screen.getByRole('button', { name: 'Get Care Instructions' });
}

async function loadPlanting(user: ReturnType<typeof renderRoute>['user']) {
  await user.click(plantingCard());
  return screen.findByRole('region', { name: 'Planting Guide' });
}

async function loadCare(user: ReturnType<typeof renderRoute>['user'], title = 'Seasonal Care') {
  await user.click(careCard());
  return screen.findByRole('region', { name: title });
}

describe('plant detail: loading and errors', () => {
  test('says "Loading plant details..." until the plant arrives', async () => {
    const answer = deferred();
    plantApi({ detail: () => answer.promise });
    renderRoute('/plant/tomato');

    expect(await screen.findByText('Loading plant details...')).toBeInTheDocument();
    answer.resolve(jsonResponse(buildPlantDetail()));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tomato' })).toBeInTheDocument();
    expect(screen.queryByText('Loading plant details...')).not.toBeInTheDocument();
  });

  test('an unknown plant shows "Plant not found" and a way back to My Garden', async () => {
    plantApi({ detail: () => jsonResponse({ error: { code: 'not_found', message: 'Plant not found' } }, 404) });
    renderRoute('/plant/tomato');

    expect(await screen.findByRole('heading', { level: 1, name: 'Plant not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to My Garden' })).toHaveAttribute('href', '/');
  });

  test('an id that cannot be a plant is not found without asking the server', async () => {
    const { calls } = plantApi();
    renderRoute('/plant/Not%20A%20Plant');

    expect(await screen.findByRole('heading', { level: 1, name: 'Plant not found' })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  test('any other failure shows "Failed to load plant details"', async () => {
    plantApi({ detail: serverError });
    renderRoute('/plant/tomato');

    expect(await screen.findByRole('heading', { level: 1, name: 'Failed to load plant details' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to My Garden' })).toHaveAttribute('href', '/');
  });

  test('Return to My Garden goes to /', async () => {
    plantApi({ detail: () => jsonResponse({ error: { code: 'not_found', message: 'Plant not found' } }, 404) });
    const { user, router } = renderRoute('/plant/tomato');

    await user.click(await screen.findByRole('link', { name: 'Return to My Garden' }));
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('plant detail: the plant', () => {
  test('a visitor sees the plant worked out for the last ZIP they entered', async () => {
    localStorage.setItem('gg_last_zip', '55401');
    const { calls } = await openTomato();

    expect(calls).toEqual(['GET /api/plants/tomato?zip=55401']);
    expect(screen.getByText('The star of the summer garden.')).toBeInTheDocument();
    expect(screen.getByText('Solanum lycopersicum')).toBeInTheDocument();
    expect(screen.getByText('✓ Great match for your zone!')).toHaveAttribute('data-suitability', 'match');
    expect(screen.getByText('Worked out for Zone 4b · ZIP 55401')).toBeInTheDocument();
    for (const [label, value] of [
      ['Type', 'Annual'],
      ['Sun', 'Full Sun'],
      ['Group', 'Vegetable'],
      ['Season', 'Warm Season'],
    ] as const) {
      expect(screen.getByText(label).nextElementSibling).toHaveTextContent(value);
    }
    const needs = screen.getByRole('region', { name: 'What it needs' });
    expect(
      within(needs)
        .getAllByRole('term')
        .map((term) => term.textContent?.trim()),
    ).toEqual(['pH:', 'Soil:', 'Water:']);
    expect(within(needs).getByText('Deep, well-drained soil')).toBeInTheDocument();
    expect(document.title).toBe('Tomato · Garden Guide');
  });

  test('a signed-in gardener’s plant follows their profile: no ZIP is sent', async () => {
    localStorage.setItem('gg_last_zip', '55401');
    const { user, calls } = await openTomato({ signedIn: true });
    await loadPlanting(user);

    // The garden's own calls (its buttons) aside, the plant's calls carry no place.
    expect(calls.filter((call) => call.includes('/api/plant'))).toEqual([
      'GET /api/plants/tomato',
      'POST /api/plant-planting/tomato {}',
    ]);
  });

  test('without a photo the plant’s form is drawn instead', async () => {
    await openTomato({
      detail: () => jsonResponse(buildPlantDetail({ plant_group: 'fruit', form: 'citrus' })),
    });
    expect(document.querySelector('svg[data-picture]')).toHaveAttribute('data-picture', 'citrus');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  test.each([null, 'other'] as const)('a plant whose form is %s gets the neutral picture', async (form) => {
    await openTomato({ detail: () => jsonResponse(buildPlantDetail({ form })) });
    expect(document.querySelector('svg[data-picture]')).toHaveAttribute('data-picture', 'neutral');
  });

  test('a photo is shown when the plant has one', async () => {
    await openTomato({ detail: () => jsonResponse(buildPlantDetail({ imageUrl: '/images/tomato.jpg' })) });
    expect(screen.getByRole('img', { name: 'Tomato' })).toHaveAttribute('src', '/images/tomato.jpg');
    expect(document.querySelector('svg[data-picture]')).toBeNull();
  });

  test.each([
    ['close', '⚠️ Can grow with potential adjustments.'],
    ['far', '✕ Challenging for your zone.'],
    ['indoor', '✓ Perfect for indoor growing!'],
  ] as const)('the %s banner', async (level, text) => {
    await openTomato({
      detail: () => jsonResponse(buildPlantDetail({ zone_suitability: level, zoneSuitabilityText: text })),
    });
    expect(screen.getByText(text)).toHaveAttribute('data-suitability', level);
  });

  test('without a place there is no banner', async () => {
    await openTomato({
      detail: () => jsonResponse(buildPlantDetail({ zone_suitability: null, zoneSuitabilityText: null, place: null })),
    });
    expect(document.querySelector('[data-suitability]')).toBeNull();
  });

  test('Back goes to the page before', async () => {
    plantApi();
    const { user, router } = renderRoute('/learn');
    await router.navigate('/plant/tomato');
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(router.state.location.pathname).toBe('/learn');
  });

  test('a gardener’s plant without a guide says so plainly: no months, suitability, guides or made-up facts', async () => {
    const own = buildPlantDetail({
      scientificName: null,
      description: '',
      hasGuide: false,
      zone_suitability: null,
      zoneSuitabilityText: null,
      requirements: {},
      care: { must_do: [], good_to_do: [], optional: [] },
      plantingInstructions: [],
      seedStartingInstructions: [],
      planting_month: null,
      seed_starting_month: null,
      daysToMaturity: null,
    });
    const { calls } = await openTomato({ signedIn: true, detail: () => jsonResponse(own) });

    expect(screen.getByRole('region', { name: 'No guide yet' })).toHaveTextContent(
      'Garden Guide has no guide for Tomato yet.',
    );
    expect(screen.getByText('Group').nextElementSibling).toHaveTextContent('Vegetable');
    for (const label of ['Type', 'Sun', 'Season']) expect(screen.queryByText(label)).not.toBeInTheDocument();
    expect(document.querySelector('[data-suitability]')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Get Planting Instructions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Get Care Instructions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'What it needs' })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.includes('/api/plant-'))).toEqual([]);
  });

  test('a balcony gardener’s page says how the plant grows in a pot; a backyard gardener’s does not', async () => {
    const potted = buildPlantDetail({
      container: { potSize: '5 gallons, at least 12 in deep', varieties: ['Patio', 'Tiny Tim'] },
    });
    const { unmount } = await openTomato({
      signedIn: true,
      gardenType: 'balcony',
      detail: () => jsonResponse(potted),
    });
    const needs = screen.getByRole('region', { name: 'What it needs' });
    expect(
      await within(needs).findByText('5 gallons, at least 12 in deep. Compact varieties: Patio, Tiny Tim.'),
    ).toBeInTheDocument();
    expect(within(needs).getAllByRole('term').at(-1)).toHaveTextContent('In a pot:');
    unmount();

    await openTomato({ signedIn: true, gardenType: 'backyard', detail: () => jsonResponse(potted) });
    expect(screen.queryByText(/In a pot/)).not.toBeInTheDocument();
  });

  test('the two cards invite loading the guides', async () => {
    await openTomato();
    expect(plantingCard()).toHaveAccessibleDescription('Learn how and when to plant Tomato');
    expect(careCard()).toHaveAccessibleDescription('Discover the care routine for Tomato');
    expect(screen.queryByRole('region', { name: 'Planting Guide' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Seasonal Care' })).not.toBeInTheDocument();
  });
});

describe('plant detail: loading the planting guide', () => {
  test('loads once with a spinner, toasts, and replaces the card with the guide', async () => {
    localStorage.setItem('gg_last_zip', '55401');
    const answer = deferred();
    const { user, calls } = await openTomato({ planting: () => answer.promise });

    await user.click(plantingCard());
    expect(await screen.findByText('Loading planting guide...')).toBeInTheDocument();
    expect(plantingCard()).toHaveAttribute('aria-busy', 'true');
    // Pressing again while it loads asks for nothing more.
    await user.click(plantingCard());
    expect(calls.filter((call) => call.startsWith('POST'))).toEqual([
      'POST /api/plant-planting/tomato {"zip":"55401"}',
    ]);

    answer.resolve(jsonResponse(buildPlantingGuide()));
    const section = await screen.findByRole('region', { name: 'Planting Guide' });
    expect(await screen.findByText('Planting Instructions Loaded')).toBeInTheDocument();
    expect(screen.getByText('Detailed planting guide for Tomato is now available.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Get Planting Instructions' })).not.toBeInTheDocument();
    // The care card stays until the care guide is loaded too.
    expect(careCard()).toBeInTheDocument();

    expect(within(section).getByRole('tab', { name: 'Seed Starting Guide' })).toHaveAttribute('aria-selected', 'true');
    expect(within(section).getByText('Recommended Month: March')).toBeInTheDocument();
    const steps = within(section).getAllByRole('listitem');
    expect(steps).toHaveLength(2);
    expect(steps[0]).toHaveTextContent('1Sow seeds 1/4 in deep');
    expect(steps[0]).toHaveTextContent('Tip: A heat mat helps in a cool house.');
    expect(steps[1]).toHaveTextContent('2Give seedlings 14–16 hours');

    await user.click(within(section).getByRole('tab', { name: 'Planting Guide' }));
    expect(within(section).getByText('Recommended Month: May')).toBeInTheDocument();
    expect(within(section).getByText('Bury the stem up to the lowest leaves.')).toBeInTheDocument();
  });

  test('a failure toasts an error and leaves the card to try again', async () => {
    let attempts = 0;
    const { user } = await openTomato({
      planting: () => (++attempts === 1 ? serverError() : jsonResponse(buildPlantingGuide())),
    });

    await user.click(plantingCard());
    expect(await screen.findByText('Failed to load planting instructions. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(plantingCard()).not.toHaveAttribute('aria-busy');

    await user.click(plantingCard());
    expect(await screen.findByRole('region', { name: 'Planting Guide' })).toBeInTheDocument();
    expect(attempts).toBe(2);
  });

  test('planting is the first tab when there is nothing for seed starting, which is disabled', async () => {
    const { user } = await openTomato({
      planting: () => jsonResponse(buildPlantingGuide({ seed_starting: [], seedStartingMonth: null })),
    });
    const section = await loadPlanting(user);

    expect(within(section).getByRole('tab', { name: 'Seed Starting Guide' })).toBeDisabled();
    expect(within(section).getByRole('tab', { name: 'Planting Guide' })).toHaveAttribute('aria-selected', 'true');
    expect(within(section).getByText('Recommended Month: May')).toBeInTheDocument();
  });

  test('a month without steps says no instructions were provided', async () => {
    const { user } = await openTomato({ planting: () => jsonResponse(buildPlantingGuide({ seed_starting: [] })) });
    const section = await loadPlanting(user);

    expect(within(section).getByText('Recommended Month: March')).toBeInTheDocument();
    expect(
      within(section).getByText('No specific seed starting instructions provided for Tomato.'),
    ).toBeInTheDocument();
  });

  test('the section is hidden when there is neither seed starting nor planting', async () => {
    const empty: Partial<PlantingGuide> = {
      seed_starting: [],
      planting: [],
      seedStartingMonth: null,
      plantingMonth: null,
    };
    const { user } = await openTomato({ planting: () => jsonResponse(buildPlantingGuide(empty)) });

    await user.click(plantingCard());
    expect(await screen.findByText('Planting Instructions Loaded')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Planting Guide' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Get Planting Instructions' })).not.toBeInTheDocument();
  });

  test('the month has a calendar button that downloads the reminder', async () => {
    const downloads = captureDownloads();
    const { user } = await openTomato();
    const section = await loadPlanting(user);
    const button = within(section).getByRole('button', { name: 'Add to Calendar' });
    expect(button).toHaveAccessibleDescription('Download .ics file to add to your calendar');

    await user.click(button);
    expect(downloads).toEqual([`seed_starting_tomato_March.ics`]);
    expect(await screen.findByText('Calendar Event Downloaded')).toBeInTheDocument();
    expect(
      screen.getByText('ICS file for planting or starting seeds for Tomato in March generated.'),
    ).toBeInTheDocument();
  });
});

describe('plant detail: the care guide', () => {
  test('loads once, toasts and shows Seasonal Care with Must Do, Good to Do and Optional', async () => {
    localStorage.setItem('gg_last_zip', '55401');
    const answer = deferred();
    const { user, calls } = await openTomato({ care: () => answer.promise });

    await user.click(careCard());
    expect(await screen.findByText('Loading care guide...')).toBeInTheDocument();
    await user.click(careCard());
    expect(calls.filter((call) => call.startsWith('POST'))).toEqual(['POST /api/plant-care/tomato {"zip":"55401"}']);

    answer.resolve(jsonResponse(buildCareGuide()));
    const section = await screen.findByRole('region', { name: 'Seasonal Care' });
    expect(await screen.findByText('Care Instructions Loaded')).toBeInTheDocument();
    expect(screen.getByText('Detailed care guide for Tomato is now available.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Get Care Instructions' })).not.toBeInTheDocument();

    const tabs = within(section).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Must Do', 'Good to Do', 'Optional']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(tabs[1]).toBeEnabled();
    // Optional has no steps.
    expect(tabs[2]).toBeDisabled();
  });

  test('steps go by their first month, each with its priority, months and a calendar button', async () => {
    const guide = buildCareGuide({
      must_do: [
        buildCareStep({ step: 'Tie stems to the stake.', months: ['June', 'July'], order_within_season: 1 }),
        buildCareStep({ step: 'Check for frost at night.', months: [], order_within_season: 2 }),
        buildCareStep({ step: 'Mulch once the soil is warm.', months: ['May'], order_within_season: 3 }),
        buildCareStep({ step: 'Pull spent vines.', months: ['October', 'November'], order_within_season: 4 }),
      ],
    });
    const { user } = await openTomato({ care: () => jsonResponse(guide) });
    const section = await loadCare(user);

    const steps = within(within(section).getByRole('tabpanel')).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('p')?.textContent)).toEqual([
      'Must Do: Check for frost at night.',
      'Must Do: Mulch once the soil is warm.',
      'Must Do: Tie stems to the stake.',
      'Must Do: Pull spent vines.',
    ]);
    expect(steps[2]).toHaveTextContent('June, July');
    expect(steps[3]).toHaveTextContent('October, November');
    for (const step of steps) {
      expect(within(step).getByRole('button', { name: 'Add to Calendar' })).toHaveAccessibleDescription(
        'Download .ics file to add to your calendar',
      );
    }
  });

  test('a care step’s calendar button downloads its reminder; a step without months makes none', async () => {
    const downloads = captureDownloads();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    onTestFinished(() => warn.mockRestore());
    const guide = buildCareGuide({
      must_do: [
        buildCareStep({ step: 'Check for frost at night.', months: [] }),
        buildCareStep({ step: 'Mulch once the soil is warm.', months: ['May'] }),
      ],
    });
    const { user } = await openTomato({ care: () => jsonResponse(guide) });
    const section = await loadCare(user);
    const [noMonths, mulch] = within(within(section).getByRole('tabpanel')).getAllByRole('listitem');

    await user.click(within(mulch!).getByRole('button', { name: 'Add to Calendar' }));
    expect(downloads).toEqual(['tomato_mulch_once_the_soil_is_reminder.ics']);
    await user.click(within(noMonths!).getByRole('button', { name: 'Add to Calendar' }));
    expect(downloads).toHaveLength(1);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  test('the first phase with steps is the one shown', async () => {
    const guide = buildCareGuide({ must_do: [] });
    const { user } = await openTomato({ care: () => jsonResponse(guide) });
    const section = await loadCare(user);

    expect(within(section).getByRole('tab', { name: 'Must Do' })).toBeDisabled();
    expect(within(section).getByRole('tab', { name: 'Good to Do' })).toHaveAttribute('aria-selected', 'true');
    expect(within(section).getByText('Pinch out suckers below the first flower cluster.')).toBeInTheDocument();
  });

  test('with no care steps at all: "Plant Care" and no tabs', async () => {
    const empty: CareGuide = { care_plan: { must_do: [], good_to_do: [], optional: [] }, place: null };
    const { user } = await openTomato({ care: () => jsonResponse(empty) });
    const section = await loadCare(user, 'Plant Care');

    expect(within(section).getByText('No specific care instructions available for this plant.')).toBeInTheDocument();
    expect(within(section).queryByRole('tab')).not.toBeInTheDocument();
  });

  test('a failure toasts an error and keeps the card', async () => {
    const { user } = await openTomato({ care: serverError });

    await user.click(careCard());
    expect(await screen.findByText('Failed to load care instructions. Please try again.')).toBeInTheDocument();
    expect(careCard()).toBeInTheDocument();
  });

  test('with both guides loaded the cards are gone', async () => {
    const { user } = await openTomato();
    await loadPlanting(user);
    await loadCare(user);

    expect(screen.queryByRole('button', { name: /^Get .* Instructions$/ })).not.toBeInTheDocument();
  });
});

describe('plant detail: a plant in the gardener’s garden', () => {
  test('both guides come with the page, without toasts, and the calendar subscription is offered', async () => {
    const { calls } = await openTomato({ signedIn: true, inGarden: true });
    expect(await screen.findByRole('region', { name: 'Planting Guide' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Seasonal Care' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Get Planting Instructions' })).not.toBeInTheDocument();
    expect(screen.queryByText('Planting Instructions Loaded')).not.toBeInTheDocument();
    expect(screen.queryByText('Care Instructions Loaded')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.startsWith('POST /api/plant-'))).toHaveLength(2);
    expect(await screen.findByRole('button', { name: 'Subscribe in your calendar' })).toBeInTheDocument();
  });

  test('a plant not in the garden keeps the cards, and no subscription offer', async () => {
    await openTomato({ signedIn: true });
    expect(plantingCard()).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('button', { name: 'Subscribe in your calendar' })).not.toBeInTheDocument();
  });
});

test('a different plant starts with its guides not loaded', async () => {
  const basil: PlantDetail = buildPlantDetail({ id: 'sweet-basil', plantName: 'Sweet Basil', plant_group: 'herb' });
  mockApi((url) => {
    if (url.pathname === '/api/auth/get-session') return jsonResponse(null);
    if (url.pathname === '/api/plants/tomato') return jsonResponse(buildPlantDetail());
    if (url.pathname === '/api/plants/sweet-basil') return jsonResponse(basil);
    if (url.pathname === '/api/plant-planting/tomato') return jsonResponse(buildPlantingGuide());
    return notFound();
  });
  const { user, router } = renderRoute('/plant/tomato');
  await screen.findByRole('heading', { level: 1, name: 'Tomato' });
  await loadPlanting(user);

  await router.navigate('/plant/sweet-basil');
  expect(await screen.findByRole('heading', { level: 1, name: 'Sweet Basil' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Get Planting Instructions' })).toBeInTheDocument();
});
