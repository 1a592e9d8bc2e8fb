import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CareGuideSchema, PlantDetailSchema, PlantingGuideSchema } from '#shared/plants/api.ts';
import { REQUIREMENT_LABELS } from '#shared/plants/catalogue-terms.ts';
import { frostWording } from '#shared/plants/frost-free.ts';
import { testBrowser, type TestBrowser } from '#tests/setup/session-client.ts';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';
import { loadCatalogueIndex } from './catalogue-index.ts';

/**
 * Every plant's texts as gardeners read them, through the real answers (the plant's page, its
 * care plan and its planting guide). Where there is no typical frost, none may speak of frost
 * as a time or event; everywhere else, and where no place is known, they are the plant's own.
 * The texts do not depend on the database, so one is enough (frost-free.routes.test.ts runs
 * the answers on both).
 */

/** Places without a typical frost: Miami, Honolulu and downtown Los Angeles. */
const FROST_FREE_ZIPS = ['33101', '96813', '90012'];
/** Places with frost, however rare: Minneapolis, Houston, Phoenix. */
const FROST_ZIPS = ['55401', '77002', '85001'];

/** One text of an answer, with where it was read. */
interface ShownText {
  where: string;
  text: string;
  /** The Frost requirement line, which may state the plant's tolerance. */
  frostLine: boolean;
}

const FROST_LABEL = REQUIREMENT_LABELS.frost;

async function textsOf(browser: TestBrowser, id: string, place: { zip?: string }): Promise<ShownText[]> {
  const query = place.zip ? `?zip=${place.zip}` : '';
  const detailRes = await browser.json(`/api/plants/${id}${query}`);
  const careRes = await browser.json(`/api/plant-care/${id}`, place);
  const plantingRes = await browser.json(`/api/plant-planting/${id}`, place);
  expect([detailRes.status, careRes.status, plantingRes.status], id).toEqual([200, 200, 200]);
  const detail = PlantDetailSchema.parse(await detailRes.json());
  const care = CareGuideSchema.parse(await careRes.json());
  const planting = PlantingGuideSchema.parse(await plantingRes.json());
  const texts: ShownText[] = [{ where: 'page: description', text: detail.description, frostLine: false }];
  const steps = (answer: string, list: { step: string; tip?: string | undefined }[]) =>
    list.forEach((step, i) => {
      texts.push({ where: `${answer} ${i + 1}`, text: step.step, frostLine: false });
      if (step.tip) texts.push({ where: `${answer} ${i + 1}, tip`, text: step.tip, frostLine: false });
    });
  steps('page: planting step', detail.plantingInstructions);
  steps('page: seed-starting step', detail.seedStartingInstructions);
  steps('planting guide: planting step', planting.planting);
  steps('planting guide: seed-starting step', planting.seed_starting);
  for (const [label, plan] of [
    ['page', detail.care],
    ['care plan', care.care_plan],
  ] as const) {
    for (const step of [...plan.must_do, ...plan.good_to_do, ...plan.optional]) {
      texts.push({ where: `${label}: care step ${step.order_within_season}`, text: step.step, frostLine: false });
    }
  }
  for (const [label, text] of Object.entries(detail.requirements)) {
    texts.push({ where: `page: ${label} line`, text, frostLine: label === FROST_LABEL });
  }
  return texts;
}

describe('the plants’ texts where there is no typical frost', () => {
  let t: TestApp;
  let visitor: TestBrowser;
  let ids: string[];

  beforeAll(async () => {
    t = await createTestApp('sqlite', { catalogue: true, climate: true });
    visitor = testBrowser(t);
    ids = (await loadCatalogueIndex(t.database.db)).plants.map((record) => record.file.id);
  }, 60_000);
  afterAll(() => t.destroy());

  test.each(FROST_FREE_ZIPS)(
    'speak of no frost as a time or event at %s',
    async (zip) => {
      expect(ids.length).toBeGreaterThanOrEqual(250);
      const offending: string[] = [];
      for (const id of ids) {
        for (const { where, text, frostLine } of await textsOf(visitor, id, { zip })) {
          const words = frostWording(text, frostLine);
          if (words) offending.push(`${id}, ${where} ("${words}"): ${text}`);
        }
      }
      expect(offending).toEqual([]);
    },
    120_000,
  );

  test('are each plant’s own where there is frost, and where no place is known', async () => {
    let differ = 0;
    for (const id of ids) {
      const own = await textsOf(visitor, id, {});
      for (const zip of FROST_ZIPS) expect(await textsOf(visitor, id, { zip }), `${id} at ${zip}`).toEqual(own);
      const frostFree = await textsOf(visitor, id, { zip: FROST_FREE_ZIPS[0] });
      if (JSON.stringify(frostFree) !== JSON.stringify(own)) differ++;
    }
    // The frost texts are most of the catalogue's plants: the comparison is not an empty one.
    expect(differ).toBeGreaterThanOrEqual(200);
  }, 180_000);
});
