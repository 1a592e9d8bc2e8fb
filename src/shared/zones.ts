import { z } from 'zod';

/** The 26 half zones of the 2023 USDA map, coldest first. */
export const ZONES = [
  '1a',
  '1b',
  '2a',
  '2b',
  '3a',
  '3b',
  '4a',
  '4b',
  '5a',
  '5b',
  '6a',
  '6b',
  '7a',
  '7b',
  '8a',
  '8b',
  '9a',
  '9b',
  '10a',
  '10b',
  '11a',
  '11b',
  '12a',
  '12b',
  '13a',
  '13b',
] as const;

export const ZoneSchema = z.enum(ZONES);
export type Zone = z.infer<typeof ZoneSchema>;

export const ZipCodeSchema = z.string().regex(/^\d{5}$/, 'Enter a valid 5-digit ZIP');

/** A month-day such as "04-15", or "" where the place has no typical frost. */
export const MonthDaySchema = z.union([z.literal(''), z.string().regex(/^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/)]);

export const StationSchema = z.object({
  name: z.string(),
  distanceKm: z.number().nonnegative(),
});

/**
 * The zone record of one ZIP code: the spec's usda_zones row in camelCase,
 * plus the NOAA station its frost dates come from.
 */
export const ZoneRecordSchema = z.object({
  zone: ZoneSchema,
  zipCode: z.string(),
  city: z.string(),
  state: z.string(),
  temperatureRange: z.string(),
  lastFrostDate: MonthDaySchema,
  firstFrostDate: MonthDaySchema,
  growingSeasonDays: z.number().int().min(0).max(366),
  growingSeasonMonths: z.number().int().min(0).max(12),
  growingSeasonDescription: z.string(),
  station: StationSchema.nullable(),
});
export type ZoneRecord = z.infer<typeof ZoneRecordSchema>;

/** What a half zone looks like across all of its ZIP codes (for a zone chosen by hand). */
export const ZoneSummarySchema = z.object({
  zone: ZoneSchema,
  temperatureRange: z.string(),
  lastFrostDate: MonthDaySchema,
  firstFrostDate: MonthDaySchema,
  growingSeasonDays: z.number().int().min(0).max(366),
  growingSeasonMonths: z.number().int().min(0).max(12),
  growingSeasonDescription: z.string(),
  zipCount: z.number().int().nonnegative(),
});
export type ZoneSummary = z.infer<typeof ZoneSummarySchema>;

/**
 * The zone's band of average annual extreme minimum temperature, as PRISM writes it:
 * 10 °F bands from −60 °F, "a" the colder half.
 */
export function temperatureRange(zone: Zone): string {
  const low = -60 + 5 * ZONES.indexOf(zone);
  return `${low} to ${low + 5} °F`;
}
