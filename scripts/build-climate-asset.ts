/**
 * Builds data/climate/zip-climate.tsv: every ZIP code of the 2023 USDA Plant
 * Hardiness Zone Map listings (PRISM) with its half zone, its place name, the
 * NOAA 1991–2020 normals station its frost dates come from and those dates.
 * How the station is chosen, and why, is in
 * docs/decisions/0004-frost-dates-by-zip.md.
 *
 *   tsx scripts/build-climate-asset.ts [--data-dir <dir>] [--out <file>]
 *
 * The data directory defaults to ../shared/data next to the repository.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { dayOfYear } from '#shared/climate.ts';
import { ZONES, ZoneSchema, type Zone } from '#shared/zones.ts';

export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../shared/data/', import.meta.url));
export const DEFAULT_OUT_FILE = fileURLToPath(new URL('../data/climate/zip-climate.tsv', import.meta.url));

export const PRISM_FILES = [
  'phzm_us_zipcode_2023.csv',
  'phzm_ak_zipcode_2023.csv',
  'phzm_hi_zipcode_2023.csv',
  'phzm_pr_zipcode_2023.csv',
] as const;
export const ZONE_RANGES_FILE = 'usda_zone_temperature_ranges.csv';
export const STATIONS_FILE = 'noaa_normals_1991_2020_stations.json';

export const ASSET_HEADER = ['zip', 'zone', 'city', 'state', 'station', 'distance_km', 'last_frost', 'first_frost'];

/** Stations this close are candidates; beyond it the nearest station is taken whatever its climate. */
export const SEARCH_RADIUS_KM = 50;
/** A climate mismatch up to this many °F is within the noise of the estimate and costs nothing. */
export const CLIMATE_TOLERANCE_F = 5;
/** Each °F of mismatch beyond the tolerance counts as this many km of extra distance. */
export const KM_PER_EXCESS_F = 5;
/** Stations with a PRISM ZIP this close calibrate the coldest-month-low → zone estimate. */
export const CALIBRATION_RADIUS_KM = 5;

const EARTH_RADIUS_KM = 6371.0088;
const KM_PER_DEGREE = (Math.PI / 180) * EARTH_RADIUS_KM;
const GRID_CELL_DEGREES = 0.5;

// ---------------------------------------------------------------------------
// Inputs

export interface PrismZip {
  zip: string;
  zone: Zone;
  /** PRISM's °F text of the zone, e.g. "5 to 10". */
  trange: string;
}

export interface ZoneRange {
  minF: number;
  maxF: number;
  title: string;
}

export interface Station {
  /** Position in the NOAA file's `stations` array; breaks ties so the output never depends on order of search. */
  index: number;
  name: string;
  lat: number;
  lon: number;
  /** "MM-DD", or "" where the station has no typical frost. */
  lastFrost: string;
  firstFrost: string;
  /** The lowest of the twelve monthly normal lows, °F. */
  coldestLowF: number;
}

interface Place {
  latitude: number;
  longitude: number;
  city: string;
  state: string;
}

const zipcodes = createRequire(import.meta.url)('zipcodes') as { lookup(zip: string): Place | undefined };

function readText(dataDir: string, file: string): string {
  const path = join(dataDir, file);
  if (!existsSync(path)) {
    throw new Error(`Missing input ${path}. Pass the directory that holds the shared data files with --data-dir.`);
  }
  return readFileSync(path, 'utf8');
}

function csvRows(text: string, file: string, header: string): string[][] {
  const lines = text.split('\n');
  if (lines[0] !== header) throw new Error(`${file}: expected the header "${header}", found "${lines[0]}"`);
  if (lines.at(-1) !== '') throw new Error(`${file}: expected a trailing newline`);
  return lines.slice(1, -1).map((line) => line.split(','));
}

export function readZoneRanges(dataDir: string): Map<Zone, ZoneRange> {
  const rows = csvRows(
    readText(dataDir, ZONE_RANGES_FILE),
    ZONE_RANGES_FILE,
    'zone,zone_number,half,min_f,max_f,min_c,max_c,zonetitle',
  );
  const ranges = new Map<Zone, ZoneRange>();
  for (const [zone, , , minF, maxF, , , title] of rows) {
    ranges.set(ZoneSchema.parse(zone), { minF: Number(minF), maxF: Number(maxF), title: title ?? '' });
  }
  if (ranges.size !== ZONES.length)
    throw new Error(`${ZONE_RANGES_FILE}: expected ${ZONES.length} zones, found ${ranges.size}`);
  return ranges;
}

/** All PRISM ZIPs of the four listings, sorted by ZIP; checks the listings against the zone table. */
export function readPrismZips(dataDir: string, ranges: Map<Zone, ZoneRange>): PrismZip[] {
  const byZip = new Map<string, PrismZip>();
  for (const file of PRISM_FILES) {
    for (const [zip, zoneText, trange, zonetitle, ...rest] of csvRows(
      readText(dataDir, file),
      file,
      'zipcode,zone,trange,zonetitle',
    )) {
      const zone = ZoneSchema.safeParse(zoneText);
      if (!zip || !/^\d{5}$/.test(zip) || !zone.success || rest.length > 0 || trange === undefined) {
        throw new Error(`${file}: malformed row for ZIP ${zip}`);
      }
      const range = ranges.get(zone.data);
      if (!range || zonetitle !== range.title || trange !== `${range.minF} to ${range.maxF}`) {
        throw new Error(`${file}: ZIP ${zip} has "${zonetitle}", which disagrees with ${ZONE_RANGES_FILE}`);
      }
      if (byZip.has(zip)) throw new Error(`${file}: ZIP ${zip} is listed twice`);
      byZip.set(zip, { zip, zone: zone.data, trange });
    }
  }
  return [...byZip.values()].sort((a, b) => (a.zip < b.zip ? -1 : a.zip > b.zip ? 1 : 0));
}

const MMDD = z.union([z.literal(''), z.string().regex(/^(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])$/)]);
const TWELVE_TEMPERATURES = z.array(z.number().int()).length(12);
const StationsFileSchema = z.object({
  source: z.string(),
  fields: z.array(z.string()),
  stations: z.array(
    z.tuple([z.string().min(1), z.number(), z.number(), MMDD, MMDD, TWELVE_TEMPERATURES, TWELVE_TEMPERATURES]),
  ),
});

function toMonthDay(mmdd: string): string {
  return mmdd === '' ? '' : `${mmdd.slice(0, 2)}-${mmdd.slice(2)}`;
}

export function readStations(dataDir: string): Station[] {
  const file = StationsFileSchema.parse(JSON.parse(readText(dataDir, STATIONS_FILE)));
  return file.stations.map(([name, lat, lon, lastMMDD, firstMMDD, tminF], index) => {
    if ((lastMMDD === '') !== (firstMMDD === '')) {
      throw new Error(`${STATIONS_FILE}: ${name} has one frost date without the other`);
    }
    if (name.includes('\t')) throw new Error(`${STATIONS_FILE}: station name with a tab: ${name}`);
    return {
      index,
      name,
      lat,
      lon,
      lastFrost: toMonthDay(lastMMDD),
      firstFrost: toMonthDay(firstMMDD),
      coldestLowF: Math.min(...tminF),
    };
  });
}

/** The ZIP's place in the `zipcodes` package, or undefined where it has none. */
export function lookupPlace(zip: string): Place | undefined {
  const place = zipcodes.lookup(zip);
  if (!place || !Number.isFinite(place.latitude) || !Number.isFinite(place.longitude)) return undefined;
  return place;
}

// ---------------------------------------------------------------------------
// Geometry

export function greatCircleKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export interface Located {
  lat: number;
  lon: number;
}

/** Points bucketed in 0.5° cells, so a radius search looks at a few cells instead of every point. */
export class SpatialGrid<T extends Located> {
  private readonly cells = new Map<number, T[]>();
  private readonly columns = Math.round(360 / GRID_CELL_DEGREES);

  constructor(items: readonly T[]) {
    for (const item of items) {
      const key = this.key(this.row(item.lat), this.column(item.lon));
      const cell = this.cells.get(key);
      if (cell) cell.push(item);
      else this.cells.set(key, [item]);
    }
  }

  private row(lat: number): number {
    return Math.floor((lat + 90) / GRID_CELL_DEGREES);
  }

  private column(lon: number): number {
    // Wraps at ±180° so the Aleutians are searched across the antimeridian.
    return ((Math.floor((lon + 180) / GRID_CELL_DEGREES) % this.columns) + this.columns) % this.columns;
  }

  private key(row: number, column: number): number {
    return row * this.columns + column;
  }

  /** Every point within radiusKm, with its distance. */
  within(lat: number, lon: number, radiusKm: number): { item: T; distanceKm: number }[] {
    const latSpan = radiusKm / KM_PER_DEGREE;
    const widestLat = Math.min(89, Math.abs(lat) + latSpan);
    const lonSpan = latSpan / Math.cos((widestLat * Math.PI) / 180);
    const columnSpan = Math.min(Math.ceil(lonSpan / GRID_CELL_DEGREES), Math.floor((this.columns - 1) / 2));
    const centreColumn = this.column(lon);
    const found: { item: T; distanceKm: number }[] = [];
    for (let row = this.row(lat - latSpan); row <= this.row(lat + latSpan); row += 1) {
      for (let offset = -columnSpan; offset <= columnSpan; offset += 1) {
        const column = (((centreColumn + offset) % this.columns) + this.columns) % this.columns;
        for (const item of this.cells.get(this.key(row, column)) ?? []) {
          const distanceKm = greatCircleKm(lat, lon, item.lat, item.lon);
          if (distanceKm <= radiusKm) found.push({ item, distanceKm });
        }
      }
    }
    return found;
  }
}

// ---------------------------------------------------------------------------
// Choosing the station

/**
 * PRISM zones describe the average annual extreme minimum; a station gives
 * monthly normal lows. Across stations with a PRISM ZIP next to them the two
 * are close to linear: zone midpoint ≈ intercept + slope × coldest-month low.
 */
export interface ClimateFit {
  intercept: number;
  slope: number;
  stationCount: number;
  /** Half the spread of the middle 80 % of residuals, °F. */
  residualP10toP90HalfWidthF: number;
}

export interface ZipPoint extends Located {
  zoneMidF: number;
}

function zoneMidpointF(ranges: Map<Zone, ZoneRange>, zone: Zone): number {
  const range = ranges.get(zone);
  if (!range) throw new Error(`No temperature range for zone ${zone}`);
  return (range.minF + range.maxF) / 2;
}

/** Stations that have a PRISM ZIP within CALIBRATION_RADIUS_KM, each with the nearest such ZIP. */
function pairStationsWithZips(stations: readonly Station[], zipGrid: SpatialGrid<ZipPoint>): Map<Station, ZipPoint> {
  const pairs = new Map<Station, ZipPoint>();
  for (const station of stations) {
    let nearest: { item: ZipPoint; distanceKm: number } | undefined;
    for (const hit of zipGrid.within(station.lat, station.lon, CALIBRATION_RADIUS_KM)) {
      if (!nearest || hit.distanceKm < nearest.distanceKm) nearest = hit;
    }
    if (nearest) pairs.set(station, nearest.item);
  }
  return pairs;
}

function fitClimate(pairs: Map<Station, ZipPoint>): ClimateFit {
  const points = [...pairs].map(([station, zip]) => ({ x: station.coldestLowF, y: zip.zoneMidF }));
  const n = points.length;
  const meanX = points.reduce((sum, p) => sum + p.x, 0) / n;
  const meanY = points.reduce((sum, p) => sum + p.y, 0) / n;
  let sxy = 0;
  let sxx = 0;
  for (const p of points) {
    sxy += (p.x - meanX) * (p.y - meanY);
    sxx += (p.x - meanX) ** 2;
  }
  const slope = sxy / sxx;
  const intercept = meanY - slope * meanX;
  const residuals = points.map((p) => p.y - (intercept + slope * p.x)).sort((a, b) => a - b);
  const quantile = (q: number) => residuals[Math.floor(q * (residuals.length - 1))] ?? 0;
  return { intercept, slope, stationCount: n, residualP10toP90HalfWidthF: (quantile(0.9) - quantile(0.1)) / 2 };
}

export interface StationChoice {
  station: Station;
  distanceKm: number;
  /** True when the climate score picked a station other than the nearest one. */
  isClimateChoice: boolean;
}

/** How far, in °F, the station's climate is from the ZIP's zone, beyond what the estimate cannot tell apart. */
function excessMismatchF(station: Station, zoneMidF: number, fit: ClimateFit): number {
  const estimatedZoneMidF = fit.intercept + fit.slope * station.coldestLowF;
  return Math.max(0, Math.abs(estimatedZoneMidF - zoneMidF) - CLIMATE_TOLERANCE_F);
}

function isBetter(a: { score: number; distanceKm: number; station: Station }, b: typeof a): boolean {
  if (a.score !== b.score) return a.score < b.score;
  if (a.distanceKm !== b.distanceKm) return a.distanceKm < b.distanceKm;
  return a.station.index < b.station.index;
}

/**
 * Among stations within SEARCH_RADIUS_KM, the lowest score
 * distance_km + KM_PER_EXCESS_F × (climate mismatch °F − CLIMATE_TOLERANCE_F, at least 0);
 * with none that close, the nearest station at any distance. Without a fit, simply the
 * nearest station (the baseline the rule is measured against).
 */
export function chooseStation(
  point: ZipPoint,
  stationGrid: SpatialGrid<Station>,
  stations: readonly Station[],
  fit: ClimateFit | undefined,
  exclude?: Station,
): StationChoice {
  const candidates = stationGrid.within(point.lat, point.lon, SEARCH_RADIUS_KM).filter(({ item }) => item !== exclude);
  if (candidates.length === 0) {
    let nearest: { station: Station; distanceKm: number; score: number } | undefined;
    for (const station of stations) {
      if (station === exclude) continue;
      const distanceKm = greatCircleKm(point.lat, point.lon, station.lat, station.lon);
      const candidate = { station, distanceKm, score: distanceKm };
      if (!nearest || isBetter(candidate, nearest)) nearest = candidate;
    }
    if (!nearest) throw new Error('No stations');
    return { station: nearest.station, distanceKm: nearest.distanceKm, isClimateChoice: false };
  }
  let best: { station: Station; distanceKm: number; score: number } | undefined;
  let nearest: typeof best;
  for (const { item: station, distanceKm } of candidates) {
    const score = fit ? distanceKm + KM_PER_EXCESS_F * excessMismatchF(station, point.zoneMidF, fit) : distanceKm;
    const candidate = { station, distanceKm, score };
    if (!best || isBetter(candidate, best)) best = candidate;
    const byDistance = { station, distanceKm, score: distanceKm };
    if (!nearest || isBetter(byDistance, nearest)) nearest = byDistance;
  }
  if (!best || !nearest) throw new Error('unreachable: candidates is not empty');
  return { station: best.station, distanceKm: best.distanceKm, isClimateChoice: best.station !== nearest.station };
}

export interface ErrorStats {
  /** Stations that have frost dates and were given a station with frost dates. */
  compared: number;
  meanAbsLastFrostDays: number;
  meanAbsFirstFrostDays: number;
  lastFrostOff30DaysOrMore: number;
  firstFrostOff30DaysOrMore: number;
  /** Stations with frost given one without, or the other way round. */
  frostStatusWrong: number;
}

export interface RuleEvaluation {
  stations: number;
  nearest: ErrorStats;
  rule: ErrorStats;
}

function seasonalDaysApart(a: string, b: string): number {
  const apart = Math.abs(dayOfYear(a) - dayOfYear(b)) % 365;
  return Math.min(apart, 365 - apart);
}

/**
 * Leave-one-out check of the rule against real frost dates: every station with
 * a PRISM ZIP next to it stands in for that ZIP, and its own dates are predicted
 * from the other stations, once by the nearest station and once by the rule.
 */
function evaluateRule(
  pairs: Map<Station, ZipPoint>,
  stationGrid: SpatialGrid<Station>,
  stations: readonly Station[],
  fit: ClimateFit,
): RuleEvaluation {
  const stats = (useFit: boolean): ErrorStats => {
    let compared = 0;
    let sumLast = 0;
    let sumFirst = 0;
    let lastOff = 0;
    let firstOff = 0;
    let frostStatusWrong = 0;
    for (const [target, zip] of pairs) {
      const point = { lat: target.lat, lon: target.lon, zoneMidF: zip.zoneMidF };
      const { station } = chooseStation(point, stationGrid, stations, useFit ? fit : undefined, target);
      if ((station.lastFrost === '') !== (target.lastFrost === '')) {
        frostStatusWrong += 1;
        continue;
      }
      if (target.lastFrost === '') continue;
      const lastError = seasonalDaysApart(station.lastFrost, target.lastFrost);
      const firstError = seasonalDaysApart(station.firstFrost, target.firstFrost);
      compared += 1;
      sumLast += lastError;
      sumFirst += firstError;
      if (lastError >= 30) lastOff += 1;
      if (firstError >= 30) firstOff += 1;
    }
    return {
      compared,
      meanAbsLastFrostDays: sumLast / compared,
      meanAbsFirstFrostDays: sumFirst / compared,
      lastFrostOff30DaysOrMore: lastOff,
      firstFrostOff30DaysOrMore: firstOff,
      frostStatusWrong,
    };
  };
  return { stations: pairs.size, nearest: stats(false), rule: stats(true) };
}

// ---------------------------------------------------------------------------
// The asset

export interface BuildSummary {
  zipCount: number;
  distanceBands: { under25: number; from25to50: number; from50to100: number; over100: number };
  maxDistanceKm: number;
  noFrostZips: number;
  zipsWithoutCoordinates: string[];
  climateChoices: number;
  stationsUsed: number;
  fit: ClimateFit;
  evaluation: RuleEvaluation;
}

function assetField(value: string, what: string, zip: string): string {
  if (/[\t\n\r]/.test(value))
    throw new Error(`ZIP ${zip}: ${what} contains a tab or line break: ${JSON.stringify(value)}`);
  return value;
}

export function buildClimateAsset(dataDir: string = DEFAULT_DATA_DIR): { tsv: string; summary: BuildSummary } {
  if (!existsSync(dataDir)) {
    throw new Error(
      `Data directory ${dataDir} does not exist. Pass the directory that holds the shared data files with --data-dir.`,
    );
  }
  const ranges = readZoneRanges(dataDir);
  const prismZips = readPrismZips(dataDir, ranges);
  const stations = readStations(dataDir);

  const located = prismZips.map((entry) => {
    const place = lookupPlace(entry.zip);
    const point: ZipPoint | undefined = place && {
      lat: place.latitude,
      lon: place.longitude,
      zoneMidF: zoneMidpointF(ranges, entry.zone),
    };
    return { entry, place, point };
  });
  const zipGrid = new SpatialGrid(located.flatMap(({ point }) => (point ? [point] : [])));
  const stationGrid = new SpatialGrid(stations);
  const calibrationPairs = pairStationsWithZips(stations, zipGrid);
  const fit = fitClimate(calibrationPairs);

  const summary: BuildSummary = {
    zipCount: prismZips.length,
    distanceBands: { under25: 0, from25to50: 0, from50to100: 0, over100: 0 },
    maxDistanceKm: 0,
    noFrostZips: 0,
    zipsWithoutCoordinates: [],
    climateChoices: 0,
    stationsUsed: 0,
    fit,
    evaluation: evaluateRule(calibrationPairs, stationGrid, stations, fit),
  };
  const used = new Set<number>();
  const lines = [ASSET_HEADER.join('\t')];
  for (const { entry, place, point } of located) {
    const fields = [entry.zip, entry.zone, assetField(place?.city ?? '', 'city', entry.zip), place?.state ?? ''];
    if (!point) {
      summary.zipsWithoutCoordinates.push(entry.zip);
      lines.push([...fields, '', '', '', ''].join('\t'));
      continue;
    }
    const choice = chooseStation(point, stationGrid, stations, fit);
    const { station, distanceKm } = choice;
    used.add(station.index);
    if (choice.isClimateChoice) summary.climateChoices += 1;
    if (station.lastFrost === '') summary.noFrostZips += 1;
    const bands = summary.distanceBands;
    if (distanceKm < 25) bands.under25 += 1;
    else if (distanceKm <= 50) bands.from25to50 += 1;
    else if (distanceKm <= 100) bands.from50to100 += 1;
    else bands.over100 += 1;
    summary.maxDistanceKm = Math.max(summary.maxDistanceKm, distanceKm);
    lines.push(
      [
        ...fields,
        station.name,
        (Math.round(distanceKm * 10) / 10).toFixed(1),
        station.lastFrost,
        station.firstFrost,
      ].join('\t'),
    );
  }
  summary.stationsUsed = used.size;
  return { tsv: `${lines.join('\n')}\n`, summary };
}

function percent(count: number, total: number): string {
  return `${((100 * count) / total).toFixed(1)} %`;
}

export function formatSummary(summary: BuildSummary): string {
  const located = summary.zipCount - summary.zipsWithoutCoordinates.length;
  const { under25, from25to50, from50to100, over100 } = summary.distanceBands;
  const { fit } = summary;
  return [
    `ZIP codes:                 ${summary.zipCount}`,
    `  with a station:          ${located}`,
    `  without coordinates:     ${summary.zipsWithoutCoordinates.length} (${summary.zipsWithoutCoordinates.join(' ')})`,
    `Distance to the station:`,
    `  under 25 km:             ${under25} (${percent(under25, located)})`,
    `  25–50 km:                ${from25to50} (${percent(from25to50, located)})`,
    `  50–100 km:               ${from50to100} (${percent(from50to100, located)})`,
    `  over 100 km:             ${over100} (${percent(over100, located)})`,
    `  farthest:                ${summary.maxDistanceKm.toFixed(1)} km`,
    `No typical frost:          ${summary.noFrostZips}`,
    `Climate chose other than the nearest station: ${summary.climateChoices}`,
    `Stations used:             ${summary.stationsUsed}`,
    `Climate fit: zone midpoint ≈ ${fit.intercept.toFixed(2)} + ${fit.slope.toFixed(3)} × coldest-month low (°F), ` +
      `${fit.stationCount} stations, middle 80 % of residuals within ±${fit.residualP10toP90HalfWidthF.toFixed(1)} °F`,
    `Leave-one-out check on ${summary.evaluation.stations} stations (nearest station → this rule):`,
    ...describeErrors(summary.evaluation),
  ].join('\n');
}

function describeErrors({ nearest, rule }: RuleEvaluation): string[] {
  const row = (label: string, pick: (stats: ErrorStats) => number, digits: number) =>
    `  ${label.padEnd(40)} ${pick(nearest).toFixed(digits)} → ${pick(rule).toFixed(digits)}`;
  return [
    row('stations compared', (s) => s.compared, 0),
    row('mean error, last frost (days)', (s) => s.meanAbsLastFrostDays, 2),
    row('mean error, first frost (days)', (s) => s.meanAbsFirstFrostDays, 2),
    row('last frost 30 or more days off', (s) => s.lastFrostOff30DaysOrMore, 0),
    row('first frost 30 or more days off', (s) => s.firstFrostOff30DaysOrMore, 0),
    row('frost vs no frost wrong', (s) => s.frostStatusWrong, 0),
  ];
}

function main(): void {
  const started = performance.now();
  const { values } = parseArgs({
    options: { 'data-dir': { type: 'string' }, out: { type: 'string' } },
    allowPositionals: false,
  });
  const dataDir = resolve(values['data-dir'] ?? DEFAULT_DATA_DIR);
  const outFile = resolve(values.out ?? DEFAULT_OUT_FILE);
  const { tsv, summary } = buildClimateAsset(dataDir);
  mkdirSync(dirname(outFile), { recursive: true });
  writeFileSync(outFile, tsv);
  console.log(`Wrote ${outFile} (${Buffer.byteLength(tsv)} bytes)`);
  console.log(formatSummary(summary));
  console.log(`Build time:                ${((performance.now() - started) / 1000).toFixed(2)} s`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  try {
    main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
