import { describe, expect, test } from 'vitest';
import {
  bucketByAnswers,
  matchesQuery,
  normalizeSearchText,
  PlantSearchIndex,
  rankPlants,
  searchPlants,
  searchRank,
  searchRows,
  VarietyOf,
  VarietySearchIndex,
  type SearchablePlant,
  type SearchAnswers,
  type SearchRow,
} from './search.ts';
import { PlantFileSchema, type PlantFile } from './catalogue-schema.ts';
import { readPlant, readPlantFiles, readVarieties } from './test-support.ts';

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

  test('ranks the exact name first, then whole words, then a word found only inside another word', () => {
    expect(searchPlants(all, 'pea').map((p) => p.name)).toEqual(['Pea', 'Sweet Pea', 'Peanut', 'Chickpea']);
    expect(searchPlants(all, 'peas').map((p) => p.name)).toEqual(['Pea', 'Sweet Pea', 'Peanut', 'Chickpea']);
    expect(searchPlants(all, 'Garden Pea').map((p) => p.name)).toEqual(['Pea']);
  });

  test('ranks a name holding the word above an alias holding it', () => {
    expect(searchPlants(all, 'fig').map((p) => p.name)).toEqual(['Fig', 'Weeping Fig', 'Rubber Plant']);
    expect(searchRank(fig, ['fig'])).toBeLessThan(searchRank(weepingFig, ['fig'])!);
    expect(searchRank(weepingFig, ['fig'])).toBeLessThan(searchRank(rubberPlant, ['fig'])!);
  });

  test('an exact alias comes right after an exact name, before names that only start with the query', () => {
    const sweetCorn = plant('Sweet Corn');
    const list = [sweetCorn, basil, plant('Basil Mint')];
    expect(searchPlants(list, 'genovese basil').map((p) => p.name)).toEqual(['Sweet Basil']);
    expect(searchPlants([...list, plant('Genovese Basil Mix')], 'genovese basil').map((p) => p.name)).toEqual([
      'Sweet Basil',
      'Genovese Basil Mix',
    ]);
  });

  test('a name started as typed comes before the same letters further in', () => {
    expect(searchPlants(all, 'tom').map((p) => p.name)).toEqual(['Tomato']);
    expect(searchPlants([plant('Bottom Fern'), tomato], 'tom').map((p) => p.name)).toEqual(['Tomato', 'Bottom Fern']);
  });

  test('finds nothing for an empty query', () => {
    expect(searchPlants(all, '   ')).toEqual([]);
    expect(searchRank(tomato, [])).toBeNull();
  });
});

describe('searchRows on the catalogue', () => {
  const files = readPlantFiles().map(({ json }) => PlantFileSchema.parse(json));
  const varieties = readVarieties();
  const index = new PlantSearchIndex(files);
  const varietyIndex = new VarietySearchIndex(files, (file) => varieties[file.id] ?? []);
  const byId = new Map(files.map((file) => [file.id, file]));
  const file = (id: string) => byId.get(id)!;

  /** A gardener's own plant based on a catalogue plant, as add-plant makes it. */
  const ownPlant = (name: string, baseId: string): PlantFile & { basedOn: string } => ({
    ...file(baseId),
    id: `${baseId}-own-${name.toLowerCase().replace(/\W+/g, '-')}`,
    name,
    aliases: [],
    basedOn: baseId,
  });

  function search(
    query: string,
    { own = [] as ReturnType<typeof ownPlant>[], answers = null as SearchAnswers | null } = {},
  ) {
    const words = normalizeSearchText(query);
    return searchRows(
      {
        plants: [...own, ...index.candidates(words)],
        varieties: varietyIndex.candidates(words),
        varietiesOf: (plant) => (own.includes(plant as never) ? [] : (varieties[plant.id] ?? [])),
        basedOn: (plant) => own.filter((mine) => mine.basedOn === plant.id),
        bucket: bucketByAnswers(answers),
      },
      words,
    );
  }
  const labels = (rows: SearchRow<PlantFile>[]) =>
    rows.map((row) => (row.variety ? `${row.plant.id}:${row.variety}` : row.plant.id));

  test('"peas" is exactly Pea: Pea and its varieties come before Asian Pear', () => {
    const found = labels(search('peas'));
    expect(found[0]).toBe('pea');
    expect(found.slice(1, 1 + varieties.pea!.length)).toEqual(
      [...varieties.pea!].sort((a, b) => a.localeCompare(b)).map((name) => `pea:${name}`),
    );
    expect(found.indexOf('pea')).toBeLessThan(found.indexOf('asian-pear'));
    expect(found.indexOf('sweet-pea')).toBeLessThan(found.indexOf('asian-pear'));
    expect(found.indexOf('sweet-pea')).toBeLessThan(found.indexOf('peanut'));
  });

  test('"pepper": Pepper, the gardener’s own peppers, its varieties, then other plants, peppermint last', () => {
    const own = [ownPlant('Shishito Early', 'pepper'), ownPlant('Sungold', 'tomato')];
    const found = labels(search('pepper', { own }));
    const pepperVarieties = [...varieties.pepper!].sort((a, b) => a.localeCompare(b)).map((name) => `pepper:${name}`);
    expect(found).toEqual(['pepper', own[0]!.id, ...pepperVarieties, 'baby-rubber-plant', 'garden-cress', 'mint']);
  });

  test('finds a plant by its catalogue varieties, and says which one', () => {
    expect(search('jalapeño')).toEqual([{ plant: file('pepper'), variety: 'Jalapeno' }]);
    expect(search('Jalapeno pepper')).toEqual([{ plant: file('pepper'), variety: 'Jalapeno' }]);
    expect(labels(search('cherokee purple'))).toEqual(['tomato:Cherokee Purple']);
    expect(labels(search('purple tomato'))).toEqual(['tomato:Cherokee Purple']);
    // A plant's varieties are not found by its name alone, unless the name is the query.
    expect(labels(search('tomatillo'))).not.toContain('tomato:Sungold');
  });

  test('a variety the gardener has as a plant of their own is listed once, as theirs', () => {
    const own = [ownPlant('Sungold', 'tomato'), ownPlant('Cherokee Purple tomato', 'tomato')];
    const tomatoes = labels(search('tomato', { own }));
    expect(tomatoes.slice(0, 3)).toEqual(['tomato', own[1]!.id, own[0]!.id]);
    expect(tomatoes).not.toContain('tomato:Sungold');
    expect(tomatoes).not.toContain('tomato:Cherokee Purple');
    expect(labels(search('sungold', { own }))).toEqual([own[0]!.id]);
  });

  test('a plant preference orders hits within a match level, never across levels', () => {
    const both = labels(search('sweet'));
    const veggies = labels(search('sweet', { answers: { garden_type: 'backyard', plant_preference: 'veggies' } }));
    const flowers = labels(search('sweet', { answers: { garden_type: 'backyard', plant_preference: 'flowers' } }));
    // 'sweet' starts six plants' names: the preferred kinds first among them.
    const startsWithSweet = ['sweet-alyssum', 'sweet-basil', 'sweet-cherry', 'sweet-corn', 'sweet-pea', 'sweet-potato'];
    expect(both.slice(0, 6)).toEqual(startsWithSweet);
    expect(veggies.slice(0, 6)).toEqual([
      'sweet-basil',
      'sweet-cherry',
      'sweet-corn',
      'sweet-potato',
      'sweet-alyssum',
      'sweet-pea',
    ]);
    expect(flowers.slice(0, 6)).toEqual([
      'sweet-alyssum',
      'sweet-pea',
      'sweet-basil',
      'sweet-cherry',
      'sweet-corn',
      'sweet-potato',
    ]);
    // Pea (a vegetable) is exactly "pea": a flower gardener still gets it before Sweet Pea.
    const pea = labels(search('pea', { answers: { garden_type: 'backyard', plant_preference: 'flowers' } }));
    expect(pea[0]).toBe('pea');
    expect(pea.indexOf('sweet-pea')).toBeGreaterThan(varieties.pea!.length);
    expect(labels(search('sweet', { answers: { garden_type: 'backyard', plant_preference: 'both' } }))).toEqual(both);
  });

  test('on a balcony, plants that grow well in pots come first within a match level', () => {
    // Only these two grow in pots here, whatever the catalogue's own container facts say.
    const inPots = new Set(['sweet-pea', 'sweet-potato']);
    const potted = files.map(({ container: _container, ...plant }) =>
      inPots.has(plant.id) ? { ...plant, container: { potSize: '5 gallons', source: 'a publication' } } : plant,
    );
    const pottedIndex = new PlantSearchIndex(potted);
    const words = normalizeSearchText('sweet');
    const balcony = bucketByAnswers({ garden_type: 'balcony', plant_preference: 'veggies' });
    const found = searchRows({ plants: pottedIndex.candidates(words), bucket: balcony }, words).map(
      (row) => row.plant.id,
    );
    // In pots first (the vegetable before the flower), then the rest of the level, vegetables first.
    expect(found.slice(0, 6)).toEqual([
      'sweet-potato',
      'sweet-pea',
      'sweet-basil',
      'sweet-cherry',
      'sweet-corn',
      'sweet-alyssum',
    ]);
    expect(bucketByAnswers({ garden_type: 'backyard', plant_preference: 'both' })).toBeUndefined();
  });

  test('a limit keeps the first hits, in the same order', () => {
    for (const query of ['a', 'pe', 'sweet', 'tomato']) {
      const words = normalizeSearchText(query);
      const sources = {
        plants: index.candidates(words),
        varieties: varietyIndex.candidates(words),
        varietiesOf: (p: PlantFile) => varieties[p.id] ?? [],
      };
      expect(searchRows(sources, words, 20), query).toEqual(searchRows(sources, words).slice(0, 20));
    }
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

describe('VarietySearchIndex', () => {
  const files = readPlantFiles().map(({ json }) => PlantFileSchema.parse(json));
  const varieties = readVarieties();
  const index = new VarietySearchIndex(files, (file) => varieties[file.id] ?? []);
  const entries = files.flatMap((file) => (varieties[file.id] ?? []).map((name) => new VarietyOf(file, name)));
  const startsAWord = (word: string, words: string[]) =>
    [word, word.endsWith('s') ? word.slice(0, -1) : word].some((form) => words.some((w) => w.startsWith(form)));

  test('finds the varieties whose own words, or their plant’s, start with every query word, one in their own', () => {
    const queries = [
      'jal',
      'jalapeno',
      'cherokee',
      'purple tomato',
      'tomato purple',
      'sun',
      'pepper',
      'zzz',
      'early girl',
      'mr',
    ];
    for (const query of queries) {
      const words = normalizeSearchText(query);
      const expected = entries.filter((entry) => {
        const own = normalizeSearchText(entry.name);
        const ofPlant = normalizeSearchText(entry.plant.name);
        return (
          words.every((word) => startsAWord(word, own) || startsAWord(word, ofPlant)) &&
          words.some((word) => startsAWord(word, own))
        );
      });
      expect(
        index.candidates(words).map((entry) => `${entry.plant.id}:${entry.name}`),
        query,
      ).toEqual(expected.map((entry) => `${entry.plant.id}:${entry.name}`));
    }
    expect(index.candidates([])).toEqual([]);
  });
});
