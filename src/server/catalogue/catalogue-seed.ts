import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { PlantFile } from '#shared/plants/catalogue-schema.ts';
import type { Dialect } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { loadUnlessCurrent } from '../db/seed/load-once.ts';
import { withCompanions } from '#shared/plants/companions.ts';
import { loadCatalogue, loadCompanions, PLANT_CATALOGUE_DIR, PLANT_COMPANIONS_PATH } from './catalogue-files.ts';
import { forgetCatalogueIndex } from './catalogue-index.ts';
import { careRows, plantRow } from './plant-records.ts';

const STATE_KEY = 'plant_catalogue_sha256';
const BATCH = 200;

/**
 * Loads the reviewed plant files into `plants` and `care_instructions` unless this
 * exact catalogue is already loaded. A care step keeps its care_instruction_id
 * across reloads (rows are matched by plant and step id), so gardeners' task
 * tracking survives catalogue edits; steps and plants taken out of the files are
 * deleted. One transaction; on PostgreSQL an advisory lock keeps app servers
 * starting together from loading it twice.
 */
export async function loadPlantCatalogue(
  { db, dialect }: { db: Kysely<Database>; dialect: Dialect },
  dir: string = PLANT_CATALOGUE_DIR,
  companionsPath: string = PLANT_COMPANIONS_PATH,
): Promise<{ loaded: boolean; plants: number; ms: number }> {
  const started = performance.now();
  // Companion and Avoid lines are completed from the relation before the plants are stored.
  const plants = withCompanions(await loadCatalogue(dir), await loadCompanions(companionsPath));
  const hash = createHash('sha256').update(JSON.stringify(plants)).digest('hex');

  const loaded = await loadUnlessCurrent({ db, dialect }, { key: STATE_KEY, hash, lockId: 7202312 }, (trx) =>
    writeCatalogue(trx, plants),
  );
  if (loaded) forgetCatalogueIndex(db);
  return { loaded, plants: plants.length, ms: performance.now() - started };
}

async function writeCatalogue(trx: Kysely<Database>, plants: readonly PlantFile[]): Promise<void> {
  const now = new Date().toISOString();
  const rows = plants.map((file) =>
    plantRow(file, {
      zone: file.plantGroup === 'houseplant' ? '' : null,
      source: 'catalogue',
      basedOn: null,
      createdBy: null,
      now,
    }),
  );
  for (let i = 0; i < rows.length; i += BATCH) {
    await trx
      .insertInto('plants')
      .values(rows.slice(i, i + BATCH))
      .onConflict((oc) =>
        oc.column('plant_id').doUpdateSet((eb) => ({
          plant_name: eb.ref('excluded.plant_name'),
          scientific_name: eb.ref('excluded.scientific_name'),
          aliases: eb.ref('excluded.aliases'),
          family: eb.ref('excluded.family'),
          description: eb.ref('excluded.description'),
          type: eb.ref('excluded.type'),
          sun_requirements: eb.ref('excluded.sun_requirements'),
          zone: eb.ref('excluded.zone'),
          seasonality: eb.ref('excluded.seasonality'),
          plant_group: eb.ref('excluded.plant_group'),
          hardiness_min: eb.ref('excluded.hardiness_min'),
          hardiness_max: eb.ref('excluded.hardiness_max'),
          days_to_maturity: eb.ref('excluded.days_to_maturity'),
          timing: eb.ref('excluded.timing'),
          planting: eb.ref('excluded.planting'),
          seed_starting: eb.ref('excluded.seed_starting'),
          requirements: eb.ref('excluded.requirements'),
          source: eb.ref('excluded.source'),
          extras: eb.ref('excluded.extras'),
        })),
      )
      .execute();
  }

  const steps = plants.flatMap(careRows);
  for (let i = 0; i < steps.length; i += BATCH) {
    await trx
      .insertInto('care_instructions')
      .values(steps.slice(i, i + BATCH))
      .onConflict((oc) =>
        oc.columns(['plant_id', 'step_key']).doUpdateSet((eb) => ({
          care_phase: eb.ref('excluded.care_phase'),
          step_description: eb.ref('excluded.step_description'),
          priority: eb.ref('excluded.priority'),
          timing: eb.ref('excluded.timing'),
          order_within_season: eb.ref('excluded.order_within_season'),
          extras: eb.ref('excluded.extras'),
        })),
      )
      .execute();
  }

  // What the files no longer have.
  const wanted = new Set(steps.map((step) => `${step.plant_id}\u0000${step.step_key}`));
  const existing = await trx
    .selectFrom('care_instructions')
    .innerJoin('plants', 'plants.plant_id', 'care_instructions.plant_id')
    .select(['care_instructions.care_instruction_id', 'care_instructions.plant_id', 'care_instructions.step_key'])
    .where('plants.source', '=', 'catalogue')
    .execute();
  const staleSteps = existing
    .filter((row) => !wanted.has(`${row.plant_id}\u0000${row.step_key}`))
    .map((row) => row.care_instruction_id);
  for (let i = 0; i < staleSteps.length; i += BATCH) {
    await trx
      .deleteFrom('care_instructions')
      .where('care_instruction_id', 'in', staleSteps.slice(i, i + BATCH))
      .execute();
  }
  const ids = new Set(plants.map((plant) => plant.id));
  const stored = await trx.selectFrom('plants').select('plant_id').where('source', '=', 'catalogue').execute();
  const stalePlants = stored.map((row) => row.plant_id).filter((id) => !ids.has(id));
  for (let i = 0; i < stalePlants.length; i += BATCH) {
    await trx
      .deleteFrom('plants')
      .where('plant_id', 'in', stalePlants.slice(i, i + BATCH))
      .execute();
  }
}
