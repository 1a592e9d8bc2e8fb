import { beforeAll, describe, expect, test } from 'vitest';
import { PlantFileSchema, type PlantFile } from '#shared/plants/catalogue-schema.ts';
import type { VarietyList } from '#shared/plants/name-match.ts';
import { readPlantFiles } from '#shared/plants/test-support.ts';
import { loadVarieties } from '../../catalogue/catalogue-files.ts';
import { matchIdentifiedPlant, matchScientificName, parseScientificNames } from './plant-matches.ts';

describe('parseScientificNames', () => {
  test.each([
    ['Solanum lycopersicum', [{ genus: 'solanum', species: 'lycopersicum', infra: null }]],
    ['Brassica oleracea var. italica', [{ genus: 'brassica', species: 'oleracea', infra: 'italica' }]],
    ['Citrus × limon', [{ genus: 'citrus', species: 'limon', infra: null }]],
    ['Mentha x piperita', [{ genus: 'mentha', species: 'piperita', infra: null }]],
    ['Mentha spp.', [{ genus: 'mentha', species: null, infra: null }]],
    ['Lilium Asiatic hybrids', [{ genus: 'lilium', species: null, infra: null }]],
    ['Allium ampeloprasum (Porrum Group)', [{ genus: 'allium', species: 'ampeloprasum', infra: 'porrum' }]],
    ["Artemisia dracunculus 'Sativa'", [{ genus: 'artemisia', species: 'dracunculus', infra: null }]],
    [
      'Ipomoea purpurea, Ipomoea tricolor',
      [
        { genus: 'ipomoea', species: 'purpurea', infra: null },
        { genus: 'ipomoea', species: 'tricolor', infra: null },
      ],
    ],
  ])('%s', (text, expected) => {
    expect(parseScientificNames(text)).toEqual(expected);
  });
});

describe('matching an identified plant to the catalogue', () => {
  let plants: PlantFile[];
  let varieties: VarietyList;
  const ids = (found: readonly PlantFile[]) => found.map((plant) => plant.id);
  const match = (commonNames: string[], scientificName: string | null, own: PlantFile[] = []) =>
    ids(matchIdentifiedPlant({ commonNames, scientificName }, plants, varieties, own));

  beforeAll(async () => {
    plants = readPlantFiles().map(({ json }) => PlantFileSchema.parse(json));
    varieties = await loadVarieties();
  });

  test('a common name of a catalogue plant, or one with a qualifier, finds the plant', () => {
    expect(match(['Tomato'], null)).toEqual(['tomato']);
    expect(match(['Garden tomato', 'Tomato'], null)).toEqual(['tomato']);
    expect(match(['Garden tomato', 'Love-apple'], null)).toEqual(['tomato']);
    expect(match(['Spearmint'], null)).toEqual(['mint']);
    expect(match(['Snake plant'], null)).toEqual(['snake-plant']);
  });

  test('a scientific name finds the plant, and the plants of the same species', () => {
    expect(match([], 'Solanum lycopersicum')).toEqual(['tomato']);
    expect(match([], 'Brassica oleracea var. italica')).toEqual(['broccoli']);
    const brassicas = match([], 'Brassica oleracea');
    expect(brassicas).toEqual(expect.arrayContaining(['broccoli', 'cabbage', 'cauliflower', 'kale', 'kohlrabi']));
    expect(brassicas).not.toContain('turnip');
  });

  test('a species of a genus the catalogue keeps as a whole finds it', () => {
    expect(match([], 'Mentha suaveolens')).toEqual(['mint']);
    expect(match([], 'Rosa rugosa')).toEqual(['rose']);
  });

  test('a botanical name the catalogue has as an alias finds the plant', () => {
    expect(match([], 'Saintpaulia ionantha')).toEqual(['african-violet']);
  });

  test('the common name comes first, then the rest of its species, then its genus', () => {
    expect(match(['Zucchini'], 'Cucurbita pepo')).toEqual([
      'zucchini',
      'pumpkin',
      'summer-squash',
      'ornamental-gourd',
      'winter-squash',
    ]);
  });

  test('a variety name finds the plant it belongs to', () => {
    expect(match(['Sungold'], null)).toEqual(['tomato']);
  });

  test('a gardener’s own plant of that name comes first', () => {
    const sungold = { ...plants.find((plant) => plant.id === 'tomato')!, id: 'sungold-a1b2c3', name: 'Sungold' };
    expect(match(['Sungold'], 'Solanum lycopersicum', [sungold])).toEqual(['sungold-a1b2c3', 'tomato']);
  });

  test('a name only the search knows finds what the search finds', () => {
    expect(match(['Ficus'], null).length).toBeGreaterThan(0);
    expect(match(['Holy basil'], null)).toEqual(['holy-basil']);
  });

  test('a plant the catalogue does not have finds nothing, not look-alikes', () => {
    expect(match(['Common dandelion'], 'Taraxacum officinale')).toEqual([]);
    expect(match(['Black nightshade'], 'Solanum nigrum')).toEqual([]);
  });

  test('matchScientificName ignores a different variety of the same species', () => {
    expect(ids(matchScientificName('Brassica oleracea var. capitata', plants))).toEqual(['cabbage']);
  });
});
