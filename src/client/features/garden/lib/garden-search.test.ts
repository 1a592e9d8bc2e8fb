import { expect, test } from 'vitest';
import { buildEntry, buildGardenPlant } from '#shared/testing/garden-fixtures.ts';
import { filterGardenEntries } from './garden-search.ts';

const entries = [
  buildEntry(buildGardenPlant({ id: 'tomato', plantName: 'Cherry Tomato' })),
  buildEntry(buildGardenPlant({ id: 'fiddle-leaf-fig', plantName: 'Fiddle-Leaf Fig', aliases: ['Ficus lyrata'] })),
  buildEntry(buildGardenPlant({ id: 'sweet-basil', plantName: 'Sweet Basil', aliases: ['Genovese basil'] })),
];
const names = (query: string) => filterGardenEntries(entries, query).map((entry) => entry.plant.plantName);

test('the garden search finds every word in the name or an alias, ignoring case and punctuation', () => {
  expect(names('')).toEqual(['Cherry Tomato', 'Fiddle-Leaf Fig', 'Sweet Basil']);
  expect(names('  TOMATO! ')).toEqual(['Cherry Tomato']);
  expect(names('leaf fiddle')).toEqual(['Fiddle-Leaf Fig']);
  expect(names('genovese')).toEqual(['Sweet Basil']);
  expect(names('ficus')).toEqual(['Fiddle-Leaf Fig']);
  expect(names('tomato basil')).toEqual([]);
});
