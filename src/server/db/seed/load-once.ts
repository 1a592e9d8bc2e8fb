import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import type { Database } from '../schema.ts';

/**
 * Writes a data set into its tables unless the one with this hash is already there
 * (app_state `key` holds the hash of what was last loaded). One transaction, so a
 * half-loaded set is never visible; on PostgreSQL an advisory lock (`lockId`) keeps app
 * servers starting together from loading it twice. True when it loaded.
 */
export async function loadUnlessCurrent(
  { db, dialect }: { db: Kysely<Database>; dialect: Dialect },
  { key, hash, lockId }: { key: string; hash: string; lockId: number },
  write: (trx: Kysely<Database>) => Promise<void>,
): Promise<boolean> {
  const current = await db.selectFrom('app_state').select('value').where('key', '=', key).executeTakeFirst();
  if (current?.value === hash) return false;
  return db.transaction().execute(async (trx) => {
    if (dialect === 'postgres') {
      await sql`select pg_advisory_xact_lock(${sql.lit(lockId)})`.execute(trx);
      const again = await trx.selectFrom('app_state').select('value').where('key', '=', key).executeTakeFirst();
      if (again?.value === hash) return false;
    }
    await write(trx);
    await trx
      .insertInto('app_state')
      .values({ key, value: hash })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: hash }))
      .execute();
    return true;
  });
}
