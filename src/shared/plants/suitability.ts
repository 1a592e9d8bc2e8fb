/**
 * How well a plant suits a place: the spec's zone suitability levels and texts.
 * The rules are in docs/guidance-rules.md.
 */
import type { PlantFile } from './catalogue-schema.ts';
import { isIndoorPlant } from './catalogue-terms.ts';
import { middleDay } from './months.ts';
import { indoorLeadDays, scheduleDays, type Place } from './schedule.ts';

export const ZONE_SUITABILITIES = ['match', 'close', 'far', 'indoor'] as const;
export type ZoneSuitability = (typeof ZONE_SUITABILITIES)[number];

export const ZONE_SUITABILITY_TEXTS = {
  match: '✓ Great match for your zone!',
  close: '⚠️ Can grow with potential adjustments.',
  far: '✕ Challenging for your zone.',
  indoor: '✓ Perfect for indoor growing!',
} as const satisfies Record<ZoneSuitability, string>;

/** The spec's default when nothing is known. */
export const DEFAULT_ZONE_SUITABILITY: ZoneSuitability = 'far';

/**
 * A season that only just fits the slowest varieties leaves no time to
 * harvest: a 'match' needs this many days beyond the longest days to maturity.
 */
export const HARVEST_MARGIN_DAYS = 28;

/** '7b' → 7. */
export function zoneNumber(zone: string): number {
  return Number.parseInt(zone, 10);
}

function byHardiness(hardiness: { min: number; max: number }, zone: number): ZoneSuitability {
  const distance = zone < hardiness.min ? hardiness.min - zone : zone > hardiness.max ? zone - hardiness.max : 0;
  if (distance === 0) return 'match';
  return distance === 1 ? 'close' : 'far';
}

/**
 * Frost-free days left after planting out, against the days the crop needs
 * outdoors. Days to maturity counted from sowing are shortened by the weeks
 * transplants spend indoors. Where winters are mild, or the plant has no
 * days to maturity or spring planting, the season is no limit.
 */
function bySeason(plant: PlantFile, place: Place): ZoneSuitability {
  const days = plant.daysToMaturity;
  const { calendar, planting } = scheduleDays(plant, place);
  if (!days || !planting || calendar?.kind !== 'frost') return 'match';
  // The frost calendar's first frost follows its last by the frost-free days (climate.ts's growingSeason).
  const frostFreeDays = calendar.firstFrost - calendar.lastFrost;
  const available = frostFreeDays - (middleDay(planting) - calendar.lastFrost);
  const lead = days.from === 'sowing' ? indoorLeadDays(plant.timing) : 0;
  if (available >= days.max - lead + HARVEST_MARGIN_DAYS) return 'match';
  return available >= days.min - lead ? 'close' : 'far';
}

/**
 * The spec's zone suitability of a plant for a place:
 * - houseplants: 'indoor';
 * - plants with a hardiness range (every outdoor perennial): inside it 'match',
 *   one zone outside 'close', further 'far';
 * - other plants: whether the frost-free season after planting out is long
 *   enough for their days to maturity.
 */
export function zoneSuitability(plant: PlantFile, place: Place): ZoneSuitability {
  if (isIndoorPlant(plant)) return 'indoor';
  if (plant.hardiness) return byHardiness(plant.hardiness, zoneNumber(place.zone));
  return bySeason(plant, place);
}

/** The banner text for a plant and place. */
export function zoneSuitabilityText(plant: PlantFile, place: Place): string {
  return ZONE_SUITABILITY_TEXTS[zoneSuitability(plant, place)];
}
