import { Migrator, PostgresAdapter, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import * as m0001 from './migrations/0001-climate.ts';
import * as m0002 from './migrations/0002-profiles.ts';
import * as m0003 from './migrations/0003-plants.ts';
import * as m0004 from './migrations/0004-garden.ts';
import * as m0005 from './migrations/0005-reminders.ts';
import * as m0006 from './migrations/0006-indexes.ts';
import * as m0007 from './migrations/0007-rate-limits.ts';
import * as m0008 from './migrations/0008-garden-clustered.ts';
import * as m0009 from './migrations/0009-catalogue-extras.ts';
import * as m0010 from './migrations/0010-task-occurrences.ts';

/** Listed here rather than read from disk so the bundled server carries them. */
const MIGRATIONS: Record<string, Migration> = {
  '0001-climate': m0001,
  '0002-profiles': m0002,
  '0003-plants': m0003,
  '0004-garden': m0004,
  '0005-reminders': m0005,
  '0006-indexes': m0006,
  '0007-rate-limits': m0007,
  '0008-garden-clustered': m0008,
  '0009-catalogue-extras': m0009,
  '0010-task-occurrences': m0010,
};

/** Every migration, by name; its tests step through them. */
export const migrationProvider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/** Brings the schema up to date; throws with the failing migration's name. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator works on any schema
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  // Kysely looks for its own tables in every schema unless told which one: on a
  // PostgreSQL server whose other schemas hold them (other apps, parallel test runs),
  // it would skip creating them in ours. So name the schema the connection uses.
  const schema =
    db.getExecutor().adapter instanceof PostgresAdapter
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
      : undefined;
  const migrator = new Migrator({
    db,
    provider: migrationProvider,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
  return (results ?? []).map((r) => r.migrationName);
}
