import type { Kysely } from 'kysely';
import type { GardenEntry, GardenResponse, Task } from '#shared/garden/api.ts';
import { addMonths, occurrenceOf, type TaskCompletion, type TaskTracking } from '#shared/garden/tasks.ts';
import { loadCatalogueIndex, type CatalogueIndex } from '../catalogue/catalogue-index.ts';
import type { PlantRecord } from '../catalogue/plant-records.ts';
import { findPlants, placeJsonOf, plantDetailOf, writeGardenPlant } from '../catalogue/plant-views.ts';
import { placeOfProfile, type ResolvedPlace } from '../climate/place.ts';
import type { Gardener } from '../context.ts';
import type { Database } from '../db/schema.ts';
import { JsonBytes } from '../lib/json-template.ts';
import { Lru } from '../lib/lru.ts';
import { selectGardenAndProfile, selectTasks } from './garden.queries.ts';

/** A gardener's garden and tasks as the API shows them; the garden routes, the calendar feed and the digests read them here. */

type GardenRow = { plant_id: string; save_later: boolean | number };

/**
 * The garden's rows as the database wrote them (JSON `[[plant_id, save_later], …]`, in
 * order), and the gardener's place (their profile's), read in one query.
 */
async function pairsAndPlace(db: Kysely<Database>, user: Gardener) {
  const read = await selectGardenAndProfile(db, user.id);
  // A guest has no profile's place (resolvePlace).
  const place = user.isAnonymous ? null : await placeOfProfile(db, read);
  return { pairs: read?.garden ?? '[]', place };
}

/** The rows of `pairsAndPlace`'s JSON. */
function rowsOf(pairs: string): GardenRow[] {
  return (JSON.parse(pairs) as [string, boolean | number][]).map(([plant_id, save_later]) => ({
    plant_id,
    save_later,
  }));
}

/** The rows with their plants (found at once); a plant that left the catalogue goes with its rows, until then it is not shown. */
async function withPlants(db: Kysely<Database>, user: Gardener, rows: readonly GardenRow[]) {
  const records = await findPlants(
    db,
    user,
    rows.map((row) => row.plant_id),
  );
  return rows.flatMap((row) => {
    const record = records.get(row.plant_id);
    return record ? [{ row, record }] : [];
  });
}

/** The gardener's plants, each as shown and personalised to their profile. */
export async function getGarden(db: Kysely<Database>, user: Gardener): Promise<GardenResponse> {
  const { pairs, place } = await pairsAndPlace(db, user);
  const found = await withPlants(db, user, rowsOf(pairs));
  const entries: GardenEntry[] = [];
  for (const { row, record } of found) {
    entries.push({
      plant_id: row.plant_id,
      save_later: Boolean(row.save_later),
      plant: await plantDetailOf(db, record, place),
    });
  }
  return { entries };
}

/**
 * Adds a GardenEntry's JSON to `out`: for a garden list, from the plant's page kept filled
 * in for the gardener's place; for one entry (an add's answer), from the plant's template.
 */
function writeEntry(
  out: JsonBytes,
  index: CatalogueIndex,
  row: GardenRow,
  record: PlantRecord,
  place: ResolvedPlace | null,
  placeJson: string,
  keep: boolean,
): JsonBytes {
  out.text(`{"plant_id":${JSON.stringify(row.plant_id)},"save_later":${Boolean(row.save_later)},"plant":`);
  return writeGardenPlant(out, index, record, place, placeJson, keep).text('}');
}

/** Adds one entry's JSON to `out`; false, adding nothing, for a plant that left the catalogue. */
export async function writeEntryOf(
  out: JsonBytes,
  db: Kysely<Database>,
  user: Gardener,
  row: GardenRow,
  place: ResolvedPlace | null,
): Promise<boolean> {
  const record = (await findPlants(db, user, [row.plant_id])).get(row.plant_id);
  if (!record) return false;
  writeEntry(out, await loadCatalogueIndex(db), row, record, place, placeJsonOf(place), false);
  return true;
}

/**
 * `getGarden` as JSON, each plant written from its template (`writeGardenPlant`) straight
 * into the answer: the garden list is asked for on every visit and is the largest answer
 * the app gives. A garden is kept as written, by gardener: the next answer for the same
 * rows at the same place is that one again, and its compressed form too
 * (`JsonBytes.bytes`), compressed once as a whole. The rows are read on every request, so
 * a change made through any server is in the next answer.
 *
 * The rows and the place name the answer: catalogue plants change only with a new
 * catalogue (which has its kept gardens of its own), and a gardener's own plant never
 * changes once written (add-plant.service.ts writes it once; it goes only with its
 * gardener's account). So a kept garden is answered without reading its plants: for a
 * garden with plants of the gardener's own, two queries and their parsing fewer.
 */
export async function getGardenJson(db: Kysely<Database>, user: Gardener): Promise<JsonBytes> {
  const [{ pairs, place }, index] = await Promise.all([pairsAndPlace(db, user), loadCatalogueIndex(db)]);
  const placeJson = placeJsonOf(place);
  const kept = keptGardensOf(index);
  // The database writes the same rows as the same JSON: the text names them.
  const of = `${placeJson}\n${pairs}`;
  const last = kept.get(user.id);
  if (last?.of === of) return new JsonBytes().bytes(last.json);
  const found = await withPlants(db, user, rowsOf(pairs));
  const out = new JsonBytes().text('{"entries":[');
  for (const [i, { row, record }] of found.entries()) {
    if (i > 0) out.text(',');
    writeEntry(out, index, row, record, place, placeJson, true);
  }
  const json = out.text(']}').toBuffer();
  kept.set(user.id, { of, json });
  return new JsonBytes().bytes(json);
}

/**
 * Forgets the garden kept for a gardener: their account is gone, and so is everything of
 * theirs. Never fails: a catalogue that cannot be read now keeps no gardens.
 */
export async function forgetKeptGarden(db: Kysely<Database>, userId: string): Promise<void> {
  const index = await loadCatalogueIndex(db).catch(() => null);
  if (index) keptGardens.get(index)?.delete(userId);
}

/** Gardens kept as written, by gardener, per catalogue: about 3.3 KB a plant, and a quarter of that again compressed. */
const keptGardens = new WeakMap<CatalogueIndex, Lru<string, { of: string; json: Buffer }>>();
export const KEPT_GARDENS = 500;

/** Whether a garden is kept for the gardener (for tests). */
export function hasKeptGarden(index: CatalogueIndex, userId: string): boolean {
  return keptGardens.get(index)?.has(userId) ?? false;
}

function keptGardensOf(index: CatalogueIndex) {
  let kept = keptGardens.get(index);
  if (!kept) keptGardens.set(index, (kept = new Lru(KEPT_GARDENS)));
  return kept;
}

type TaskRow = Awaited<ReturnType<typeof selectTasks>>[number];

export function taskOf(row: TaskRow): Task {
  return {
    calendar_event_id: Number(row.calendar_event_id),
    plant_id: row.plant_id,
    care_instruction_id: row.care_instruction_id === null ? null : Number(row.care_instruction_id),
    event_type: row.event_type as Task['event_type'],
    occurrence: row.occurrence,
    completed: Boolean(row.completed),
    task_key: row.task_key,
  };
}

/**
 * The months whose ticks the garden's screens, feed and digests read: a season's run and a
 * planting's year reach back under a year, and a tick may be made up to two years away.
 */
export const TASK_MONTHS_BACK = 24;

function firstTaskMonth(now: Date): string {
  return occurrenceOf(addMonths({ year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 }, -TASK_MONTHS_BACK));
}

/** The gardener's task rows of the last two years and after, oldest first. */
export async function getTasks(db: Kysely<Database>, user: Gardener, now = new Date()): Promise<{ tasks: Task[] }> {
  return { tasks: (await selectTasks(db, user.id, firstTaskMonth(now))).map(taskOf) };
}

/** A gardener's ticks by task key (the same months as `getTasks`). */
export async function getTaskTracking(db: Kysely<Database>, userId: string, now = new Date()): Promise<TaskTracking> {
  const tracking: Record<string, TaskCompletion[]> = {};
  for (const row of await selectTasks(db, userId, firstTaskMonth(now))) {
    (tracking[row.task_key] ??= []).push({
      calendar_event_id: Number(row.calendar_event_id),
      occurrence: row.occurrence,
      completed: Boolean(row.completed),
    });
  }
  return tracking;
}
