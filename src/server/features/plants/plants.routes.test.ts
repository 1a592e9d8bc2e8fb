import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ErrorBodySchema } from '#shared/errors.ts';
import { GardenResponseSchema, TasksResponseSchema } from '#shared/garden/api.ts';
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
import { PLANT_CATALOGUE_DIR } from '../../catalogue/catalogue-files.ts';
import { loadPlantCatalogue } from '../../catalogue/catalogue-seed.ts';

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

const hasMoonflower = existsSync(new URL('../../../../data/plants/moonflower.json', import.meta.url));

describe.each(TEST_DIALECTS)('the plant API on %s', (dialect) => {
  let t: TestApp;
  let visitor: TestBrowser;
  /** Gardeners' own plants in the database. */
  const ownPlantCount = async () =>
    (await t.database.db.selectFrom('plants').select('plant_id').where('created_by', 'is not', null).execute()).length;
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
      // An exact alias: the plant, then its catalogue varieties.
      const courgette = (await search(visitor, 'q=courgette&zone=7a')).results;
      expect(courgette.map((p) => [p.id, p.variety])).toEqual([
        ['zucchini', null],
        ...courgette.slice(1).map((p) => ['zucchini', p.variety]),
      ]);
      expect(courgette.slice(1).every((p) => p.variety !== null)).toBe(true);
      const plantsOf = async (query: string) =>
        (await search(visitor, query)).results.filter((p) => p.variety === null).map((p) => p.id);
      expect(await plantsOf('q=coriander&zone=7a')).toEqual(['cilantro']);
      expect(await plantsOf('q=CILANTRO!!&zone=7a')).toEqual(['cilantro']);
      const beans = (await search(visitor, 'q=bean&zone=7a')).results.map((p) => p.id);
      expect(beans).toEqual(expect.arrayContaining(['bush-bean', 'pole-bean']));
    });

    test('needs every word, and an empty query finds nothing', async () => {
      const poleBeans = (await search(visitor, 'q=pole%20bean&zone=7a')).results;
      expect(new Set(poleBeans.map((p) => p.id))).toEqual(new Set(['pole-bean']));
      expect(poleBeans[0]?.variety).toBeNull();
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

    test('ranks what the gardener meant first: "peas" is Pea, "pepper" lists Pepper and its varieties first', async () => {
      const peas = (await search(visitor, 'q=peas&zone=7a')).results;
      const rows = peas.map((p) => (p.variety ? `${p.id}:${p.variety}` : p.id));
      expect(rows[0]).toBe('pea');
      expect(rows.indexOf('pea')).toBeLessThan(rows.indexOf('asian-pear'));
      const pepper = (await search(visitor, 'q=pepper&zone=7a')).results;
      const varietyRows = pepper.filter((p) => p.variety !== null);
      expect(pepper[0]).toMatchObject({ id: 'pepper', variety: null, zone: '7a', hasGuide: true });
      expect(pepper.slice(1, 1 + varietyRows.length)).toEqual(varietyRows);
      expect(varietyRows.every((p) => p.id === 'pepper')).toBe(true);
      expect(pepper.slice(1 + varietyRows.length).map((p) => p.id)).toEqual([
        'baby-rubber-plant',
        'garden-cress',
        'mint',
      ]);
    });

    test('"jalapeño" finds Pepper, and the row says which variety matched', async () => {
      const found = await search(visitor, `q=${encodeURIComponent('jalapeño')}&zone=7a`);
      expect(found.results).toEqual([
        expect.objectContaining({ id: 'pepper', plantName: 'Pepper', variety: 'Jalapeno' }),
      ]);
      expect(found.orderedFor).toBeNull();
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

    test('a catalogue name, alias or plural answers the catalogue plant', async () => {
      const user = await signedInBrowser(t);
      for (const [name, id] of [
        ['Tomato', 'tomato'],
        ['tomatos', 'tomato'],
        ['courgette', 'zucchini'],
        ['BASIL!', 'sweet-basil'],
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

    test('a misspelling is asked about, never added: brocolli', async () => {
      const user = await signedInBrowser(t);
      const before = await ownPlantCount();
      const res = await addPlant(user, { plant_name: 'brocolli', user_zone: '6a' });
      expect(res.status).toBe(422);
      const body = AddPlantNoMatchSchema.parse(await res.json());
      expect(body.error.message).toBe('Did you mean Broccoli?');
      expect(body.didYouMean.map((p) => [p.id, p.variety])).toEqual([['broccoli', null]]);
      expect(body.didYouMean[0]).toMatchObject({ plantName: 'Broccoli', zone: '6a', hasGuide: true });
      expect(body.needsPlantGroup).toBe(true);
      expect(await ownPlantCount()).toBe(before);
    });

    test('moonflower is never swapped for Bachelor’s Button', async () => {
      const user = await signedInBrowser(t);
      const res = await addPlant(user, { plant_name: 'Moonflower', user_zone: '6a' });
      if (hasMoonflower) {
        // The catalogue has it: it is the plant.
        expect(res.status).toBe(200);
        expect(AddPlantResponseSchema.parse(await res.json()).plant.id).toBe('moonflower');
      } else {
        expect(res.status).toBe(422);
        const body = AddPlantNoMatchSchema.parse(await res.json());
        expect(body.error.message).toBe("Did you mean Bachelor's Button?");
        expect(body.didYouMean.map((p) => p.id)).toEqual(['bachelor-button']);
      }
    });

    test('Moon Flower Vine: no unrelated suggestions, and the kind of plant is asked', async () => {
      const user = await signedInBrowser(t);
      const res = await addPlant(user, { plant_name: 'Moon Flower Vine', user_zone: '6a' });
      expect(res.status).toBe(422);
      const body = AddPlantNoMatchSchema.parse(await res.json());
      expect(body.didYouMean).toEqual([]);
      expect(body.suggestions.map((p) => p.id)).toEqual(hasMoonflower ? ['moonflower'] : []);
      expect(body.needsPlantGroup).toBe(true);
    });

    test('sungold becomes the gardener’s own plant, based on Tomato', async () => {
      const user = await signedInBrowser(t);
      const res = await addPlant(user, { plant_name: 'sungold', user_zone: '6a' });
      expect(res.status).toBe(200);
      expect(AddPlantResponseSchema.parse(await res.json())).toMatchObject({
        created: true,
        source: 'variety',
        plant: { plantName: 'sungold', basedOn: { id: 'tomato', plantName: 'Tomato' }, hasGuide: true },
      });
    });

    test('the gardener’s own name always works: added as typed, asking the kind of plant when needed', async () => {
      const user = await signedInBrowser(t);
      // As typed, a misspelling of a catalogue plant is the gardener's own plant, without a guide.
      const kindAsked = await addPlant(user, { plant_name: 'Brocolli', user_zone: '6a', as_typed: true });
      expect(kindAsked.status).toBe(422);
      expect(AddPlantNoMatchSchema.parse(await kindAsked.json())).toEqual({
        error: { code: 'invalid', message: 'Garden Guide has no guide for "Brocolli" yet. What kind of plant is it?' },
        didYouMean: [],
        suggestions: [],
        needsPlantGroup: true,
      });
      const res = await addPlant(user, {
        plant_name: 'Brocolli',
        user_zone: '6a',
        as_typed: true,
        plant_group: 'vegetable',
      });
      expect(res.status).toBe(200);
      const added = AddPlantResponseSchema.parse(await res.json());
      expect(added).toMatchObject({
        created: true,
        source: 'name-only',
        plant: { plantName: 'Brocolli', plant_group: 'vegetable', zone: '6a', basedOn: null, hasGuide: false },
      });
      expect(added.plant.scientificName).toBeNull();

      // Its page: no guide, so no months, suitability, care or facts made up.
      const detail = PlantDetailSchema.parse(await (await user.json(`/api/plants/${added.plant.id}?zip=55401`)).json());
      expect(detail).toMatchObject({
        hasGuide: false,
        description: '',
        zone_suitability: null,
        zoneSuitabilityText: null,
        planting_month: null,
        seed_starting_month: null,
        requirements: {},
        plantingInstructions: [],
        seedStartingInstructions: [],
        care: { must_do: [], good_to_do: [], optional: [] },
        hardiness: null,
        daysToMaturity: null,
      });
      const planting = PlantingGuideSchema.parse(
        await (await user.json(`/api/plant-planting/${added.plant.id}`, {})).json(),
      );
      expect(planting).toMatchObject({ planting: [], seed_starting: [], plantingMonth: null, seedStartingMonth: null });
      const care = CareGuideSchema.parse(await (await user.json(`/api/plant-care/${added.plant.id}`, {})).json());
      expect(care.care_plan).toEqual({ must_do: [], good_to_do: [], optional: [] });

      // It can sit in the garden, with no tasks; adding the same name again finds it.
      expect((await user.json('/api/garden', { plant_id: added.plant.id, save_later: false })).status).toBe(200);
      const garden = GardenResponseSchema.parse(await (await user.json('/api/garden')).json());
      expect(garden.entries.map((entry) => entry.plant_id)).toContain(added.plant.id);
      const tasks = TasksResponseSchema.parse(await (await user.json('/api/tasks')).json());
      expect(tasks.tasks.filter((task) => task.plant_id === added.plant.id)).toEqual([]);
      const again = AddPlantResponseSchema.parse(
        await (await addPlant(user, { plant_name: 'brocolli', user_zone: '6a' })).json(),
      );
      expect(again).toMatchObject({ created: false, source: 'name-only', plant: { id: added.plant.id } });

      // A houseplant of the gardener's own is indoor, in every zone.
      const houseplant = AddPlantResponseSchema.parse(
        await (
          await addPlant(user, { plant_name: 'Qwxzv Fern', user_zone: '6a', as_typed: true, plant_group: 'houseplant' })
        ).json(),
      );
      expect(houseplant.plant).toMatchObject({ zone: '', plant_group: 'houseplant', hasGuide: false });
    });

    test('as typed, a name holding a catalogue plant’s is still based on it', async () => {
      const user = await signedInBrowser(t);
      const res = await addPlant(user, { plant_name: 'Aunt Ruby’s tomato', user_zone: '6a', as_typed: true });
      expect(AddPlantResponseSchema.parse(await res.json())).toMatchObject({
        source: 'variety',
        plant: { plantName: 'Aunt Ruby’s tomato', basedOn: { id: 'tomato' }, hasGuide: true },
      });
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
      // Their plant, not the catalogue's variety of the same name as well.
      expect((await search(owner, 'q=cherokee&zone=6a')).results.map((p) => [p.id, p.variety])).toEqual([
        [added.plant.id, null],
        ['black-eyed-susan', 'Cherokee Sunset'],
      ]);
      expect((await search(owner, 'q=cherokee&zone=9a')).results.map((p) => [p.id, p.variety])).toEqual([
        ['tomato', 'Cherokee Purple'],
        ['black-eyed-susan', 'Cherokee Sunset'],
      ]);

      const stranger = await signedInBrowser(t);
      expect((await stranger.json(`/api/plants/${added.plant.id}`)).status).toBe(404);
      expect((await stranger.json(`/api/plant-care/${added.plant.id}`, {})).status).toBe(404);
      expect((await visitor.json(`/api/plants/${added.plant.id}`)).status).toBe(404);
      expect((await search(stranger, 'q=cherokee&zone=6a')).results.map((p) => p.id)).toEqual([
        'tomato',
        'black-eyed-susan',
      ]);
    });

    test('a name matching nothing asks only the kind of plant', async () => {
      const user = await signedInBrowser(t);
      const before = await ownPlantCount();
      const res = await addPlant(user, { plant_name: 'qwxzv', user_zone: '6a' });
      expect(res.status).toBe(422);
      const body = AddPlantNoMatchSchema.parse(await res.json());
      expect(body).toEqual({
        error: { code: 'invalid', message: 'Garden Guide has no guide for "qwxzv" yet. What kind of plant is it?' },
        didYouMean: [],
        suggestions: [],
        needsPlantGroup: true,
      });
      expect(await ownPlantCount()).toBe(before);
    });

    test('rejects malformed flags', async () => {
      const user = await signedInBrowser(t);
      for (const body of [
        { plant_name: 'Kale', user_zone: '7a', as_typed: 'yes' },
        { plant_name: 'Kale', user_zone: '7a', as_typed: null },
        { plant_name: 'Kale', user_zone: '7a', plant_group: 'tree' },
        { plant_name: 'Kale', user_zone: '7a', plant_group: 'Vegetable' },
      ]) {
        expect((await addPlant(user, body)).status, JSON.stringify(body)).toBe(400);
      }
    });
  });
});

/** Container facts for two plants, for these tests only (the catalogue's own come from publications). */
const POTTED: Record<string, unknown> = {
  'sweet-pea': { potSize: 'test pot A', varieties: ['Test Dwarf'], source: 'test fixture' },
  'sweet-potato': { potSize: 'test pot B', source: 'test fixture' },
};

describe.each(TEST_DIALECTS)('search ordered by the wizard’s answers on %s', (dialect) => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'garden-guide-potted-'));
    for (const name of readdirSync(PLANT_CATALOGUE_DIR)) {
      // Only the plants of POTTED grow in pots here, whatever the catalogue's own container facts say.
      const { container: _container, ...file } = JSON.parse(readFileSync(join(PLANT_CATALOGUE_DIR, name), 'utf8')) as {
        id: string;
        container?: unknown;
      };
      writeFileSync(join(dir, name), JSON.stringify(POTTED[file.id] ? { ...file, container: POTTED[file.id] } : file));
    }
    t = await createTestApp(dialect, { climate: true });
    await loadPlantCatalogue(t.database, dir);
  }, 120_000);
  afterAll(async () => {
    await t?.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  async function gardener(garden_type: string, plant_preference: string) {
    const browser = await signedInBrowser(t);
    const res = await browser.request('/api/profile', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ zone: '7a', garden_type, plant_preference, gardening_commitment: 'weekend' }),
    });
    expect(res.status).toBe(200);
    return browser;
  }

  const SWEET = ['sweet-alyssum', 'sweet-basil', 'sweet-cherry', 'sweet-corn', 'sweet-pea', 'sweet-potato'];
  /** The plants whose names start with 'sweet', in the order found. */
  const sweetOrder = async (browser: TestBrowser) => {
    const answer = await search(browser, 'q=sweet');
    const plants = answer.results.filter((p) => p.variety === null);
    return { ...answer, ids: plants.map((p) => p.id).filter((id) => SWEET.includes(id)) };
  };

  test('a plant preference puts its kinds first within a match level; the kept answers follow the answers', async () => {
    const visitor = testBrowser(t);
    const flowers = await gardener('backyard', 'flowers');
    const veggies = await gardener('backyard', 'veggies');
    const both = await gardener('backyard', 'both');
    // Each asked twice: the second answer comes from the answers kept per query.
    for (let round = 0; round < 2; round++) {
      const plain = await search(visitor, 'q=sweet&zone=7a');
      expect(
        plain.results
          .filter((p) => p.variety === null)
          .map((p) => p.id)
          .filter((id) => SWEET.includes(id)),
      ).toEqual(SWEET);
      expect(plain.orderedFor).toBeNull();
      const forFlowers = await sweetOrder(flowers);
      expect(forFlowers.ids).toEqual([
        'sweet-alyssum',
        'sweet-pea',
        'sweet-basil',
        'sweet-cherry',
        'sweet-corn',
        'sweet-potato',
      ]);
      expect(forFlowers.orderedFor).toEqual({ garden_type: 'backyard', plant_preference: 'flowers' });
      expect((await sweetOrder(veggies)).ids).toEqual([
        'sweet-basil',
        'sweet-cherry',
        'sweet-corn',
        'sweet-potato',
        'sweet-alyssum',
        'sweet-pea',
      ]);
      const forBoth = await sweetOrder(both);
      expect(forBoth.ids).toEqual(SWEET);
      expect(forBoth.orderedFor).toEqual({ garden_type: 'backyard', plant_preference: 'both' });
    }
    // A worse match never jumps ahead: Pea is exactly "pea", before the flower Sweet Pea.
    const pea = (await search(flowers, 'q=pea')).results.filter((p) => p.variety === null).map((p) => p.id);
    expect(pea.indexOf('pea')).toBeLessThan(pea.indexOf('sweet-pea'));
  });

  test('on a balcony, plants that grow well in pots come first, and say their pot and compact varieties', async () => {
    const balcony = await gardener('balcony', 'veggies');
    const backyard = await gardener('backyard', 'veggies');
    for (let round = 0; round < 2; round++) {
      const found = await sweetOrder(balcony);
      expect(found.ids).toEqual([
        'sweet-potato',
        'sweet-pea',
        'sweet-basil',
        'sweet-cherry',
        'sweet-corn',
        'sweet-alyssum',
      ]);
      expect(found.orderedFor).toEqual({ garden_type: 'balcony', plant_preference: 'veggies' });
      expect((await sweetOrder(backyard)).ids[0]).toBe('sweet-basil');
    }
    const rows = (await search(balcony, 'q=sweet')).results;
    expect(rows.find((p) => p.id === 'sweet-pea')?.container).toEqual({
      potSize: 'test pot A',
      varieties: ['Test Dwarf'],
    });
    expect(rows.find((p) => p.id === 'sweet-potato')?.container).toEqual({ potSize: 'test pot B', varieties: [] });
    expect(rows.find((p) => p.id === 'sweet-corn')?.container).toBeNull();
    const page = PlantDetailSchema.parse(await (await balcony.json('/api/plants/sweet-pea')).json());
    expect(page.container).toEqual({ potSize: 'test pot A', varieties: ['Test Dwarf'] });
  });

  test('add-plant’s question is ordered by the answers too', async () => {
    const flowers = await gardener('backyard', 'flowers');
    const veggies = await gardener('backyard', 'veggies');
    // 'carrow' is one letter from Carrot (a vegetable) and from Yarrow (a flower).
    const meant = async (browser: TestBrowser) => {
      const res = await addPlant(browser, { plant_name: 'carrow', user_zone: '7a' });
      expect(res.status).toBe(422);
      return AddPlantNoMatchSchema.parse(await res.json()).didYouMean.map((p) => p.id);
    };
    expect(await meant(flowers)).toEqual(['yarrow', 'carrot']);
    expect(await meant(veggies)).toEqual(['carrot', 'yarrow']);
  });
});
