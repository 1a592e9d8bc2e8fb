import { describe, expect, test } from 'vitest';
import { catalogueProblems, measurementsInInches, plantProblems } from './catalogue-rules.ts';
import { PlantFileSchema, requirementLines, requirementMap, type PlantFile } from './catalogue-schema.ts';
import { PLANT_GROUPS, REQUIREMENT_KEYS } from './catalogue-terms.ts';
import { readPlant, readPlantFiles } from './test-support.ts';

const files = readPlantFiles();
const plants = files.map(({ json }) => PlantFileSchema.parse(json));

/** A copy of a real plant with some fields changed, for the rules' failure cases. */
function variant(id: string, change: (plant: PlantFile) => void): PlantFile {
  const plant = structuredClone(readPlant(id));
  change(plant);
  return plant;
}

describe('the plant catalogue files', () => {
  test('hold at least one plant of every group', () => {
    expect(new Set(plants.map((plant) => plant.plantGroup))).toEqual(new Set(PLANT_GROUPS));
  });

  test('cover what US home gardeners grow: 250 plants, with breadth in every group', () => {
    const count = (group: string) => plants.filter((plant) => plant.plantGroup === group).length;
    expect(plants.length).toBeGreaterThanOrEqual(250);
    expect(count('vegetable')).toBeGreaterThanOrEqual(80);
    expect(count('herb')).toBeGreaterThanOrEqual(30);
    expect(count('fruit')).toBeGreaterThanOrEqual(25);
    expect(count('flower')).toBeGreaterThanOrEqual(50);
    expect(count('houseplant')).toBeGreaterThanOrEqual(40);
    // The vegetables a US seed catalogue's vegetable section lists, by kind.
    const ids = new Set(plants.map((plant) => plant.id));
    for (const id of [
      'broccoli',
      'cabbage',
      'brussels-sprouts',
      'kale',
      'collard-greens',
      'cauliflower',
      'kohlrabi',
      'onion',
      'garlic',
      'leek',
      'shallot',
      'scallion',
      'carrot',
      'beet',
      'radish',
      'turnip',
      'parsnip',
      'rutabaga',
      'potato',
      'sweet-potato',
      'bush-bean',
      'pole-bean',
      'pea',
      'lima-bean',
      'edamame',
      'cucumber',
      'zucchini',
      'summer-squash',
      'winter-squash',
      'pumpkin',
      'watermelon',
      'cantaloupe',
      'tomato',
      'pepper',
      'eggplant',
      'tomatillo',
      'lettuce',
      'spinach',
      'swiss-chard',
      'arugula',
      'mustard-greens',
      'bok-choy',
      'endive',
      'sweet-corn',
      'okra',
      'asparagus',
      'rhubarb',
      'artichoke',
      'celery',
    ]) {
      expect(ids.has(id), id).toBe(true);
    }
  });

  test('record a botanical family for every plant, for crop rotation', () => {
    expect(plants.filter((plant) => !/^[A-Z][a-z]+aceae$/.test(plant.family)).map((plant) => plant.id)).toEqual([]);
  });

  test.each(files)('$fileName parses and its id is its file name', ({ fileName, json }) => {
    const parsed = PlantFileSchema.safeParse(json);
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(`${parsed.data?.id}.json`).toBe(fileName);
  });

  test.each(plants.map((plant) => [plant.id, plant] as const))(
    '%s keeps the horticultural sanity rules',
    (_, plant) => {
      expect(plantProblems(plant)).toEqual([]);
    },
  );

  test('no two plants share an id, a name or an alias', () => {
    expect(catalogueProblems(plants)).toEqual([]);
  });
});

describe('PlantFileSchema', () => {
  const tomato = readPlantFiles().find((file) => file.fileName === 'tomato.json')!.json as Record<string, unknown>;

  test('rejects unknown keys at any depth, so a typo cannot drop a fact', () => {
    expect(PlantFileSchema.safeParse({ ...tomato, zone: '7a' }).success).toBe(false);
    const requirements = { ...(tomato.requirements as object), sunlight: 'Full Sun' };
    expect(PlantFileSchema.safeParse({ ...tomato, requirements }).success).toBe(false);
    const timing = { ...(tomato.timing as object), weeksAfterLastFrost: [1, 2] };
    expect(PlantFileSchema.safeParse({ ...tomato, timing }).success).toBe(false);
  });

  test('rejects week ranges written back to front', () => {
    const badSeedStart = { ...(tomato.timing as object), seedStart: { weeksBeforeLastFrost: [6, 8] } };
    expect(PlantFileSchema.safeParse({ ...tomato, timing: badSeedStart }).success).toBe(false);
    const badPlanting = {
      ...(tomato.timing as object),
      planting: { method: 'transplant', weeksFromLastFrost: [3, 1] },
    };
    expect(PlantFileSchema.safeParse({ ...tomato, timing: badPlanting }).success).toBe(false);
  });

  test('rejects repeated care step ids and a hardiness range upside down', () => {
    const care = tomato.care as { id: string }[];
    expect(PlantFileSchema.safeParse({ ...tomato, care: [...care, care[0]] }).success).toBe(false);
    expect(PlantFileSchema.safeParse({ ...tomato, hardiness: { min: 9, max: 4 } }).success).toBe(false);
    expect(PlantFileSchema.safeParse({ ...tomato, hardiness: { min: 0, max: 4 } }).success).toBe(false);
  });

  test('rejects a care step with two timings or none', () => {
    const step = (tomato.care as object[])[0]!;
    const twoTimings = { ...step, timing: { weeksAfterPlanting: [1, 2], seasons: ['spring'] } };
    expect(PlantFileSchema.safeParse({ ...tomato, care: [twoTimings] }).success).toBe(false);
    expect(PlantFileSchema.safeParse({ ...tomato, care: [{ ...step, timing: {} }] }).success).toBe(false);
  });

  test('rejects blank steps and a tip that is only spaces', () => {
    expect(PlantFileSchema.safeParse({ ...tomato, planting: [{ step: '  ' }] }).success).toBe(false);
    expect(PlantFileSchema.safeParse({ ...tomato, planting: [{ step: 'Dig.', tip: ' ' }] }).success).toBe(false);
  });
});

describe('the sanity rules', () => {
  test('catch timing outside horticultural bounds', () => {
    const early = variant('tomato', (p) => (p.timing.seedStart = { weeksBeforeLastFrost: [20, 18] }));
    expect(plantProblems(early)).toContain('seed starting 20–18 weeks before the last frost is outside 0–16 weeks');
    const late = variant('tomato', (p) => (p.timing.planting = { method: 'transplant', weeksFromLastFrost: [10, 14] }));
    expect(plantProblems(late)).toContain(
      'spring planting 10 to 14 weeks from the last frost is outside -10 to +12 weeks',
    );
    const fall = variant(
      'garlic',
      (p) => (p.timing.fallPlanting = { method: 'plant', weeksBeforeFirstFrost: [20, 17] }),
    );
    expect(plantProblems(fall)).toContain('fall planting 20–17 weeks before the first frost is outside 0–16 weeks');
  });

  test('ask sown crops for spacing and depth', () => {
    const noSpacing = variant('carrot', (p) => delete p.requirements.spacing);
    expect(plantProblems(noSpacing)).toContain('a sown crop needs spacing and depth requirements');
  });

  test('read spacing and depth in inches, fractions, ranges and feet alike', () => {
    expect(measurementsInInches('18–24 in apart, rows 3 ft apart')).toEqual([18, 24, 36]);
    expect(measurementsInInches('Seeds 1/4–1/2 in; transplants deeper')).toEqual([0.25, 0.5]);
    expect(measurementsInInches('hills 5-6 feet apart; 1.5 inches deep')).toEqual([60, 72, 1.5]);
    expect(measurementsInInches('At the depth it grew in the pot')).toEqual([]);
  });

  test('keep spacing and depth positive and plausible', () => {
    const noDistance = variant('carrot', (p) => (p.requirements.spacing = 'Not too close'));
    expect(plantProblems(noDistance)).toContain('spacing "Not too close" gives no distance in inches or feet');
    const huge = variant('carrot', (p) => (p.requirements.spacing = '2–3 in apart, rows 60 ft apart'));
    expect(plantProblems(huge)).toContain('spacing "2–3 in apart, rows 60 ft apart" is outside 1 in to 40 ft');
    const zero = variant('carrot', (p) => (p.requirements.spacing = '0 in apart'));
    expect(plantProblems(zero)).toContain('spacing "0 in apart" is outside 1 in to 40 ft');
    const deepSeed = variant('carrot', (p) => (p.requirements.depth = '4 in'));
    expect(plantProblems(deepSeed)).toContain('depth "4 in" is deeper than any seed is sown (3 in)');
    const vagueSeed = variant('carrot', (p) => (p.requirements.depth = 'Shallow'));
    expect(plantProblems(vagueSeed)).toContain('depth "Shallow" of a sown crop gives no depth in inches');
    const surface = variant('carrot', (p) => (p.requirements.depth = 'On the surface, pressed in'));
    expect(plantProblems(surface).filter((problem) => problem.startsWith('depth'))).toEqual([]);
    const deepBulb = variant('tulip', (p) => (p.requirements.depth = '2 ft to the base of the bulb'));
    expect(plantProblems(deepBulb)).toContain('depth "2 ft to the base of the bulb" is outside 0–12 in');
  });

  test('ask outdoor perennials for a hardiness range and keep houseplants free of frost timing', () => {
    expect(plantProblems(variant('blueberry', (p) => delete p.hardiness))).toContain(
      'an outdoor perennial needs a hardiness range',
    );
    const frostyHouseplant = variant('snake-plant', (p) => {
      p.timing.fallPlanting = { method: 'plant', weeksBeforeFirstFrost: [4, 2] };
      p.care.push({ id: 'cover', phase: 'optional', step: 'Cover it.', timing: { weeksFromFirstFrost: [0, 1] } });
      p.hardiness = { min: 10, max: 12 };
    });
    expect(plantProblems(frostyHouseplant)).toEqual(
      expect.arrayContaining([
        'a houseplant has no frost timing',
        'care step "cover" of a houseplant is timed by frost',
        'a houseplant has no hardiness range (its zone is indoors)',
      ]),
    );
  });

  test('keep frost-free texts to the shape of the plant’s own, and free of months', () => {
    const ok = variant('tomato', (p) => (p.frostFree = { planting: p.planting, requirements: { frost: 'Tender' } }));
    expect(plantProblems(ok)).toEqual([]);
    const seedless = variant('garlic', (p) => (p.frostFree = { seedStarting: [{ step: 'Sow.' }] }));
    expect(plantProblems(seedless)).toContain('frost-free seed-starting steps for a plant not started indoors');
    const short = variant('tomato', (p) => (p.frostFree = { planting: [{ step: 'Plant.' }] }));
    expect(plantProblems(short)).toContain('the frost-free planting guide has 1 steps, not 3–6');
    const added = variant('tomato', (p) => (p.frostFree = { requirements: { humidity: 'Humid' } }));
    expect(plantProblems(added)).toContain('a frost-free humidity line for a plant without one');
    const dated = variant('tomato', (p) => (p.frostFree = { care: { 'clean-up': 'Pull the plants in May.' } }));
    expect(plantProblems(dated)).toContain('a frost-free text names May: "Pull the plants in May."');
    const modal = variant('tomato', (p) => (p.frostFree = { description: 'Fruit may split after heavy rain.' }));
    expect(plantProblems(modal)).toEqual([]);
  });

  test('find a name or alias two plants share, but not fig and ficus', () => {
    const pea = readPlant('pea');
    const impostor = variant('lettuce', (p) => (p.aliases = [...p.aliases, 'Snow-Pea']));
    expect(catalogueProblems([pea, impostor])).toEqual(['"Snow-Pea" names both pea and lettuce']);
    const fig = variant('lemon', (p) => Object.assign(p, { id: 'fig', name: 'Fig', aliases: ['fig tree'] }));
    const ficus = variant('snake-plant', (p) => Object.assign(p, { id: 'rubber-plant', name: 'Ficus', aliases: [] }));
    expect(catalogueProblems([fig, ficus])).toEqual([]);
  });
});

describe('requirement lines', () => {
  test('come in the spec order of preference, with empty lines dropped', () => {
    const tomato = readPlant('tomato');
    const keys = requirementLines(tomato.requirements).map((line) => line.key);
    expect(keys).toEqual(REQUIREMENT_KEYS.filter((key) => tomato.requirements[key] !== undefined));
    expect(Object.keys(requirementMap(tomato.requirements)).slice(0, 3)).toEqual(['pH', 'Soil', 'Water']);
    expect(requirementMap({ spacing: '18–24 in apart', avoid: undefined })).toEqual({ Spacing: '18–24 in apart' });
  });
});
