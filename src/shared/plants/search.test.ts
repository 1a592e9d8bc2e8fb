import { describe, expect, test } from 'vitest';
import {
  matchesQuery,
  normalizeSearchText,
  PlantSearchIndex,
  rankPlants,
  searchPlants,
  searchRank,
  type SearchablePlant,
} from './search.ts';
import { PlantFileSchema } from './catalogue-schema.ts';
import { readPlant, readPlantFiles } from './test-support.ts';

const plant = (name: string, aliases: string[] = []): SearchablePlant => ({ name, aliases });

const fig = plant('Fig', ['common fig', 'Ficus carica']);
const rubberPlant = plant('Rubber Plant', ['Ficus elastica', 'rubber tree']);
const weepingFig = plant('Weeping Fig', ['Ficus benjamina']);
const tomato = plant('Tomato');
const pea = plant('Pea', ['garden pea']);
const peanut = plant('Peanut');
const sweetPea = plant('Sweet Pea');
const chickpea = plant('Chickpea', ['garbanzo bean']);
const basil = plant('Sweet Basil', ['Genovese basil']);
const snakePlant = plant('Snake Plant', ['sansevieria', "mother-in-law's tongue"]);

describe('normalizeSearchText', () => {
  test('lowercases, strips punctuation, collapses whitespace and splits into words', () => {
    expect(normalizeSearchText('  Sweet   BASIL!! ')).toEqual(['sweet', 'basil']);
    expect(normalizeSearchText('bush-bean, (snap)')).toEqual(['bush', 'bean', 'snap']);
    expect(normalizeSearchText("Mother-in-Law's Tongue")).toEqual(['mother', 'in', 'laws', 'tongue']);
    expect(normalizeSearchText('Jalapeño')).toEqual(['jalapeno']);
  });

  test('treats fig and ficus as one word', () => {
    expect(normalizeSearchText('Ficus')).toEqual(['fig']);
    expect(normalizeSearchText('fig')).toEqual(['fig']);
  });

  test('gives no words for an empty or punctuation-only query', () => {
    expect(normalizeSearchText('')).toEqual([]);
    expect(normalizeSearchText('  ?! - ')).toEqual([]);
  });
});

describe('matchesQuery', () => {
  test('needs every word in the name or in one alias', () => {
    expect(matchesQuery(basil, normalizeSearchText('sweet basil'))).toBe(true);
    expect(matchesQuery(basil, normalizeSearchText('genovese'))).toBe(true);
    expect(matchesQuery(basil, normalizeSearchText('thai basil'))).toBe(false);
    expect(matchesQuery(basil, [])).toBe(false);
  });

  test('finds figs and ficus houseplants by either word', () => {
    const ficus = normalizeSearchText('ficus');
    expect(matchesQuery(fig, ficus)).toBe(true);
    expect(matchesQuery(weepingFig, ficus)).toBe(true);
    expect(matchesQuery(rubberPlant, ficus)).toBe(true);
    expect(matchesQuery(rubberPlant, normalizeSearchText('fig'))).toBe(true);
    expect(matchesQuery(rubberPlant, ['fic'])).toBe(true);
    expect(matchesQuery(rubberPlant, ['ficus'])).toBe(true);
  });

  test('matches part of a word as it is typed, and plurals', () => {
    expect(matchesQuery(tomato, ['tom'])).toBe(true);
    expect(matchesQuery(tomato, normalizeSearchText('tomatoes'))).toBe(true);
    expect(matchesQuery(plant('Strawberry'), normalizeSearchText('strawberries'))).toBe(true);
    expect(matchesQuery(snakePlant, normalizeSearchText("mother in law's"))).toBe(true);
  });

  test('finds real catalogue plants by their regional names', () => {
    expect(matchesQuery(readPlant('zucchini'), normalizeSearchText('Courgette'))).toBe(true);
    expect(matchesQuery(readPlant('bush-bean'), normalizeSearchText('green beans'))).toBe(true);
    expect(matchesQuery(readPlant('beet'), normalizeSearchText('beetroot'))).toBe(true);
  });
});

describe('searchPlants', () => {
  const all = [chickpea, sweetPea, peanut, pea, tomato, basil, fig, rubberPlant, weepingFig, snakePlant];

  test('ranks the exact name first, then names starting with the query, then word starts, then the rest', () => {
    expect(searchPlants(all, 'pea').map((p) => p.name)).toEqual(['Pea', 'Peanut', 'Sweet Pea', 'Chickpea']);
    expect(searchPlants(all, 'Garden Pea').map((p) => p.name)).toEqual(['Pea']);
  });

  test('ranks a match on the name above the same match on an alias', () => {
    expect(searchPlants(all, 'fig').map((p) => p.name)).toEqual(['Fig', 'Rubber Plant', 'Weeping Fig']);
    expect(searchRank(fig, ['fig'])).toBeLessThan(searchRank(rubberPlant, ['fig'])!);
  });

  test('finds nothing for an empty query', () => {
    expect(searchPlants(all, '   ')).toEqual([]);
    expect(searchRank(tomato, [])).toBeNull();
  });
});

describe('PlantSearchIndex', () => {
  const catalogue = readPlantFiles().map(({ json }) => PlantFileSchema.parse(json));
  const index = new PlantSearchIndex(catalogue);
  const viaIndex = (query: string) => {
    const words = normalizeSearchText(query);
    return rankPlants(index.candidates(words), words).map((p) => p.id);
  };

  test('finds what searching the whole catalogue finds, in the same order, for what gardeners type', () => {
    const words = new Set<string>();
    for (const file of catalogue) {
      for (const name of [file.name, ...file.aliases]) {
        for (const word of normalizeSearchText(name)) {
          for (let length = 1; length <= word.length; length++) words.add(word.slice(0, length));
        }
      }
    }
    const names = catalogue.flatMap((file) => [file.name, ...file.aliases]);
    const queries = [
      ...words,
      ...names,
      ...names.map((name) => name.split(' ').reverse().join(' ')),
      'tomatoes',
      'strawberries',
      'Ficus',
      'fic',
      'pea pea',
      "mother-in-law's",
      'zzzz',
      'bean zzzz',
    ];
    expect(queries.length).toBeGreaterThan(1000);
    let found = 0;
    for (const query of queries) {
      const expected = searchPlants(catalogue, query).map((p) => p.id);
      expect(viaIndex(query), query).toEqual(expected);
      if (expected.length > 0) found++;
    }
    expect(found).toBeGreaterThan(1000);
  });

  test("never matches across two plants' names", () => {
    const small = new PlantSearchIndex([plant('Lettuce'), plant('Bean'), plant('Fig', ['ficus'])]);
    expect(small.candidates(normalizeSearchText('ceb'))).toEqual([]);
    expect(small.candidates(normalizeSearchText('nfig'))).toEqual([]);
    expect(small.candidates(normalizeSearchText('bean')).map((p) => p.name)).toEqual(['Bean']);
    expect(small.candidates(normalizeSearchText('e')).map((p) => p.name)).toEqual(['Lettuce', 'Bean']);
  });

  test('a plant must hold every word, and an empty query finds nothing', () => {
    expect(index.candidates(normalizeSearchText('sweet basil')).map((p) => p.id)).toContain('sweet-basil');
    expect(index.candidates(normalizeSearchText('sweet zzzz'))).toEqual([]);
    const small = new PlantSearchIndex([plant('Lettuce'), plant('Bean'), plant('Sweet Pea')]);
    expect(small.candidates(normalizeSearchText('lettuce bean'))).toEqual([]);
    expect(small.candidates(normalizeSearchText('pea sweet')).map((p) => p.name)).toEqual(['Sweet Pea']);
    expect(index.candidates([])).toEqual([]);
  });
});
