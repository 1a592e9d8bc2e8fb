import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ErrorBodySchema } from '#shared/errors.ts';
import {
  AddPlantNoMatchSchema,
  AddPlantResponseSchema,
  CareGuideSchema,
  PlantDetailSchema,
  PlantingGuideSchema,
  PlantSearchResponseSchema,
} from '#shared/plants/api.ts';
import { monthNumber } from '#shared/plants/months.ts';
import { guestBrowser, signedInBrowser, testBrowser, type TestBrowser } from '#tests/setup/session-client.ts';
import { TEST_DIALECTS } from '#tests/setup/test-database.ts';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';

async function errorOf(res: Response) {
  return ErrorBodySchema.parse(await res.json()).error;
}

async function search(browser: TestBrowser, query: string) {
  const res = await browser.json(`/api/plants/search?${query}`);
  expect(res.status).toBe(200);
  return PlantSearchResponseSchema.parse(await res.json());
}

function addPlant(browser: TestBrowser, body: unknown) {
  return browser.json('/api/add-plant', body);
}

describe.each(TEST_DIALECTS)('the plant API on %s', (dialect) => {
  let t: TestApp;
  let visitor: TestBrowser;
  beforeAll(async () => {
    t = await createTestApp(dialect, { climate: true, catalogue: true });
    // An operator's image for one plant, looked up by the plant's name.
    await t.database.db
      .insertInto('plant_images')
      .values({ name: 'Sweet Basil', image_url: 'https://images.example.org/sweet-basil.jpg' })
      .execute();
    visitor = testBrowser(t);
  }, 120_000);
  afterAll(async () => {
    await t.destroy();
  });

  describe('GET /api/plants/search', () => {
    test('finds plants by name and alias, exact and prefix matches first', async () => {
      const tomato = await search(visitor, 'q=Tomato&zip=55401');
      expect(tomato.zone).toBe('5a');
      expect(tomato.results[0]).toMatchObject({
        id: 'tomato',
        plantName: 'Tomato',
        form: 'fruiting-vegetable',
        zone: '5a',
        basedOn: null,
      });
      expect((await search(visitor, 'q=courgette&zone=7a')).results.map((p) => p.id)).toEqual(['zucchini']);
      expect((await search(visitor, 'q=coriander&zone=7a')).results.map((p) => p.id)).toEqual(['cilantro']);
      expect((await search(visitor, 'q=CILANTRO!!&zone=7a')).results.map((p) => p.id)).toEqual(['cilantro']);
      const beans = (await search(visitor, 'q=bean&zone=7a')).results.map((p) => p.id);
      expect(beans).toEqual(expect.arrayContaining(['bush-bean', 'pole-bean']));
    });

    test('needs every word, and an empty query finds nothing', async () => {
      expect((await search(visitor, 'q=pole%20bean&zone=7a')).results.map((p) => p.id)).toEqual(['pole-bean']);
      expect((await search(visitor, 'q=tomato%20xyzzy&zone=7a')).results).toEqual([]);
      expect((await search(visitor, 'q=&zone=7a')).results).toEqual([]);
      expect((await search(visitor, 'q=%20%20!!&zone=7a')).results).toEqual([]);
    });

    test('the same words in another zone find the same plants, each answer in its own zone', async () => {
      const first = await search(visitor, 'q=fig&zone=7a');
      const second = await search(visitor, 'q=Fig!&zone=5b');
      const again = await search(visitor, 'q=fig&zone=7a');
      expect(first.zone).toBe('7a');
      expect(second.zone).toBe('5b');
      expect(second.results.map((p) => p.id)).toEqual(first.results.map((p) => p.id));
      expect(again).toEqual(first);
      const outdoor = (answer: typeof first) => answer.results.filter((p) => p.zone !== '').map((p) => p.zone);
      expect(outdoor(first).length).toBeGreaterThan(0);
      expect(new Set(outdoor(first))).toEqual(new Set(['7a']));
      expect(new Set(outdoor(second))).toEqual(new Set(['5b']));
      // Compressed, the answer is the same text.
      const path = '/api/plants/search?q=bean&zone=4a';
      const plain = await (await t.app.request(path)).text();
      const zipped = await t.app.request(path, { headers: { 'accept-encoding': 'gzip' } });
      expect(zipped.headers.get('content-encoding')).toBe('gzip');
      expect(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString()).toBe(plain);
      expect(PlantSearchResponseSchema.parse(JSON.parse(plain)).zone).toBe('4a');
    });

    test('shows houseplants with an empty zone, and fig finds ficus alike', async () => {
      const result = await search(visitor, 'q=ficus&zone=6b');
      const ids = result.results.map((p) => p.id);
      expect(ids).toEqual(expect.arrayContaining(['fig', 'fiddle-leaf-fig', 'rubber-plant']));
      expect(result.results.find((p) => p.id === 'fiddle-leaf-fig')?.zone).toBe('');
    });

    test('needs a zone: the missing-zone message, and zip not found', async () => {
      const missing = await visitor.json('/api/plants/search?q=tomato');
      expect(missing.status).toBe(400);
      expect((await errorOf(missing)).message).toBe('Your profile zone is missing. Please update your profile.');
      const unknown = await visitor.json('/api/plants/search?q=tomato&zip=00000');
      expect(unknown.status).toBe(404);
      expect((await errorOf(unknown)).message).toBe('zip not found');
    });

    test('rejects malformed queries with 400', async () => {
      for (const query of [
        'q=tomato&zip=5540',
        'q=tomato&zip=abcde',
        'q=tomato&zone=14a',
        `q=${'a'.repeat(201)}&zone=7a`,
      ]) {
        const res = await visitor.json(`/api/plants/search?${query}`);
        expect(res.status, query).toBe(400);
        expect((await errorOf(res)).code).toBe('invalid');
      }
    });

    test('a signed-in gardener searches in their profile’s zone', async () => {
      const user = await signedInBrowser(t);
      const saved = await user.request('/api/profile', {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ zip_code: '30303' }),
      });
      expect(saved.status).toBe(200);
      const result = await search(user, 'q=pepper');
      expect(result.zone).toBe('8a');
      expect(result.results[0]?.id).toBe('pepper');
    });
  });

  describe('GET /api/plants/{id}', () => {
    test('shows the plant personalised to a ZIP', async () => {
      const res = await visitor.json('/api/plants/tomato?zip=55401');
      expect(res.status).toBe(200);
      const plant = PlantDetailSchema.parse(await res.json());
      expect(plant).toMatchObject({
        id: 'tomato',
        plantName: 'Tomato',
        plant_group: 'vegetable',
        type: 'Annual',
        sun: 'Full Sun',
        seasonality: 'Warm Season',
        zone: '5a',
        planting_month: 'May',
        place: { zip: '55401', zone: '5a', source: 'zip' },
      });
      expect(plant.zone_suitability).not.toBeNull();
      expect(plant.zoneSuitabilityText).toMatch(/zone/);
      expect(Object.keys(plant.requirements)).not.toContain('Sun');
      expect(Object.keys(plant.requirements)[0]).toBe('pH');
      expect(plant.plantingInstructions.length).toBeGreaterThan(2);
      expect(plant.seedStartingInstructions.every((step) => step.tip === undefined || step.tip.trim() !== '')).toBe(
        true,
      );
      expect(plant.care.must_do.length).toBeGreaterThan(0);
    });

    test('without a place: no months, no suitability, no zone', async () => {
      const plant = PlantDetailSchema.parse(await (await visitor.json('/api/plants/garlic')).json());
      expect(plant).toMatchObject({ zone: null, zone_suitability: null, planting_month: null, place: null });
      expect(plant.care.must_do.every((step) => step.months.length === 0)).toBe(true);
    });

    test('takes the image URL of plant_images by the plant’s name, else none', async () => {
      const basil = PlantDetailSchema.parse(await (await visitor.json('/api/plants/sweet-basil')).json());
      expect(basil.imageUrl).toBe('https://images.example.org/sweet-basil.jpg');
      const tomato = PlantDetailSchema.parse(await (await visitor.json('/api/plants/tomato')).json());
      expect(tomato.imageUrl).toBeNull();
    });

    test('names the form its picture is drawn from', async () => {
      for (const [id, form] of [
        ['lemon', 'citrus'],
        ['garlic', 'allium'],
        ['pothos', 'trailing-houseplant'],
        ['kohlrabi', 'other'],
      ]) {
        const plant = (await (await visitor.json(`/api/plants/${id}`)).json()) as Record<string, unknown>;
        expect(plant.form, id).toBe(form);
      }
    });

    test('a houseplant is indoor everywhere', async () => {
      const plant = PlantDetailSchema.parse(await (await visitor.json('/api/plants/pothos?zone=4b')).json());
      expect(plant.zone).toBe('');
      expect(plant.zone_suitability).toBe('indoor');
      expect(plant.zoneSuitabilityText).toBe('✓ Perfect for indoor growing!');
    });

    test('perennials are judged by their hardiness range', async () => {
      const cold = PlantDetailSchema.parse(await (await visitor.json('/api/plants/lemon?zone=4a')).json());
      expect(cold.zoneSuitabilityText).toBe('✕ Challenging for your zone.');
      const warm = PlantDetailSchema.parse(await (await visitor.json('/api/plants/lemon?zone=10a')).json());
      expect(warm.zoneSuitabilityText).toBe('✓ Great match for your zone!');
    });

    test('an unknown ZIP is passed over rather than hiding the plant', async () => {
      const res = await visitor.json('/api/plants/tomato?zip=00000');
      expect(res.status).toBe(200);
      expect(PlantDetailSchema.parse(await res.json()).place).toBeNull();
    });

    test('unknown ids are 404, malformed ids and queries 400', async () => {
      const missing = await visitor.json('/api/plants/no-such-plant');
      expect(missing.status).toBe(404);
      expect((await errorOf(missing)).message).toBe('Plant not found');
      for (const path of [
        '/api/plants/Tomato',
        '/api/plants/tom%20ato',
        '/api/plants/tomato?zone=0a',
        '/api/plants/tomato?zip=1',
      ]) {
        expect((await visitor.json(path)).status, path).toBe(400);
      }
    });
  });

  describe('POST /api/plant-planting/{id} and /api/plant-care/{id}', () => {
    async function planting(browser: TestBrowser, id: string, body: unknown) {
      const res = await browser.json(`/api/plant-planting/${id}`, body);
      expect(res.status).toBe(200);
      return PlantingGuideSchema.parse(await res.json());
    }

    test('the same tomato goes out about a month later in Minneapolis than in Atlanta', async () => {
      const minneapolis = await planting(visitor, 'tomato', { zip: '55401' });
      const atlanta = await planting(visitor, 'tomato', { zip: '30303' });
      const gap = monthNumber(minneapolis.plantingMonth!)! - monthNumber(atlanta.plantingMonth!)!;
      expect(gap).toBe(1);
      expect(minneapolis.seedStartingMonth).not.toBeNull();
      expect(minneapolis.planting.length).toBeGreaterThan(2);
    });

    test('personalises to the profile with an empty body, or to a zone', async () => {
      const user = await signedInBrowser(t);
      await user.request('/api/profile', {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ zip_code: '55401' }),
      });
      const byProfile = await planting(user, 'pea', {});
      expect(byProfile.place).toMatchObject({ source: 'profile', zip: '55401' });
      const byZone = await planting(user, 'pea', { zone: '8a' });
      expect(byZone.place).toMatchObject({ source: 'zone', zone: '8a', zip: null });
      const noBody = await user.request('/api/plant-planting/pea', { method: 'POST' });
      expect(PlantingGuideSchema.parse(await noBody.json()).place?.source).toBe('profile');
    });

    test('the care plan has stable ids and full month names', async () => {
      const first = CareGuideSchema.parse(
        await (await visitor.json('/api/plant-care/tomato', { zip: '30303' })).json(),
      );
      const again = CareGuideSchema.parse(
        await (await visitor.json('/api/plant-care/tomato', { zip: '55401' })).json(),
      );
      const steps = [...first.care_plan.must_do, ...first.care_plan.good_to_do, ...first.care_plan.optional];
      expect(steps.length).toBeGreaterThan(2);
      expect(new Set(steps.map((s) => s.care_instruction_id)).size).toBe(steps.length);
      expect(again.care_plan.must_do.map((s) => s.care_instruction_id)).toEqual(
        first.care_plan.must_do.map((s) => s.care_instruction_id),
      );
      expect(steps.flatMap((s) => s.months).every((m) => monthNumber(m) !== undefined)).toBe(true);
      expect(first.care_plan.must_do.every((s) => s.priority === 'must do')).toBe(true);
    });

    test('bad bodies are 400 and unknown plants 404', async () => {
      for (const body of ['{', '[]', '{"zip":"123"}', '{"zone":"7z"}', '{"zip":"55401","extra":1}']) {
        const res = await visitor.request('/api/plant-care/tomato', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        });
        expect(res.status, body).toBe(400);
      }
      expect((await visitor.json('/api/plant-planting/no-such-plant', {})).status).toBe(404);
      expect((await visitor.json('/api/plant-care/no-such-plant', {})).status).toBe(404);
    });
  });

  describe('POST /api/add-plant', () => {
    test('a visitor gets 401 and a guest 403, whatever the body', async () => {
      expect((await addPlant(visitor, { plant_name: 'Tomato', user_zone: '7a' })).status).toBe(401);
      const guest = await guestBrowser(t);
      const res = await addPlant(guest, { nonsense: true });
      expect(res.status).toBe(403);
      expect((await errorOf(res)).message).toBe('Anonymous users cannot add plants. Please sign up or log in.');
    });

    test('rejects malformed bodies', async () => {
      const user = await signedInBrowser(t);
      for (const body of [
        {},
        { plant_name: '', user_zone: '7a' },
        { plant_name: 'Kale', user_zone: '7' },
        { plant_name: 'x'.repeat(101), user_zone: '7a' },
        { plant_name: 'Kale', user_zone: '7a', extra: 1 },
      ]) {
        expect((await addPlant(user, body)).status, JSON.stringify(body)).toBe(400);
      }
    });

    test('a catalogue name, alias or misspelling answers the catalogue plant', async () => {
      const user = await signedInBrowser(t);
      for (const [name, id] of [
        ['Tomato', 'tomato'],
        ['courgette', 'zucchini'],
        ['brocolli', 'broccoli'],
      ]) {
        const res = await addPlant(user, { plant_name: name, user_zone: '6a' });
        expect(res.status, name).toBe(200);
        expect(AddPlantResponseSchema.parse(await res.json())).toMatchObject({
          plant: { id },
          created: false,
          source: 'catalogue',
        });
      }
    });

    test('a variety becomes the gardener’s own plant, based on its crop, seen only by them', async () => {
      const owner = await signedInBrowser(t);
      const res = await addPlant(owner, { plant_name: '  Cherokee  Purple tomato ', user_zone: '6a' });
      expect(res.status).toBe(200);
      const added = AddPlantResponseSchema.parse(await res.json());
      expect(added).toMatchObject({
        created: true,
        source: 'variety',
        plant: {
          plantName: 'Cherokee Purple tomato',
          zone: '6a',
          basedOn: { id: 'tomato', plantName: 'Tomato' },
          // Drawn as the plant its guide is based on.
          form: 'fruiting-vegetable',
        },
      });
      expect(added.plant.id).toMatch(/^cherokee-purple-tomato-[0-9a-f]{6}$/);

      const again = AddPlantResponseSchema.parse(
        await (await addPlant(owner, { plant_name: 'cherokee purple TOMATO', user_zone: '6a' })).json(),
      );
      expect(again).toMatchObject({ created: false, plant: { id: added.plant.id } });

      const detail = PlantDetailSchema.parse(await (await owner.json(`/api/plants/${added.plant.id}?zone=6a`)).json());
      expect(detail.description).toMatch(/based on Tomato/);
      expect(detail.form).toBe('fruiting-vegetable');
      expect(detail.planting_month).not.toBeNull();
      expect(detail.care.must_do.length).toBeGreaterThan(0);
      expect((await search(owner, 'q=cherokee&zone=6a')).results.map((p) => p.id)).toEqual([added.plant.id]);
      expect((await search(owner, 'q=cherokee&zone=9a')).results).toEqual([]);

      const stranger = await signedInBrowser(t);
      expect((await stranger.json(`/api/plants/${added.plant.id}`)).status).toBe(404);
      expect((await stranger.json(`/api/plant-care/${added.plant.id}`, {})).status).toBe(404);
      expect((await visitor.json(`/api/plants/${added.plant.id}`)).status).toBe(404);
      expect((await search(stranger, 'q=cherokee&zone=6a')).results).toEqual([]);
    });

    test('a name matching nothing is a 422 with suggestions', async () => {
      const user = await signedInBrowser(t);
      const res = await addPlant(user, { plant_name: 'kukumbar', user_zone: '6a' });
      expect(res.status).toBe(422);
      const body = AddPlantNoMatchSchema.parse(await res.json());
      expect(body.error.message).toContain('"kukumbar"');
      expect(body.suggestions.map((s) => s.id)).toContain('cucumber');
      const none = AddPlantNoMatchSchema.parse(
        await (await addPlant(user, { plant_name: 'qwxzv', user_zone: '6a' })).json(),
      );
      expect(none.suggestions).toEqual([]);
    });
  });
});
