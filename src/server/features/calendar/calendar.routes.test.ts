import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CalendarFeedSchema } from '#shared/calendar/api.ts';
import { ErrorBodySchema } from '#shared/errors.ts';
import { PlantDetailSchema } from '#shared/plants/api.ts';
import { monthRuns } from '#shared/plants/months.ts';
import { capturingLogger } from '#tests/setup/capturing-logger.ts';
import { guestBrowser, signedInBrowser, testBrowser, type TestBrowser } from '#tests/setup/session-client.ts';
import { TEST_DIALECTS } from '#tests/setup/test-database.ts';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';

/** The clock of these tests: 24 November 2026, so the feed runs from November 2026 to October 2027. */
const NOW = new Date('2026-11-24T15:00:00Z');

interface FeedEvent {
  uid: string;
  date: string;
  title: string;
  description: string;
  allDay: boolean;
  days: number;
}

/** The feed's events, read by an independent iCalendar parser. */
function readFeed(text: string): { name: unknown; events: FeedEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      date: event.startDate.toString(),
      title: event.summary,
      description: event.description,
      allDay: event.startDate.isDate,
      days: event.endDate.subtractDate(event.startDate).toSeconds() / 86_400,
    };
  });
  return { name: calendar.getFirstPropertyValue('x-wr-calname'), events };
}

async function feedAddress(browser: TestBrowser) {
  const res = await browser.json('/api/calendar-feed');
  expect(res.status).toBe(200);
  return CalendarFeedSchema.parse(await res.json());
}

/** The path of a feed address, as a calendar app would fetch it (no cookies). */
const pathOf = (url: string) => new URL(url).pathname;

describe.each(TEST_DIALECTS)('the calendar feed on %s', (dialect) => {
  let t: TestApp;
  let lines: string[];
  let gardener: TestBrowser & { userId: string };
  let calendarApp: TestBrowser;

  beforeAll(async () => {
    const log = capturingLogger();
    lines = log.lines;
    t = await createTestApp(dialect, { catalogue: true, climate: true, logger: log.logger, now: () => NOW });
    gardener = await signedInBrowser(t);
    calendarApp = testBrowser(t, { origin: null });
    // Minneapolis: tomato and garlic in the garden, basil saved for later.
    const profile = await gardener.request('/api/profile', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ zip_code: '55401' }),
    });
    expect(profile.status).toBe(200);
    for (const [plant_id, save_later] of [
      ['tomato', false],
      ['garlic', false],
      ['sweet-basil', true],
    ] as const) {
      expect((await gardener.json('/api/garden', { plant_id, save_later })).status).toBe(200);
    }
  }, 90_000);
  afterAll(async () => {
    await t.destroy();
  });

  test('a visitor and a guest have no feed', async () => {
    expect((await testBrowser(t).json('/api/calendar-feed')).status).toBe(401);
    expect((await (await guestBrowser(t)).json('/api/calendar-feed')).status).toBe(403);
    expect((await (await guestBrowser(t)).json('/api/calendar-feed/reset', {})).status).toBe(403);
  });

  test('the address is a long random token, never the user id, and stays the same until reset', async () => {
    const feed = await feedAddress(gardener);
    expect(feed.url).toMatch(new RegExp(`^${t.settings.PUBLIC_URL}/api/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
    expect(feed.url).not.toContain(gardener.userId);
    expect(feed.webcalUrl).toBe(feed.url.replace(/^http:/, 'webcal:'));
    expect(await feedAddress(gardener)).toEqual(feed);
    // Another gardener gets another address.
    expect((await feedAddress(await signedInBrowser(t))).url).not.toBe(feed.url);
  });

  test('the feed holds every task of the garden over the next 12 months, for Minneapolis', async () => {
    const res = await calendarApp.request(pathOf((await feedAddress(gardener)).url));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('private, max-age=900');
    const { name, events } = readFeed(await res.text());
    expect(name).toBe('Garden Guide');

    const byTitle = (title: string) => events.filter((event) => event.title === title).map((event) => event.date);
    // Minneapolis (last frost in late April): seeds in April, tomatoes out in May, garlic in October.
    expect(byTitle('Start seeds for Tomato')).toEqual(['2027-04-01']);
    expect(byTitle('Plant Tomato')).toEqual(['2027-05-01']);
    expect(byTitle('Plant Garlic')).toEqual(['2027-10-01']);
    expect(byTitle('Start seeds for Sweet Basil')).toEqual([]);

    // Every event is one all-day event inside November 2026 … October 2027, with its own UID.
    for (const event of events) {
      expect(event.allDay).toBe(true);
      expect(event.days).toBe(1);
      expect(event.date >= '2026-11-01' && event.date < '2027-11-01', event.date).toBe(true);
    }
    expect(new Set(events.map((event) => event.uid)).size).toBe(events.length);
    expect(events.some((event) => event.title.includes('Basil'))).toBe(false);

    // The care steps fall on the 15th of each month the plant's page lists for this ZIP; a step
    // done once per season on the 15th of the first month of each run (or of this month, for a
    // run under way), once a year.
    const monthName = (date: string) =>
      new Date(`${date}T00:00:00Z`).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });
    let seasonSteps = 0;
    for (const id of ['tomato', 'garlic']) {
      const plant = PlantDetailSchema.parse(await (await testBrowser(t).json(`/api/plants/${id}?zip=55401`)).json());
      const steps = [...plant.care.must_do, ...plant.care.good_to_do, ...plant.care.optional];
      for (const step of steps) {
        const dates = byTitle(`${plant.plantName}: ${step.step}`);
        expect(dates.every((date) => date.endsWith('-15'))).toBe(true);
        if (!step.oncePerSeason) {
          expect(dates.map(monthName).sort()).toEqual([...step.months].sort());
          continue;
        }
        seasonSteps += 1;
        const firsts = monthRuns(step.months).map((run) => (run.includes(11) ? 11 : run[0]!));
        expect(dates.map((date) => Number(date.slice(5, 7))).sort((a, b) => a - b)).toEqual(
          firsts.sort((a, b) => a - b),
        );
      }
      expect(steps.length).toBeGreaterThan(0);
    }
    expect(seasonSteps).toBeGreaterThan(0);
    // Garlic's November care is this month's: it falls in 2026.
    expect(events.some((event) => event.title.startsWith('Garlic:') && event.date === '2026-11-15')).toBe(true);
  });

  test('the feed follows the gardener’s frost dates: Atlanta plants tomatoes a month before Minneapolis', async () => {
    const atlanta = await signedInBrowser(t);
    await atlanta.request('/api/profile', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ zip_code: '30303' }),
    });
    await atlanta.json('/api/garden', { plant_id: 'tomato', save_later: false });
    const { events } = readFeed(await (await calendarApp.request(pathOf((await feedAddress(atlanta)).url))).text());
    expect(events.filter((event) => event.title === 'Plant Tomato').map((event) => event.date)).toEqual(['2027-04-01']);
  });

  test('UIDs are stable, a done task is marked, and an unchanged feed answers 304', async () => {
    const path = pathOf((await feedAddress(gardener)).url);
    const first = await calendarApp.request(path);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    const before = readFeed(await first.text()).events;
    expect((await calendarApp.request(path, { headers: { 'if-none-match': etag! } })).status).toBe(304);

    const tracked = await gardener.json('/api/tasks', { plant_id: 'tomato', event_type: 'planting' });
    const { task } = (await tracked.json()) as { task: { calendar_event_id: number } };
    const done = await gardener.request(`/api/tasks/${task.calendar_event_id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ completed: true }),
    });
    expect(done.status).toBe(200);

    const changed = await calendarApp.request(path, { headers: { 'if-none-match': etag! } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    const after = readFeed(await changed.text()).events;
    expect(after.map((event) => event.uid)).toEqual(before.map((event) => event.uid));
    const planting = after.find((event) => event.date === '2027-05-01' && event.title.includes('Plant Tomato'));
    expect(planting?.title).toBe('✓ Plant Tomato');
    expect(planting?.description).toContain('Must Do · Done');
  });

  test('a tick marks its own month only: watering done in one month is still to do in the next', async () => {
    const path = pathOf((await feedAddress(gardener)).url);
    const plant = PlantDetailSchema.parse(await (await testBrowser(t).json('/api/plants/tomato?zip=55401')).json());
    const step = [...plant.care.must_do, ...plant.care.good_to_do, ...plant.care.optional].find(
      (care) => !care.oncePerSeason && care.months.length >= 3,
    )!;
    const title = `Tomato: ${step.step}`;
    const dates = readFeed(await (await calendarApp.request(path)).text())
      .events.filter((event) => event.title === title)
      .map((event) => event.date);
    expect(dates.length).toBeGreaterThanOrEqual(3);
    const ticked = await gardener.json('/api/tasks', {
      plant_id: 'tomato',
      event_type: 'care',
      care_instruction_id: step.care_instruction_id,
      occurrence: dates[0]!.slice(0, 7),
      completed: true,
    });
    expect(ticked.status).toBe(200);
    const events = readFeed(await (await calendarApp.request(path)).text()).events;
    expect(events.filter((event) => event.title === `✓ ${title}`).map((event) => event.date)).toEqual([dates[0]]);
    expect(events.filter((event) => event.title === title).map((event) => event.date)).toEqual(dates.slice(1));
  });

  test('a reset gives a new address and the old one answers 404', async () => {
    const owner = await signedInBrowser(t);
    const old = await feedAddress(owner);
    const reset = await owner.json('/api/calendar-feed/reset', {});
    expect(reset.status).toBe(200);
    const fresh = CalendarFeedSchema.parse(await reset.json());
    expect(fresh.url).not.toBe(old.url);
    expect(await feedAddress(owner)).toEqual(fresh);

    const gone = await calendarApp.request(pathOf(old.url));
    expect(gone.status).toBe(404);
    expect(ErrorBodySchema.parse(await gone.json()).error.code).toBe('not_found');
    expect((await calendarApp.request(pathOf(fresh.url))).status).toBe(200);
  });

  test('a wrong token reads nothing; a malformed one is a 400', async () => {
    const wrong = `/api/calendar/${'A'.repeat(43)}.ics`;
    expect((await calendarApp.request(wrong)).status).toBe(404);
    for (const path of [
      '/api/calendar/short.ics',
      `/api/calendar/${'A'.repeat(43)}`,
      `/api/calendar/${'A'.repeat(42)}!.ics`,
    ]) {
      const res = await calendarApp.request(path);
      expect(res.status, path).toBe(400);
      expect(ErrorBodySchema.parse(await res.json()).error.code).toBe('invalid');
    }
    // Even signed in, a gardener reads their own feed only through its address.
    expect((await gardener.request(wrong)).status).toBe(404);
  });

  test('another gardener’s feed shows their garden, not this one', async () => {
    const other = await signedInBrowser(t);
    const { events } = readFeed(await (await calendarApp.request(pathOf((await feedAddress(other)).url))).text());
    expect(events).toEqual([]);
  });

  test('the token never reaches a log line', async () => {
    const { url } = await feedAddress(gardener);
    await calendarApp.request(pathOf(url));
    const token = pathOf(url).split('/').pop()!.replace('.ics', '');
    expect(lines.some((line) => line.includes('/api/calendar/[redacted].ics'))).toBe(true);
    expect(lines.filter((line) => line.includes(token))).toEqual([]);
  });
});
