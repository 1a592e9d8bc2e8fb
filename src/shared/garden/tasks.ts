import { taskKey, type EventType, type GardenEntry } from '#shared/garden/api.ts';
import type { CareStepView, PlantDetail } from '#shared/plants/api.ts';
import { CARE_PHASES, type CarePriority } from '#shared/plants/catalogue-terms.ts';
import { MONTH_NAMES, monthRuns, type MonthName } from '#shared/plants/months.ts';

/** The spec's labels of the care priorities. */
export const PRIORITY_LABELS: Record<CarePriority, string> = {
  'must do': 'Must Do',
  'good to do': 'Good to Do',
  optional: 'Optional',
};

/** A month of the gardener's own calendar: May 2026 is `{ year: 2026, month: 5 }`. */
export interface CalendarMonth {
  year: number;
  /** 1–12. */
  month: number;
}

/** The month of `date` in the runtime's own time zone (the gardener's, in the browser). */
export function calendarMonthOf(date: Date): CalendarMonth {
  return { year: date.getFullYear(), month: date.getMonth() + 1 };
}

/** The month `count` months after `at` (before it when negative). */
export function addMonths(at: CalendarMonth, count: number): CalendarMonth {
  const index = at.year * 12 + at.month - 1 + count;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** 'YYYY-MM': the month a completion belongs to, as the API and the database write it. */
export function occurrenceOf(at: CalendarMonth): string {
  return `${String(at.year).padStart(4, '0')}-${String(at.month).padStart(2, '0')}`;
}

/** The month an occurrence names, or null when it is not 'YYYY-MM'. */
export function calendarMonthOfOccurrence(occurrence: string): CalendarMonth | null {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(occurrence);
  return match ? { year: Number(match[1]), month: Number(match[2]) } : null;
}

export function monthNameOf(at: CalendarMonth): MonthName {
  return MONTH_NAMES[at.month - 1] ?? 'January';
}

/** The month of `date` in the gardener's own time zone. */
export function monthOf(date: Date): MonthName {
  return monthNameOf(calendarMonthOf(date));
}

/**
 * How often a task is done. 'month': again in each month it is listed (watering,
 * harvesting): a tick belongs to that month. 'season': once in each run of its months
 * (mulching, pruning), and planting and seed starting once a year: a tick in any month of
 * the run marks the whole run done.
 */
export type TaskCadence = 'month' | 'season';

/** A tick: the row that marks a task done in one month (`occurrence`, 'YYYY-MM'). */
export type TaskCompletion = { calendar_event_id: number; occurrence: string; completed: boolean };

/** A gardener's ticks by task identity key (the spec's key: care instruction id, plant-{id}-planting…). */
export type TaskTracking = Readonly<Record<string, readonly TaskCompletion[]>>;

/** What the server needs to record a task: a plant's planting, seed starting or one of its care steps. */
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
 * The spec's task as shown ({id, plantId, plantName, step, priority, month, completed}) in
 * one month of the gardener's calendar, with what it takes to tick it.
 */
export type GardenTask = TaskRef & {
  key: string;
  plantName: string;
  step: string;
  priority: CarePriority;
  /** Planting and seed starting: their month. Care: the first month the step is listed for. */
  month: MonthName | null;
  /** Every month the task is due in. */
  months: MonthName[];
  cadence: TaskCadence;
  /** The month this task was worked out for: a tick now is stored for it. */
  at: CalendarMonth;
  /** Whether the task is due in that month. */
  isDue: boolean;
  /** The tick that marks the task done there (its calendar_event_id; negative until the server has given one), or null. */
  id: number | null;
  completed: boolean;
};

/**
 * The months of the task's occurrence that holds `at`: a task done every month, the month
 * itself; a care step done once per season, the run of consecutive listed months around it
 * (the calendar year when it is listed all year); planting and seed starting, the twelve
 * months around the nearest time of their month (six before it to five after).
 */
export function occurrenceMonths(
  task: Pick<GardenTask, 'cadence' | 'months' | 'eventType' | 'month'>,
  at: CalendarMonth,
): CalendarMonth[] {
  if (task.cadence === 'month') return [at];
  if (task.eventType !== 'care') {
    const target = task.month ? MONTH_NAMES.indexOf(task.month) + 1 : 0;
    if (target === 0) return [at];
    // Where the nearest time of the month is, from 5 months back to 6 ahead.
    const offset = ((target - at.month + 17) % 12) - 5;
    return Array.from({ length: 12 }, (_, i) => addMonths(at, offset - 6 + i));
  }
  const run = monthRuns(task.months).find((months) => months.includes(at.month));
  if (!run) return [at];
  const position = run.indexOf(at.month);
  return run.map((_, i) => addMonths(at, i - position));
}

/** The tick marking the task done in any of `months`, if there is one. */
export function completionIn(
  completions: readonly TaskCompletion[] | undefined,
  months: readonly CalendarMonth[],
): TaskCompletion | null {
  if (!completions?.length) return null;
  const wanted = new Set(months.map(occurrenceOf));
  return completions.find((tick) => tick.completed && wanted.has(tick.occurrence)) ?? null;
}

const PRIORITY_RANK: Record<CarePriority, number> = { 'must do': 0, 'good to do': 1, optional: 2 };
const EVENT_RANK: Record<EventType, number> = { seed_starting: 0, planting: 1, care: 2 };

type TaskParts = Omit<GardenTask, 'key' | 'at' | 'isDue' | 'id' | 'completed'>;

function taskAt(parts: TaskParts, tracking: TaskTracking, at: CalendarMonth): GardenTask {
  const key = keyOfTask(parts);
  const tick = completionIn(tracking[key], occurrenceMonths(parts, at));
  return {
    ...parts,
    key,
    at,
    isDue: parts.months.includes(monthNameOf(at)),
    id: tick?.calendar_event_id ?? null,
    completed: tick !== null,
  };
}

function monthTaskParts(
  plant: PlantDetail,
  eventType: 'planting' | 'seed_starting',
  month: MonthName | null,
): TaskParts {
  return {
    plantId: plant.id,
    eventType,
    plantName: plant.plantName,
    step: eventType === 'planting' ? `Plant ${plant.plantName}` : `Start seeds for ${plant.plantName}`,
    priority: 'must do',
    month,
    months: month ? [month] : [],
    cadence: 'season',
  };
}

function careTaskParts(plant: PlantDetail, care: CareStepView): TaskParts {
  return {
    plantId: plant.id,
    eventType: 'care',
    careInstructionId: care.care_instruction_id,
    plantName: plant.plantName,
    step: care.step,
    priority: care.priority,
    month: care.months[0] ?? null,
    months: care.months,
    cadence: care.oncePerSeason ? 'season' : 'month',
  };
}

/** Care steps of every phase, in phase order, then as the plant orders them within it. */
function careSteps(plant: PlantDetail): CareStepView[] {
  return CARE_PHASES.flatMap((phase) =>
    [...plant.care[phase]].sort((a, b) => a.order_within_season - b.order_within_season),
  );
}

function plantTaskParts(plant: PlantDetail): TaskParts[] {
  const parts: TaskParts[] = [];
  if (plant.seed_starting_month || plant.seedStartingInstructions.length > 0) {
    parts.push(monthTaskParts(plant, 'seed_starting', plant.seed_starting_month));
  }
  if (plant.planting_month || plant.plantingInstructions.length > 0) {
    parts.push(monthTaskParts(plant, 'planting', plant.planting_month));
  }
  return [...parts, ...careSteps(plant).map((care) => careTaskParts(plant, care))];
}

/**
 * A plant's tasks as they stand in month `at`: seed starting and planting when it has them
 * ('Start seeds for {plant}', 'Plant {plant}', both must do), then every care step.
 */
export function plantTasks(plant: PlantDetail, tracking: TaskTracking, at: CalendarMonth): GardenTask[] {
  return plantTaskParts(plant).map((parts) => taskAt(parts, tracking, at));
}

/** Every task key a plant can have, to forget them all when it leaves the garden. */
export function plantTaskKeys(plant: PlantDetail): string[] {
  return plantTaskParts(plant).map((parts) => keyOfTask(parts));
}

/**
 * The tasks due in month `at` across the garden (saved plants have none): seed starting and
 * planting in their month, care steps listed for it. Must-do first, then seed starting,
 * planting and care, then by plant name; the order does not change as tasks are done.
 */
export function tasksDueIn(entries: readonly GardenEntry[], tracking: TaskTracking, at: CalendarMonth): GardenTask[] {
  return entries
    .filter((entry) => !entry.save_later)
    .flatMap((entry) => plantTasks(entry.plant, tracking, at))
    .map((task, index) => ({ task, index }))
    .filter(({ task }) => task.isDue)
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
 * The tasks not yet done in any of `months` (a week can span two) where they are due, each
 * once, in `tasksDueIn`'s order: what an e-mail digest lists.
 */
export function openTasksDueIn(
  entries: readonly GardenEntry[],
  tracking: TaskTracking,
  months: readonly CalendarMonth[],
): GardenTask[] {
  const seen = new Set<string>();
  const due = months
    .flatMap((at) => tasksDueIn(entries, tracking, at))
    .filter((task) => !task.completed && !seen.has(task.key) && seen.add(task.key));
  return due.sort((a, b) => PRIORITY_RANK[a.priority] - PRIORITY_RANK[b.priority]);
}

/** A task's line: the planting and seed texts already name the plant; a care step needs it said. */
export function taskTitle(task: Pick<GardenTask, 'eventType' | 'plantName' | 'step'>): string {
  return task.eventType === 'care' ? `${task.plantName}: ${task.step}` : task.step;
}

/** The must-do care step a plant's card shows for month `at`: the first one listed for it, or null. */
export function mustDoCareIn(plant: PlantDetail, tracking: TaskTracking, at: CalendarMonth): GardenTask | null {
  const name = monthNameOf(at);
  const step = [...plant.care.must_do]
    .sort((a, b) => a.order_within_season - b.order_within_season)
    .find((care) => care.months.includes(name));
  return step ? taskAt(careTaskParts(plant, step), tracking, at) : null;
}
