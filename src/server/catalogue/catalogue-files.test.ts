import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { CatalogueFileError, PLANT_CATALOGUE_DIR, loadCatalogue } from './catalogue-files.ts';

let dir: string;
let tomato: Record<string, unknown>;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'plant-catalogue-'));
  tomato = JSON.parse(await readFile(join(PLANT_CATALOGUE_DIR, 'tomato.json'), 'utf8'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const write = (name: string, json: unknown) => writeFile(join(dir, name), JSON.stringify(json));

describe('loadCatalogue', () => {
  test('loads every plant of the committed catalogue, sorted by id', async () => {
    const plants = await loadCatalogue();
    expect(plants.length).toBeGreaterThanOrEqual(20);
    const ids = plants.map((plant) => plant.id);
    expect(ids).toEqual([...ids].sort());
    expect(ids).toEqual(expect.arrayContaining(['tomato', 'sweet-basil', 'snake-plant', 'garlic', 'tulip']));
  });

  test('reads only .json files', async () => {
    await write('tomato.json', tomato);
    await writeFile(join(dir, 'README.md'), '# notes');
    expect((await loadCatalogue(dir)).map((plant) => plant.id)).toEqual(['tomato']);
  });

  test('rejects a file whose id is not its file name', async () => {
    await write('tomatoes.json', tomato);
    await expect(loadCatalogue(dir)).rejects.toThrow('tomatoes.json: id "tomato" does not match the file name');
  });

  test('rejects unknown keys, naming the file and the field', async () => {
    await write('tomato.json', { ...tomato, zone: '7a' });
    await expect(loadCatalogue(dir)).rejects.toThrow(CatalogueFileError);
    await expect(loadCatalogue(dir)).rejects.toThrow(/tomato\.json: .*zone/);
  });

  test('rejects a file that is not JSON', async () => {
    await writeFile(join(dir, 'tomato.json'), '{ "id": "tomato", ');
    await expect(loadCatalogue(dir)).rejects.toThrow(/tomato\.json: not valid JSON/);
  });

  test('rejects two plants that share a name or an alias', async () => {
    await write('tomato.json', tomato);
    await write('love-apple.json', { ...tomato, id: 'love-apple', name: 'Love Apple', aliases: ['TOMATO'] });
    await expect(loadCatalogue(dir)).rejects.toThrow('"Tomato" names both love-apple and tomato');
  });
});
