import { describe, expect, test } from 'vitest';
import { PlantFileSchema } from './catalogue-schema.ts';
import { PLANT_FORMS, type PlantForm } from './catalogue-terms.ts';
import { readPlantFiles } from './test-support.ts';

const plants = readPlantFiles().map(({ json }) => PlantFileSchema.parse(json));
const formOf = (id: string) => plants.find((plant) => plant.id === id)?.form;

describe('the forms the catalogue’s pictures are drawn from', () => {
  test('every catalogue plant has one', () => {
    expect(plants.filter((plant) => plant.form === undefined).map((plant) => plant.id)).toEqual([]);
  });

  test.each<[string, PlantForm]>([
    ['lemon', 'citrus'],
    ['garlic', 'allium'],
    ['hosta', 'foliage-plant'],
    ['tulip', 'bulb-flower'],
    ['grape', 'fruit-vine'],
    ['pothos', 'trailing-houseplant'],
    ['tomato', 'fruiting-vegetable'],
    ['carrot', 'root'],
    ['blueberry', 'berry'],
    ['rose', 'shrub'],
    ['broccoli', 'floret-brassica'],
    ['cabbage', 'head-brassica'],
    ['sweet-basil', 'herb'],
    ['lemongrass', 'grass'],
    ['snake-plant', 'foliage-plant'],
    ['fiddle-leaf-fig', 'tree-houseplant'],
    ['jade-plant', 'succulent'],
  ])('%s is drawn as %s', (id, form) => {
    expect(formOf(id)).toBe(form);
  });

  test('every form is some catalogue plant’s', () => {
    // A picture no plant shows is never looked at, so it is never checked.
    const used = new Set(plants.map((plant) => plant.form));
    expect(PLANT_FORMS.filter((form) => !used.has(form))).toEqual([]);
  });

  test('the neutral picture is kept for the few plants no form’s picture fits', () => {
    expect(
      plants
        .filter((plant) => plant.form === 'other')
        .map((plant) => plant.id)
        .sort(),
    ).toEqual(['air-plant', 'brussels-sprouts', 'kohlrabi', 'peanut']);
  });
});
