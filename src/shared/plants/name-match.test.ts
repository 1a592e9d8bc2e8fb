import { describe, expect, it } from 'vitest';
import {
  editDistance,
  matchPlantName,
  NameMatcher,
  nameWords,
  suggestPlants,
  type PlantOrVariety,
} from './name-match.ts';
import { bucketByAnswers, splitWords } from './search.ts';
import { readPlantFiles, readVarieties } from './test-support.ts';
import type { PlantFile } from './catalogue-schema.ts';

const plants = readPlantFiles().map(({ json }) => json as PlantFile);
const varieties = readVarieties();
const catalogue = new NameMatcher(plants, varieties);
const hasMoonflower = plants.some((plant) => plant.id === 'moonflower');

/** A moonflower for the cases the catalogue may not hold yet (its facts are not the test's). */
const moonflower: PlantFile = {
  ...plants.find((plant) => plant.id === 'morning-glory')!,
  id: 'moonflower',
  name: 'Moonflower',
  aliases: ['moon vine'],
};
const withMoonflower = new NameMatcher([...plants.filter((plant) => plant.id !== 'moonflower'), moonflower], varieties);
const withoutMoonflower = new NameMatcher(
  plants.filter((plant) => plant.id !== 'moonflower'),
  varieties,
);

const label = <T extends { id: string }>(entry: PlantOrVariety<T> | null) =>
  entry === null ? null : entry.variety === null ? entry.plant.id : `${entry.plant.id}:${entry.variety}`;

function analyze(name: string, matcher = catalogue) {
  const { exact, contained, didYouMean } = matcher.analyze(name);
  return { exact: label(exact), contained: label(contained), didYouMean: didYouMean.map(label) };
}

function match(name: string) {
  const result = matchPlantName(name, plants, varieties);
  return result.kind === 'none' ? result : { kind: result.kind, id: result.plant.id, typo: result.typo };
}

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and swapped neighbours', () => {
    expect(editDistance('tomato', 'tomato')).toBe(0);
    expect(editDistance('tomatoe', 'tomato')).toBe(1);
    expect(editDistance('tomtao', 'tomato')).toBe(1);
    expect(editDistance('brocolli', 'broccoli')).toBe(2);
    expect(editDistance('', 'kale')).toBe(4);
  });
});

describe('matchPlantName', () => {
  it('finds a catalogue plant by its name or an alias, in any case and plural', () => {
    expect(match('Tomato')).toEqual({ kind: 'plant', id: 'tomato', typo: false });
    expect(match('tomatoes')).toEqual({ kind: 'plant', id: 'tomato', typo: false });
    expect(match('Courgette')).toEqual({ kind: 'plant', id: 'zucchini', typo: false });
    expect(match('basil')).toEqual({ kind: 'plant', id: 'sweet-basil', typo: false });
  });

  it('tolerates typos', () => {
    expect(match('brocolli')).toEqual({ kind: 'plant', id: 'broccoli', typo: true });
    expect(match('zuchini')).toEqual({ kind: 'plant', id: 'zucchini', typo: true });
    expect(match('Cherokee Purple tomatoe')).toMatchObject({ kind: 'variety', id: 'tomato' });
    // The whole name misspelt comes before a one-word variety it holds ('Peace', a rose).
    expect(match('Peace lilly')).toEqual({ kind: 'plant', id: 'peace-lily', typo: true });
  });

  it('matches a variety to its base crop', () => {
    expect(match('Cherokee Purple tomato')).toEqual({ kind: 'variety', id: 'tomato', typo: false });
    expect(match('Sungold')).toEqual({ kind: 'variety', id: 'tomato', typo: false });
    expect(match('Kentucky Wonder pole bean')).toEqual({ kind: 'variety', id: 'pole-bean', typo: false });
    expect(match('Kentucky Wonder')).toEqual({ kind: 'variety', id: 'pole-bean', typo: false });
    expect(match('Yukon Gold potatoes')).toEqual({ kind: 'variety', id: 'potato', typo: false });
    expect(match('Black Beauty zucchini')).toEqual({ kind: 'variety', id: 'zucchini', typo: false });
    expect(match('Black Beauty eggplant')).toEqual({ kind: 'variety', id: 'eggplant', typo: false });
    expect(match('Lettuce Leaf basil')).toEqual({ kind: 'variety', id: 'sweet-basil', typo: false });
    expect(match('Honeycrisp apple')).toEqual({ kind: 'variety', id: 'apple', typo: false });
    expect(match('Honeycrisp')).toEqual({ kind: 'variety', id: 'apple', typo: false });
    expect(match('Knock Out rose')).toEqual({ kind: 'variety', id: 'rose', typo: false });
    expect(match('Brandywine')).toEqual({ kind: 'variety', id: 'tomato', typo: false });
  });

  it('matches a name that contains a plant name to that plant, the longest name winning', () => {
    expect(match('Grandma’s heirloom tomato')).toEqual({ kind: 'variety', id: 'tomato', typo: false });
    expect(match('purple pole beans')).toEqual({ kind: 'variety', id: 'pole-bean', typo: false });
    // The crop named wins over another plant's variety of the same name.
    expect(match('Burgundy okra')).toEqual({ kind: 'variety', id: 'okra', typo: false });
    // 'bean' is part of two plants' names, so it names neither.
    expect(match('bean').kind).toBe('none');
  });

  it('answers nothing, with related suggestions, for a name it does not know', () => {
    const result = matchPlantName('water melon', plants, varieties);
    expect(result.kind).toBe('none');
    if (result.kind === 'none') expect(result.suggestions.map((p) => p.id)[0]).toBe('watermelon');
    expect(matchPlantName('qwertyuiop', plants, varieties)).toEqual({ kind: 'none', suggestions: [] });
    expect(matchPlantName('  !! ', plants, varieties)).toEqual({ kind: 'none', suggestions: [] });
  });
});

describe('NameMatcher.analyze: what adding a plant by name may do', () => {
  it('only an exact name, alias or variety is exact, as search compares names', () => {
    expect(analyze('tomatos')).toEqual({ exact: 'tomato', contained: null, didYouMean: [] });
    expect(analyze('TOMATOES!')).toEqual({ exact: 'tomato', contained: null, didYouMean: [] });
    expect(analyze('courgette')).toEqual({ exact: 'zucchini', contained: null, didYouMean: [] });
    expect(analyze('sungold')).toEqual({ exact: 'tomato:Sungold', contained: null, didYouMean: [] });
    expect(analyze('Cherokee Purple tomato')).toEqual({
      exact: 'tomato:Cherokee Purple',
      contained: null,
      didYouMean: [],
    });
    expect(analyze('jalapeño')).toEqual({ exact: 'pepper:Jalapeno', contained: null, didYouMean: [] });
    // Not fig and ficus as one: 'Ficus' is no exact name of the fig tree.
    expect(analyze('ficus').exact).toBeNull();
  });

  it('a misspelling is a question, never an answer', () => {
    expect(analyze('brocolli')).toEqual({ exact: null, contained: null, didYouMean: ['broccoli'] });
    expect(analyze('Sungld')).toEqual({ exact: null, contained: null, didYouMean: ['tomato:Sungold'] });
    expect(analyze('Moonflwer', withMoonflower)).toEqual({ exact: null, contained: null, didYouMean: ['moonflower'] });
  });

  it('moonflower: asked whether Bachelor’s Button (cornflower) was meant until the catalogue has it', () => {
    expect(analyze('moonflower', withoutMoonflower)).toEqual({
      exact: null,
      contained: null,
      didYouMean: ['bachelor-button'],
    });
    expect(analyze('Moonflower', withMoonflower).exact).toBe('moonflower');
    expect(analyze('moonflower').exact).toBe(hasMoonflower ? 'moonflower' : null);
  });

  it('part of just one plant’s names is a question', () => {
    expect(analyze('thai')).toEqual({ exact: null, contained: null, didYouMean: ['thai-basil'] });
  });

  it('a name holding a plant’s name, or a variety of two words or more, can be based on it', () => {
    expect(analyze('Grandma’s heirloom tomato').contained).toBe('tomato');
    expect(analyze('Burgundy okra').contained).toBe('okra');
    expect(analyze('Kentucky Wonder pole beans').exact).toBe('pole-bean:Kentucky Wonder');
    expect(analyze('Kentucky Wonder pole beans from Grandma').contained).toBe('pole-bean:Kentucky Wonder');
    expect(analyze('Cherokee Purple tomatoe').contained).toBe('tomato:Cherokee Purple');
    // A one-word variety held in a longer name is no basis: 'Blues' is a Napa cabbage.
    expect(analyze('blue flowers')).toEqual({ exact: null, contained: null, didYouMean: [] });
    expect(analyze('Peace lilly')).toEqual({ exact: null, contained: null, didYouMean: ['peace-lily'] });
    // Pea, or a misspelt Sweet Pea? Asked, and no basis.
    expect(analyze('swet pea')).toEqual({ exact: null, contained: null, didYouMean: ['sweet-pea'] });
  });

  it('a name that matches nothing has nothing to ask', () => {
    expect(analyze('qwxzv')).toEqual({ exact: null, contained: null, didYouMean: [] });
    expect(catalogue.suggest('qwxzv')).toEqual([]);
  });

  it('orders what may have been meant by the gardener’s answers among equal typos', () => {
    const matcher = new NameMatcher(
      [
        { id: 'rosa', name: 'Rosa', aliases: [], plantGroup: 'flower' as const },
        { id: 'rose', name: 'Rose', aliases: [], plantGroup: 'flower' as const },
        { id: 'rosk', name: 'Rosk', aliases: [], plantGroup: 'vegetable' as const },
      ],
      {},
    );
    const veggiesFirst = bucketByAnswers({ garden_type: 'backyard', plant_preference: 'veggies' })!;
    expect(matcher.analyze('rosx').didYouMean.map(label)).toEqual(['rosa', 'rose', 'rosk']);
    expect(matcher.analyze('rosx', veggiesFirst).didYouMean.map(label)).toEqual(['rosk', 'rosa', 'rose']);
  });
});

describe('NameMatcher.suggest: plants related by name', () => {
  it('Moon Flower Vine: Moonflower once the catalogue has it, and no unrelated flowers or vines before', () => {
    expect(withMoonflower.suggest('Moon Flower Vine').map((p) => p.id)).toEqual(['moonflower']);
    expect(withoutMoonflower.suggest('Moon Flower Vine')).toEqual([]);
    expect(withoutMoonflower.suggest('moonflower')).toEqual([]);
  });

  it('shares rare words, not common ones', () => {
    // 'flower' says little: no flower is suggested for it alone.
    expect(catalogue.suggest('pretty flower')).toEqual([]);
    expect(catalogue.suggest('plant vine tree')).toEqual([]);
    expect(catalogue.suggest('brocolli').map((p) => p.id)).toEqual(['broccoli', 'chinese-broccoli', 'broccoli-rabe']);
    expect(catalogue.suggest('water melon').map((p) => p.id)[0]).toBe('watermelon');
    expect(catalogue.suggest('blue berry').map((p) => p.id)[0]).toBe('blueberry');
  });

  it('stops at the limit, and orders a match level by the gardener’s answers', () => {
    const two = suggestPlants('brocolli', plants, 2).map((p) => p.id);
    expect(two).toHaveLength(2);
    expect(two[0]).toBe('broccoli');
    const matcher = new NameMatcher(
      [
        { id: 'scarlet', name: 'Zinnia Scarlet', aliases: [], plantGroup: 'flower' as const },
        { id: 'scarlet-pepper', name: 'Zinnia Scarlet Pepper', aliases: [], plantGroup: 'vegetable' as const },
        { id: 'scarlett', name: 'Zinnia Scarlett', aliases: [], plantGroup: 'vegetable' as const },
        { id: 'other', name: 'Marigold', aliases: [], plantGroup: 'vegetable' as const },
      ],
      {},
    );
    const flowersFirst = bucketByAnswers({ garden_type: 'backyard', plant_preference: 'flowers' })!;
    const veggiesFirst = bucketByAnswers({ garden_type: 'backyard', plant_preference: 'veggies' })!;
    // Both names hold the two words: the one without more words first, unless the answers
    // prefer the other; a misspelt name is a worse match, whatever the answers.
    const ids = (bucket?: typeof flowersFirst) => matcher.suggest('zinnia scarlet', 5, bucket).map((p) => p.id);
    expect(ids()).toEqual(['scarlet', 'scarlet-pepper', 'scarlett']);
    expect(ids(flowersFirst)).toEqual(['scarlet', 'scarlet-pepper', 'scarlett']);
    expect(ids(veggiesFirst)).toEqual(['scarlet-pepper', 'scarlet', 'scarlett']);
  });
});

describe('data/plant-varieties.json', () => {
  const catalogueNames = new Map<string, string>();
  for (const plant of plants) {
    for (const name of [plant.name, ...plant.aliases]) catalogueNames.set(splitWords(name).join(' '), plant.id);
  }

  it('names only catalogue plants', () => {
    const ids = new Set(plants.map((plant) => plant.id));
    expect(Object.keys(varieties).filter((id) => !ids.has(id))).toEqual([]);
  });

  it('lists each variety once, under one plant, and never as a plant’s own name', () => {
    const owners = new Map<string, string>();
    const problems: string[] = [];
    for (const [id, names] of Object.entries(varieties)) {
      for (const name of names) {
        const key = nameWords(name).join(' ');
        if (owners.has(key)) problems.push(`"${name}" is under ${owners.get(key)} and ${id}`);
        if (catalogueNames.has(splitWords(name).join(' '))) problems.push(`"${name}" is a catalogue plant's name`);
        owners.set(key, id);
      }
    }
    expect(problems).toEqual([]);
  });

  it('matches every listed variety back to its own plant', () => {
    const wrong = Object.entries(varieties).flatMap(([id, names]) =>
      names.filter((name) => {
        const result = matchPlantName(name, plants, varieties);
        return result.kind === 'none' || result.plant.id !== id;
      }),
    );
    expect(wrong).toEqual([]);
  });
});
