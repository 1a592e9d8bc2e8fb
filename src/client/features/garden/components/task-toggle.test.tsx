import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { GardenEntry, Task } from '#shared/garden/api.ts';
import { jsonResponse, mockApi, notFound } from '#client/testing/render-route.tsx';
import type { GardenViewer } from '../lib/garden-viewer.ts';
import { calendarMonthOf, monthOf, occurrenceOf } from '#shared/garden/tasks.ts';
import {
  buildCare,
  buildEntry,
  buildGardenPlant,
  buildTask,
  deferredResponse,
} from '#shared/testing/garden-fixtures.ts';
import { renderGarden } from '../testing/render-garden.tsx';
import { TaskToggle } from './task-toggle.tsx';

afterEach(() => {
  toast.dismiss();
});

const gardener: GardenViewer = { id: 'user-1', isAnonymous: false };
const tomato = buildGardenPlant();

const thisMonth = occurrenceOf(calendarMonthOf(new Date()));

/**
 * The garden holds `entries`; task calls are recorded. POST /api/tasks answers `added` (a
 * refusal records nothing) and DELETE takes the row away.
 */
function tasksApi(entries: GardenEntry[], added: () => Response | Promise<Response> = () => postAnswer()) {
  const calls: string[] = [];
  let rows: Task[] = [];
  mockApi(async (url, init) => {
    const method = init?.method ?? 'GET';
    if (url.pathname === '/api/garden') return jsonResponse({ entries });
    if (url.pathname === '/api/tasks' && method === 'GET') return jsonResponse({ tasks: rows });
    if (url.pathname.startsWith('/api/tasks')) {
      calls.push(`${method} ${url.pathname}${init?.body ? ` ${String(init.body)}` : ''}`);
      if (method === 'POST') {
        const response = await added();
        if (response.ok) rows = [plantingTask()];
        return response;
      }
      if (method === 'DELETE') {
        rows = rows.filter((row) => url.pathname !== `/api/tasks/${row.calendar_event_id}`);
        return new Response(null, { status: 204 });
      }
    }
    return notFound();
  });
  return calls;
}

const postAnswer = () => jsonResponse({ task: plantingTask(), changed: true });

function plantingTask(overrides: Partial<Task> = {}): Task {
  return buildTask({
    calendar_event_id: 31,
    plant_id: 'tomato',
    task_key: 'plant-tomato-planting',
    occurrence: thisMonth,
    completed: true,
    ...overrides,
  });
}

const tick = `POST /api/tasks {"plant_id":"tomato","event_type":"planting","occurrence":"${thisMonth}","completed":true}`;

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
  });

  test('one control: a tick shows at once and is one request for this month, kept on the device', async () => {
    const added = deferredResponse();
    const calls = tasksApi([buildEntry(tomato)], () => added.promise);
    const { user } = renderGarden(<Toggle />);

    const done = await screen.findByRole('checkbox', { name: 'Done: Plant Tomato' });
    expect(screen.getByText('Done this season')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Track/ })).not.toBeInTheDocument();
    await user.click(done);
    expect(done).toHaveAttribute('aria-checked', 'true');
    expect(calls).toEqual([tick]);

    added.resolve(postAnswer());
    await vi.waitFor(() =>
      expect(JSON.parse(localStorage.getItem('gardenTaskTracking_user-1') ?? '{}')).toEqual({
        'plant-tomato-planting': [{ calendar_event_id: 31, occurrence: thisMonth, completed: true }],
      }),
    );
    expect(done).toHaveAttribute('aria-checked', 'true');
    expect(calls).toHaveLength(1);
  });

  test('taking a tick back while it is being made waits for its id, then removes that row', async () => {
    const added = deferredResponse();
    const calls = tasksApi([buildEntry(tomato)], () => added.promise);
    const { user } = renderGarden(<Toggle />);
    const done = await screen.findByRole('checkbox', { name: 'Done: Plant Tomato' });
    await user.click(done);
    await user.click(done);
    expect(done).toHaveAttribute('aria-checked', 'false');
    expect(calls).toEqual([tick]);
    added.resolve(postAnswer());
    await vi.waitFor(() => expect(calls).toEqual([tick, 'DELETE /api/tasks/31']));
    expect(done).toHaveAttribute('aria-checked', 'false');
  });

  test('a double click ticks once', async () => {
    const calls = tasksApi([buildEntry(tomato)]);
    const { user } = renderGarden(<Toggle />);
    await user.dblClick(await screen.findByRole('checkbox', { name: 'Done: Plant Tomato' }));
    await vi.waitFor(() => expect(calls.length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 20));
    // The second click takes the first back: the task ends where it started, and the server agrees.
    expect(screen.getByRole('checkbox', { name: 'Done: Plant Tomato' })).toHaveAttribute('aria-checked', 'false');
    await vi.waitFor(() => expect(calls).toEqual([tick, 'DELETE /api/tasks/31']));
  });

  test('a tick the server refuses (the plant left the garden) is rolled back with the Error toast', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    tasksApi([buildEntry(tomato)], () =>
      jsonResponse({ error: { code: 'conflict', message: 'Plant must be in your garden to add this task.' } }, 409),
    );
    const { user } = renderGarden(<Toggle />);

    const done = await screen.findByRole('checkbox', { name: 'Done: Plant Tomato' });
    await user.click(done);
    expect(await screen.findByText('Plant must be in your garden to add this task.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(done).toHaveAttribute('aria-checked', 'false');
    expect(logged).toHaveBeenCalled();
  });

  test('a care step shows its control only in a month it is due, for this month or this season', async () => {
    const month = monthOf(new Date());
    const other = monthOf(new Date(new Date().getFullYear(), new Date().getMonth() + 3, 1));
    const plant = buildGardenPlant({
      care: {
        must_do: [
          buildCare({ care_instruction_id: 1, step: 'Water', months: [month] }),
          buildCare({ care_instruction_id: 2, step: 'Mulch', months: [month], oncePerSeason: true }),
          buildCare({ care_instruction_id: 3, step: 'Prune', months: [other] }),
        ],
        good_to_do: [],
        optional: [],
      },
    });
    tasksApi([buildEntry(plant)]);
    renderGarden(
      <>
        <h1>Tomato</h1>
        {[1, 2, 3].map((id) => (
          <TaskToggle
            key={id}
            viewer={gardener}
            plantId="tomato"
            eventType="care"
            careInstructionId={id}
            taskName={`step ${id}`}
          />
        ))}
      </>,
    );
    expect(await screen.findByRole('checkbox', { name: 'Done: step 1' })).toHaveTextContent('Done this month');
    expect(screen.getByRole('checkbox', { name: 'Done: step 2' })).toHaveTextContent('Done this season');
    expect(screen.queryByRole('checkbox', { name: 'Done: step 3' })).not.toBeInTheDocument();
  });
});
