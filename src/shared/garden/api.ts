/**
 * The garden and task API's shapes, shared by the server and the client.
 *
 * - GET    /api/garden                         → GardenResponse
 * - POST   /api/garden {plant_id, save_later}  → GardenChange (repeats ignored)
 * - PATCH  /api/garden/{plantId} {save_later:false} → GardenChange (saved → garden)
 * - DELETE /api/garden/{plantId}               → 204 (with the plant's tasks)
 * - GET    /api/tasks                          → TasksResponse
 * - POST   /api/tasks {plant_id, care_instruction_id, event_type, occurrence?, completed?} → TaskChange
 * - PATCH  /api/tasks/{id} {completed}         → Task
 * - DELETE /api/tasks/{id}                     → 204
 *
 * A task row is a tick: the task done (or, as the spec's tracking had it, not yet done) in
 * one month of the gardener's calendar, its `occurrence` ('YYYY-MM').
 */
import { z } from 'zod';
import { PlantDetailSchema, PlantIdSchema } from '#shared/plants/api.ts';

export const EVENT_TYPES = ['care', 'planting', 'seed_starting'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const GardenEntrySchema = z.object({
  plant_id: PlantIdSchema,
  /** true: saved for later; false: in the garden. */
  save_later: z.boolean(),
  /** The plant as shown, personalised to the gardener's profile. */
  plant: PlantDetailSchema,
});
export type GardenEntry = z.infer<typeof GardenEntrySchema>;

export const GardenResponseSchema = z.object({ entries: z.array(GardenEntrySchema) });
export type GardenResponse = z.infer<typeof GardenResponseSchema>;

export const AddToGardenBodySchema = z.strictObject({
  plant_id: PlantIdSchema,
  save_later: z.boolean(),
});
export type AddToGardenBody = z.infer<typeof AddToGardenBodySchema>;

export const MoveToGardenBodySchema = z.strictObject({ save_later: z.literal(false) });

export const GardenChangeSchema = z.object({
  entry: GardenEntrySchema,
  /** false when the request was a repeat the spec ignores. */
  changed: z.boolean(),
});
export type GardenChange = z.infer<typeof GardenChangeSchema>;

export const CalendarEventIdSchema = z.coerce.number().int().positive().max(2_147_483_647);

/** The spec's task identity key: the care instruction id, or plant-{plantId}-planting / -seed-starting. */
export function taskKey(task: { plant_id: string; care_instruction_id: number | null; event_type: EventType }): string {
  if (task.event_type === 'care') return String(task.care_instruction_id);
  return `plant-${task.plant_id}-${task.event_type === 'planting' ? 'planting' : 'seed-starting'}`;
}

/** A month of the gardener's calendar, 'YYYY-MM'. */
export const OccurrenceSchema = z
  .string()
  .regex(/^(19|20|21)\d{2}-(0[1-9]|1[0-2])$/, 'must be a month such as 2026-05 (YYYY-MM)');

export const TaskSchema = z.object({
  calendar_event_id: z.number().int(),
  plant_id: PlantIdSchema,
  care_instruction_id: z.number().int().nullable(),
  event_type: z.enum(EVENT_TYPES),
  /** The month the task was done in (or is to be): a tick belongs to one month of one year. */
  occurrence: OccurrenceSchema,
  completed: z.boolean(),
  task_key: z.string(),
});
export type Task = z.infer<typeof TaskSchema>;

export const TasksResponseSchema = z.object({ tasks: z.array(TaskSchema) });

export const AddTaskBodySchema = z
  .strictObject({
    plant_id: PlantIdSchema,
    // Ids are 32-bit integers in the database; a larger one would fail there, not here.
    care_instruction_id: z.number().int().positive().max(2_147_483_647).nullable().optional(),
    event_type: z.enum(EVENT_TYPES),
    /** The month the tick is for; the current month (UTC) when left out. */
    occurrence: OccurrenceSchema.optional(),
    /** Done at once (one request for a tick); not done when left out, as the spec's tracking. */
    completed: z.boolean().optional(),
  })
  .refine((body) => (body.event_type === 'care') === (body.care_instruction_id != null), {
    message: 'care tasks need a care_instruction_id; planting and seed starting tasks have none',
    path: ['care_instruction_id'],
  });
export type AddTaskBody = z.infer<typeof AddTaskBodySchema>;

export const TaskChangeSchema = z.object({
  task: TaskSchema,
  /** false when the task already had this month's row as asked (the spec ignores the repeat). */
  changed: z.boolean(),
});

export const UpdateTaskBodySchema = z.strictObject({ completed: z.boolean() });

/** The spec's messages. */
export const TASK_MESSAGES = {
  notInGarden: 'Plant must be in your garden to add this task.',
  careNotFound: 'Care instruction or associated plant_id not found.',
  taskNotFound: 'Task tracking info not found for calendar_event_id',
  occurrenceOutOfRange: 'A task can be ticked for a month up to two years away, not further.',
} as const;
