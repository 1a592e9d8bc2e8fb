import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { GardenResponseSchema } from '#shared/garden/api.ts';
import { CareGuideSchema, PlantDetailSchema, PlantingGuideSchema, type CarePlan } from '#shared/plants/api.ts';
import { frostWording } from '#shared/plants/frost-free.ts';
import { readPlant } from '#shared/plants/test-support.ts';
import { signedInBrowser, testBrowser, type TestBrowser } from '#tests/setup/session-client.ts';
import { TEST_DIALECTS } from '#tests/setup/test-database.ts';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';
import { composeDigest } from '../features/reminders/digest.ts';
import { digestPeriodAt } from '../features/reminders/digest-periods.ts';

/** The clock of these tests: the feed runs from November 2026 to October 2027. */
const NOW = new Date('2026-11-24T15:00:00Z');

const tomato = readPlant('tomato');
const potato = readPlant('potato');
const marigold = readPlant('marigold');

const stepsOf = (plan: CarePlan) => [...plan.must_do, ...plan.good_to_do, ...plan.optional].map((step) => step.step);
const careText = (plant: typeof tomato, id: string) => plant.care.find((step) => step.id === id)!.step;

async function send(browser: TestBrowser, method: string, path: string, body: unknown) {
  const res = await browser.request(path, {
    method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status, path).toBe(200);
}

/** The feed's event titles, read by an independent iCalendar parser. */
async function feedTitles(t: TestApp, gardener: TestBrowser): Promise<string[]> {
  const { url } = (await (await gardener.json('/api/calendar-feed')).json()) as { url: string };
  const res = await testBrowser(t, { origin: null }).request(new URL(url).pathname);
  expect(res.status).toBe(200);
  const calendar = new ICAL.Component(ICAL.parse(await res.text()));
  return calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent).summary);
}

describe.each(TEST_DIALECTS)('answers where there is no typical frost, on %s', (dialect) => {
  let t: TestApp;
  let visitor: TestBrowser;

  beforeAll(async () => {
    t = await createTestApp(dialect, { catalogue: true, climate: true, now: () => NOW });
    visitor = testBrowser(t);
  }, 120_000);
  afterAll(() => t.destroy());

  // The test's premises: the tomato's frost-free texts replace its clean-up and leave out its green-fruit step.
  test('the catalogue holds the texts these tests expect', () => {
    expect(tomato.frostFree?.description).toBeTruthy();
    expect(tomato.frostFree?.care).toMatchObject({ 'green-fruit': null, 'clean-up': expect.any(String) });
    expect(potato.frostFree?.care).toMatchObject({ 'late-frost': null });
    expect(marigold.frostFree?.care?.deadhead).toBeTruthy();
  });

  test('a plant’s page, care plan and planting guide for Miami, Honolulu or a frost-free zone use the frost-free texts', async () => {
    for (const place of [{ zip: '33101' }, { zip: '96813' }, { zone: '11a' }] as Record<string, string>[]) {
      const query = new URLSearchParams(place).toString();
      const page = PlantDetailSchema.parse(await (await visitor.json(`/api/plants/tomato?${query}`)).json());
      expect(page.description, query).toBe(tomato.frostFree!.description);
      expect(page.plantingInstructions).toEqual(tomato.frostFree!.planting);
      expect(stepsOf(page.care)).toContain(tomato.frostFree!.care!['clean-up']);
      expect(stepsOf(page.care)).not.toContain(careText(tomato, 'green-fruit'));
      expect(stepsOf(page.care)).toHaveLength(tomato.care.length - 1);

      const care = CareGuideSchema.parse(await (await visitor.json('/api/plant-care/tomato', place)).json());
      expect(stepsOf(care.care_plan)).toEqual(stepsOf(page.care));
      const planting = PlantingGuideSchema.parse(
        await (await visitor.json('/api/plant-planting/tomato', place)).json(),
      );
      expect(planting.planting).toEqual(tomato.frostFree!.planting);
    }
  });

  test('places with frost, however rare, and answers without a place keep the plant’s own texts', async () => {
    for (const query of ['zip=55401', 'zip=77002', 'zip=85001', 'zone=5a', '']) {
      const page = PlantDetailSchema.parse(await (await visitor.json(`/api/plants/tomato?${query}`)).json());
      expect(page.description, query).toBe(tomato.description);
      expect(page.plantingInstructions).toEqual(tomato.planting);
      expect(stepsOf(page.care)).toContain(careText(tomato, 'green-fruit'));
    }
  });

  test('a Miami gardener’s garden, calendar feed and digest leave out the steps that only frost makes', async () => {
    const gardener = await signedInBrowser(t);
    await send(gardener, 'PUT', '/api/profile', { zip_code: '33101' });
    for (const plant_id of ['tomato', 'potato', 'marigold']) {
      await send(gardener, 'POST', '/api/garden', { plant_id, save_later: false });
    }
    // Twice: the second answer is the garden kept as written.
    for (let i = 0; i < 2; i++) {
      const garden = GardenResponseSchema.parse(await (await gardener.json('/api/garden')).json());
      const byId = new Map(garden.entries.map((entry) => [entry.plant_id, entry.plant]));
      expect(byId.get('tomato')!.description).toBe(tomato.frostFree!.description);
      expect(stepsOf(byId.get('potato')!.care)).not.toContain(careText(potato, 'late-frost'));
      expect(stepsOf(byId.get('marigold')!.care)).toContain(marigold.frostFree!.care!.deadhead);
    }

    const titles = await feedTitles(t, gardener);
    expect(titles).toContain(`Marigold: ${marigold.frostFree!.care!.deadhead}`);
    expect(titles.filter((title) => frostWording(title))).toEqual([]);

    // February: the potato's frost step fell in it (it is timed from the mild-winter reference last frost).
    const period = digestPeriodAt('monthly', 'America/New_York', new Date('2027-02-10T12:00:00Z'));
    const recipient = {
      userId: gardener.userId,
      frequency: 'monthly' as const,
      timeZone: 'America/New_York',
      unsubscribeToken: 'x',
    };
    const digest = await composeDigest(t.database.db, recipient, period, t.settings.PUBLIC_URL);
    expect(digest?.mail.text).toContain('Potato');
    expect(frostWording(digest!.mail.text)).toBeNull();

    // The same gardener moved to Minneapolis reads the plants' own texts again.
    await send(gardener, 'PUT', '/api/profile', { zip_code: '55401' });
    const garden = GardenResponseSchema.parse(await (await gardener.json('/api/garden')).json());
    const tomatoThere = garden.entries.find((entry) => entry.plant_id === 'tomato')!.plant;
    expect(tomatoThere.description).toBe(tomato.description);
    expect(stepsOf(tomatoThere.care)).toContain(careText(tomato, 'green-fruit'));
    expect(await feedTitles(t, gardener)).toContain(`Marigold: ${careText(marigold, 'deadhead')}`);
  });

  test('a variety added by name carries its crop’s frost-free texts, saying what it is based on', async () => {
    const gardener = await signedInBrowser(t);
    const res = await gardener.json('/api/add-plant', { plant_name: 'Cherokee Purple tomato', user_zone: '11a' });
    expect(res.status).toBe(200);
    const { plant } = (await res.json()) as { plant: { id: string } };
    const page = PlantDetailSchema.parse(await (await gardener.json(`/api/plants/${plant.id}?zip=33101`)).json());
    expect(page.description).toBe(
      `A variety of Tomato: the guidance here is based on Tomato. ${tomato.frostFree!.description}`,
    );
    expect(stepsOf(page.care)).not.toContain(careText(tomato, 'green-fruit'));
    const there = PlantDetailSchema.parse(await (await gardener.json(`/api/plants/${plant.id}?zip=55401`)).json());
    expect(there.description).toBe(`A variety of Tomato: the guidance here is based on Tomato. ${tomato.description}`);
  });
});
