import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { GardenEntry } from '#shared/garden/api.ts';
import { OFFLINE_MESSAGE } from '#client/lib/api-client.ts';
import { jsonResponse, mockApi, notFound } from '#client/testing/render-route.tsx';
import { useAddToGarden } from '../api/add-to-garden.ts';
import { useGarden } from '../api/get-garden.ts';
import type { GardenViewer } from '../lib/garden-viewer.ts';
import { buildEntry, buildGardenPlant, deferredResponse } from '#shared/testing/garden-fixtures.ts';
import { renderGarden } from '../testing/render-garden.tsx';
import { readPendingPlant } from '../lib/pending-plant.ts';
import { AddHint } from './add-hint.tsx';
import { GardenActions } from './garden-actions.tsx';

afterEach(() => {
  toast.dismiss();
});

const gardener: GardenViewer = { id: 'user-1', isAnonymous: false };
const tomato = buildGardenPlant();

type Answer = Response | Promise<Response> | undefined;

/**
 * The garden routes over `entries`: POST adds or saves, PATCH moves, DELETE removes.
 * `answer` may answer a change instead: a failure (nothing changes), or a reply the test
 * holds back (the change is made). Every change is recorded.
 */
function gardenApi(entries: GardenEntry[], answer: (method: string) => Answer = () => undefined) {
  let garden = [...entries];
  const changes: string[] = [];
  const fetch = mockApi((url, init) => {
    const method = init?.method ?? 'GET';
    if (url.pathname === '/api/garden' && method === 'GET') return jsonResponse({ entries: garden });
    if (!url.pathname.startsWith('/api/garden')) return notFound();
    changes.push(`${method} ${url.pathname}${init?.body ? ` ${String(init.body)}` : ''}`);
    const answered = answer(method);
    // A refusal changes nothing.
    if (answered instanceof Response && !answered.ok) return answered;
    const plantId = url.pathname.split('/')[3] ?? (JSON.parse(String(init?.body)) as { plant_id: string }).plant_id;
    const plant = buildGardenPlant({ id: plantId, plantName: plantId === 'tomato' ? 'Tomato' : 'Kale' });
    garden = garden.filter((entry) => entry.plant_id !== plantId);
    const entry = buildEntry(plant, method === 'POST' && String(init?.body).includes('"save_later":true'));
    if (method !== 'DELETE') garden.push(entry);
    if (answered) return answered;
    return method === 'DELETE' ? new Response(null, { status: 204 }) : jsonResponse({ entry, changed: true });
  });
  return { fetch, changes };
}

function Actions({ viewer = gardener }: { viewer?: GardenViewer }) {
  return (
    <>
      <GardenActions plant={tomato} viewer={viewer} />
      <AddHint plant={tomato} viewer={viewer} />
    </>
  );
}

const button = (name: string) => screen.getByRole('button', { name });

describe('GardenActions', () => {
  test.each([
    ['Add to Garden', false, 'Create a free account to keep Tomato in your garden'],
    ['Save for Later', true, 'Create a free account to save Tomato for later'],
  ])(
    'a visitor who presses %s is told why, sent to /signup, and the plant waits for the account',
    async (name, saveLater, reason) => {
      const { fetch } = gardenApi([]);
      const { user, router } = renderGarden(<Actions viewer={null} />);

      await user.click(button(name));
      expect(await screen.findByText(reason)).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/signup');
      expect(readPendingPlant()).toMatchObject({ plantId: 'tomato', plantName: 'Tomato', saveLater });
      expect(fetch).not.toHaveBeenCalled();
    },
  );

  test('a guest who presses Add to Garden is sent to /signup the same way, and the refusal is logged', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { fetch } = gardenApi([]);
    const { user, router } = renderGarden(<Actions viewer={{ id: 'guest-1', isAnonymous: true }} />);

    await user.click(button('Add to Garden'));
    expect(logged).toHaveBeenCalledWith('Anonymous users cannot add plants. Please sign up or log in.');
    expect(await screen.findByText('Create a free account to keep Tomato in your garden')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signup');
    expect(readPendingPlant()).toMatchObject({ plantId: 'tomato', saveLater: false });
    expect(fetch).not.toHaveBeenCalled();
  });

  test('Add to Garden shows In My Garden at once, then says Plant Saved', async () => {
    const added = deferredResponse();
    const { changes } = gardenApi([], () => added.promise);
    const { user } = renderGarden(<Actions />);

    await user.click(await screen.findByRole('button', { name: 'Add to Garden' }));
    expect(screen.getByText('In My Garden')).toBeInTheDocument();
    expect(changes).toEqual(['POST /api/garden {"plant_id":"tomato","save_later":false}']);

    added.resolve(jsonResponse({ entry: buildEntry(tomato), changed: true }));
    expect(await screen.findByText('Plant Saved')).toBeInTheDocument();
    expect(screen.getByText('Tomato has been added to your garden.')).toBeInTheDocument();
  });

  test('a refused add is rolled back with the Error toast', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    gardenApi([], () => jsonResponse({ error: { code: 'internal', message: 'Something broke' } }, 500));
    const { user } = renderGarden(<Actions />);

    await user.click(await screen.findByRole('button', { name: 'Add to Garden' }));
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Please try again.')).toBeInTheDocument();
    expect(button('Add to Garden')).toBeEnabled();
    expect(screen.queryByText('In My Garden')).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Could not save Tomato:', expect.anything());
  });

  test('offline, an add is refused at once with a clear message and rolled back; nothing is sent', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const { changes } = gardenApi([]);
      const { user } = renderGarden(<Actions />);

      await user.click(await screen.findByRole('button', { name: 'Add to Garden' }));
      expect(await screen.findByText('Error')).toBeInTheDocument();
      expect(screen.getByText(OFFLINE_MESSAGE)).toBeInTheDocument();
      expect(button('Add to Garden')).toBeEnabled();
      expect(changes).toEqual([]);
      // Refusing is expected offline, not a fault to log.
      expect(logged).not.toHaveBeenCalled();
    } finally {
      online.mockRestore();
    }
  });

  test('a saved plant can be moved to the garden, or removed from the saved list', async () => {
    const { changes } = gardenApi([buildEntry(tomato, true)]);
    const { user } = renderGarden(<Actions />);

    await user.click(await screen.findByRole('button', { name: 'Remove from Saved' }));
    expect(button('Save for Later')).toBeInTheDocument();
    expect(await screen.findByText('Plant Removed')).toBeInTheDocument();
    expect(changes).toEqual(['DELETE /api/garden/tomato']);
  });

  test('Save for Later, then Move to Garden', async () => {
    const { changes } = gardenApi([]);
    const { user } = renderGarden(<Actions />);

    await user.click(await screen.findByRole('button', { name: 'Save for Later' }));
    expect(screen.getByText('Tomato has been saved for later.')).toBeInTheDocument();
    await user.click(button('Move to Garden'));
    expect(screen.getByText('In My Garden')).toBeInTheDocument();
    expect(await screen.findByText('Tomato has been moved to your garden.')).toBeInTheDocument();
    expect(changes).toEqual([
      'POST /api/garden {"plant_id":"tomato","save_later":true}',
      'PATCH /api/garden/tomato {"save_later":false}',
    ]);
  });

  test('a garden plant can be removed after a confirmation', async () => {
    const { changes } = gardenApi([buildEntry(tomato)]);
    const { user } = renderGarden(<Actions />);

    await user.click(await screen.findByRole('button', { name: 'Remove from Garden' }));
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(button('Add to Garden')).toBeInTheDocument();
    expect(await screen.findByText('Tomato has been removed from your garden.')).toBeInTheDocument();
    expect(changes).toEqual(['DELETE /api/garden/tomato']);
  });
});

/** Presses Add twice in a row for a plant, or Save. */
function Repeats() {
  const garden = useGarden('user-1');
  const { add, saveForLater } = useAddToGarden('user-1');
  if (!garden.data) return null;
  return ['tomato', 'kale'].map((id) => {
    const plant = buildGardenPlant({ id, plantName: id === 'tomato' ? 'Tomato' : 'Kale' });
    return (
      <p key={id}>
        <button type="button" onClick={() => [add(plant), add(plant)]}>
          Add {id} twice
        </button>
        <button type="button" onClick={() => saveForLater(plant)}>
          Save {id}
        </button>
      </p>
    );
  });
}

describe('useAddToGarden', () => {
  test('repeat adds are ignored: a plant is added once, and one in the garden is not added or saved again', async () => {
    const added = deferredResponse();
    const kale = buildGardenPlant({ id: 'kale', plantName: 'Kale' });
    const { changes } = gardenApi([buildEntry(kale)], () => added.promise);
    const { user } = renderGarden(<Repeats />);

    await user.click(await screen.findByRole('button', { name: 'Add tomato twice' }));
    await user.click(button('Save tomato'));
    expect(changes).toEqual(['POST /api/garden {"plant_id":"tomato","save_later":false}']);
    added.resolve(jsonResponse({ entry: buildEntry(tomato), changed: true }));
    expect(await screen.findByText('Plant Saved')).toBeInTheDocument();

    await user.click(button('Add kale twice'));
    await user.click(button('Save kale'));
    expect(changes).toHaveLength(1);
  });
});

describe('AddHint', () => {
  test('shows on the first plant opened in a browser session only', async () => {
    gardenApi([]);
    const first = renderGarden(<Actions />);
    expect(await screen.findByRole('note')).toHaveTextContent(/add Tomato to your garden/);
    expect(sessionStorage.getItem('plantDetailsHintShown')).not.toBeNull();
    first.unmount();

    renderGarden(<Actions />);
    await screen.findByRole('button', { name: 'Add to Garden' });
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  test('is hidden once the plant is saved, and can be dismissed', async () => {
    gardenApi([]);
    const { user, unmount } = renderGarden(<Actions />);
    await user.click(await screen.findByRole('button', { name: 'Save for Later' }));
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    unmount();

    sessionStorage.clear();
    renderGarden(<Actions />);
    await screen.findByRole('note');
    await user.click(screen.getByRole('button', { name: 'Dismiss tip' }));
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});
