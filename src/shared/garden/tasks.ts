import { taskKey, type EventType, type GardenEntry } from '#shared/garden/api.ts';
import type { CareStepView, PlantDetail } from '#shared/plants/api.ts';
import { CARE_PHASES, type CarePriority } from '#shared/plants/catalogue-terms.ts';
import { MONTH_NAMES, type MonthName } from '#shared/plants/months.ts';

/** The spec's labels of the care priorities. */
export const PRIORITY_LABELS: Record<CarePriority, string> = {
  'must do': 'Must Do',
  'good to do': 'Good to Do',
  optional: 'Optional',
};

/** The spec's tracking map: task identity key → the tracked row's id and whether it is done. */
export type TaskTracking = Record<string, { calendar_event_id: number; completed: boolean }>;

/** What the server needs to track a task: a plant's planting, seed starting or one of its care steps. */
export type TaskRef = {
  plantId: string;
  eventType: EventType;
  /** Care tasks only. */
  careInstructionId?: number | null;
};

/** The spec's task identity key of a task. */
export function keyOfTask(ref: TaskRef): string {
  return taskKey({
    plant_id: ref.plantId,
    care_instruction_id: ref.eventType === 'care' ? (ref.careInstructionId ?? null) : null,
    event_type: ref.eventType,
  });
}

/**
 * The spec's task as shown ({id, plantId, plantName, step, priority, month, completed}),
 * with what it takes to track it.
 */
export type GardenTask = TaskRef & {
  key: string;
  /** The tracked row's calendar_event_id (negative until the server has given one); null when untracked. */
  id: number | null;
  plantName: string;
  step: string;
  priority: CarePriority;
  /** Planting and seed starting: their month. Care: the first month the step is listed for. */
  month: MonthName | null;
  /** Every month the task is due in. */
  months: MonthName[];
  completed: boolean;
};

/** The month of `date` in the gardener's own time zone. */
export function monthOf(date: Date): MonthName {
  return MONTH_NAMES[date.getMonth()] ?? 'January';
}

const PRIORITY_RANK: Record<CarePriority, number> = { 'must do': 0, 'good to do': 1, optional: 2 };
const EVENT_RANK: Record<EventType, number> = { seed_starting: 0, planting: 1, care: 2 };

function tracked(key: string, tracking: TaskTracking) {
  const row = tracking[key];
  return { id: row?.calendar_event_id ?? null, completed: row?.completed ?? false };
}

function monthTask(
  plant: PlantDetail,
  eventType: 'planting' | 'seed_starting',
  month: MonthName | null,
  tracking: TaskTracking,
): GardenTask {
  const ref: TaskRef = { plantId: plant.id, eventType };
  const key = keyOfTask(ref);
  return {
    ...ref,
    key,
    ...tracked(key, tracking),
    plantName: plant.plantName,
    step: eventType === 'planting' ? `Plant ${plant.plantName}` : `Start seeds for ${plant.plantName}`,
    priority: 'must do',
    month,
    months: month ? [month] : [],
  };
}

function careTask(plant: PlantDetail, care: CareStepView, tracking: TaskTracking): GardenTask {
  const ref: TaskRef = { plantId: plant.id, eventType: 'care', careInstructionId: care.care_instruction_id };
  const key = keyOfTask(ref);
  return {
    ...ref,
    key,
    ...tracked(key, tracking),
    plantName: plant.plantName,
    step: care.step,
    priority: care.priority,
    month: care.months[0] ?? null,
    months: care.months,
  };
}

/** Care steps of every phase, in phase order, then as the plant orders them within it. */
function careSteps(plant: PlantDetail): CareStepView[] {
  return CARE_PHASES.flatMap((phase) =>
    [...plant.care[phase]].sort((a, b) => a.order_within_season - b.order_within_season),
  );
}

/**
 * A plant's tasks: seed starting and planting when it has them ('Start seeds for
 * {plant}', 'Plant {plant}', both must do), then every care step.
 */
export function plantTasks(plant: PlantDetail, tracking: TaskTracking): GardenTask[] {
  const tasks: GardenTask[] = [];
  if (plant.seed_starting_month || plant.seedStartingInstructions.length > 0) {
    tasks.push(monthTask(plant, 'seed_starting', plant.seed_starting_month, tracking));
  }
  if (plant.planting_month || plant.plantingInstructions.length > 0) {
    tasks.push(monthTask(plant, 'planting', plant.planting_month, tracking));
  }
  return [...tasks, ...careSteps(plant).map((care) => careTask(plant, care, tracking))];
}

/** Every task key a plant can have, to forget them all when it leaves the garden. */
export function plantTaskKeys(plant: PlantDetail): string[] {
  return plantTasks(plant, {}).map((task) => task.key);
}

/**
 * The tasks due in `month` across the garden (saved plants have none): seed starting and
 * planting in their month, care steps listed for it. Must-do first, then seed starting,
 * planting and care, then by plant name; the order does not change as tasks are done.
 */
export function tasksDueIn(entries: readonly GardenEntry[], tracking: TaskTracking, month: MonthName): GardenTask[] {
  return entries
    .filter((entry) => !entry.save_later)
    .flatMap((entry) => plantTasks(entry.plant, tracking))
    .map((task, index) => ({ task, index }))
    .filter(({ task }) => task.months.includes(month))
    .sort(
      (a, b) =>
        PRIORITY_RANK[a.task.priority] - PRIORITY_RANK[b.task.priority] ||
        EVENT_RANK[a.task.eventType] - EVENT_RANK[b.task.eventType] ||
        a.task.plantName.localeCompare(b.task.plantName) ||
        a.index - b.index,
    )
    .map(({ task }) => task);
}

/**
 * The open tasks due in any of `months` (a week can span two), each once, in
 * `tasksDueIn`'s order: what an e-mail digest lists.
 */
export function openTasksDueIn(
  entries: readonly GardenEntry[],
  tracking: TaskTracking,
  months: readonly MonthName[],
): GardenTask[] {
  const seen = new Set<string>();
  const due = months
    .flatMap((month) => tasksDueIn(entries, tracking, month))
    .filter((task) => !task.completed && !seen.has(task.key) && seen.add(task.key));
  return due.sort((a, b) => PRIORITY_RANK[a.priority] - PRIORITY_RANK[b.priority]);
}

/** A task's line: the planting and seed texts already name the plant; a care step needs it said. */
export function taskTitle(task: Pick<GardenTask, 'eventType' | 'plantName' | 'step'>): string {
  return task.eventType === 'care' ? `${task.plantName}: ${task.step}` : task.step;
}

/** The must-do care step a plant's card shows for `month`: the first one listed for it, or null. */
export function mustDoCareIn(plant: PlantDetail, tracking: TaskTracking, month: MonthName): GardenTask | null {
  const step = [...plant.care.must_do]
    .sort((a, b) => a.order_within_season - b.order_within_season)
    .find((care) => care.months.includes(month));
  return step ? careTask(plant, step, tracking) : null;
}
