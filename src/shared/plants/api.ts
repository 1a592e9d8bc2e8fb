/**
 * The plant API's request and response shapes, shared by the server (which
 * validates and documents with them) and the client (which parses with them).
 * Paths are in docs/architecture.md and ARCHITECTURE's API table:
 *
 * - GET  /api/plants/search?q=&zone= | &zip=   → PlantSearchResponse
 * - GET  /api/plants/{id}?zone= | &zip=        → PlantDetail
 * - POST /api/plant-planting/{id} PlaceBody    → PlantingGuide
 * - POST /api/plant-care/{id} PlaceBody        → CareGuide
 * - POST /api/add-plant AddPlantBody           → AddPlantResponse
 * - POST /api/events EventBody                 → 204
 *
 * Personalisation: a `zone` (chosen by hand) wins over a `zip`, which wins
 * over the signed-in gardener's profile (its ZIP's frost dates when it has
 * one, else its zone's typical dates). With none of them the plant is shown
 * without months or suitability (`place: null`).
 */
import { z } from 'zod';
import { GardenTypeSchema, PlantPreferenceSchema } from '#shared/profile.ts';
import { ZipCodeSchema, ZoneSchema } from '#shared/zones.ts';
import { MONTH_NAMES } from './months.ts';
import {
  CARE_PHASES,
  CARE_PRIORITIES,
  PLANT_FORMS,
  PLANT_GROUPS,
  PLANT_TYPES,
  SEASONALITIES,
  SUN_LEVELS,
} from './catalogue-terms.ts';
import { ZONE_SUITABILITIES } from './suitability.ts';

/** Catalogue ids are slugs ('sweet-basil'); a gardener's own plants get a slug with a suffix. */
export const PlantIdSchema = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a plant id such as sweet-basil')
  .max(80);

export const MonthNameSchema = z.enum(MONTH_NAMES);

/** Where the guidance is computed for. */
export const PlaceSchema = z.object({
  zone: ZoneSchema,
  /** The ZIP whose frost dates were used, or null when a zone's typical dates were. */
  zip: ZipCodeSchema.nullable(),
  /** 'MM-DD', or '' where there is no typical frost. */
  lastFrost: z.string(),
  firstFrost: z.string(),
  source: z.enum(['zone', 'zip', 'profile']),
});
export type PlaceInfo = z.infer<typeof PlaceSchema>;

/** Query of the GET routes and body of the POST guide routes: both optional, zone wins. */
export const PlaceQuerySchema = z.object({
  zone: ZoneSchema.optional(),
  zip: ZipCodeSchema.optional(),
});
export const PlaceBodySchema = z.strictObject({
  zone: ZoneSchema.optional(),
  zip: ZipCodeSchema.optional(),
});
export type PlaceBody = z.infer<typeof PlaceBodySchema>;

export const SearchQuerySchema = PlaceQuerySchema.extend({
  q: z.string().max(200).default(''),
});

/** A plant that grows well in a pot: the smallest pot for one plant, and the compact varieties bred for pots. */
export const ContainerSchema = z.object({
  potSize: z.string(),
  varieties: z.array(z.string()),
});
export type ContainerFacts = z.infer<typeof ContainerSchema>;

export const PlantSummarySchema = z.object({
  id: PlantIdSchema,
  plantName: z.string(),
  scientificName: z.string().nullable(),
  plant_group: z.enum(PLANT_GROUPS),
  /**
   * What the plant's picture is drawn from: a catalogue plant's own, a gardener's plant its
   * base's. null: the neutral picture (as for answers kept offline from before forms).
   */
  form: z.enum(PLANT_FORMS).nullable().default(null),
  type: z.enum(PLANT_TYPES),
  /**
   * '' for a houseplant (indoor); a gardener's own plant carries the zone it was added for;
   * other plants show the zone the guidance is for, or null when no place is known.
   */
  zone: z.string().nullable(),
  /** The catalogue plant a gardener's own plant takes its guidance from. */
  basedOn: z.object({ id: PlantIdSchema, plantName: z.string() }).nullable(),
  /** Grows well in a pot (on a balcony or patio), or null where no publication says so. */
  container: ContainerSchema.nullable(),
  /**
   * false for a gardener's own plant added by its name alone: Garden Guide has no guide
   * for it, so it has no months, suitability or care steps, and its type, sun and season
   * are the spec's defaults, not facts.
   */
  hasGuide: z.boolean(),
});
export type PlantSummary = z.infer<typeof PlantSummarySchema>;

/** A search's hit: a plant, or a catalogue variety of it (`variety` names which one matched). */
export const PlantSearchResultSchema = PlantSummarySchema.extend({
  variety: z.string().nullable(),
});
export type PlantSearchResult = z.infer<typeof PlantSearchResultSchema>;

export const PlantSearchResponseSchema = z.object({
  /** The zone the search was limited by. */
  zone: ZoneSchema,
  /**
   * The wizard's answers the hits were ordered by (a signed-in gardener's profile), or null:
   * within a match level, the preferred kinds of plant first and, for a balcony, plants
   * that grow well in pots.
   */
  orderedFor: z
    .object({ garden_type: GardenTypeSchema.nullable(), plant_preference: PlantPreferenceSchema.nullable() })
    .nullable(),
  results: z.array(PlantSearchResultSchema),
});
export type PlantSearchResponse = z.infer<typeof PlantSearchResponseSchema>;

export const InstructionStepSchema = z.object({
  step: z.string(),
  tip: z.string().optional(),
});
export type GuideStep = z.infer<typeof InstructionStepSchema>;

export const CareStepSchema = z.object({
  care_instruction_id: z.number().int(),
  care_phase: z.enum(CARE_PHASES),
  step: z.string(),
  priority: z.enum(CARE_PRIORITIES),
  /** Full English month names in the order the gardener meets them; empty when none apply here. */
  months: z.array(MonthNameSchema),
  order_within_season: z.number().int(),
  /**
   * true: done once in each run of consecutive months (a season); false: done again in
   * each month listed. A task's completion belongs to that season, or to that month.
   */
  oncePerSeason: z.boolean(),
});
export type CareStepView = z.infer<typeof CareStepSchema>;

export const CarePlanSchema = z.object({
  must_do: z.array(CareStepSchema),
  good_to_do: z.array(CareStepSchema),
  optional: z.array(CareStepSchema),
});
export type CarePlan = z.infer<typeof CarePlanSchema>;

export const PlantDetailSchema = PlantSummarySchema.extend({
  description: z.string(),
  sun: z.enum(SUN_LEVELS),
  seasonality: z.enum(SEASONALITIES),
  aliases: z.array(z.string()),
  hardiness: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
  daysToMaturity: z.object({ min: z.number().int(), max: z.number().int(), from: z.string() }).nullable(),
  /** null when no place is known. */
  zone_suitability: z.enum(ZONE_SUITABILITIES).nullable(),
  zoneSuitabilityText: z.string().nullable(),
  imageUrl: z.string().nullable(),
  /** Label → text in the spec's order of preference; sun lines are not here. */
  requirements: z.record(z.string(), z.string()),
  care: CarePlanSchema,
  plantingInstructions: z.array(InstructionStepSchema),
  seedStartingInstructions: z.array(InstructionStepSchema),
  planting_month: MonthNameSchema.nullable(),
  seed_starting_month: MonthNameSchema.nullable(),
  place: PlaceSchema.nullable(),
});
export type PlantDetail = z.infer<typeof PlantDetailSchema>;

export const PlantingGuideSchema = z.object({
  planting: z.array(InstructionStepSchema),
  seed_starting: z.array(InstructionStepSchema),
  plantingMonth: MonthNameSchema.nullable(),
  seedStartingMonth: MonthNameSchema.nullable(),
  place: PlaceSchema.nullable(),
});
export type PlantingGuide = z.infer<typeof PlantingGuideSchema>;

export const CareGuideSchema = z.object({
  care_plan: CarePlanSchema,
  place: PlaceSchema.nullable(),
});
export type CareGuide = z.infer<typeof CareGuideSchema>;

/** Control characters other than tab and line breaks: no name has them, and PostgreSQL cannot store a NUL. */
function hasControlCharacter(text: string): boolean {
  for (const char of text) {
    const code = char.charCodeAt(0);
    if ((code < 0x20 && char !== '\t' && char !== '\n' && char !== '\r') || code === 0x7f) return true;
  }
  return false;
}

export const AddPlantBodySchema = z.strictObject({
  plant_name: z
    .string()
    .trim()
    .min(1, 'Enter a plant name')
    .max(100)
    .refine((name) => !hasControlCharacter(name), 'Enter a plant name without control characters'),
  user_zone: ZoneSchema,
  /**
   * Add the name as typed, as the gardener's own plant, instead of asking whether a
   * catalogue plant with a similar name was meant (the 422's `didYouMean`).
   */
  as_typed: z.boolean().optional(),
  /** The kind of plant, for a plant added by its name alone (the 422's `needsPlantGroup`). */
  plant_group: z.enum(PLANT_GROUPS).optional(),
});
export type AddPlantBody = z.infer<typeof AddPlantBodySchema>;

/** Where a plant's guide came from; 'name-only': it has none (a gardener's plant added by its name alone). */
export const PLANT_SOURCES = ['catalogue', 'variety', 'guide-provider', 'name-only'] as const;

export const AddPlantResponseSchema = z.object({
  plant: PlantSummarySchema,
  /** false when the name was already in the catalogue or the gardener's own plants. */
  created: z.boolean(),
  /** Where the guide came from. */
  source: z.enum(PLANT_SOURCES),
});
export type AddPlantResponse = z.infer<typeof AddPlantResponseSchema>;

/**
 * A name added nothing: 422 with this body (the error body plus what to ask the gardener).
 * `didYouMean`: catalogue plants (or varieties) the name may be misspelt from; `suggestions`:
 * plants with related names; `needsPlantGroup`: adding it as typed (`as_typed`) needs
 * `plant_group`. Adding it as typed always remains possible.
 */
export const AddPlantNoMatchSchema = z.object({
  error: z.object({ code: z.literal('invalid'), message: z.string() }),
  didYouMean: z.array(PlantSearchResultSchema),
  suggestions: z.array(PlantSummarySchema),
  needsPlantGroup: z.boolean(),
});
export type AddPlantNoMatch = z.infer<typeof AddPlantNoMatchSchema>;

/** First-party product events; nothing goes to third parties. */
export const EventBodySchema = z.discriminatedUnion('name', [
  z.strictObject({
    name: z.literal('home_search_opened'),
    props: z.strictObject({ zip: ZipCodeSchema, query: z.string().max(200) }),
  }),
]);
export type EventBody = z.infer<typeof EventBodySchema>;
