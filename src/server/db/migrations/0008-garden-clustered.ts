import { PostgresAdapter, sql, type Kysely, type RawBuilder } from 'kysely';

/**
 * SQLite only: the garden table kept in its primary key's order (`WITHOUT ROWID`), without
 * `user_garden_user_created_idx`.
 *
 * As first made, each garden row lived in three B-trees: the table by rowid, the primary key
 * (user_id, plant_id) and the index by (user_id, created_at, …). Every add and remove wrote
 * all three, and its commit their pages (docs/performance.md). Kept in primary-key order, a
 * gardener's rows sit together with every column: the garden list reads them from the one
 * B-tree and orders its few rows itself, and an add or a remove writes one B-tree.
 * PostgreSQL keeps its table and both indexes (an index-only scan there).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  // The index goes with the old table.
  await rebuild(db, 'without rowid', []);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  await rebuild(db, '', [
    sql`create index user_garden_user_created_idx on user_garden (user_id, created_at, plant_id, save_later)`,
  ]);
}

/**
 * The garden table made again with its rows, as 0004 made it with `options` after its
 * definition, then `after`: all or nothing (SQLite's migrations run outside a transaction).
 */
async function rebuild(db: Kysely<unknown>, options: 'without rowid' | '', after: RawBuilder<unknown>[]) {
  const statements = [
    sql`create table user_garden_rebuilt (
      user_id text not null,
      plant_id text not null references plants (plant_id) on delete cascade,
      save_later boolean not null,
      created_at text not null,
      constraint user_garden_pkey primary key (user_id, plant_id)
    ) ${sql.raw(options)}`,
    sql`insert into user_garden_rebuilt (user_id, plant_id, save_later, created_at)
      select user_id, plant_id, save_later, created_at from user_garden`,
    sql`drop table user_garden`,
    sql`alter table user_garden_rebuilt rename to user_garden`,
    ...after,
  ];
  await db.transaction().execute(async (trx) => {
    for (const statement of statements) await statement.execute(trx);
  });
}
