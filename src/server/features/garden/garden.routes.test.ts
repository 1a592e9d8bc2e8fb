import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { ErrorBodySchema } from '#shared/errors.ts';
import {
  GardenChangeSchema,
  GardenResponseSchema,
  TaskChangeSchema,
  TaskSchema,
  TasksResponseSchema,
  type Task,
} from '#shared/garden/api.ts';
import { addMonths, calendarMonthOf, occurrenceOf } from '#shared/garden/tasks.ts';
import { CareGuideSchema } from '#shared/plants/api.ts';
import { guestBrowser, signedInBrowser, testBrowser, type TestBrowser } from '#tests/setup/session-client.ts';
import { TEST_DIALECTS } from '#tests/setup/test-database.ts';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';

function send(browser: TestBrowser, method: string, path: string, body?: unknown) {
  return browser.request(path, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
}

async function garden(browser: TestBrowser) {
  const res = await browser.json('/api/garden');
  expect(res.status).toBe(200);
  return GardenResponseSchema.parse(await res.json()).entries.map((e) => [e.plant_id, e.save_later] as const);
}

async function tasks(browser: TestBrowser) {
  const res = await browser.json('/api/tasks');
  expect(res.status).toBe(200);
  return TasksResponseSchema.parse(await res.json()).tasks;
}

async function add(browser: TestBrowser, plant_id: string, save_later: boolean) {
  const res = await send(browser, 'POST', '/api/garden', { plant_id, save_later });
  expect(res.status).toBe(200);
  return GardenChangeSchema.parse(await res.json());
}

async function track(browser: TestBrowser, body: unknown): Promise<{ task: Task; changed: boolean }> {
  const res = await send(browser, 'POST', '/api/tasks', body);
  expect(res.status, await res.clone().text()).toBe(200);
  return TaskChangeSchema.parse(await res.json());
}

describe.each(TEST_DIALECTS)('the garden and task API on %s', (dialect) => {
  let t: TestApp;
  let tomatoCareId: number;
  let basilCareId: number;
  beforeAll(async () => {
    t = await createTestApp(dialect, { catalogue: true, climate: true });
    const visitor = testBrowser(t);
    const care = async (id: string) =>
      CareGuideSchema.parse(await (await visitor.json(`/api/plant-care/${id}`, { zone: '7a' })).json()).care_plan
        .must_do[0]!.care_instruction_id;
    tomatoCareId = await care('tomato');
    basilCareId = await care('sweet-basil');
  }, 60_000);
  afterAll(async () => {
    await t.destroy();
  });

  test('the state machine: add, save, saved → garden, remove; repeats ignored', async () => {
    const user = await signedInBrowser(t);
    expect(await garden(user)).toEqual([]);

    expect(await add(user, 'tomato', false)).toMatchObject({
      changed: true,
      entry: { plant_id: 'tomato', save_later: false },
    });
    expect(await add(user, 'tomato', false)).toMatchObject({ changed: false, entry: { save_later: false } });
    // Saving a plant already in the garden is ignored.
    expect(await add(user, 'tomato', true)).toMatchObject({ changed: false, entry: { save_later: false } });

    expect(await add(user, 'garlic', true)).toMatchObject({ changed: true, entry: { save_later: true } });
    expect(await add(user, 'garlic', true)).toMatchObject({ changed: false, entry: { save_later: true } });
    expect(await garden(user)).toEqual([
      ['tomato', false],
      ['garlic', true],
    ]);

    const moved = await send(user, 'PATCH', '/api/garden/garlic', { save_later: false });
    expect(GardenChangeSchema.parse(await moved.json())).toMatchObject({ changed: true, entry: { save_later: false } });
    const again = await send(user, 'PATCH', '/api/garden/garlic', { save_later: false });
    expect(GardenChangeSchema.parse(await again.json()).changed).toBe(false);

    // A saved plant added to the garden moves there.
    await add(user, 'pothos', true);
    expect(await add(user, 'pothos', false)).toMatchObject({ changed: true, entry: { save_later: false } });

    expect((await send(user, 'DELETE', '/api/garden/garlic')).status).toBe(204);
    expect((await send(user, 'DELETE', '/api/garden/garlic')).status).toBe(404);
    expect(await garden(user)).toEqual([
      ['tomato', false],
      ['pothos', false],
    ]);
  });

  test('each entry carries its plant, personalised to the profile', async () => {
    const user = await signedInBrowser(t);
    await send(user, 'PUT', '/api/profile', { zone: '7a' });
    await add(user, 'tomato', false);
    const res = await user.json('/api/garden');
    const [entry] = GardenResponseSchema.parse(await res.json()).entries;
    expect(entry?.plant).toMatchObject({ id: 'tomato', plantName: 'Tomato', place: { zone: '7a', source: 'profile' } });
    expect(entry?.plant.planting_month).not.toBeNull();
  });

  test('the garden personalises each plant as its page does for the gardener, profile or none', async () => {
    const user = await signedInBrowser(t);
    await add(user, 'tomato', false);
    await add(user, 'pepper', true);
    const entriesAndPages = async () => {
      const { entries } = GardenResponseSchema.parse(await (await user.json('/api/garden')).json());
      const pages = await Promise.all(entries.map(async (e) => (await user.json(`/api/plants/${e.plant_id}`)).json()));
      return { entries, pages };
    };

    const none = await entriesAndPages();
    expect(none.entries.map((e) => [e.plant_id, e.plant.place])).toEqual([
      ['tomato', null],
      ['pepper', null],
    ]);
    expect(none.entries.map((e) => e.plant)).toEqual(none.pages);

    await send(user, 'PUT', '/api/profile', { zip_code: '55401' });
    const byZip = await entriesAndPages();
    expect(byZip.entries[0]?.plant.place).toMatchObject({ source: 'profile', zip: '55401' });
    expect(byZip.entries.map((e) => e.plant)).toEqual(byZip.pages);

    // A ZIP outside the zone the profile names: the zone's typical dates.
    await send(user, 'PUT', '/api/profile', { zone: '9a' });
    const byZone = await entriesAndPages();
    expect(byZone.entries[0]?.plant.place).toMatchObject({ source: 'profile', zone: '9a', zip: null });
    expect(byZone.entries.map((e) => e.plant)).toEqual(byZone.pages);
  });

  test('an added plant is answered personalised to the profile as its page is, profile or none', async () => {
    const user = await signedInBrowser(t);
    const addedAndPage = async (plant: string, profile: Record<string, string> | null) => {
      if (profile) expect((await send(user, 'PUT', '/api/profile', profile)).status).toBe(200);
      const { entry, changed } = await add(user, plant, false);
      expect(changed).toBe(true);
      return { added: entry.plant, page: await (await user.json(`/api/plants/${plant}`)).json() };
    };

    const none = await addedAndPage('tomato', null);
    expect(none.added.place).toBeNull();
    expect(none.added).toEqual(none.page);

    const byZip = await addedAndPage('pepper', { zip_code: '55401' });
    expect(byZip.added.place).toMatchObject({ source: 'profile', zip: '55401' });
    expect(byZip.added).toEqual(byZip.page);

    // A ZIP outside the zone the profile names: the zone's typical dates.
    const byZone = await addedAndPage('sweet-basil', { zone: '9a' });
    expect(byZone.added.place).toMatchObject({ source: 'profile', zone: '9a', zip: null });
    expect(byZone.added).toEqual(byZone.page);
  });

  test('two adds at once leave one row', async () => {
    const user = await signedInBrowser(t);
    const results = await Promise.all(
      Array.from({ length: 6 }, () => send(user, 'POST', '/api/garden', { plant_id: 'pepper', save_later: false })),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const changes = await Promise.all(results.map(async (r) => GardenChangeSchema.parse(await r.json()).changed));
    expect(changes.filter(Boolean)).toHaveLength(1);
    expect(await garden(user)).toEqual([['pepper', false]]);
  });

  test('tasks: track, repeat ignored, toggle, untrack; only for plants in the garden', async () => {
    const user = await signedInBrowser(t);
    const notYet = await send(user, 'POST', '/api/tasks', { plant_id: 'tomato', event_type: 'planting' });
    expect(notYet.status).toBe(409);
    expect(ErrorBodySchema.parse(await notYet.json()).error.message).toBe(
      'Plant must be in your garden to add this task.',
    );
    await add(user, 'tomato', true);
    expect((await send(user, 'POST', '/api/tasks', { plant_id: 'tomato', event_type: 'planting' })).status).toBe(409);
    await add(user, 'tomato', false);

    const planting = await track(user, { plant_id: 'tomato', event_type: 'planting' });
    expect(planting).toMatchObject({
      changed: true,
      task: {
        plant_id: 'tomato',
        event_type: 'planting',
        care_instruction_id: null,
        completed: false,
        task_key: 'plant-tomato-planting',
      },
    });
    const seeds = await track(user, { plant_id: 'tomato', event_type: 'seed_starting', care_instruction_id: null });
    expect(seeds.task.task_key).toBe('plant-tomato-seed-starting');
    const care = await track(user, { plant_id: 'tomato', event_type: 'care', care_instruction_id: tomatoCareId });
    expect(care.task.task_key).toBe(String(tomatoCareId));
    const repeat = await track(user, { plant_id: 'tomato', event_type: 'care', care_instruction_id: tomatoCareId });
    expect(repeat).toMatchObject({ changed: false, task: { calendar_event_id: care.task.calendar_event_id } });

    const done = await send(user, 'PATCH', `/api/tasks/${care.task.calendar_event_id}`, { completed: true });
    expect(TaskSchema.parse(await done.json()).completed).toBe(true);
    const undone = await send(user, 'PATCH', `/api/tasks/${care.task.calendar_event_id}`, { completed: false });
    expect(TaskSchema.parse(await undone.json()).completed).toBe(false);

    expect((await send(user, 'DELETE', `/api/tasks/${seeds.task.calendar_event_id}`)).status).toBe(204);
    expect((await tasks(user)).map((task) => task.task_key)).toEqual(['plant-tomato-planting', String(tomatoCareId)]);
  });

  test('a tick belongs to one month: each month has its own row, done in one request, months far off refused', async () => {
    const user = await signedInBrowser(t);
    await add(user, 'tomato', false);
    const thisMonth = calendarMonthOf(new Date());
    const [thisOne, nextOne] = [occurrenceOf(thisMonth), occurrenceOf(addMonths(thisMonth, 1))];
    const water = { plant_id: 'tomato', event_type: 'care', care_instruction_id: tomatoCareId } as const;

    const first = await track(user, { ...water, occurrence: thisOne, completed: true });
    expect(first).toMatchObject({ changed: true, task: { occurrence: thisOne, completed: true } });
    // The same month again is the same row; another month is a row of its own, not yet done.
    expect(await track(user, { ...water, occurrence: thisOne, completed: true })).toMatchObject({
      changed: false,
      task: { calendar_event_id: first.task.calendar_event_id },
    });
    const next = await track(user, { ...water, occurrence: nextOne });
    expect(next.task.calendar_event_id).not.toBe(first.task.calendar_event_id);
    expect(next).toMatchObject({ changed: true, task: { occurrence: nextOne, completed: false } });
    // `completed` changes a row the gardener has.
    expect(await track(user, { ...water, occurrence: nextOne, completed: true })).toMatchObject({
      changed: true,
      task: { calendar_event_id: next.task.calendar_event_id, completed: true },
    });
    // Without a month, the tick is this month's (UTC).
    const planting = await track(user, { plant_id: 'tomato', event_type: 'planting' });
    expect(planting.task.occurrence).toBe(
      occurrenceOf({ year: new Date().getUTCFullYear(), month: new Date().getUTCMonth() + 1 }),
    );

    const listed = await tasks(user);
    expect(listed.filter((task) => task.task_key === String(tomatoCareId)).map((task) => task.occurrence)).toEqual([
      thisOne,
      nextOne,
    ]);
    for (const far of [addMonths(thisMonth, 30), addMonths(thisMonth, -30)]) {
      const res = await send(user, 'POST', '/api/tasks', { ...water, occurrence: occurrenceOf(far), completed: true });
      expect(res.status).toBe(400);
      expect(ErrorBodySchema.parse(await res.json()).error.message).toBe(
        'A task can be ticked for a month up to two years away, not further.',
      );
    }
    expect(await tasks(user)).toEqual(listed);
  });

  test('a care step must belong to the plant named', async () => {
    const user = await signedInBrowser(t);
    await add(user, 'tomato', false);
    for (const care_instruction_id of [basilCareId, 999_999]) {
      const res = await send(user, 'POST', '/api/tasks', {
        plant_id: 'tomato',
        event_type: 'care',
        care_instruction_id,
      });
      expect(res.status).toBe(404);
      expect(ErrorBodySchema.parse(await res.json()).error.message).toBe(
        'Care instruction or associated plant_id not found.',
      );
    }
  });

  test('removing a garden plant removes its tasks in the same transaction', async () => {
    const user = await signedInBrowser(t);
    await add(user, 'tomato', false);
    await add(user, 'sweet-basil', false);
    await track(user, { plant_id: 'tomato', event_type: 'planting' });
    await track(user, { plant_id: 'tomato', event_type: 'care', care_instruction_id: tomatoCareId });
    await track(user, { plant_id: 'sweet-basil', event_type: 'care', care_instruction_id: basilCareId });
    expect((await send(user, 'DELETE', '/api/garden/tomato')).status).toBe(204);
    expect((await tasks(user)).map((task) => task.plant_id)).toEqual(['sweet-basil']);
    const rows = await t.database.db
      .selectFrom('user_calendar_events')
      .select('plant_id')
      .where('user_id', '=', user.userId)
      .execute();
    expect(rows).toEqual([{ plant_id: 'sweet-basil' }]);
  });

  test('another gardener’s rows are a 404 on every route and stay as they were', async () => {
    const owner = await signedInBrowser(t);
    const other = await signedInBrowser(t);
    await add(owner, 'tomato', false);
    await add(owner, 'garlic', true);
    const task = (await track(owner, { plant_id: 'tomato', event_type: 'planting' })).task;

    expect(await garden(other)).toEqual([]);
    expect(await tasks(other)).toEqual([]);
    expect((await send(other, 'PATCH', '/api/garden/garlic', { save_later: false })).status).toBe(404);
    expect((await send(other, 'DELETE', '/api/garden/tomato')).status).toBe(404);
    const toggle = await send(other, 'PATCH', `/api/tasks/${task.calendar_event_id}`, { completed: true });
    expect(toggle.status).toBe(404);
    expect(ErrorBodySchema.parse(await toggle.json()).error.message).toBe(
      'Task tracking info not found for calendar_event_id',
    );
    expect((await send(other, 'DELETE', `/api/tasks/${task.calendar_event_id}`)).status).toBe(404);
    // Tracking a task on someone else's garden plant needs the plant in one's own garden.
    expect((await send(other, 'POST', '/api/tasks', { plant_id: 'tomato', event_type: 'planting' })).status).toBe(409);

    expect(await garden(owner)).toEqual([
      ['tomato', false],
      ['garlic', true],
    ]);
    expect(await tasks(owner)).toEqual([task]);
  });

  test('gardens asked for at once each answer their own gardener’s, with their own place', async () => {
    const plants = ['tomato', 'garlic', 'sweet-basil', 'lettuce', 'carrot'];
    const zips = ['55401', '10001', '94110', '33101', '80202'];
    const gardeners = await Promise.all(plants.map(() => signedInBrowser(t)));
    await Promise.all(
      gardeners.map(async (gardener, i) => {
        expect((await send(gardener, 'PUT', '/api/profile', { zip_code: zips[i] })).status).toBe(200);
        await add(gardener, plants[i]!, i % 2 === 1);
      }),
    );
    // Twice: read together (on PostgreSQL in one query), then answered again as kept.
    for (let round = 0; round < 2; round++) {
      const answers = await Promise.all(gardeners.map((gardener) => gardener.json('/api/garden')));
      for (const [i, res] of answers.entries()) {
        expect(res.status).toBe(200);
        const { entries } = GardenResponseSchema.parse(await res.json());
        expect(entries.map((entry) => [entry.plant_id, entry.save_later])).toEqual([[plants[i], i % 2 === 1]]);
        expect(entries[0]!.plant.place).toMatchObject({ zip: zips[i], source: 'profile' });
      }
    }
  });

  test('tasks toggled at once each change their own gardener’s task, and no one else’s', async () => {
    const gardeners = await Promise.all([0, 1, 2].map(() => signedInBrowser(t)));
    const tasksOf = await Promise.all(
      gardeners.map(async (gardener) => {
        await add(gardener, 'tomato', false);
        return (await track(gardener, { plant_id: 'tomato', event_type: 'planting' })).task;
      }),
    );
    const toggle = (gardener: TestBrowser, task: Task, completed: boolean) =>
      send(gardener, 'PATCH', `/api/tasks/${task.calendar_event_id}`, { completed });
    const [a, b, c] = [gardeners[0]!, gardeners[1]!, gardeners[2]!];
    const [taskA, taskB, taskC] = [tasksOf[0]!, tasksOf[1]!, tasksOf[2]!];
    // At once (on PostgreSQL in one statement): A's and B's tasks done, C's asked for twice
    // alike, A's done and not done, and C reaching for B's task.
    const answers = await Promise.all([
      toggle(a, taskA, true),
      toggle(b, taskB, true),
      toggle(c, taskC, true),
      toggle(c, taskC, true),
      toggle(a, taskA, false),
      toggle(c, taskB, false),
    ]);
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200, 200, 404]);
    const [doneA, doneB, doneC, doneCAgain, undoneA] = await Promise.all(
      answers.slice(0, 5).map(async (res) => TaskSchema.parse(await res.json())),
    );
    expect(doneA).toEqual({ ...taskA, completed: true });
    expect(undoneA).toEqual({ ...taskA, completed: false });
    expect(doneB).toEqual({ ...taskB, completed: true });
    expect(doneC).toEqual({ ...taskC, completed: true });
    expect(doneCAgain).toEqual(doneC);
    // B's task stays done (C's reach changed nothing); A's is as one of the two left it.
    expect(await tasks(b)).toEqual([{ ...taskB, completed: true }]);
    expect(await tasks(c)).toEqual([{ ...taskC, completed: true }]);
    expect([true, false]).toContain((await tasks(a))[0]!.completed);
  });

  /**
   * A gardener's two tasks: another connection's transaction holds `first` (of `[low, high]`
   * by id), both are toggled at once (one statement on PostgreSQL, asked for high first),
   * and once that statement waits for the held row, the transaction takes `second` too and
   * commits. The toggles' answers, and the tasks as they are after.
   */
  async function toggleAgainstHeldTasks(pick: (tasks: [Task, Task]) => [first: Task, second: Task]) {
    const gardener = await signedInBrowser(t);
    await add(gardener, 'tomato', false);
    await add(gardener, 'sweet-basil', false);
    const [low, high] = [
      (await track(gardener, { plant_id: 'tomato', event_type: 'planting' })).task,
      (await track(gardener, { plant_id: 'sweet-basil', event_type: 'planting' })).task,
    ].sort((a, b) => a.calendar_event_id - b.calendar_event_id) as [Task, Task];
    const [first, second] = pick([low, high]);
    const other = t.database.connectAgain();
    let answers: Promise<Response[]> | undefined;
    try {
      await other.db.transaction().execute(async (trx) => {
        const hold = (task: Task) =>
          sql`update user_calendar_events set completed = true
              where calendar_event_id = ${task.calendar_event_id}`.execute(trx);
        await hold(first);
        answers = Promise.all(
          [high, low].map((task) =>
            send(gardener, 'PATCH', `/api/tasks/${task.calendar_event_id}`, { completed: false }),
          ),
        );
        await vi.waitFor(
          async () => {
            const { rows } = await sql<{ waiting: number }>`
              select count(*)::int as waiting from pg_stat_activity
              where wait_event_type = 'Lock' and query like '%update user_calendar_events as e %'`.execute(other.db);
            expect(rows[0]!.waiting).toBe(1);
          },
          { timeout: 5_000, interval: 20 },
        );
        await hold(second);
      });
    } finally {
      await other.close();
    }
    return { statuses: (await answers!).map((res) => res.status), tasks: await tasks(gardener) };
  }

  // On PostgreSQL only: SQLite has one writer at a time, so its statements cannot deadlock.
  if (dialect === 'postgres') {
    test('toggles that meet a task another connection holds wait for it, and neither side fails', async () => {
      // The statement takes its rows in the order of their ids: it waits for the low task
      // without holding the high one, so the other side takes that too, and commits.
      const { statuses, tasks } = await toggleAgainstHeldTasks(([low, high]) => [low, high]);
      expect(statuses).toEqual([200, 200]);
      expect(tasks.map((task) => task.completed)).toEqual([false, false]);
    });

    test('toggles ended by the database to break a deadlock go again and succeed', async () => {
      // Here the statement holds the low task while it waits for the high one, and the
      // other side then asks for the low one: PostgreSQL ends the statement that waited
      // first (after its deadlock_timeout, 1 s), and the toggles go again once the other
      // side has committed.
      const { statuses, tasks } = await toggleAgainstHeldTasks(([low, high]) => [high, low]);
      expect(statuses).toEqual([200, 200]);
      expect(tasks.map((task) => task.completed)).toEqual([false, false]);
    });
  }

  test('plants added within one millisecond are listed in the order they were added, not by name', async () => {
    const user = await signedInBrowser(t);
    // The clock stands still while the plants are added.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      for (const plant of ['tomato', 'sweet-basil', 'garlic']) await add(user, plant, false);
    } finally {
      vi.useRealTimers();
    }
    expect(await garden(user)).toEqual([
      ['tomato', false],
      ['sweet-basil', false],
      ['garlic', false],
    ]);
  });

  test('a garden of many plants lists them in the order they were added, garden and saved alike', async () => {
    const user = await signedInBrowser(t);
    expect(await garden(user)).toEqual([]);
    const order: [string, boolean][] = [
      ['sweet-basil', true],
      ['tomato', false],
      ['garlic', false],
      ['lettuce', true],
      ['carrot', false],
      ['bush-bean', false],
    ];
    for (const [plant, saveLater] of order) await add(user, plant, saveLater);
    expect(await garden(user)).toEqual(order);
    // A plant removed and added again goes last; moving a saved plant keeps its place.
    expect((await send(user, 'DELETE', '/api/garden/tomato')).status).toBe(204);
    await add(user, 'tomato', false);
    expect((await send(user, 'PATCH', '/api/garden/lettuce', { save_later: false })).status).toBe(200);
    expect(await garden(user)).toEqual([
      ['sweet-basil', true],
      ['garlic', false],
      ['lettuce', false],
      ['carrot', false],
      ['bush-bean', false],
      ['tomato', false],
    ]);
  });

  test('a gardener’s own plant cannot be added by someone else', async () => {
    const owner = await signedInBrowser(t);
    const added = await owner.json('/api/add-plant', { plant_name: 'Sungold', user_zone: '7a' });
    const { plant } = (await added.json()) as { plant: { id: string } };
    await add(owner, plant.id, false);
    const other = await signedInBrowser(t);
    expect((await send(other, 'POST', '/api/garden', { plant_id: plant.id, save_later: false })).status).toBe(404);
  });

  test('a gardener’s own plant is listed whole, care steps and all, and only for its owner', async () => {
    const owner = await signedInBrowser(t);
    const added = await owner.json('/api/add-plant', { plant_name: 'Sungold', user_zone: '7a' });
    const { plant } = (await added.json()) as { plant: { id: string } };
    await add(owner, plant.id, false);
    await add(owner, 'tomato', true);
    const page = (await (await owner.json(`/api/plants/${plant.id}`)).json()) as {
      care: { must_do: { care_instruction_id: number }[] };
    };
    expect(page.care.must_do.length).toBeGreaterThan(0);
    const listed = GardenResponseSchema.parse(await (await owner.json('/api/garden')).json()).entries;
    expect(listed.map((e) => e.plant_id)).toEqual([plant.id, 'tomato']);
    expect(listed[0]!.plant).toEqual(page);
    // Another gardener asking for it by id finds nothing, its care steps included.
    const other = await signedInBrowser(t);
    expect((await other.json(`/api/plants/${plant.id}`)).status).toBe(404);
    expect((await other.json(`/api/plant-care/${plant.id}`, { zone: '7a' })).status).toBe(404);
  });

  test('visitors get 401 and guests 403 on every route', async () => {
    const visitor = testBrowser(t);
    const guest = await guestBrowser(t);
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/garden'],
      ['POST', '/api/garden', { plant_id: 'tomato', save_later: false }],
      ['PATCH', '/api/garden/tomato', { save_later: false }],
      ['DELETE', '/api/garden/tomato'],
      ['GET', '/api/tasks'],
      ['POST', '/api/tasks', { plant_id: 'tomato', event_type: 'planting' }],
      ['PATCH', '/api/tasks/1', { completed: true }],
      ['DELETE', '/api/tasks/1'],
    ];
    for (const [method, path, body] of calls) {
      expect((await send(visitor, method, path, body)).status, `${method} ${path}`).toBe(401);
      const res = await send(guest, method, path, body);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(ErrorBodySchema.parse(await res.json()).error.message).toMatch(/^Anonymous users cannot /);
    }
  });

  test('malformed input is a 400 and changes nothing', async () => {
    const user = await signedInBrowser(t);
    await add(user, 'tomato', false);
    const task = (await track(user, { plant_id: 'tomato', event_type: 'planting' })).task;
    const calls: [string, string, unknown][] = [
      ['POST', '/api/garden', '{'],
      ['POST', '/api/garden', { plant_id: 'tomato' }],
      ['POST', '/api/garden', { plant_id: 'Tomato!', save_later: false }],
      ['POST', '/api/garden', { plant_id: 'tomato', save_later: 'no' }],
      ['POST', '/api/garden', { plant_id: 'tomato', save_later: false, user_id: 'someone-else' }],
      ['PATCH', '/api/garden/tomato', { save_later: true }],
      ['PATCH', '/api/garden/TOMATO', { save_later: false }],
      ['POST', '/api/tasks', { plant_id: 'tomato', event_type: 'watering' }],
      ['POST', '/api/tasks', { plant_id: 'tomato', event_type: 'care' }],
      ['POST', '/api/tasks', { plant_id: 'tomato', event_type: 'planting', care_instruction_id: tomatoCareId }],
      ['POST', '/api/tasks', { plant_id: 'tomato', event_type: 'care', care_instruction_id: -1 }],
      ['POST', '/api/tasks', { plant_id: 'tomato', event_type: 'planting', occurrence: '2026-13' }],
      ['POST', '/api/tasks', { plant_id: 'tomato', event_type: 'planting', occurrence: '2026-5' }],
      ['POST', '/api/tasks', { plant_id: 'tomato', event_type: 'planting', occurrence: 202605 }],
      ['POST', '/api/tasks', { plant_id: 'tomato', event_type: 'planting', occurrence: '2026-05-01' }],
      ['POST', '/api/tasks', { plant_id: 'tomato', event_type: 'planting', completed: 'yes' }],
      ['PATCH', `/api/tasks/${task.calendar_event_id}`, { completed: 'yes' }],
      ['PATCH', '/api/tasks/abc', { completed: true }],
      ['PATCH', '/api/tasks/0', { completed: true }],
      ['DELETE', '/api/tasks/1.5', undefined],
    ];
    for (const [method, path, body] of calls) {
      const res = await send(user, method, path, body);
      expect(res.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(400);
    }
    expect((await send(user, 'POST', '/api/garden', { plant_id: 'no-such-plant', save_later: false })).status).toBe(
      404,
    );
    expect(await garden(user)).toEqual([['tomato', false]]);
    expect(await tasks(user)).toEqual([task]);
  });
});
