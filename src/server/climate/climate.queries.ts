import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export function selectAllZoneRecords(db: Kysely<Database>) {
  return db.selectFrom('usda_zones').selectAll().execute();
}

export function selectFrostDatesByZone(db: Kysely<Database>, zone: string) {
  return db
    .selectFrom('usda_zones')
    .select(['last_frost_date', 'first_frost_date'])
    .where('zone', '=', zone)
    .where('station_name', 'is not', null)
    .execute();
}
