/**
 * The plant catalogue file format: one reviewed JSON file per plant in
 * `data/plants/{id}.json`. Timing is stored relative to the frost dates of a
 * place, so every month shown to a gardener is computed for their ZIP code or
 * zone (see `schedule.ts` and docs/guidance-rules.md). Objects are strict: an
 * unknown key is an error, so a typo cannot silently drop a fact.
 */
import { z } from 'zod';
import {
  PLANT_FORMS,
  PLANT_TYPES,
  PLANT_GROUPS,
  SUN_LEVELS,
  SEASONALITIES,
  CARE_PHASES,
  TIMING_SEASONS,
  PLANTING_METHODS,
  REQUIREMENT_KEYS,
  REQUIREMENT_LABELS,
  type RequirementKey,
} from './catalogue-terms.ts';

const text = z.string().trim().min(1);
const weeks = z.number().int().min(-52).max(52);

/** [earliest, latest] weeks on the calendar, e.g. [-4, -2]: from 4 to 2 weeks before. */
const weeksForward = z
  .tuple([weeks, weeks])
  .refine(([from, to]) => from <= to, { message: 'Give the earlier week first: [from, to] with from <= to' });

/** [from, to] weeks *before* a date, e.g. [8, 6]: from 8 weeks before to 6 weeks before. */
const weeksBefore = z
  .tuple([weeks.min(0), weeks.min(0)])
  .refine(([from, to]) => from >= to, { message: 'Weeks before a date count down: [from, to] with from >= to' });

export const InstructionStepSchema = z.strictObject({
  step: text,
  tip: text.optional(),
});

export const HardinessSchema = z
  .strictObject({
    min: z.number().int().min(1).max(13),
    max: z.number().int().min(1).max(13),
  })
  .refine((range) => range.min <= range.max, { message: 'hardiness min must not exceed max' });

/**
 * Days from planting to the first harvest, for typical varieties. `from` says
 * what the count starts at: seed catalogues count transplanted crops from
 * transplanting and direct-sown crops from sowing.
 */
export const DaysToMaturitySchema = z
  .strictObject({
    min: z.number().int().min(1).max(365),
    max: z.number().int().min(1).max(365),
    from: z.enum(['sowing', 'transplanting', 'planting']),
  })
  .refine((range) => range.min <= range.max, { message: 'daysToMaturity min must not exceed max' });

export const SeedStartTimingSchema = z.strictObject({
  /** Start seeds indoors from..to weeks before the last spring frost. */
  weeksBeforeLastFrost: weeksBefore,
});

/** Spring planting, relative to the last spring frost (negative weeks are before it). */
export const FrostPlantingTimingSchema = z.strictObject({
  method: z.enum(PLANTING_METHODS),
  weeksFromLastFrost: weeksForward,
});

/** Potting or repotting a houseplant, which no frost date governs. */
export const SeasonPlantingTimingSchema = z.strictObject({
  method: z.enum(PLANTING_METHODS),
  season: z.enum(TIMING_SEASONS),
});

export const FallPlantingTimingSchema = z.strictObject({
  method: z.enum(PLANTING_METHODS),
  /** Plant from..to weeks before the first fall frost. */
  weeksBeforeFirstFrost: weeksBefore,
});

export const TimingSchema = z.strictObject({
  seedStart: SeedStartTimingSchema.optional(),
  planting: z.union([FrostPlantingTimingSchema, SeasonPlantingTimingSchema]).optional(),
  fallPlanting: FallPlantingTimingSchema.optional(),
  /** The coldest soil (°F) in which seed sown outdoors germinates. */
  minSoilTempF: z.number().int().min(30).max(80).optional(),
});

/** When a care step falls: exactly one of these shapes. */
export const CareTimingSchema = z.union([
  z.strictObject({ weeksAfterPlanting: weeksForward.refine(([from]) => from >= 0, 'weeks after planting are >= 0') }),
  z.strictObject({ weeksFromLastFrost: weeksForward }),
  z.strictObject({ weeksFromFirstFrost: weeksForward }),
  z.strictObject({ seasons: z.array(z.enum(TIMING_SEASONS)).min(1) }),
  z.strictObject({ monthly: z.literal('growing season') }),
]);

export const CareStepSchema = z.strictObject({
  /** Stable within the plant: task tracking keys on it. */
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'a kebab-case slug'),
  phase: z.enum(CARE_PHASES),
  step: text,
  timing: CareTimingSchema,
  /**
   * Done once in each run of its months (a season): mulching, pruning, dividing. Without
   * it a step is done again each month it is listed for: watering, harvesting, deadheading.
   */
  oncePerSeason: z.literal(true).optional(),
});

export const RequirementsSchema = z.strictObject({
  ph: text.optional(),
  soil: text.optional(),
  water: text.optional(),
  humidity: text.optional(),
  spacing: text.optional(),
  depth: text.optional(),
  temperature: text.optional(),
  frost: text.optional(),
  companion: text.optional(),
  avoid: text.optional(),
  fertilizer: text.optional(),
} satisfies Record<RequirementKey, unknown>);

/**
 * The texts that differ where there is no typical frost (`hasTypicalFrost` in frost-free.ts):
 * there no text may speak of the last or first frost. Each replaces the plant's own where
 * given: the description, the whole list of seed-starting or planting steps, a care step's
 * text by its id (null: the step is not shown there), a requirement line by its key (null:
 * the line is not shown there). `source` names the publications followed by any text that says
 * more than the plant's own with its frost wording taken out.
 */
export const FrostFreeTextsSchema = z.strictObject({
  source: text.optional(),
  description: text.optional(),
  seedStarting: z.array(InstructionStepSchema).optional(),
  planting: z.array(InstructionStepSchema).min(1).optional(),
  care: z.record(z.string(), text.nullable()).optional(),
  requirements: z.partialRecord(z.enum(REQUIREMENT_KEYS), text.nullable()).optional(),
});

/**
 * A plant that grows well in a pot (on a balcony or patio): the smallest pot for one plant,
 * the compact varieties bred for pots, and the publication it comes from.
 */
export const ContainerSchema = z.strictObject({
  /** e.g. '5 gallons, at least 12 in deep'. */
  potSize: text,
  varieties: z.array(text).optional(),
  source: text,
});

export const PlantFileSchema = z
  .strictObject({
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'a kebab-case slug such as sweet-basil'),
    name: text,
    scientificName: text,
    /** Other names gardeners search by: regional, older botanical, trade names. */
    aliases: z.array(text),
    /** The botanical family, for crop rotation. */
    family: text,
    /** What its picture is drawn from; without it, the neutral picture. */
    form: z.enum(PLANT_FORMS).optional(),
    description: text,
    type: z.enum(PLANT_TYPES),
    sun: z.enum(SUN_LEVELS),
    seasonality: z.enum(SEASONALITIES),
    plantGroup: z.enum(PLANT_GROUPS),
    /** USDA zones (whole numbers) the plant survives the winter in and grows well. */
    hardiness: HardinessSchema.optional(),
    daysToMaturity: DaysToMaturitySchema.optional(),
    timing: TimingSchema,
    seedStarting: z.array(InstructionStepSchema),
    planting: z.array(InstructionStepSchema),
    care: z.array(CareStepSchema),
    requirements: RequirementsSchema,
    /** The publications the plant's facts follow (kept with the catalogue, not shown). */
    source: text.optional(),
    /** Grows well in a pot; absent where no publication says so. */
    container: ContainerSchema.optional(),
    frostFree: FrostFreeTextsSchema.optional(),
  })
  .superRefine((plant, ctx) => {
    const seen = new Set<string>();
    plant.care.forEach((step, index) => {
      if (seen.has(step.id)) {
        ctx.addIssue({ code: 'custom', path: ['care', index, 'id'], message: `duplicate care step id "${step.id}"` });
      }
      seen.add(step.id);
      if (step.oncePerSeason && 'monthly' in step.timing) {
        ctx.addIssue({
          code: 'custom',
          path: ['care', index, 'oncePerSeason'],
          message: 'a step listed every month of the growing season is done each month, not once per season',
        });
      }
    });
    for (const id of Object.keys(plant.frostFree?.care ?? {})) {
      if (!seen.has(id)) {
        ctx.addIssue({ code: 'custom', path: ['frostFree', 'care', id], message: `no care step "${id}" to replace` });
      }
    }
    if (plant.seedStarting.length > 0 && !plant.timing.seedStart) {
      ctx.addIssue({
        code: 'custom',
        path: ['timing', 'seedStart'],
        message: 'seed-starting steps need seedStart timing',
      });
    }
  });

export type InstructionStep = z.infer<typeof InstructionStepSchema>;
export type Hardiness = z.infer<typeof HardinessSchema>;
export type DaysToMaturity = z.infer<typeof DaysToMaturitySchema>;
export type Timing = z.infer<typeof TimingSchema>;
export type FrostPlantingTiming = z.infer<typeof FrostPlantingTimingSchema>;
export type SeasonPlantingTiming = z.infer<typeof SeasonPlantingTimingSchema>;
export type FallPlantingTiming = z.infer<typeof FallPlantingTimingSchema>;
export type CareTiming = z.infer<typeof CareTimingSchema>;
export type CareStep = z.infer<typeof CareStepSchema>;
export type Requirements = z.infer<typeof RequirementsSchema>;
export type PlantFile = z.infer<typeof PlantFileSchema>;
export type FrostFreeTexts = z.infer<typeof FrostFreeTextsSchema>;
export type Container = z.infer<typeof ContainerSchema>;

/** The requirement lines of a plant in the spec's order, empty ones dropped. */
export function requirementLines(requirements: Requirements): { key: RequirementKey; label: string; text: string }[] {
  return REQUIREMENT_KEYS.flatMap((key) => {
    const value = requirements[key];
    return value ? [{ key, label: REQUIREMENT_LABELS[key], text: value }] : [];
  });
}

/** The spec's "map of label to text", in the order of preference. */
export function requirementMap(requirements: Requirements): Record<string, string> {
  return Object.fromEntries(requirementLines(requirements).map((line) => [line.label, line.text]));
}
