import type { Selectable } from 'kysely';
import { PLANT_SOURCES } from '#shared/plants/api.ts';
import { PlantFileSchema, type CareStep, type PlantFile } from '#shared/plants/catalogue-schema.ts';
import { CARE_PRIORITY_BY_PHASE, PLANT_GROUPS, type PlantGroup } from '#shared/plants/catalogue-terms.ts';
import { flattenSteps, normalizeRequirements } from '#shared/plants/normalize.ts';
import type { CareInstructionsTable, PlantsTable } from '../db/schema.ts';

export type PlantSource = (typeof PLANT_SOURCES)[number];

/** A plant as the services work with it: its facts plus where it lives and who may see it. */
export interface PlantRecord {
  file: PlantFile;
  /** null: a catalogue plant for every zone; '': a houseplant; else the zone a gardener's own plant is for. */
  zone: string | null;
  source: PlantSource;
  /** The catalogue plant a gardener's own plant takes its guidance from. */
  basedOn: string | null;
  /** The gardener who added it; null for the catalogue. */
  createdBy: string | null;
  imageUrl: string | null;
  /** care_instruction_id by the step's id within the plant. */
  careIds: ReadonlyMap<string, number>;
}

type PlantRow = Selectable<PlantsTable>;
type CareRow = Pick<
  Selectable<CareInstructionsTable>,
  'care_instruction_id' | 'step_key' | 'care_phase' | 'step_description' | 'timing' | 'order_within_season' | 'extras'
>;

/** An object's fields as JSON text, or null when it has none. */
function extrasJson(fields: Record<string, unknown>): string | null {
  return Object.keys(fields).length === 0 ? null : JSON.stringify(fields);
}

/** The plant file's fields that have no column of their own. */
function plantExtras(file: PlantFile): Record<string, unknown> {
  const {
    id: _id,
    name: _name,
    scientificName: _scientificName,
    aliases: _aliases,
    family: _family,
    description: _description,
    type: _type,
    sun: _sun,
    seasonality: _seasonality,
    plantGroup: _plantGroup,
    hardiness: _hardiness,
    daysToMaturity: _daysToMaturity,
    timing: _timing,
    planting: _planting,
    seedStarting: _seedStarting,
    care: _care,
    requirements: _requirements,
    ...extras
  } = file;
  return extras;
}

/** The care step's fields that have no column of their own. */
function careExtras(step: CareStep): Record<string, unknown> {
  const { id: _id, phase: _phase, step: _step, timing: _timing, ...extras } = step;
  return extras;
}

/** The plants row of a plant file (JSON columns as text). */
export function plantRow(
  file: PlantFile,
  meta: { zone: string | null; source: PlantSource; basedOn: string | null; createdBy: string | null; now: string },
): PlantsTable {
  return {
    plant_id: file.id,
    plant_name: file.name,
    scientific_name: file.scientificName,
    aliases: JSON.stringify(file.aliases),
    family: file.family,
    description: file.description,
    type: file.type,
    sun_requirements: file.sun,
    zone: meta.zone,
    seasonality: file.seasonality,
    plant_group: file.plantGroup,
    image_url: null,
    hardiness_min: file.hardiness?.min ?? null,
    hardiness_max: file.hardiness?.max ?? null,
    days_to_maturity: file.daysToMaturity ? JSON.stringify(file.daysToMaturity) : null,
    timing: JSON.stringify(file.timing),
    planting: JSON.stringify(file.planting),
    seed_starting: JSON.stringify(file.seedStarting),
    requirements: JSON.stringify(file.requirements),
    source: meta.source,
    based_on: meta.basedOn,
    created_by: meta.createdBy,
    created_at: meta.now,
    extras: extrasJson(plantExtras(file)),
  };
}

/** The care_instructions rows of a plant file, in the file's order. */
export function careRows(file: PlantFile) {
  return file.care.map((step, index) => ({
    plant_id: file.id,
    step_key: step.id,
    care_phase: step.phase,
    step_description: step.step,
    priority: CARE_PRIORITY_BY_PHASE[step.phase],
    timing: JSON.stringify(step.timing),
    order_within_season: index + 1,
    extras: extrasJson(careExtras(step)),
  }));
}

function parseJson(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A JSON object as read, or an empty one for anything else. */
function asObject(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

const REQUIREMENT_KEY_BY_LABEL: Record<string, string> = {
  pH: 'ph',
  Soil: 'soil',
  Water: 'water',
  Humidity: 'humidity',
  Spacing: 'spacing',
  Depth: 'depth',
  Temperature: 'temperature',
  Frost: 'frost',
  Companion: 'companion',
  Avoid: 'avoid',
  Fertilizer: 'fertilizer',
};

/**
 * A gardener's plant added by its name alone: its name and kind, no guide. The type and sun
 * are the spec's defaults (the columns need a value); nothing shows them as facts.
 */
export function nameOnlyFile(id: string, name: string, plantGroup: PlantGroup): PlantFile {
  return {
    id,
    name,
    scientificName: '',
    aliases: [],
    family: '',
    description: '',
    type: 'Annual',
    sun: 'Full Sun',
    seasonality: 'Year-round',
    plantGroup,
    timing: {},
    seedStarting: [],
    planting: [],
    care: [],
    requirements: {},
  };
}

/**
 * A plant and its care rows back as a record, or the reason it is not valid.
 * Steps and requirements go through the spec's normalisation first, so rows
 * written by another installation in another shape still read.
 */
export function recordOf(
  row: PlantRow,
  care: readonly CareRow[],
): { record: PlantRecord; error?: never } | { record?: never; error: string } {
  if (row.source === 'name-only') {
    const group = PLANT_GROUPS.find((name) => name === row.plant_group);
    if (!group) return { error: `plant group "${row.plant_group}" is not one of ${PLANT_GROUPS.join(', ')}` };
    return {
      record: {
        file: nameOnlyFile(row.plant_id, row.plant_name, group),
        zone: row.zone,
        source: 'name-only',
        basedOn: null,
        createdBy: row.created_by,
        imageUrl: row.image_url,
        careIds: new Map(),
      },
    };
  }
  const requirements = Object.fromEntries(
    Object.entries(normalizeRequirements(parseJson(row.requirements))).flatMap(([label, text]) => {
      const key = REQUIREMENT_KEY_BY_LABEL[label];
      return key ? [[key, text]] : [];
    }),
  );
  const sortedCare = [...care].sort((a, b) => a.order_within_season - b.order_within_season);
  const candidate = {
    // Fields without a column first, so that no stored extra can stand in for a column's value.
    ...asObject(parseJson(row.extras)),
    id: row.plant_id,
    name: row.plant_name,
    scientificName: row.scientific_name ?? undefined,
    aliases: parseJson(row.aliases) ?? [],
    family: row.family ?? undefined,
    description: row.description,
    type: row.type,
    sun: row.sun_requirements,
    seasonality: row.seasonality,
    plantGroup: row.plant_group,
    ...(row.hardiness_min !== null && row.hardiness_max !== null
      ? { hardiness: { min: row.hardiness_min, max: row.hardiness_max } }
      : {}),
    ...(row.days_to_maturity !== null ? { daysToMaturity: parseJson(row.days_to_maturity) } : {}),
    timing: parseJson(row.timing) ?? {},
    seedStarting: flattenSteps(parseJson(row.seed_starting)),
    planting: flattenSteps(parseJson(row.planting)),
    care: sortedCare.map((step): Partial<CareStep> & Record<string, unknown> => ({
      ...asObject(parseJson(step.extras)),
      id: step.step_key,
      phase: step.care_phase as CareStep['phase'],
      step: step.step_description,
      timing: parseJson(step.timing) as CareStep['timing'],
    })),
    requirements,
  };
  const parsed = PlantFileSchema.safeParse(candidate);
  if (!parsed.success) return { error: parsed.error.issues.map((issue) => issue.message).join('; ') };
  return {
    record: {
      file: parsed.data,
      zone: row.zone,
      source: (PLANT_SOURCES as readonly string[]).includes(row.source) ? (row.source as PlantSource) : 'catalogue',
      basedOn: row.based_on,
      createdBy: row.created_by,
      imageUrl: row.image_url,
      careIds: new Map(care.map((step) => [step.step_key, Number(step.care_instruction_id)])),
    },
  };
}
