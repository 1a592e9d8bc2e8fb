import type { Kysely } from 'kysely';
import type { VarietyList } from '#shared/plants/name-match.ts';
import type { PlantFile } from '#shared/plants/catalogue-schema.ts';
import { PlantSearchIndex } from '#shared/plants/search.ts';
import type { Database } from '../db/schema.ts';
import { loadVarieties } from './catalogue-files.ts';
import { recordOf, type PlantRecord } from './plant-records.ts';
import { selectCatalogueCare, selectCataloguePlants, selectPlantImages } from './plant.queries.ts';

/** The catalogue in memory: it changes only when the app starts with new plant files. */
export interface CatalogueIndex {
  plants: readonly PlantRecord[];
  byId: ReadonlyMap<string, PlantRecord>;
  varieties: VarietyList;
  /** plant_images: image URL by plant name (the table is only changed by an operator, between starts). */
  images: ReadonlyMap<string, string>;
  /** The plants' files, in the order of `plants`, made ready for search. */
  search: PlantSearchIndex<PlantFile>;
}

const indexes = new WeakMap<Kysely<Database>, Promise<CatalogueIndex>>();

async function readIndex(db: Kysely<Database>): Promise<CatalogueIndex> {
  const [rows, care, varieties, images] = await Promise.all([
    selectCataloguePlants(db),
    selectCatalogueCare(db),
    loadVarieties(),
    selectPlantImages(db),
  ]);
  const careByPlant = new Map<string, (typeof care)[number][]>();
  for (const step of care) careByPlant.set(step.plant_id, [...(careByPlant.get(step.plant_id) ?? []), step]);
  const plants: PlantRecord[] = [];
  for (const row of rows) {
    const { record, error } = recordOf(row, careByPlant.get(row.plant_id) ?? []);
    if (error !== undefined) throw new Error(`Catalogue plant ${row.plant_id} in the database is not valid: ${error}`);
    plants.push(record);
  }
  // Made here, not by the first search: it normalises every name.
  const search = new PlantSearchIndex(plants.map((plant) => plant.file));
  return {
    plants,
    byId: new Map(plants.map((plant) => [plant.file.id, plant])),
    varieties,
    images: new Map(images.map((image) => [image.name, image.image_url])),
    search,
  };
}

/** The catalogue of this database, read once (start-up warms it). */
export function loadCatalogueIndex(db: Kysely<Database>): Promise<CatalogueIndex> {
  let index = indexes.get(db);
  if (!index) {
    index = readIndex(db);
    indexes.set(db, index);
    index.catch(() => indexes.delete(db));
  }
  return index;
}

/** After the catalogue tables changed: the next read builds the index again. */
export function forgetCatalogueIndex(db: Kysely<Database>): void {
  indexes.delete(db);
}
