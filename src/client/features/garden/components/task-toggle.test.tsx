import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { GardenEntry, Task } from '#shared/garden/api.ts';
import { jsonResponse, mockApi, notFound } from '#client/testing/render-route.tsx';
import type { GardenViewer } from '../lib/garden-viewer.ts';
import { buildEntry, buildGardenPlant, buildTask, deferredResponse } from '#shared/testing/garden-fixtures.ts';
import { renderGarden } from '../testing/render-garden.tsx';
import { TaskToggle } from './task-toggle.tsx';

afterEach(() => {
  toast.dismiss();
});

const gardener: GardenViewer = { id: 'user-1', isAnonymous: false };
const tomato = buildGardenPlant();

/** The garden holds `entries`; task calls are recorded, and POST /api/tasks answers `added` (a refusal tracks nothing). */
function tasksApi(entries: GardenEntry[], added: () => Response | Promise<Response> = () => postAnswer()) {
  const calls: string[] = [];
  let tracked: Task | null = null;
  mockApi(async (url, init) => {
    const method = init?.method ?? 'GET';
    if (url.pathname === '/api/garden') return jsonResponse({ entries });
    if (url.pathname === '/api/tasks' && method === 'GET') return jsonResponse({ tasks: tracked ? [tracked] : [] });
    if (url.pathname.startsWith('/api/tasks')) {
      calls.push(`${method} ${url.pathname}${init?.body ? ` ${String(init.body)}` : ''}`);
      if (method === 'POST') {
        const response = await added();
        if (response.ok) tracked = plantingTask();
        return response;
      }
      if (method === 'PATCH' && tracked) {
        const { completed } = JSON.parse(String(init?.body)) as { completed: boolean };
        tracked = { ...tracked, completed };
        return jsonResponse(tracked);
      }
    }
    return notFound();
  });
  return calls;
}

const postAnswer = () => jsonResponse({ task: plantingTask(), changed: true });

function plantingTask(overrides: Partial<Task> = {}): Task {
  return buildTask({ calendar_event_id: 31, plant_id: 'tomato', task_key: 'plant-tomato-planting', ...overrides });
}

function Toggle({ viewer = gardener }: { viewer?: GardenViewer }) {
  return (
    <>
      <h1>Tomato</h1>
      <TaskToggle viewer={viewer} plantId="tomato" eventType="planting" taskName="Plant Tomato" />
    </>
  );
}

describe('TaskToggle', () => {
  test.each([
    ['a visitor', null, [buildEntry(tomato)]],
    ['a guest', { id: 'guest-1', isAnonymous: true }, [buildEntry(tomato)]],
    ['a plant not in the garden', gardener, []],
    ['a saved plant', gardener, [buildEntry(tomato, true)]],
  ])('shows nothing for %s', async (_, viewer, entries) => {
    tasksApi(entries);
    renderGarden(<Toggle viewer={viewer} />);
    await screen.findByRole('heading', { name: 'Tomato' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Track/ })).not.toBeInTheDocument();
  });

  test('tracks at once with a temporary id, then marks done with the server’s id once it arrives', async () => {
    const added = deferredResponse();
    const calls = tasksApi([buildEntry(tomato)], () => added.promise);
    const { user } = renderGarden(<Toggle />);

    await user.click(await screen.findByRole('button', { name: 'Track: Plant Tomato' }));
    expect(screen.getByText('Tracked')).toBeInTheDocument();
    const done = screen.getByRole('checkbox', { name: 'Done: Plant Tomato' });
    await user.click(done);
    expect(done).toHaveAttribute('aria-checked', 'true');
    // Marking it done waits for the task's id.
    expect(calls).toEqual(['POST /api/tasks {"plant_id":"tomato","event_type":"planting"}']);

    added.resolve(jsonResponse({ task: plantingTask(), changed: true }));
    await vi.waitFor(() => expect(calls).toContain('PATCH /api/tasks/31 {"completed":true}'));
    expect(calls).toHaveLength(2);
    await vi.waitFor(() =>
      expect(JSON.parse(localStorage.getItem('gardenTaskTracking_user-1') ?? '{}')).toEqual({
        'plant-tomato-planting': { calendar_event_id: 31, completed: true },
      }),
    );
    expect(done).toHaveAttribute('aria-checked', 'true');
  });

  test('a task already tracked is not tracked again', async () => {
    const calls = tasksApi([buildEntry(tomato)]);
    const { user } = renderGarden(<Toggle />);
    const track = await screen.findByRole('button', { name: 'Track: Plant Tomato' });
    await user.dblClick(track);
    await vi.waitFor(() => expect(calls).toEqual(['POST /api/tasks {"plant_id":"tomato","event_type":"planting"}']));
    expect(await screen.findByText('Tracked')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  test('a task the server refuses (the plant left the garden) is rolled back with the Error toast', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    tasksApi([buildEntry(tomato)], () =>
      jsonResponse({ error: { code: 'conflict', message: 'Plant must be in your garden to add this task.' } }, 409),
    );
    const { user } = renderGarden(<Toggle />);

    await user.click(await screen.findByRole('button', { name: 'Track: Plant Tomato' }));
    expect(await screen.findByText('Plant must be in your garden to add this task.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Track: Plant Tomato' })).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
  });
});
