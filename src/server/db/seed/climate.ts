import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Kysely } from 'kysely';
import { growingSeason } from '#shared/climate.ts';
import { ZoneSchema, temperatureRange } from '#shared/zones.ts';
import type { Dialect } from '../database.ts';
import type { Database, UsdaZonesTable } from '../schema.ts';
import { loadUnlessCurrent } from './load-once.ts';

const STATE_KEY = 'climate_asset_sha256';
const BATCH = 1000;

/** Parses the committed ZIP climate table (see data/climate/README.md) into usda_zones rows. */
export function parseClimateAsset(text: string): UsdaZonesTable[] {
  const lines = text.split('\n').filter((line) => line !== '');
  const header = lines.shift();
  if (header !== 'zip\tzone\tcity\tstate\tstation\tdistance_km\tlast_frost\tfirst_frost') {
    throw new Error(`Unexpected climate asset header: ${header ?? '(empty file)'}`);
  }
  return lines.map((line, index) => {
    const [zip, zoneText, city, state, station, distance, lastFrost, firstFrost] = line.split('\t');
    const zone = ZoneSchema.safeParse(zoneText);
    if (!zip || !zone.success || lastFrost === undefined || firstFrost === undefined) {
      throw new Error(`Climate asset line ${index + 2} is malformed: ${line}`);
    }
    const hasStation = Boolean(station);
    const season = hasStation ? growingSeason(lastFrost, firstFrost) : { days: 0, months: 0, description: '' };
    return {
      zip_code: zip,
      zone: zone.data,
      city: city ?? '',
      state: state ?? '',
      temperature_range: temperatureRange(zone.data),
      last_frost_date: lastFrost,
      first_frost_date: firstFrost,
      growing_season_days: season.days,
      growing_season_months: season.months,
      growing_season_description: season.description,
      station_name: hasStation ? station! : null,
      station_distance_km: hasStation && distance ? Number(distance) : null,
    };
  });
}

/**
 * Loads the climate asset into usda_zones unless this exact asset is already loaded.
 * Runs in one transaction so a half-loaded table is never visible; on PostgreSQL an
 * advisory lock keeps several app servers starting together from loading it twice.
 */
export async function loadClimateAsset(
  { db, dialect }: { db: Kysely<Database>; dialect: Dialect },
  assetPath: string,
): Promise<{ loaded: boolean; rows: number; ms: number }> {
  const started = performance.now();
  const text = readFileSync(assetPath, 'utf8');
  const hash = createHash('sha256').update(text).digest('hex');

  let count = 0;
  const loaded = await loadUnlessCurrent({ db, dialect }, { key: STATE_KEY, hash, lockId: 7202311 }, async (trx) => {
    // Parsed only when it is to be loaded: a restart with the same asset skips the work.
    const rows = parseClimateAsset(text);
    count = rows.length;
    await trx.deleteFrom('usda_zones').execute();
    for (let i = 0; i < rows.length; i += BATCH) {
      await trx
        .insertInto('usda_zones')
        .values(rows.slice(i, i + BATCH))
        .execute();
    }
  });
  return { loaded, rows: loaded ? count : 0, ms: performance.now() - started };
}
