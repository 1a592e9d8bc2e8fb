import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { growingSeason } from '#shared/climate.ts';
import { temperatureRange, ZONES } from '#shared/zones.ts';
import {
  buildClimateAsset,
  chooseStation,
  DEFAULT_DATA_DIR,
  SpatialGrid,
  type ClimateFit,
  type Station,
} from './build-climate-asset.ts';

// The first suite compares the committed asset with the files it is built from
// (../shared/data, or CLIMATE_DATA_DIR). Where they are not present there is
// nothing to compare against: that suite is skipped, and says so.
const DATA_DIR = process.env.CLIMATE_DATA_DIR ?? DEFAULT_DATA_DIR;
const INPUTS_PRESENT = existsSync(join(DATA_DIR, 'phzm_us_zipcode_2023.csv'));
if (!INPUTS_PRESENT) {
  console.warn(
    `Skipping the comparison of data/climate/zip-climate.tsv with its inputs: ${DATA_DIR} has no PRISM ` +
      'and NOAA files (set CLIMATE_DATA_DIR; see data/climate/README.md).',
  );
}

const ASSET_FILE = fileURLToPath(new URL('../data/climate/zip-climate.tsv', import.meta.url));
const assetText = readFileSync(ASSET_FILE, 'utf8');

interface AssetRow {
  zip: string;
  zone: string;
  city: string;
  state: string;
  station: string;
  distanceKm: string;
  lastFrost: string;
  firstFrost: string;
}

const assetLines = assetText.split('\n');
const assetRows: AssetRow[] = assetLines.slice(1, -1).map((line) => {
  const fields = line.split('\t');
  expect(fields, line).toHaveLength(8);
  const [zip = '', zone = '', city = '', state = '', station = '', distanceKm = '', lastFrost = '', firstFrost = ''] =
    fields;
  return { zip, zone, city, state, station, distanceKm, lastFrost, firstFrost };
});
const assetByZip = new Map(assetRows.map((row) => [row.zip, row]));

// The inputs, read here independently of the build script.
const prism = new Map<string, { zone: string; trange: string }>();
for (const region of INPUTS_PRESENT ? ['us', 'ak', 'hi', 'pr'] : []) {
  const lines = readFileSync(join(DATA_DIR, `phzm_${region}_zipcode_2023.csv`), 'utf8')
    .trim()
    .split('\n');
  for (const line of lines.slice(1)) {
    const [zip = '', zone = '', trange = ''] = line.split(',');
    prism.set(zip, { zone, trange });
  }
}

type NoaaStationRow = [string, number, number, string, string, number[], number[]];
const noaa: { stations: NoaaStationRow[] } = INPUTS_PRESENT
  ? (JSON.parse(readFileSync(join(DATA_DIR, 'noaa_normals_1991_2020_stations.json'), 'utf8')) as {
      stations: NoaaStationRow[];
    })
  : { stations: [] };
const noaaStations = noaa.stations.map(([name, lat, lon, last, first]) => ({
  name,
  lat,
  lon,
  lastFrost: last === '' ? '' : `${last.slice(0, 2)}-${last.slice(2)}`,
  firstFrost: first === '' ? '' : `${first.slice(0, 2)}-${first.slice(2)}`,
}));

const zipcodes = createRequire(import.meta.url)('zipcodes') as {
  lookup(zip: string): { latitude: number; longitude: number; city: string; state: string } | undefined;
};

function haversineKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const toRad = (deg: number) => (deg * Math.PI) / 180;
  const a =
    Math.sin(toRad(lat2 - lat1) / 2) ** 2 +
    Math.cos(toRad(lat1)) * Math.cos(toRad(lat2)) * Math.sin(toRad(lon2 - lon1) / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.sqrt(a));
}

function nearestStationKm(lat: number, lon: number): number {
  return Math.min(...noaaStations.map((s) => haversineKm(lat, lon, s.lat, s.lon)));
}

describe.skipIf(!INPUTS_PRESENT)('the committed climate asset, against its inputs', () => {
  test('has the documented header and one line per PRISM ZIP, sorted by ZIP', () => {
    expect(assetLines[0]).toBe('zip\tzone\tcity\tstate\tstation\tdistance_km\tlast_frost\tfirst_frost');
    expect(assetText.endsWith('\n')).toBe(true);
    expect(prism.size).toBe(40_502);
    expect(assetRows).toHaveLength(40_502);
    const zips = assetRows.map((row) => row.zip);
    expect(zips).toEqual([...prism.keys()].sort());
  });

  test('gives every ZIP the zone of the PRISM listings, and all 26 zones occur', () => {
    const mismatches = assetRows.filter((row) => prism.get(row.zip)?.zone !== row.zone).map((row) => row.zip);
    expect(mismatches).toEqual([]);
    expect(new Set(assetRows.map((row) => row.zone))).toEqual(new Set(ZONES));
  });

  test('the PRISM °F ranges are the ones the app labels each zone with', () => {
    for (const { zone, trange } of prism.values()) {
      expect(`${trange} °F`, zone).toBe(temperatureRange(zone as (typeof ZONES)[number]));
    }
  });

  test('takes city and state from the zipcodes package and leaves ZIPs without coordinates without a station', () => {
    let withoutCoordinates = 0;
    for (const row of assetRows) {
      const place = zipcodes.lookup(row.zip);
      expect({ city: row.city, state: row.state }, row.zip).toEqual({
        city: place?.city ?? '',
        state: place?.state ?? '',
      });
      if (!place) {
        withoutCoordinates += 1;
        expect([row.station, row.distanceKm, row.lastFrost, row.firstFrost], row.zip).toEqual(['', '', '', '']);
      } else {
        expect(row.station, row.zip).not.toBe('');
      }
    }
    expect(withoutCoordinates).toBeLessThan(100);
  });

  test('names a real NOAA station at the stated distance and copies its frost dates', () => {
    const byName = new Map<string, typeof noaaStations>();
    for (const station of noaaStations) byName.set(station.name, [...(byName.get(station.name) ?? []), station]);
    for (const row of assetRows) {
      if (row.station === '') continue;
      const place = zipcodes.lookup(row.zip);
      if (!place) throw new Error(`${row.zip} has a station but no coordinates`);
      expect(row.distanceKm, row.zip).toMatch(/^\d+\.\d$/);
      const match = (byName.get(row.station) ?? []).find(
        (station) =>
          Math.abs(haversineKm(place.latitude, place.longitude, station.lat, station.lon) - Number(row.distanceKm)) <=
            0.051 &&
          station.lastFrost === row.lastFrost &&
          station.firstFrost === row.firstFrost,
      );
      expect(
        match,
        `${row.zip} → ${row.station} ${row.distanceKm} km ${row.lastFrost}/${row.firstFrost}`,
      ).toBeDefined();
    }
  });

  test('uses a station beyond 50 km only where none is closer, and then the nearest', () => {
    const far = assetRows.filter((row) => row.station !== '' && Number(row.distanceKm) > 50.05);
    expect(far.length).toBeGreaterThan(0);
    expect(far.length).toBeLessThan(500);
    for (const row of far) {
      const place = zipcodes.lookup(row.zip);
      if (!place) throw new Error(`${row.zip} has a station but no coordinates`);
      expect(nearestStationKm(place.latitude, place.longitude), row.zip).toBeCloseTo(Number(row.distanceKm), 1);
    }
  });

  test('writes frost dates as MM-DD pairs, or leaves both empty', () => {
    for (const row of assetRows) {
      const dates = [row.lastFrost, row.firstFrost];
      if (dates.includes('')) {
        expect(dates, row.zip).toEqual(['', '']);
      } else {
        for (const date of dates) expect(date, row.zip).toMatch(/^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/);
      }
    }
  });

  test('stays compact', () => {
    expect(Buffer.byteLength(assetText)).toBeLessThan(3_000_000);
  });

  test('is exactly what the build script makes from the inputs', () => {
    const { tsv } = buildClimateAsset(DATA_DIR);
    expect(tsv === assetText, 'data/climate/zip-climate.tsv is out of date: run npm run build:climate').toBe(true);
  });
});

describe('real places', () => {
  const places = [
    { zip: '10001', name: 'New York', zone: '7b', lastFrost: ['03-20', '04-15'] },
    { zip: '60601', name: 'Chicago', zone: '6b', lastFrost: ['04-01', '04-30'] },
    { zip: '80202', name: 'Denver', zone: '6a', lastFrost: ['04-20', '05-15'] },
    { zip: '99501', name: 'Anchorage', zone: '5a', lastFrost: ['05-01', '05-31'] },
    { zip: '33101', name: 'Miami', zone: '11a', lastFrost: null },
    { zip: '96813', name: 'Honolulu', zone: '12b', lastFrost: null },
  ] as const;

  for (const place of places) {
    const expectation = place.lastFrost
      ? `last frost between ${place.lastFrost[0]} and ${place.lastFrost[1]}`
      : 'no typical frost';
    test(`${place.zip} ${place.name} is zone ${place.zone} with ${expectation} from a station within 50 km`, () => {
      const row = assetByZip.get(place.zip);
      expect(row?.zone).toBe(place.zone);
      expect(row?.city).toBe(place.name);
      expect(Number(row?.distanceKm)).toBeLessThanOrEqual(50);
      if (place.lastFrost) {
        const lastFrost = row?.lastFrost ?? '';
        expect(lastFrost >= place.lastFrost[0] && lastFrost <= place.lastFrost[1], lastFrost).toBe(true);
        expect(row?.firstFrost, 'first frost in the fall').toMatch(/^(09|10|11)-/);
      } else {
        expect([row?.lastFrost, row?.firstFrost]).toEqual(['', '']);
        expect(growingSeason(row?.lastFrost, row?.firstFrost).months).toBe(12);
      }
    });
  }
});

describe('choosing a station', () => {
  // Roughly the fit the build finds: zone midpoint ≈ −28 + 1.29 × coldest-month low.
  const fit: ClimateFit = { intercept: -28, slope: 1.29, stationCount: 1, residualP10toP90HalfWidthF: 5 };
  const station = (index: number, name: string, lat: number, lon: number, coldestLowF: number): Station => ({
    index,
    name,
    lat,
    lon,
    lastFrost: '04-20',
    firstFrost: '10-20',
    coldestLowF,
  });
  const kmNorth = (km: number) => km / 111.195;
  // A zone 6a valley ZIP (midpoint −7.5 °F, a coldest-month low of about 16 °F).
  const zip = { lat: 40, lon: -105, zoneMidF: -7.5 };

  test('a valley ZIP takes a valley station 30 km away over a mountain top 10 km away', () => {
    const mountain = station(0, 'Mountain', 40 + kmNorth(10), -105, -2);
    const valley = station(1, 'Valley', 40 + kmNorth(30), -105, 16);
    const stations = [mountain, valley];
    const choice = chooseStation(zip, new SpatialGrid(stations), stations, fit);
    expect(choice.station.name).toBe('Valley');
    expect(choice.distanceKm).toBeCloseTo(30, 1);
    expect(choice.isClimateChoice).toBe(true);
  });

  test('a difference within the tolerance keeps the nearest station', () => {
    const near = station(0, 'Near', 40 + kmNorth(10), -105, 13);
    const far = station(1, 'Far', 40 + kmNorth(30), -105, 16);
    const stations = [near, far];
    const choice = chooseStation(zip, new SpatialGrid(stations), stations, fit);
    expect(choice.station.name).toBe('Near');
    expect(choice.isClimateChoice).toBe(false);
  });

  test('with no station within 50 km the nearest is taken whatever its climate', () => {
    const cold = station(0, 'Cold', 40 + kmNorth(80), -105, -10);
    const matching = station(1, 'Matching', 40 + kmNorth(120), -105, 16);
    const stations = [cold, matching];
    const choice = chooseStation(zip, new SpatialGrid(stations), stations, fit);
    expect(choice.station.name).toBe('Cold');
    expect(choice.distanceKm).toBeCloseTo(80, 1);
  });

  test('the search finds stations across the antimeridian', () => {
    const west = station(0, 'West', 52, 179.9, 30);
    const grid = new SpatialGrid([west]);
    expect(grid.within(52, -179.9, 50).map((hit) => hit.item.name)).toEqual(['West']);
  });

  test('a missing data directory is an error that names it', () => {
    expect(() => buildClimateAsset('/nonexistent/shared-data')).toThrow(/\/nonexistent\/shared-data/);
  });
});
