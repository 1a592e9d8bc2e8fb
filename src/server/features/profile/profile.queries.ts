import type { Kysely, Transaction } from 'kysely';
import type { Database, ProfilesTable } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export function selectProfileById(db: Db, id: string) {
  return db.selectFrom('profiles').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function selectZoneOfZip(db: Db, zipCode: string): Promise<string | undefined> {
  const row = await db.selectFrom('usda_zones').select('zone').where('zip_code', '=', zipCode).executeTakeFirst();
  return row?.zone;
}

/** Insert or replace the row with this id (INSERT … ON CONFLICT, on both dialects). */
export async function upsertProfile(db: Db, row: ProfilesTable): Promise<void> {
  const { id: _id, ...changes } = row;
  await db
    .insertInto('profiles')
    .values(row)
    .onConflict((oc) => oc.column('id').doUpdateSet(changes))
    .execute();
}
