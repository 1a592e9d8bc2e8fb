import '@testing-library/jest-dom/vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { GardenEntry, Task } from '#shared/garden/api.ts';
import type { Profile } from '#shared/profile.ts';
import type { ZoneRecord } from '#shared/zones.ts';
import { sessionBody } from '#client/features/auth/testing/fake-session.ts';
import {
  buildCare,
  buildEntry,
  buildGardenPlant,
  buildTask,
  deferredResponse,
} from '#shared/testing/garden-fixtures.ts';
import { keepPendingPlant } from '#client/features/garden/lib/pending-plant.ts';
import { jsonResponse, mockApi, notFound, renderRoute } from '#client/testing/render-route.tsx';

const profile: Profile = {
  id: 'user-1',
  zone: '4b',
  zip_code: '55401',
  garden_type: 'backyard',
  plant_preference: 'veggies',
  gardening_commitment: 'weekend',
  full_name: null,
  updated_at: '2026-05-01T10:00:00.000Z',
};

const minneapolis: ZoneRecord = {
  zone: '4b',
  zipCode: '55401',
  city: 'Minneapolis',
  state: 'MN',
  temperatureRange: '-25 to -20 °F',
  lastFrostDate: '04-23',
  firstFrostDate: '10-16',
  growingSeasonDays: 176,
  growingSeasonMonths: 6,
  growingSeasonDescription: 'About 6 months.',
  station: { name: 'Minneapolis', distanceKm: 1.8 },
};

// June: Tomato's water step is due, and Sweet Basil goes out.
const water = buildCare({ care_instruction_id: 7, step: 'Water deeply once a week.', months: ['June', 'July'] });
const pinch = buildCare({
  care_instruction_id: 8,
  care_phase: 'good_to_do',
  priority: 'good to do',
  step: 'Pinch out suckers below the first flower cluster.',
  months: ['June'],
});
const tomato = buildGardenPlant({ care: { must_do: [water], good_to_do: [pinch], optional: [] } });
const basil = buildGardenPlant({
  id: 'sweet-basil',
  plantName: 'Sweet Basil',
  plant_group: 'herb',
  form: 'herb',
  planting_month: 'June',
  seed_starting_month: 'April',
});
const lavender = buildGardenPlant({
  id: 'lavender',
  plantName: 'Lavender',
  plant_group: 'herb',
  form: 'herb',
  type: 'Perennial',
  planting_month: 'May',
  seed_starting_month: null,
  seedStartingInstructions: [],
});

type Answer = Response | Promise<Response | undefined> | undefined;
type GardenApiOptions = {
  entries?: GardenEntry[];
  tasks?: Task[];
  commitment?: Profile['gardening_commitment'];
  /** Answers a request instead of the fake server (undefined, now or later: the fake server answers). */
  intercept?: (method: string, path: string, state: { entries: GardenEntry[]; tasks: Task[] }) => Answer;
  /** Who is signed in (user-1 unless told). */
  userId?: string;
};

/** A small stand-in for the garden and task routes, with the gardener's session and profile. */
function gardenApi({
  entries = [buildEntry(tomato), buildEntry(basil), buildEntry(lavender, true)],
  tasks = [],
  commitment = profile.gardening_commitment,
  intercept,
  userId = 'user-1',
}: GardenApiOptions = {}) {
  const state = { entries: [...entries], tasks: [...tasks] };
  const calls: string[] = [];
  let nextId = 500;
  mockApi(async (url, init) => {
    const method = init?.method ?? 'GET';
    const path = url.pathname;
    if (path === '/api/auth/get-session') return jsonResponse(sessionBody({ id: userId }));
    if (path === '/api/profile') {
      return jsonResponse({
        profile: { ...profile, id: userId, gardening_commitment: commitment },
        isComplete: true,
      });
    }
    if (path === '/api/zones/by-zip/55401') return jsonResponse(minneapolis);
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined;
    calls.push(`${method} ${path}${body ? ` ${JSON.stringify(body)}` : ''}`);
    const intercepted = await intercept?.(method, path, state);
    if (intercepted) return intercepted;

    const [, , resource, id] = path.split('/');
    if (resource === 'garden') {
      if (method === 'POST' && body) {
        const known = state.entries.find((e) => e.plant_id === body.plant_id);
        if (known) return jsonResponse({ entry: known, changed: false });
        const added = buildEntry(
          buildGardenPlant({ id: String(body.plant_id), plantName: 'Pepper' }),
          body.save_later === true,
        );
        state.entries.push(added);
        return jsonResponse({ entry: added, changed: true });
      }
      const entry = state.entries.find((e) => e.plant_id === id);
      if (method === 'GET') return jsonResponse({ entries: state.entries });
      if (!entry) return notFound();
      if (method === 'PATCH') {
        entry.save_later = false;
        return jsonResponse({ entry, changed: true });
      }
      if (method === 'DELETE') {
        state.entries = state.entries.filter((e) => e !== entry);
        return new Response(null, { status: 204 });
      }
    }
    if (resource === 'tasks') {
      if (method === 'GET') return jsonResponse({ tasks: state.tasks });
      if (method === 'POST' && body) {
        const task = buildTask({
          calendar_event_id: nextId++,
          plant_id: String(body.plant_id),
          event_type: body.event_type as Task['event_type'],
          care_instruction_id: (body.care_instruction_id as number | undefined) ?? null,
          task_key:
            body.event_type === 'care'
              ? String(body.care_instruction_id)
              : `plant-${String(body.plant_id)}-${body.event_type === 'planting' ? 'planting' : 'seed-starting'}`,
          occurrence: String(body.occurrence),
          completed: body.completed === true,
        });
        state.tasks.push(task);
        return jsonResponse({ task, changed: true });
      }
      const task = state.tasks.find((t) => t.calendar_event_id === Number(id));
      if (method === 'DELETE' && task) {
        state.tasks = state.tasks.filter((t) => t !== task);
        return new Response(null, { status: 204 });
      }
    }
    return notFound();
  });
  return { state, calls };
}

const serverError = () => jsonResponse({ error: { code: 'internal', message: 'Something broke' } }, 500);

async function openGarden() {
  const view = renderRoute('/garden');
  await screen.findByRole('heading', { level: 1, name: 'My Garden' });
  return view;
}

const thisMonth = () => screen.getByRole('region', { name: 'This month' });
const card = (name: string) =>
  screen.getAllByRole('listitem').find((item) => within(item).queryByRole('heading', { level: 3, name }))!;

/** Expects the failure to have been logged (the spec logs refused changes), and nothing else. */
function expectLoggedFailure() {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  return () => expect(logged).toHaveBeenCalledWith(expect.stringMatching(/^Could not /), expect.anything());
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 5, 15, 9, 0));
});

afterEach(() => {
  vi.useRealTimers();
  toast.dismiss();
});

describe('the garden screen', () => {
  test('shows a spinner while the garden loads, then the garden and saved plants in tabs with counts', async () => {
    const garden = deferredResponse();
    gardenApi({
      intercept: (method, path) => (method === 'GET' && path === '/api/garden' ? garden.promise : undefined),
    });
    renderRoute('/garden');
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();

    garden.resolve(jsonResponse({ entries: [buildEntry(tomato), buildEntry(basil), buildEntry(lavender, true)] }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My Garden' })).toBeInTheDocument();
    expect(screen.getByText('Zone 4b · 2 plants growing · 1 saved')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'My Garden (2)' })).toHaveAttribute('aria-selected', 'true');
    expect(within(card('Tomato')).getByRole('link', { name: 'Tomato' })).toHaveAttribute('href', '/plant/tomato');
    expect(within(card('Sweet Basil')).getByRole('link', { name: 'Sweet Basil' })).toHaveAttribute(
      'href',
      '/plant/sweet-basil',
    );
  });

  test('a card opens its plant', async () => {
    gardenApi();
    const { user, router } = await openGarden();
    await user.click(within(card('Tomato')).getByRole('link', { name: 'Tomato' }));
    expect(router.state.location.pathname).toBe('/plant/tomato');
  });

  test('saved cards have Move to Garden and Remove from Saved', async () => {
    gardenApi();
    const { user } = await openGarden();
    await user.click(screen.getByRole('tab', { name: 'Saved (1)' }));
    const saved = card('Lavender');
    expect(within(saved).getByRole('button', { name: 'Move to Garden' })).toBeInTheDocument();
    expect(within(saved).getByRole('button', { name: 'Remove from Saved' })).toBeInTheDocument();
  });

  test('each card shows its plant’s photo, or the picture of its form', async () => {
    const lemon = buildGardenPlant({ id: 'lemon', plantName: 'Lemon', plant_group: 'fruit', form: 'citrus' });
    const pothos = buildGardenPlant({
      id: 'pothos',
      plantName: 'Pothos',
      plant_group: 'houseplant',
      form: 'trailing-houseplant',
    });
    // A gardener's plant with no catalogue plant behind it.
    const cucamelon = buildGardenPlant({ id: 'cucamelon-a1b2c3', plantName: 'Cucamelon', form: null });
    const photographed = buildGardenPlant({
      id: 'rose',
      plantName: 'Rose',
      form: 'shrub',
      imageUrl: '/images/rose.jpg',
    });
    gardenApi({ entries: [lemon, pothos, cucamelon, photographed].map((plant) => buildEntry(plant)) });
    await openGarden();
    const picture = (name: string) => card(name).querySelector('svg[data-picture]')?.getAttribute('data-picture');
    expect(picture('Lemon')).toBe('citrus');
    expect(picture('Pothos')).toBe('trailing-houseplant');
    expect(picture('Cucamelon')).toBe('neutral');
    expect(picture('Rose')).toBeUndefined();
    expect(card('Rose').querySelector('img')).toHaveAttribute('src', '/images/rose.jpg');
  });

  test('a plant added by its name alone shows its kind and that it has no guide, no made-up facts', async () => {
    const moonlight = buildGardenPlant({
      id: 'moonlight-vine-1a2b3c',
      plantName: 'Moonlight Vine',
      plant_group: 'flower',
      hasGuide: false,
      planting_month: null,
      seed_starting_month: null,
      plantingInstructions: [],
      seedStartingInstructions: [],
    });
    gardenApi({ entries: [buildEntry(moonlight)] });
    await openGarden();
    const moonlightCard = card('Moonlight Vine');
    expect(within(moonlightCard).getByText('Flower · No guide yet')).toBeInTheDocument();
    expect(within(moonlightCard).queryByText(/Annual|Full Sun/)).not.toBeInTheDocument();
  });

  test('a garden card highlights the must-do care step of the current month', async () => {
    gardenApi();
    await openGarden();
    const tomatoCard = card('Tomato');
    expect(within(tomatoCard).getByText('Must do in June')).toBeInTheDocument();
    expect(within(tomatoCard).getByText('Water deeply once a week.')).toBeInTheDocument();
    expect(within(card('Sweet Basil')).getByText('No must-do care in June.')).toBeInTheDocument();
  });

  test('an empty garden is friendly, and shows the zone card', async () => {
    gardenApi({ entries: [] });
    await openGarden();
    expect(screen.getByRole('heading', { name: 'Your garden is empty' })).toBeInTheDocument();
    expect(screen.getByText(/Plants you add will appear here/)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Zone 4b' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Saved (0)' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'This month' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Search your plants')).not.toBeInTheDocument();
  });

  test('the notice that plants may disappear during updates can be dismissed', async () => {
    gardenApi();
    const { user } = await openGarden();
    expect(screen.getByText(/a plant may disappear from your lists/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dismiss notice' }));
    expect(screen.queryByText(/a plant may disappear from your lists/)).not.toBeInTheDocument();
  });

  test('a dismissed notice stays dismissed on this device for that gardener, not for another', async () => {
    gardenApi();
    const first = await openGarden();
    await first.user.click(screen.getByRole('button', { name: 'Dismiss notice' }));
    first.unmount();

    // Reloaded (or signed in again): still dismissed.
    gardenApi();
    const again = await openGarden();
    expect(screen.getByRole('tab', { name: 'My Garden (2)' })).toBeInTheDocument();
    expect(screen.queryByText(/a plant may disappear from your lists/)).not.toBeInTheDocument();
    again.unmount();

    // Another gardener on the same device still sees it.
    gardenApi({ userId: 'user-2' });
    await openGarden();
    expect(screen.getByText(/a plant may disappear from your lists/)).toBeInTheDocument();
  });

  test('a garden that cannot be loaded says so, with a way to try again', async () => {
    let fails = true;
    gardenApi({ intercept: (method, path) => (path === '/api/garden' && fails ? serverError() : undefined) });
    const { user } = await openGarden();
    expect(screen.getByText(/We couldn’t load your garden/)).toBeInTheDocument();
    fails = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('tab', { name: 'My Garden (2)' })).toBeInTheDocument();
  });
});

describe('a plant asked for before signing in', () => {
  const pepper = { id: 'pepper', plantName: 'Pepper' };

  test('goes into the garden at once for a gardener with a complete profile, once only', async () => {
    keepPendingPlant(pepper, false);
    const { calls } = gardenApi();
    // StrictMode runs every effect twice on mount, as the app does.
    renderRoute('/garden', { strict: true });

    expect(await screen.findByText('Pepper has been added to your garden.')).toBeInTheDocument();
    expect(screen.getByText('Plant Saved')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'My Garden (3)' })).toBeInTheDocument();
    expect(calls.filter((call) => call.startsWith('POST /api/garden'))).toEqual([
      'POST /api/garden {"plant_id":"pepper","save_later":false}',
    ]);
    expect(localStorage.getItem('gg_pending_plant')).toBeNull();
  });

  test('one asked to be saved for later is saved for later', async () => {
    keepPendingPlant(pepper, true);
    const { calls } = gardenApi();
    renderRoute('/garden');

    expect(await screen.findByText('Pepper has been saved for later.')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Saved (2)' })).toBeInTheDocument();
    expect(calls).toContain('POST /api/garden {"plant_id":"pepper","save_later":true}');
  });

  test('a read of the garden sent before the plant was kept does not hide it', async () => {
    keepPendingPlant(pepper, true);
    // The first read sees the garden before the plant arrives, and answers after it has arrived.
    const firstRead = deferredResponse();
    const readSent = deferredResponse();
    const snapshots: string[] = [];
    const { state } = gardenApi({
      intercept: (method, path, current) => {
        if (path !== '/api/garden') return undefined;
        if (method === 'POST') return readSent.promise.then(() => undefined);
        if (method !== 'GET' || snapshots.length > 0) return undefined;
        const before = [...current.entries];
        snapshots.push(before.map((entry) => entry.plant_id).join());
        readSent.resolve(jsonResponse({}));
        return firstRead.promise.then(() => jsonResponse({ entries: before }));
      },
    });
    renderRoute('/garden');

    expect(await screen.findByText('Pepper has been saved for later.')).toBeInTheDocument();
    expect(state.entries.some((entry) => entry.plant_id === 'pepper')).toBe(true);
    expect(snapshots).toEqual(['tomato,sweet-basil,lavender']);
    firstRead.resolve(jsonResponse({}));
    expect(await screen.findByRole('tab', { name: 'Saved (2)' })).toBeInTheDocument();
  });

  test('one already in the garden is not added again, and nothing is said', async () => {
    keepPendingPlant({ id: 'tomato', plantName: 'Tomato' }, false);
    const { calls, state } = gardenApi();
    await openGarden();

    await vi.waitFor(() => expect(calls).toContain('POST /api/garden {"plant_id":"tomato","save_later":false}'));
    expect(state.entries.filter((entry) => entry.plant_id === 'tomato')).toHaveLength(1);
    expect(screen.queryByText('Plant Saved')).not.toBeInTheDocument();
  });

  test('a stale one (days old) is dropped', async () => {
    keepPendingPlant(pepper, false, Date.now() - 3 * 24 * 60 * 60 * 1000);
    const { calls } = gardenApi();
    await openGarden();
    await screen.findByRole('tab', { name: 'My Garden (2)' });

    expect(calls.some((call) => call.startsWith('POST'))).toBe(false);
    expect(localStorage.getItem('gg_pending_plant')).toBeNull();
  });
});

describe('searching the garden', () => {
  /** Lets `ms` of fake time pass, and whatever it set off settle. */
  async function wait(ms: number) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(ms);
    });
  }

  test('filters both lists 250 ms after the last keystroke', async () => {
    gardenApi();
    await openGarden();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const search = screen.getByLabelText('Search your plants');

    fireEvent.change(search, { target: { value: 'bas' } });
    await wait(249);
    expect(screen.getByRole('tab', { name: 'My Garden (2)' })).toBeInTheDocument();
    fireEvent.change(search, { target: { value: 'basil' } });
    await wait(249);
    expect(screen.getByRole('tab', { name: 'My Garden (2)' })).toBeInTheDocument();
    await wait(1);
    expect(screen.getByRole('tab', { name: 'My Garden (1)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Saved (0)' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 3, name: 'Tomato' })).not.toBeInTheDocument();
    // The month's tasks are the whole garden's, whatever the search.
    expect(within(thisMonth()).getByText('Water deeply once a week.')).toBeInTheDocument();
  });

  test('says so when nothing matches, in either tab', async () => {
    gardenApi();
    const { user } = await openGarden();
    await user.type(screen.getByLabelText('Search your plants'), 'okra');
    expect(await screen.findByText('No plants match your search.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Saved (0)' }));
    expect(screen.getByText('No saved plants match your search.')).toBeInTheDocument();
  });
});

describe('this month', () => {
  test('a weekend gardener’s month is planned over the weekends left: must-do first, then good to do', async () => {
    gardenApi();
    await openGarden();
    // Monday 15 June 2026: two weekends are left.
    const headings = within(thisMonth()).getAllByRole('heading', { level: 3 });
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'This weekend · June 20–21',
      'Next weekend · June 27–28',
    ]);
    const tasksUnder = (heading: HTMLElement) =>
      within(heading.parentElement!)
        .getAllByRole('listitem')
        .map((row) => row.querySelector('p')?.textContent);
    expect(tasksUnder(headings[0]!)).toEqual(['Plant Sweet Basil', 'Water deeply once a week.']);
    expect(tasksUnder(headings[1]!)).toEqual(['Pinch out suckers below the first flower cluster.']);
  });

  test('a daily gardener’s month is one list', async () => {
    gardenApi({ commitment: 'daily' });
    await openGarden();
    expect(within(thisMonth()).queryAllByRole('heading', { level: 3 })).toEqual([]);
    expect(within(thisMonth()).getAllByRole('listitem')).toHaveLength(3);
  });

  test('lists every task due this month across the garden: planting, seed starting and care', async () => {
    gardenApi();
    await openGarden();
    const rows = within(thisMonth()).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('p')?.textContent)).toEqual([
      'Plant Sweet Basil',
      'Water deeply once a week.',
      'Pinch out suckers below the first flower cluster.',
    ]);
    expect(within(thisMonth()).getByText('0 of 3 done in June')).toBeInTheDocument();
    // Saved plants have no tasks: Lavender's planting month is May, and it is not listed in May either.
  });

  test('ticking a task marks it done for this month in one request, at once, and keeps the server’s id', async () => {
    const added = deferredResponse();
    const { calls, state } = gardenApi({
      intercept: (method, path) => (method === 'POST' && path === '/api/tasks' ? added.promise : undefined),
    });
    const { user } = await openGarden();
    const done = within(thisMonth()).getByRole('checkbox', { name: 'Done: Plant Sweet Basil' });

    await user.click(done);
    expect(done).toHaveAttribute('aria-checked', 'true');
    expect(within(thisMonth()).getByText('1 of 3 done in June')).toBeInTheDocument();
    expect(calls).toContain(
      'POST /api/tasks {"plant_id":"sweet-basil","event_type":"planting","occurrence":"2026-06","completed":true}',
    );

    const task = buildTask({
      calendar_event_id: 77,
      plant_id: 'sweet-basil',
      task_key: 'plant-sweet-basil-planting',
      occurrence: '2026-06',
      completed: true,
    });
    state.tasks.push(task);
    added.resolve(jsonResponse({ task, changed: true }));
    await vi.waitFor(() =>
      expect(JSON.parse(localStorage.getItem('gardenTaskTracking_user-1') ?? '{}')).toEqual({
        'plant-sweet-basil-planting': [{ calendar_event_id: 77, occurrence: '2026-06', completed: true }],
      }),
    );
    expect(calls.filter((call) => call.includes('/api/tasks') && !call.startsWith('GET'))).toHaveLength(1);
    expect(done).toHaveAttribute('aria-checked', 'true');
  });

  test('one control per task: a checkbox, no Track; the card and the list tick the same task', async () => {
    const { calls } = gardenApi();
    const { user } = await openGarden();
    expect(screen.queryByRole('button', { name: /^Track/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Tracked')).not.toBeInTheDocument();
    const row = within(thisMonth()).getByText('Water deeply once a week.').closest('li')!;
    await user.click(within(row).getByRole('checkbox', { name: 'Done: Tomato: Water deeply once a week.' }));
    await vi.waitFor(() =>
      expect(calls).toContain(
        'POST /api/tasks {"plant_id":"tomato","event_type":"care","care_instruction_id":7,"occurrence":"2026-06","completed":true}',
      ),
    );
    expect(
      within(card('Tomato')).getByRole('checkbox', { name: 'Done: Tomato: Water deeply once a week.' }),
    ).toHaveAttribute('aria-checked', 'true');
  });

  test('watering ticked last month is still to do this month', async () => {
    gardenApi({
      tasks: [
        buildTask({
          calendar_event_id: 9,
          plant_id: 'tomato',
          event_type: 'care',
          care_instruction_id: 7,
          task_key: '7',
          occurrence: '2026-05',
          completed: true,
        }),
      ],
    });
    await openGarden();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(
      within(thisMonth()).getByRole('checkbox', { name: 'Done: Tomato: Water deeply once a week.' }),
    ).toHaveAttribute('aria-checked', 'false');
    expect(within(thisMonth()).getByText('0 of 3 done in June')).toBeInTheDocument();
  });

  test('a done task can be undone: its row goes', async () => {
    const { calls } = gardenApi({
      tasks: [
        buildTask({
          calendar_event_id: 9,
          plant_id: 'tomato',
          event_type: 'care',
          care_instruction_id: 7,
          task_key: '7',
          occurrence: '2026-06',
          completed: true,
        }),
      ],
    });
    const { user } = await openGarden();
    const done = within(card('Tomato')).getByRole('checkbox', { name: 'Done: Tomato: Water deeply once a week.' });
    await vi.waitFor(() => expect(done).toHaveAttribute('aria-checked', 'true'));

    await user.click(done);
    expect(done).toHaveAttribute('aria-checked', 'false');
    await vi.waitFor(() => expect(calls).toContain('DELETE /api/tasks/9'));
  });

  test('a refused task change is rolled back with the Error toast', async () => {
    const wasLogged = expectLoggedFailure();
    gardenApi({
      intercept: (method, path) => (method === 'POST' && path === '/api/tasks' ? serverError() : undefined),
    });
    const { user } = await openGarden();
    const done = within(thisMonth()).getByRole('checkbox', { name: 'Done: Plant Sweet Basil' });

    await user.click(done);
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Please try again.')).toBeInTheDocument();
    expect(done).toHaveAttribute('aria-checked', 'false');
    expect(within(thisMonth()).getByText('0 of 3 done in June')).toBeInTheDocument();
    wasLogged();
  });

  test('tasks kept on this device show at once; the server stays the truth', async () => {
    localStorage.setItem(
      'gardenTaskTracking_user-1',
      JSON.stringify({
        'plant-sweet-basil-planting': [{ calendar_event_id: 5, occurrence: '2026-06', completed: true }],
      }),
    );
    const tasks = deferredResponse();
    gardenApi({ intercept: (method, path) => (method === 'GET' && path === '/api/tasks' ? tasks.promise : undefined) });
    await openGarden();
    const done = within(thisMonth()).getByRole('checkbox', { name: 'Done: Plant Sweet Basil' });
    expect(done).toHaveAttribute('aria-checked', 'true');

    tasks.resolve(jsonResponse({ tasks: [] }));
    await vi.waitFor(() => expect(done).toHaveAttribute('aria-checked', 'false'));
    expect(localStorage.getItem('gardenTaskTracking_user-1')).toBe('{}');
  });

  test('a corrupt copy on this device is discarded', async () => {
    localStorage.setItem('gardenTaskTracking_user-1', '{"plant-sweet-basil-planting": {"calendar_event_id": "x"');
    const tasks = deferredResponse();
    gardenApi({ intercept: (method, path) => (method === 'GET' && path === '/api/tasks' ? tasks.promise : undefined) });
    await openGarden();
    expect(localStorage.getItem('gardenTaskTracking_user-1')).toBeNull();
    expect(within(thisMonth()).getByRole('checkbox', { name: 'Done: Plant Sweet Basil' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    tasks.resolve(jsonResponse({ tasks: [] }));
  });
});

describe('changing the garden', () => {
  test('Move to Garden moves a saved plant at once, then says Plant Moved', async () => {
    const moved = deferredResponse();
    gardenApi({ intercept: (method) => (method === 'PATCH' ? moved.promise : undefined) });
    const { user } = await openGarden();
    await user.click(screen.getByRole('tab', { name: 'Saved (1)' }));

    await user.click(within(card('Lavender')).getByRole('button', { name: 'Move to Garden' }));
    expect(screen.getByRole('tab', { name: 'Saved (0)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'My Garden (3)' })).toBeInTheDocument();

    moved.resolve(jsonResponse({ entry: buildEntry(lavender), changed: true }));
    expect(await screen.findByText('Plant Moved')).toBeInTheDocument();
    expect(screen.getByText('Lavender has been moved to your garden.')).toBeInTheDocument();
  });

  test('a refused move is rolled back with the Error toast', async () => {
    const wasLogged = expectLoggedFailure();
    gardenApi({ intercept: (method) => (method === 'PATCH' ? serverError() : undefined) });
    const { user } = await openGarden();
    await user.click(screen.getByRole('tab', { name: 'Saved (1)' }));

    await user.click(within(card('Lavender')).getByRole('button', { name: 'Move to Garden' }));
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Saved (1)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'My Garden (2)' })).toBeInTheDocument();
    wasLogged();
  });

  test('removing a garden plant asks first, then removes it with its tasks', async () => {
    const { calls } = gardenApi({
      tasks: [
        buildTask({
          calendar_event_id: 9,
          plant_id: 'tomato',
          event_type: 'care',
          care_instruction_id: 7,
          task_key: '7',
        }),
      ],
    });
    const { user } = await openGarden();
    const remove = within(card('Tomato')).getByRole('button', { name: 'Remove Tomato from your garden' });

    await user.click(remove);
    const dialog = screen.getByRole('dialog', { name: 'Remove Tomato from your garden?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.startsWith('DELETE'))).toBe(false);

    await user.click(remove);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(screen.queryByRole('heading', { level: 3, name: 'Tomato' })).not.toBeInTheDocument();
    expect(within(thisMonth()).queryByText('Water deeply once a week.')).not.toBeInTheDocument();
    expect(await screen.findByText('Plant Removed')).toBeInTheDocument();
    expect(screen.getByText('Tomato has been removed from your garden.')).toBeInTheDocument();
    expect(calls).toContain('DELETE /api/garden/tomato');
  });

  test('a refused removal brings the plant and its tasks back with the Error toast', async () => {
    const wasLogged = expectLoggedFailure();
    gardenApi({
      tasks: [
        buildTask({
          calendar_event_id: 9,
          plant_id: 'tomato',
          event_type: 'care',
          care_instruction_id: 7,
          task_key: '7',
          completed: true,
        }),
      ],
      intercept: (method) => (method === 'DELETE' ? serverError() : undefined),
    });
    const { user } = await openGarden();
    await vi.waitFor(() =>
      expect(within(card('Tomato')).getByRole('checkbox')).toHaveAttribute('aria-checked', 'true'),
    );

    await user.click(within(card('Tomato')).getByRole('button', { name: 'Remove Tomato from your garden' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(within(card('Tomato')).getByRole('checkbox')).toHaveAttribute('aria-checked', 'true');
    wasLogged();
  });

  test('Remove from Saved removes a saved plant; one already gone counts as removed', async () => {
    // Removed meanwhile elsewhere: the server no longer has it.
    gardenApi({
      intercept: (method, _path, state) => {
        if (method !== 'DELETE') return undefined;
        state.entries = state.entries.filter((entry) => entry.plant_id !== 'lavender');
        return notFound();
      },
    });
    const { user } = await openGarden();
    await user.click(screen.getByRole('tab', { name: 'Saved (1)' }));

    await user.click(within(card('Lavender')).getByRole('button', { name: 'Remove from Saved' }));
    expect(screen.getByRole('tab', { name: 'Saved (0)' })).toBeInTheDocument();
    expect(await screen.findByText('Plant Removed')).toBeInTheDocument();
    expect(screen.getByText('Lavender has been removed from your saved plants.')).toBeInTheDocument();
  });
});
