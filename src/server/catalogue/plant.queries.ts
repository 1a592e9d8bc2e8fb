import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

const CARE_COLUMNS = [
  'care_instruction_id',
  'plant_id',
  'step_key',
  'care_phase',
  'step_description',
  'timing',
  'order_within_season',
  'extras',
] as const;

export function selectCataloguePlants(db: Db) {
  return db.selectFrom('plants').selectAll().where('source', '=', 'catalogue').orderBy('plant_id').execute();
}

export function selectCatalogueCare(db: Db) {
  return db
    .selectFrom('care_instructions')
    .innerJoin('plants', 'plants.plant_id', 'care_instructions.plant_id')
    .select(CARE_COLUMNS.map((column) => `care_instructions.${column}` as const))
    .where('plants.source', '=', 'catalogue')
    .execute();
}

/** A gardener's own plant, only for the gardener who added it. */
export function selectOwnPlant(db: Db, userId: string, plantId: string) {
  return db
    .selectFrom('plants')
    .selectAll()
    .where('plant_id', '=', plantId)
    .where('created_by', '=', userId)
    .executeTakeFirst();
}

/** Several of a gardener's own plants at once, only for the gardener who added them. */
export function selectOwnPlantsById(db: Db, userId: string, plantIds: readonly string[]) {
  if (plantIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('plants')
    .selectAll()
    .where('plant_id', 'in', plantIds)
    .where('created_by', '=', userId)
    .execute();
}

/** A gardener's own plants for a zone. */
export function selectOwnPlants(db: Db, userId: string, zone: string) {
  return db.selectFrom('plants').selectAll().where('created_by', '=', userId).where('zone', '=', zone).execute();
}

export function selectCareOf(db: Db, plantIds: readonly string[]) {
  if (plantIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('care_instructions').select(CARE_COLUMNS).where('plant_id', 'in', plantIds).execute();
}

export function selectPlantImages(db: Db) {
  return db.selectFrom('plant_images').select(['name', 'image_url']).execute();
}
