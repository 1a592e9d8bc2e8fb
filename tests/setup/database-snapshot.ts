import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import type { TestDatabase } from './test-database.ts';

/**
 * Tables a snapshot leaves out: request counters, which count refused requests too by
 * design, and the ZIP climate table, which no request writes and which costs the most
 * to count.
 */
const NOT_SNAPSHOTTED = new Set(['rate_limits', 'rateLimit', 'usda_zones']);

/** Columns that say whose a row is; `id` counts only in these tables. */
const OWNER_COLUMNS = ['user_id', 'userId', 'created_by'];
const ID_IS_OWNER = new Set(['user', 'profiles']);

export interface DatabaseSnapshot {
  /** Rows per table. */
  counts: Record<string, number>;
  /** A hash of each table's rows that belong to the watched users. */
  rows: Record<string, string>;
}

/** What a snapshot reads, found once per database: every table and its owner column. */
export interface SnapshotPlan {
  tables: string[];
  owned: { table: string; column: string }[];
}

export async function planSnapshot(database: TestDatabase): Promise<SnapshotPlan> {
  const db = database.db;
  const schema =
    database.dialect === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
      : undefined;
  const tables = (await db.introspection.getTables())
    .filter((table) => !table.isView && table.schema === schema && !NOT_SNAPSHOTTED.has(table.name))
    .sort((a, b) => a.name.localeCompare(b.name));
  const owned = tables.flatMap((table) => {
    const names = table.columns.map((column) => column.name);
    const column = OWNER_COLUMNS.find((name) => names.includes(name)) ?? (ID_IS_OWNER.has(table.name) ? 'id' : null);
    return column ? [{ table: table.name, column }] : [];
  });
  return { tables: tables.map((table) => table.name), owned };
}

function digest(rows: readonly unknown[]): string {
  const lines = rows.map((row) => JSON.stringify(row)).sort();
  return createHash('sha1').update(lines.join('\n')).digest('hex').slice(0, 16);
}

/** Row counts of every table (one statement) and a hash of the given users' rows in each. */
export async function snapshotDatabase(
  db: Kysely<Database>,
  plan: SnapshotPlan,
  userIds: readonly string[],
): Promise<DatabaseSnapshot> {
  const countColumns = plan.tables.map(
    (table, i) => sql`(select count(*) from ${sql.table(table)}) as ${sql.ref(`c${i}`)}`,
  );
  const [countRow] = (await sql<Record<string, number | string>>`select ${sql.join(countColumns)}`.execute(db)).rows;
  const counts = Object.fromEntries(plan.tables.map((table, i) => [table, Number(countRow?.[`c${i}`])]));

  const rows: Record<string, string> = {};
  if (userIds.length > 0) {
    for (const { table, column } of plan.owned) {
      const result = await sql<Record<string, unknown>>`select * from ${sql.table(table)} where ${sql.ref(
        column,
      )} in (${sql.join([...userIds])})`.execute(db);
      rows[table] = digest(result.rows);
    }
  }
  return { counts, rows };
}
