/**
 * For tests only: reads the committed plant files and ZIP climate rows, so the
 * guidance rules are tested on the real catalogue and on real places. The app
 * itself loads plants on the server (src/server/catalogue/catalogue-files.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { z } from 'zod';
import { ZoneSchema } from '#shared/zones.ts';
import { PlantFileSchema, type PlantFile } from './catalogue-schema.ts';
import type { Place } from './schedule.ts';

export const PLANTS_DIR = new URL('../../../data/plants/', import.meta.url);
const CLIMATE_FILE = new URL('../../../data/climate/zip-climate.tsv', import.meta.url);

/** The raw JSON of every plant file, by file name. */
export function readPlantFiles(): { fileName: string; json: unknown }[] {
  return readdirSync(PLANTS_DIR)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((fileName) => ({ fileName, json: JSON.parse(readFileSync(new URL(fileName, PLANTS_DIR), 'utf8')) }));
}

const VARIETIES_FILE = new URL('../../../data/plant-varieties.json', import.meta.url);

/** The reviewed variety list, names by catalogue plant id. */
export function readVarieties(): Record<string, string[]> {
  return z
    .record(z.string(), z.array(z.string().trim().min(1)).min(1))
    .parse(JSON.parse(readFileSync(VARIETIES_FILE, 'utf8')));
}

export function readPlant(id: string): PlantFile {
  return PlantFileSchema.parse(JSON.parse(readFileSync(new URL(`${id}.json`, PLANTS_DIR), 'utf8')));
}

let climateLines: string[] | undefined;

/** The place of a ZIP code, from its row in data/climate/zip-climate.tsv. */
export function placeOfZip(zip: string): Place & { city: string } {
  climateLines ??= readFileSync(CLIMATE_FILE, 'utf8').split('\n');
  const line = climateLines.find((l) => l.startsWith(`${zip}\t`));
  if (!line) throw new Error(`ZIP ${zip} is not in the climate table`);
  const [, zone, city, , , , lastFrost, firstFrost] = line.split('\t');
  return { zone: ZoneSchema.parse(zone), city: city ?? '', lastFrost: lastFrost ?? '', firstFrost: firstFrost ?? '' };
}
