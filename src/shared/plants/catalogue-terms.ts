/**
 * The plant catalogue's terms: the values its fields may take, in display order, and their
 * labels. Plain values, no schemas: the app in the browser shows them without building the
 * catalogue file's schema (`catalogue-schema.ts`, which checks the files on the server).
 */
export const PLANT_TYPES = ['Annual', 'Perennial', 'Biennial'] as const;
/** 'shrub' is a shrub grown for its leaves and shape (boxwood); flowering shrubs are flowers. */
export const PLANT_GROUPS = ['vegetable', 'herb', 'fruit', 'flower', 'shrub', 'houseplant'] as const;
export const PLANT_GROUP_LABELS = {
  vegetable: 'Vegetable',
  herb: 'Herb',
  fruit: 'Fruit',
  flower: 'Flower',
  shrub: 'Shrub',
  houseplant: 'Houseplant',
} as const satisfies Record<(typeof PLANT_GROUPS)[number], string>;

export const SUN_LEVELS = [
  'Full Sun',
  'Full Sun to Partial Shade',
  'Partial Shade',
  'Partial Shade to Full Shade',
  'Full Shade',
  'Bright Indirect Light',
  'Low to Bright Indirect Light',
] as const;

/**
 * 'Cool Season' and 'Warm Season' are crops grown by temperature (they decide
 * the frost-free schedule, see schedule.ts); 'Year-round' is an evergreen or a
 * houseplant; a season name is when a perennial or bulb blooms or bears.
 */
export const SEASONALITIES = [
  'Cool Season',
  'Warm Season',
  'Year-round',
  'Spring',
  'Summer',
  'Fall',
  'Winter',
] as const;

/** The spec's care phases, in display order, and the priority each stands for. */
export const CARE_PHASES = ['must_do', 'good_to_do', 'optional'] as const;
export const CARE_PRIORITIES = ['must do', 'good to do', 'optional'] as const;
export const CARE_PRIORITY_BY_PHASE = {
  must_do: 'must do',
  good_to_do: 'good to do',
  optional: 'optional',
} as const satisfies Record<(typeof CARE_PHASES)[number], (typeof CARE_PRIORITIES)[number]>;
export const CARE_PRIORITY_LABELS = {
  must_do: 'Must Do',
  good_to_do: 'Good to Do',
  optional: 'Optional',
} as const satisfies Record<(typeof CARE_PHASES)[number], string>;

/** The spec's four seasons. */
export const SEASONS = ['spring', 'summer', 'fall', 'winter'] as const;
/** The seasons a care step or a houseplant's potting can be timed by. */
export const TIMING_SEASONS = ['early spring', 'spring', 'summer', 'late summer', 'fall', 'winter'] as const;

/**
 * How a plant goes into the garden: 'transplant' is a seedling (raised
 * indoors or bought), 'direct-sow' is seed sown where it grows, 'plant' is
 * anything else set in the ground or a pot: bulbs, cloves, tubers, onion sets,
 * crowns, bare-root or potted nursery plants.
 */
export const PLANTING_METHODS = ['transplant', 'direct-sow', 'plant'] as const;

/** Requirement lines in the spec's order of preference. Sun has a field of its own. */
export const REQUIREMENT_KEYS = [
  'ph',
  'soil',
  'water',
  'humidity',
  'spacing',
  'depth',
  'temperature',
  'frost',
  'companion',
  'avoid',
  'fertilizer',
] as const;
export const REQUIREMENT_LABELS = {
  ph: 'pH',
  soil: 'Soil',
  water: 'Water',
  humidity: 'Humidity',
  spacing: 'Spacing',
  depth: 'Depth',
  temperature: 'Temperature',
  frost: 'Frost',
  companion: 'Companion',
  avoid: 'Avoid',
  fertilizer: 'Fertilizer',
} as const satisfies Record<(typeof REQUIREMENT_KEYS)[number], string>;

/**
 * The shape a plant's picture is drawn from: what a gardener recognises it by (a citrus
 * fruit, a bulb, a leafy green, a vine, a foliage plant), never another plant. A picture
 * fits every plant of its form, so where the plants of a form differ (berries' colours,
 * brassicas' heads) it shows what they share. 'other' is for a plant no picture fits
 * (kohlrabi, peanut): it gets the neutral picture, as a gardener's plant without a base does.
 */
export const PLANT_FORMS = [
  'leafy-green',
  'head-brassica',
  /** Broccoli and cauliflower: a head of florets among brassica leaves. */
  'floret-brassica',
  'root',
  'tuber',
  'allium',
  'fruiting-vegetable',
  'cucurbit',
  'legume',
  'corn',
  'stalk',
  /** Asparagus: spears from the soil. */
  'spear',
  /** Artichoke and cardoon: silver, lobed leaves and a scaly bud. */
  'thistle',
  /** A climbing vine grown for its leaves (Malabar spinach). */
  'leafy-vine',
  'herb',
  'tree-fruit',
  'citrus',
  'berry',
  'fruit-vine',
  'flower',
  /** Flowers in spikes or plumes: foxglove, snapdragon, salvia, astilbe. */
  'flower-spike',
  'bulb-flower',
  'flowering-vine',
  'shrub',
  'foliage-plant',
  'succulent',
  'palm',
  'trailing-houseplant',
  'flowering-houseplant',
  /** An indoor tree with broad leaves: ficus, schefflera, money tree. */
  'tree-houseplant',
  /** Canes or a trunk topped with tufts of long, narrow leaves: dracaenas, ponytail palm. */
  'cane-houseplant',
  /** A fountain of grass-like leaves in a pot (spider plant). */
  'grassy-houseplant',
  'fern',
  'grass',
  'other',
] as const;

export type PlantType = (typeof PLANT_TYPES)[number];
export type PlantForm = (typeof PLANT_FORMS)[number];
export type PlantGroup = (typeof PLANT_GROUPS)[number];
export type SunLevel = (typeof SUN_LEVELS)[number];
export type Seasonality = (typeof SEASONALITIES)[number];
export type CarePhase = (typeof CARE_PHASES)[number];
export type CarePriority = (typeof CARE_PRIORITIES)[number];
export type Season = (typeof SEASONS)[number];
export type TimingSeason = (typeof TIMING_SEASONS)[number];
export type PlantingMethod = (typeof PLANTING_METHODS)[number];
export type RequirementKey = (typeof REQUIREMENT_KEYS)[number];

/** Houseplants live indoors: the spec shows them with an empty zone. */
export function isIndoorPlant(plant: { plantGroup: PlantGroup }): boolean {
  return plant.plantGroup === 'houseplant';
}
