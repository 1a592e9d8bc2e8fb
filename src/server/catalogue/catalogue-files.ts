import { readdir, readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { z } from 'zod';
import { catalogueProblems } from '#shared/plants/catalogue-rules.ts';
import { CompanionFileSchema, type CompanionPair } from '#shared/plants/companions.ts';
import { PlantFileSchema, type PlantFile } from '#shared/plants/catalogue-schema.ts';
import type { VarietyList } from '#shared/plants/name-match.ts';
import { PROJECT_ROOT } from '../lib/paths.ts';

/** The reviewed plant files, one `{id}.json` per plant (see docs/guidance-rules.md). */
export const PLANT_CATALOGUE_DIR = join(PROJECT_ROOT, 'data', 'plants');

/** A plant file that cannot be loaded: the message names the file and what is wrong. */
export class CatalogueFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CatalogueFileError';
  }
}

function describeIssues(error: { issues: { path: PropertyKey[]; message: string }[] }): string {
  return error.issues.map((issue) => `${issue.path.map(String).join('.') || '(file)'}: ${issue.message}`).join('; ');
}

/** Reads and validates one plant file; its id must equal its file name. */
export async function loadPlantFile(file: string): Promise<PlantFile> {
  const name = basename(file);
  let json: unknown;
  try {
    json = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new CatalogueFileError(`${name}: not valid JSON (${(error as Error).message})`);
  }
  const parsed = PlantFileSchema.safeParse(json);
  if (!parsed.success) throw new CatalogueFileError(`${name}: ${describeIssues(parsed.error)}`);
  if (`${parsed.data.id}.json` !== name) {
    throw new CatalogueFileError(`${name}: id "${parsed.data.id}" does not match the file name`);
  }
  return parsed.data;
}

/**
 * Every plant in a catalogue folder, sorted by id. Throws a CatalogueFileError
 * for the first file that is not valid, and when two plants share an id, a name
 * or an alias. Files not ending in .json are ignored.
 */
export async function loadCatalogue(dir: string = PLANT_CATALOGUE_DIR): Promise<PlantFile[]> {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.json')).sort();
  const plants: PlantFile[] = [];
  for (const name of names) plants.push(await loadPlantFile(join(dir, name)));
  // 'garlic-chives.json' sorts before 'garlic.json', but 'garlic' before 'garlic-chives'.
  plants.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const problems = catalogueProblems(plants);
  if (problems.length > 0) throw new CatalogueFileError(`Plant catalogue in ${dir}: ${problems.join('; ')}`);
  return plants;
}

/** The reviewed variety list: variety names by the catalogue plant they belong to. */
export const PLANT_VARIETIES_PATH = join(PROJECT_ROOT, 'data', 'plant-varieties.json');

const VarietyFileSchema = z.record(z.string(), z.array(z.string().trim().min(1)));

export async function loadVarieties(file: string = PLANT_VARIETIES_PATH): Promise<VarietyList> {
  let json: unknown;
  try {
    json = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new CatalogueFileError(`${basename(file)}: not valid JSON (${(error as Error).message})`);
  }
  const parsed = VarietyFileSchema.safeParse(json);
  if (!parsed.success) throw new CatalogueFileError(`${basename(file)}: ${describeIssues(parsed.error)}`);
  return parsed.data;
}

/** The reviewed companion relation (see companions.ts). */
export const PLANT_COMPANIONS_PATH = join(PROJECT_ROOT, 'data', 'plant-companions.json');

export async function loadCompanions(file: string = PLANT_COMPANIONS_PATH): Promise<CompanionPair[]> {
  let json: unknown;
  try {
    json = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new CatalogueFileError(`${basename(file)}: not valid JSON (${(error as Error).message})`);
  }
  const parsed = CompanionFileSchema.safeParse(json);
  if (!parsed.success) throw new CatalogueFileError(`${basename(file)}: ${describeIssues(parsed.error)}`);
  return parsed.data;
}
