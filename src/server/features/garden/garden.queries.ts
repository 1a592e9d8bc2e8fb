import { PostgresAdapter, sql, type CompiledQuery, type Kysely } from 'kysely';
import { batchedPerDatabase, batchesQueries } from '../../db/batched-by-key.ts';
import { directSqliteOf } from '../../db/direct-sqlite.ts';
import { prepareOnPostgres } from '../../db/prepared-statements.ts';
import { reusableQuery } from '../../db/reusable-query.ts';
import type { Database } from '../../db/schema.ts';
import { TASK_COLUMNS } from '../../garden/garden.queries.ts';
import { Lru } from '../../lib/lru.ts';

type Db = Kysely<Database>;

/** Booleans as both dialects store them: SQLite cannot bind true/false, PostgreSQL reads '1'/'0'. */
export const asFlag = (value: boolean) => (value ? 1 : 0);

/**
 * The new entry, unless the gardener has the plant already (two adds at once leave one
 * row), returning the gardener's place from the profile in the same statement: the added
 * entry is answered personalised, and this saves a query (a round trip on PostgreSQL).
 */
const insertGardenEntryQuery = reusableQuery(
  (db, userId: string, plantId: string, saveLater: number, createdAt: string) =>
    db
      .insertInto('user_garden')
      .values({ user_id: userId, plant_id: plantId, save_later: saveLater, created_at: createdAt })
      .onConflict((oc) => oc.columns(['user_id', 'plant_id']).doNothing())
      .returning((eb) => [
        eb.selectFrom('profiles').select('zone').where('id', '=', userId).as('zone'),
        eb.selectFrom('profiles').select('zip_code').where('id', '=', userId).as('zip_code'),
      ]),
);

/** The last time given to each gardener's new plant (the most recent gardeners'). */
const lastAdded = new Lru<string, number>(10_000);

/**
 * When the gardener's new plant was added: now, or a millisecond after their previous one.
 * The garden lists plants in the order they were added, and two adds can fall in the same
 * millisecond; without this they would be listed by name instead.
 */
function addedAt(userId: string): string {
  const ms = Math.max(Date.now(), (lastAdded.get(userId) ?? 0) + 1);
  lastAdded.set(userId, ms);
  return new Date(ms).toISOString();
}

/**
 * Inserts the entry unless the gardener has the plant already. When it did, answers the
 * gardener's profile place (zone and ZIP, each null when not set); else undefined.
 */
export async function insertGardenEntry(
  db: Db,
  userId: string,
  plantId: string,
  saveLater: boolean,
): Promise<{ zone: string | null; zip_code: string | null } | undefined> {
  const result = await insertGardenEntryQuery(db, userId, plantId, asFlag(saveLater), addedAt(userId));
  return result.rows[0];
}

/** Saved → garden; false when the plant was not saved for later. */
export async function moveSavedToGarden(db: Db, userId: string, plantId: string): Promise<boolean> {
  const result = await db
    .updateTable('user_garden')
    .set({ save_later: asFlag(false) })
    .where('user_id', '=', userId)
    .where('plant_id', '=', plantId)
    .where('save_later', '=', asFlag(true))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

const deleteGardenEntryQuery = reusableQuery((db, userId: string, plantId: string) =>
  db.deleteFrom('user_garden').where('user_id', '=', userId).where('plant_id', '=', plantId),
);

async function deleteGardenEntry(db: Db, userId: string, plantId: string): Promise<boolean> {
  return Number((await deleteGardenEntryQuery(db, userId, plantId)).numAffectedRows ?? 0) > 0;
}

/** PostgreSQL: the plant's tasks and its entry in one statement, atomic by itself, in one round trip. */
const deleteGardenEntryAndTasksQuery = reusableQuery((db, userId: string, plantId: string) =>
  db
    .with('removed_tasks', (cte) =>
      cte
        .deleteFrom('user_calendar_events')
        .where('user_id', '=', userId)
        .where('plant_id', '=', plantId)
        .returning('calendar_event_id'),
    )
    .deleteFrom('user_garden')
    .where('user_id', '=', userId)
    .where('plant_id', '=', plantId),
);

/** Removes a plant from the gardener's garden with its tasks, all or nothing; false when it was not there. */
export async function deleteGardenEntryAndTasks(db: Db, userId: string, plantId: string): Promise<boolean> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    return Number((await deleteGardenEntryAndTasksQuery(db, userId, plantId)).numAffectedRows ?? 0) > 0;
  }
  // SQLite has no deletes in WITH: two statements in a transaction, at once when the
  // connection is free (direct-sqlite.ts), else in a transaction that waits its turn.
  const direct = directSqliteOf(db);
  if (direct) {
    return direct.atomically(() => {
      deleteTasksOfPlantQuery.now(direct, db, userId, plantId);
      return Number(deleteGardenEntryQuery.now(direct, db, userId, plantId).numAffectedRows ?? 0) > 0;
    });
  }
  return db.transaction().execute(async (trx) => {
    await deleteTasksOfPlant(trx, userId, plantId);
    return deleteGardenEntry(trx, userId, plantId);
  });
}

/** Inserts a task's row for a month unless the gardener has it already; true when it did. */
export async function insertTask(
  db: Db,
  row: {
    user_id: string;
    plant_id: string;
    care_instruction_id: number | null;
    event_type: string;
    task_key: string;
    occurrence: string;
    completed: boolean;
  },
): Promise<boolean> {
  const result = await db
    .insertInto('user_calendar_events')
    .values({ ...row, completed: asFlag(row.completed), created_at: new Date().toISOString() })
    .onConflict((oc) => oc.columns(['user_id', 'task_key', 'occurrence']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

const updateTaskCompletedQuery = reusableQuery((db, completed: number, userId: string, id: number) =>
  db
    .updateTable('user_calendar_events')
    .set({ completed })
    .where('user_id', '=', userId)
    .where('calendar_event_id', '=', id)
    .returning(TASK_COLUMNS),
);

type TaskRow = Awaited<ReturnType<typeof updateTaskCompletedQuery>>['rows'][number];

/**
 * Tasks set done or not done, for many gardeners at once, on PostgreSQL: one statement (and
 * one commit) for all, each task found by its primary key and its gardener, each changed
 * task returned with its gardener's id. The text is the same whatever the tasks (three
 * array parameters), so it is compiled once and goes as a prepared statement.
 */
let setTasksCompletedQuery: CompiledQuery<TaskRow & { user_id: string }> | undefined;

interface TaskChange {
  userId: string;
  id: number;
  completed: boolean;
}

async function setTasksCompleted(db: Db, changes: readonly TaskChange[]) {
  // Rows are locked in the order of the arrays (the plan walks them, finding each row by
  // its key), so every statement takes its rows' locks in one order, by task: two that
  // share tasks wait for each other instead of each holding a row the other needs.
  const ordered = [...changes].sort((a, b) => a.id - b.id);
  for (let attempt = 1; ; attempt++) {
    try {
      return await runSetTasksCompleted(db, ordered);
    } catch (error) {
      // Should a plan lock them in another order after all, the database ends one of two
      // such statements as a deadlock: it changed nothing, so it goes again.
      if (attempt === 3 || (error as { code?: unknown } | null)?.code !== DEADLOCK_DETECTED) throw error;
    }
  }
}

/** PostgreSQL's SQLSTATE for a statement ended to break a deadlock. */
const DEADLOCK_DETECTED = '40P01';

function runSetTasksCompleted(db: Db, changes: readonly TaskChange[]) {
  if (!setTasksCompletedQuery) {
    setTasksCompletedQuery = sql<TaskRow & { user_id: string }>`
    update user_calendar_events as e set completed = v.completed
    from unnest(${[]}::text[], ${[]}::integer[], ${[]}::boolean[]) as v(user_id, calendar_event_id, completed)
    where e.user_id = v.user_id and e.calendar_event_id = v.calendar_event_id
    returning e.user_id, ${sql.join(TASK_COLUMNS.map((column) => sql.ref(`e.${column}`)))}`.compile(db);
    prepareOnPostgres(setTasksCompletedQuery.sql);
  }
  return db.executeQuery<TaskRow & { user_id: string }>({
    ...setTasksCompletedQuery,
    parameters: [changes.map((c) => c.userId), changes.map((c) => c.id), changes.map((c) => c.completed)],
  });
}

/** A task change as a key: all it does (`BatchedByKey` runs a key asked for twice at once once). */
const changeKeyOf = ({ userId, id, completed }: TaskChange) => `${completed ? 1 : 0} ${id} ${userId}`;

function changeOfKey(key: string): TaskChange {
  const idEnd = key.indexOf(' ', 2);
  return { completed: key[0] === '1', id: Number(key.slice(2, idEnd)), userId: key.slice(idEnd + 1) };
}

/** Task changes made together on PostgreSQL, by database (batched-by-key.ts). */
const taskChangesOf = batchedPerDatabase(async (db, keys: string[]) => {
  const rows = new Map<string, TaskRow>();
  // A task set both done and not done at once: one statement changes a row once, so
  // the two go in statements one after the other, as two requests would.
  let left = keys.map(changeOfKey);
  while (left.length > 0) {
    const seen = new Set<string>();
    const now: TaskChange[] = [];
    const later: TaskChange[] = [];
    for (const change of left) {
      const task = `${change.id} ${change.userId}`;
      (seen.has(task) ? later : now).push(change);
      seen.add(task);
    }
    const changed = new Map(
      (await setTasksCompleted(db, now)).rows.map(({ user_id, ...row }) => [
        `${Number(row.calendar_event_id)} ${user_id}`,
        row,
      ]),
    );
    for (const change of now) {
      const row = changed.get(`${change.id} ${change.userId}`);
      if (row) rows.set(changeKeyOf(change), row);
    }
    left = later;
  }
  return rows;
});

/**
 * Sets a task done or not done and returns it as it now is; undefined when the gardener has
 * no such task. On PostgreSQL, outside a transaction, the changes of requests that arrive
 * together go as one statement (batched-by-key.ts): one round trip and one commit for all.
 */
export async function updateTaskCompleted(db: Db, userId: string, id: number, completed: boolean) {
  if (batchesQueries(db)) {
    return taskChangesOf(db).get(changeKeyOf({ userId, id, completed }));
  }
  return (await updateTaskCompletedQuery(db, asFlag(completed), userId, id)).rows[0];
}

export async function deleteTask(db: Db, userId: string, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('user_calendar_events')
    .where('user_id', '=', userId)
    .where('calendar_event_id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

const deleteTasksOfPlantQuery = reusableQuery((db, userId: string, plantId: string) =>
  db.deleteFrom('user_calendar_events').where('user_id', '=', userId).where('plant_id', '=', plantId),
);

async function deleteTasksOfPlant(db: Db, userId: string, plantId: string): Promise<void> {
  await deleteTasksOfPlantQuery(db, userId, plantId);
}

export function selectCarePlantId(db: Db, careInstructionId: number) {
  return db
    .selectFrom('care_instructions')
    .select('plant_id')
    .where('care_instruction_id', '=', careInstructionId)
    .executeTakeFirst();
}
