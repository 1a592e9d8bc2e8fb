import type { Kysely } from 'kysely';
import { growingSeason, summarizeFrostDates } from '#shared/climate.ts';
import { temperatureRange, type Zone, type ZoneRecord, type ZoneSummary } from '#shared/zones.ts';
import type { Database } from '../db/schema.ts';
import { AppError } from '../lib/app-error.ts';
import { selectAllZoneRecords, selectFrostDatesByZone } from './climate.queries.ts';

type ZoneRow = Awaited<ReturnType<typeof selectAllZoneRecords>>[number];

/**
 * One copy of each repeated text (zones, states, frost dates, season descriptions and
 * station names recur across thousands of ZIPs): the index holds 40,000 records.
 */
function interner() {
  const seen = new Map<string, string>();
  return (text: string): string => {
    const known = seen.get(text);
    if (known !== undefined) return known;
    seen.set(text, text);
    return text;
  };
}

function toZoneRecord(row: ZoneRow, intern: (text: string) => string): ZoneRecord {
  return Object.freeze({
    zone: intern(row.zone) as Zone,
    zipCode: row.zip_code,
    city: intern(row.city),
    state: intern(row.state),
    temperatureRange: intern(row.temperature_range),
    lastFrostDate: intern(row.last_frost_date),
    firstFrostDate: intern(row.first_frost_date),
    growingSeasonDays: row.growing_season_days,
    growingSeasonMonths: row.growing_season_months,
    growingSeasonDescription: intern(row.growing_season_description),
    station:
      row.station_name === null
        ? null
        : { name: intern(row.station_name), distanceKm: Number(row.station_distance_km ?? 0) },
  });
}

/** A 5-digit ZIP as a number (00501 → 501), or -1 for anything else. */
function zipNumber(zip: string): number {
  if (zip.length !== 5) return -1;
  let number = 0;
  for (let i = 0; i < 5; i++) {
    const digit = zip.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return -1;
    number = number * 10 + digit;
  }
  return number;
}

/**
 * Every ZIP's record, by ZIP. A lookup reads the record from an array by the ZIP's number
 * instead of hashing the ZIP into a map of 40,000 (every request that names a ZIP makes
 * one); the map serves everything else.
 */
export class ZipIndex extends Map<string, ZoneRecord> {
  private readonly byNumber: (ZoneRecord | undefined)[];

  constructor(records: readonly ZoneRecord[]) {
    super(records.map((record) => [record.zipCode, record]));
    this.byNumber = new Array<ZoneRecord | undefined>(100_000).fill(undefined);
    for (const record of records) {
      const number = zipNumber(record.zipCode);
      if (number !== -1) this.byNumber[number] = record;
    }
  }

  override get(zip: string): ZoneRecord | undefined {
    const number = zipNumber(zip);
    return number === -1 ? super.get(zip) : this.byNumber[number];
  }
}

// The climate table is read-only while the app runs: it is (re)loaded only at
// start-up, before the server listens. So every ZIP's record is read once per
// database handle into memory (about 40,000 small records, ~10 MB), and a lookup
// is an array access rather than a query.
const zipIndexes = new WeakMap<Kysely<Database>, Promise<ZipIndex>>();
const loadedZipIndexes = new WeakMap<Kysely<Database>, ZipIndex>();

/** Reads the ZIP index now, so the first request does not wait for it. */
export function loadZoneIndex(db: Kysely<Database>): Promise<ZipIndex> {
  let index = zipIndexes.get(db);
  if (!index) {
    index = selectAllZoneRecords(db).then((rows) => {
      const intern = interner();
      const loaded = new ZipIndex(rows.map((row) => toZoneRecord(row, intern)));
      loadedZipIndexes.set(db, loaded);
      return loaded;
    });
    zipIndexes.set(db, index);
    index.catch(() => zipIndexes.delete(db));
  }
  return index;
}

/** The ZIP index once it is loaded, without waiting a turn for the promise (every request that names a ZIP reads it). */
export function loadedZoneIndex(db: Kysely<Database>): ZipIndex | undefined {
  return loadedZipIndexes.get(db);
}

export async function getZoneByZip(db: Kysely<Database>, zipCode: string): Promise<ZoneRecord> {
  const record = (loadedZoneIndex(db) ?? (await loadZoneIndex(db))).get(zipCode);
  if (!record) throw new AppError('not_found', 'zip not found');
  return record;
}

// The table only changes when the app starts with a new climate asset, so a zone's
// summary is computed once per database handle.
const summaries = new WeakMap<Kysely<Database>, Map<Zone, Promise<ZoneSummary>>>();

export function getZoneSummary(db: Kysely<Database>, zone: Zone): Promise<ZoneSummary> {
  let cache = summaries.get(db);
  if (!cache) summaries.set(db, (cache = new Map()));
  let summary = cache.get(zone);
  if (!summary) {
    summary = computeZoneSummary(db, zone);
    cache.set(zone, summary);
    summary.catch(() => cache.delete(zone));
  }
  return summary;
}

async function computeZoneSummary(db: Kysely<Database>, zone: Zone): Promise<ZoneSummary> {
  const rows = await selectFrostDatesByZone(db, zone);
  const typical = summarizeFrostDates(
    rows.map((r) => ({ lastFrost: r.last_frost_date, firstFrost: r.first_frost_date })),
  );
  const season = rows.length
    ? growingSeason(typical.lastFrost, typical.firstFrost)
    : { days: 0, months: 0, description: '' };
  return {
    zone,
    temperatureRange: temperatureRange(zone),
    lastFrostDate: typical.lastFrost,
    firstFrostDate: typical.firstFrost,
    growingSeasonDays: season.days,
    growingSeasonMonths: season.months,
    growingSeasonDescription: season.description,
    zipCount: rows.length,
  };
}
