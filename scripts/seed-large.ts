/**
 * Fills a database with a realistic large data set for performance work
 * (docs/performance.md): gardeners with profiles, sign-in accounts and sessions,
 * their gardens and tracked tasks, and a plant catalogue padded with cultivars.
 *
 *   npm run seed:large -- --database <url> [--users 100000] [--plants 10000] [--force]
 *
 * The database is migrated exactly as the app does it at start-up (our migrations,
 * better-auth's tables, the climate table and the plant catalogue), then filled: on
 * PostgreSQL with one INSERT … SELECT FROM unnest(…) per 50,000 rows, the big tables'
 * indexes and constraints dropped for the load and built again after it (all in one
 * transaction); on SQLite with prepared statements in large transactions. It refuses a
 * database that already has gardeners or padding unless --force, which empties them first.
 *
 * Every seeded gardener `n` (0-based) signs in as `seedEmail(n)` with SEED_PASSWORD, and
 * has a live session whose token is `seedSessionToken(n)` (`seedSessionCookie` signs it
 * with the app's AUTH_SECRET), so a bench can act as any of them without signing in.
 */
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import SQLite from 'better-sqlite3';
import { hashPassword, makeSignature } from 'better-auth/crypto';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { PlantFile } from '#shared/plants/catalogue-schema.ts';
import { splitWords } from '#shared/plants/search.ts';
import { GARDEN_TYPES, GARDENING_COMMITMENTS, PLANT_PREFERENCES } from '#shared/profile.ts';
import { taskKey, type EventType } from '#shared/garden/api.ts';
import { migrateAuth } from '#server/auth.ts';
import { forgetCatalogueIndex, loadCatalogueIndex } from '#server/catalogue/catalogue-index.ts';
import { loadCatalogue, loadVarieties } from '#server/catalogue/catalogue-files.ts';
import { loadPlantCatalogue } from '#server/catalogue/catalogue-seed.ts';
import { careRows, plantRow } from '#server/catalogue/plant-records.ts';
import { dialectOf, openDatabase, type DatabaseHandle } from '#server/db/database.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import type { Database } from '#server/db/schema.ts';
import { loadClimateAsset } from '#server/db/seed/climate.ts';
import { loadSettings } from '#server/env.ts';
import { createLogger } from '#server/lib/logger.ts';
import { CLIMATE_ASSET_PATH } from '#server/lib/paths.ts';

export const DEFAULT_USERS = 100_000;
export const DEFAULT_PLANTS = 10_000;
/** Every seeded gardener's password. */
export const SEED_PASSWORD = 'seeded-gardener-42';

/** Plants per gardener (garden and saved list together): 8 to 32, 20 on average. */
const GARDEN_MIN = 8;
const GARDEN_SPREAD = 25;
const SAVED_SHARE = 0.1;
/** Share of a garden drawn from the real catalogue (the most grown plants); the rest are cultivars. */
const REAL_PLANT_SHARE = 0.75;
/** Each task a garden plant offers (its care steps, planting, seed starting) is tracked this often: ~100 per gardener. */
const TRACKED_SHARE = 0.92;
const COMPLETED_SHARE = 0.35;
/** Gardeners with 1 to 3 plants of their own (POST /api/add-plant: a named variety for their zone). */
const OWN_PLANTS_SHARE = 0.1;
/** Gardeners with e-mail digests on, and with a calendar feed. */
const REMINDERS_SHARE = 0.005;
const FEEDS_SHARE = 0.005;
/** Gardeners without a profile, and with a zone but no ZIP. */
const NO_PROFILE_SHARE = 0.02;
const ZONE_ONLY_SHARE = 0.05;
/** Gardeners who also left an expired session behind. */
const EXPIRED_SESSION_SHARE = 0.3;

const DAY_MS = 86_400_000;
/** Users are generated and written this many at a time. */
const USER_CHUNK = 2_000;
/** Rows per INSERT statement on PostgreSQL, and per transaction on SQLite. */
const BATCH_ROWS = 50_000;

// ---------------------------------------------------------------------------
// Deterministic identities a bench can rebuild

const hex = (text: string) => createHash('sha256').update(text).digest('hex');

/** 32 characters, like better-auth's ids. */
export function seedUserId(n: number): string {
  return hex(`garden-guide-seed-user-${n}`).slice(0, 32);
}

export function seedEmail(n: number): string {
  return `gardener${n}@example.com`;
}

export function seedSessionToken(n: number): string {
  return hex(`garden-guide-seed-session-${n}`).slice(0, 32);
}

/** The Cookie header of gardener `n`'s live session for an app started with `authSecret`. */
export async function seedSessionCookie(n: number, authSecret: string): Promise<string> {
  const token = seedSessionToken(n);
  return `better-auth.session_token=${encodeURIComponent(`${token}.${await makeSignature(token, authSecret)}`)}`;
}

// ---------------------------------------------------------------------------
// Random but repeatable: gardener n's plants are the same on every run and dialect

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type Random = () => number;
const randomFor = (n: number, stream: number): Random =>
  mulberry32(Math.imul(n + 1, 0x9e3779b1) ^ Math.imul(stream + 1, 0x85ebca6b));
const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

// prettier-ignore
const FIRST_NAMES = [
  'Ava', 'Ben', 'Carmen', 'Dev', 'Elena', 'Farid', 'Grace', 'Hiro', 'Imani', 'Jonas', 'Kira', 'Luis',
  'Maya', 'Noah', 'Olga', 'Priya', 'Quinn', 'Rosa', 'Sam', 'Tariq', 'Uma', 'Victor', 'Wen', 'Yara',
];
// prettier-ignore
const LAST_NAMES = [
  'Abbott', 'Baker', 'Chen', 'Diaz', 'Evans', 'Fischer', 'Garcia', 'Hughes', 'Ito', 'Jensen', 'Khan',
  'Lopez', 'Murphy', 'Nguyen', 'Okafor', 'Patel', 'Reyes', 'Smith', 'Tanaka', 'Walker', 'Young',
];
// prettier-ignore
const CULTIVAR_WORDS = [
  'Golden', 'Ruby', 'Crimson', 'Early', 'Royal', 'Sweet', 'Purple', 'Velvet', 'Silver', 'Emerald',
  'Sunny', 'Prairie', 'Mountain', 'Heirloom', 'Northern', 'Summer', 'Autumn', 'Midnight', 'Scarlet',
  'Amber', 'Ivory', 'Coral', 'Copper', 'Lemon', 'Honey', 'Snow', 'Tiger', 'Wild', 'Dwarf', 'Giant',
];
// prettier-ignore
const CULTIVAR_NOUNS = [
  'Crown', 'Star', 'Queen', 'King', 'Gem', 'Glory', 'Beauty', 'Dream', 'Jewel', 'Flame', 'Cascade',
  'Delight', 'Wonder', 'Charm', 'Spire', 'Sunrise', 'Sunset', 'Harvest', 'Meadow', 'Ridge', 'Valley',
  'Blush', 'Mist', 'Sparkle', 'Pride', 'Treasure', 'Ember', 'Whisper', 'Bounty', 'Lantern',
];
// prettier-ignore
const TIME_ZONES = [
  'America/New_York', 'America/Chicago', 'America/Denver', 'America/Phoenix', 'America/Los_Angeles',
  'America/Anchorage', 'Pacific/Honolulu', 'America/Puerto_Rico',
];

const slug = (name: string) => splitWords(name).join('-').slice(0, 70).replace(/-+$/, '');

/**
 * Catalogue cultivars: '{word} {noun} {plant}' ('Golden Crown Tomato') on each real
 * plant's guide, taking the real plants in turn until the catalogue holds `total`.
 */
export function paddingPlants(real: readonly PlantFile[], total: number): PlantFile[] {
  const taken = new Set(real.map((plant) => plant.id));
  const names = new Set(real.map((plant) => plant.name.toLowerCase()));
  const padding: PlantFile[] = [];
  const random = mulberry32(20_240_601);
  for (let i = 0; padding.length < total - real.length; i++) {
    const base = real[i % real.length]!;
    const name = `${pick(random, CULTIVAR_WORDS)} ${pick(random, CULTIVAR_NOUNS)} ${base.name}`;
    const id = slug(name);
    if (taken.has(id) || names.has(name.toLowerCase())) continue;
    taken.add(id);
    names.add(name.toLowerCase());
    padding.push({
      ...base,
      id,
      name,
      aliases: [],
      description: `A cultivar of ${base.name}, grown like it. ${base.description}`,
    });
  }
  return padding;
}

// ---------------------------------------------------------------------------
// What each gardener has

interface ZipPlace {
  zip: string;
  zone: string;
}

interface SeedPlant {
  id: string;
  /** care_instruction_id of each care step, in the plant's order. */
  careIds: readonly number[];
  hasPlanting: boolean;
  hasSeedStart: boolean;
}

interface Gardener {
  n: number;
  id: string;
  createdAt: number;
  profile: { zone: string; zip: string | null } | null;
}

interface OwnPlant {
  file: PlantFile;
  basedOn: string;
  zone: string;
  createdAt: number;
}

export function gardenerOf(n: number, zips: readonly ZipPlace[], now: number): Gardener {
  const random = randomFor(n, 1);
  const createdAt = now - Math.floor(random() * 730 * DAY_MS) - DAY_MS;
  const kind = random();
  const place = pick(random, zips);
  const profile =
    kind < NO_PROFILE_SHARE
      ? null
      : { zone: place.zone, zip: kind < NO_PROFILE_SHARE + ZONE_ONLY_SHARE ? null : place.zip };
  return { n, id: seedUserId(n), createdAt, profile };
}

/** A few gardeners added named varieties of their own (as POST /api/add-plant makes them). */
function ownPlantsOf(
  gardener: Gardener,
  bases: readonly { file: PlantFile; varieties: readonly string[] }[],
  now: number,
  takenIds: Set<string>,
): OwnPlant[] {
  const random = randomFor(gardener.n, 2);
  if (!gardener.profile || random() >= OWN_PLANTS_SHARE) return [];
  const count = 1 + Math.floor(random() * 3);
  const plants: OwnPlant[] = [];
  for (let k = 0; k < count; k++) {
    const base = pick(random, bases);
    const name = `${pick(random, base.varieties)} ${base.file.name}`;
    if (plants.some((plant) => plant.file.name === name)) continue;
    let id = '';
    for (let salt = 0; !id || takenIds.has(id); salt++)
      id = `${slug(name)}-${hex(`${gardener.n}-${k}-${salt}`).slice(0, 6)}`;
    takenIds.add(id);
    plants.push({
      file: {
        ...base.file,
        id,
        name,
        aliases: [],
        description: `A variety of ${base.file.name}: the guidance here is based on ${base.file.name}. ${base.file.description}`,
      },
      basedOn: base.file.id,
      zone: base.file.plantGroup === 'houseplant' ? '' : gardener.profile.zone,
      createdAt: gardener.createdAt + Math.floor(random() * (now - gardener.createdAt)),
    });
  }
  return plants;
}

interface GardenRow {
  plant: SeedPlant;
  saveLater: boolean;
  createdAt: number;
}

interface TaskRow {
  plantId: string;
  careInstructionId: number | null;
  eventType: EventType;
  completed: boolean;
  createdAt: number;
}

/** About 20 plants: their own plants, catalogue favourites (a few plants are far more popular) and cultivars. */
export function gardenOf(
  gardener: Gardener,
  own: readonly SeedPlant[],
  catalogue: { popular: readonly SeedPlant[]; cultivars: readonly SeedPlant[] },
  now: number,
): GardenRow[] {
  const random = randomFor(gardener.n, 3);
  const size = GARDEN_MIN + Math.floor(random() * GARDEN_SPREAD);
  const chosen = new Map<string, SeedPlant>(own.map((plant) => [plant.id, plant]));
  const available = catalogue.popular.length + catalogue.cultivars.length;
  while (chosen.size < Math.min(size, available + own.length)) {
    const plant =
      random() < REAL_PLANT_SHARE || catalogue.cultivars.length === 0
        ? catalogue.popular[Math.floor(catalogue.popular.length * random() ** 2)]!
        : pick(random, catalogue.cultivars);
    chosen.set(plant.id, plant);
  }
  const span = now - gardener.createdAt;
  const times = [...chosen.values()].map(() => gardener.createdAt + Math.floor(random() * span)).sort((a, b) => a - b);
  return [...chosen.values()].map((plant, i) => ({
    plant,
    saveLater: random() < SAVED_SHARE,
    createdAt: times[i]!,
  }));
}

/** The tasks tracked for the plants in the garden (not the saved ones): most of each plant's care steps, planting, seed starting. */
export function tasksOf(gardener: Gardener, garden: readonly GardenRow[], now: number): TaskRow[] {
  const random = randomFor(gardener.n, 4);
  const tasks: TaskRow[] = [];
  for (const entry of garden) {
    if (entry.saveLater) continue;
    const task = (eventType: EventType, careInstructionId: number | null) => {
      if (random() >= TRACKED_SHARE) return;
      tasks.push({
        plantId: entry.plant.id,
        careInstructionId,
        eventType,
        completed: random() < COMPLETED_SHARE,
        createdAt: Math.min(now, entry.createdAt + Math.floor(random() * 30 * DAY_MS)),
      });
    };
    if (entry.plant.hasSeedStart) task('seed_starting', null);
    if (entry.plant.hasPlanting) task('planting', null);
    for (const id of entry.plant.careIds) task('care', id);
  }
  return tasks;
}

// ---------------------------------------------------------------------------
// Writing rows: one shape, two dialects

type ColumnType = 'text' | 'integer' | 'boolean' | 'timestamp';
interface TableSpec {
  name: string;
  columns: readonly (readonly [string, ColumnType])[];
}
type Row = unknown[];

const TABLES = {
  user: {
    name: 'user',
    columns: [
      ['id', 'text'],
      ['name', 'text'],
      ['email', 'text'],
      ['emailVerified', 'boolean'],
      ['createdAt', 'timestamp'],
      ['updatedAt', 'timestamp'],
      ['isAnonymous', 'boolean'],
    ],
  },
  account: {
    name: 'account',
    columns: [
      ['id', 'text'],
      ['accountId', 'text'],
      ['providerId', 'text'],
      ['userId', 'text'],
      ['password', 'text'],
      ['createdAt', 'timestamp'],
      ['updatedAt', 'timestamp'],
    ],
  },
  session: {
    name: 'session',
    columns: [
      ['id', 'text'],
      ['expiresAt', 'timestamp'],
      ['token', 'text'],
      ['createdAt', 'timestamp'],
      ['updatedAt', 'timestamp'],
      ['ipAddress', 'text'],
      ['userAgent', 'text'],
      ['userId', 'text'],
    ],
  },
  profiles: {
    name: 'profiles',
    columns: [
      ['id', 'text'],
      ['zone', 'text'],
      ['zip_code', 'text'],
      ['garden_type', 'text'],
      ['plant_preference', 'text'],
      ['gardening_commitment', 'text'],
      ['full_name', 'text'],
      ['updated_at', 'text'],
    ],
  },
  reminderSettings: {
    name: 'reminder_settings',
    columns: [
      ['user_id', 'text'],
      ['frequency', 'text'],
      ['time_zone', 'text'],
      ['unsubscribe_token', 'text'],
      ['next_send_at', 'text'],
      ['updated_at', 'text'],
    ],
  },
  calendarFeeds: {
    name: 'calendar_feeds',
    columns: [
      ['user_id', 'text'],
      ['token', 'text'],
      ['created_at', 'text'],
    ],
  },
  garden: {
    name: 'user_garden',
    columns: [
      ['user_id', 'text'],
      ['plant_id', 'text'],
      ['save_later', 'boolean'],
      ['created_at', 'text'],
    ],
  },
  tasks: {
    name: 'user_calendar_events',
    columns: [
      ['user_id', 'text'],
      ['plant_id', 'text'],
      ['care_instruction_id', 'integer'],
      ['event_type', 'text'],
      ['task_key', 'text'],
      ['occurrence', 'text'],
      ['completed', 'boolean'],
      ['created_at', 'text'],
    ],
  },
} as const satisfies Record<string, TableSpec>;

/** The tables holding gardeners' data, emptied by --force (children first). */
const GARDENER_TABLES = [
  'user_calendar_events',
  'user_garden',
  'reminder_digests',
  'reminder_settings',
  'calendar_feeds',
  'events',
  'profiles',
  'session',
  'account',
  'verification',
  'rate_limits',
  'user',
] as const;

interface Writer {
  /** Appends rows to a table. */
  insert(table: TableSpec, rows: readonly Row[]): Promise<void>;
  /** Runs `load` with the big tables' indexes set aside where that is faster. */
  bulk(tables: readonly TableSpec[], load: (write: Writer['insert']) => Promise<void>): Promise<void>;
  /** Statistics and space after the load. */
  finish(): Promise<void>;
  close(): Promise<void>;
}

const PG_TYPES: Record<ColumnType, string> = {
  text: 'text[]',
  integer: 'int4[]',
  boolean: 'bool[]',
  timestamp: 'timestamptz[]',
};

function postgresWriter(url: string): Writer {
  // Its own pool: the app's pool stops any query after 10 s, and building an index on
  // 10 million rows takes longer.
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });

  const insertWith =
    (executor: Kysely<Database>) =>
    async (table: TableSpec, rows: readonly Row[]): Promise<void> => {
      for (let start = 0; start < rows.length; start += BATCH_ROWS) {
        const batch = rows.slice(start, start + BATCH_ROWS);
        const arrays = table.columns.map(
          ([, type], i) => sql`${batch.map((row) => row[i] ?? null)}::${sql.raw(PG_TYPES[type])}`,
        );
        await sql`insert into ${sql.table(table.name)} (${sql.join(table.columns.map(([column]) => sql.ref(column)))})
          select * from unnest(${sql.join(arrays)})`.execute(executor);
      }
    };

  return {
    insert: insertWith(db),
    async bulk(tables, load) {
      await db.transaction().execute(async (trx) => {
        await sql`set local maintenance_work_mem = '1GB'`.execute(trx);
        await sql`set local work_mem = '256MB'`.execute(trx);
        const restore: string[] = [];
        for (const table of tables) restore.push(...(await dropIndexes(trx, table.name)));
        await load(insertWith(trx));
        for (const statement of restore) {
          const started = performance.now();
          await sql.raw(statement).execute(trx);
          log(`  ${statement} (${seconds(started)})`);
        }
      });
    },
    async finish() {
      await sql`vacuum (analyze)`.execute(db);
    },
    close: () => db.destroy(),
  };
}

/**
 * Drops a table's indexes and constraints (foreign keys first) and answers the
 * statements that make them again, keys and unique constraints first and foreign keys
 * last, so they are built once over the loaded rows instead of row by row.
 */
async function dropIndexes(trx: Kysely<Database>, table: string): Promise<string[]> {
  const quoted = sql.table(table);
  const constraints = await sql<{ name: string; definition: string; kind: string }>`
    select conname as name, pg_get_constraintdef(oid) as definition, contype as kind
    from pg_constraint where conrelid = ${table}::regclass and contype in ('p', 'u', 'f')
    order by contype = 'f' desc, conname`.execute(trx);
  const indexes = await sql<{ name: string; definition: string }>`
    select index_class.relname as name, pg_get_indexdef(index_data.indexrelid) as definition
    from pg_index as index_data join pg_class as index_class on index_class.oid = index_data.indexrelid
    where index_data.indrelid = ${table}::regclass
      and not exists (select 1 from pg_constraint where conindid = index_data.indexrelid)
    order by index_class.relname`.execute(trx);
  for (const constraint of constraints.rows) {
    await sql`alter table ${quoted} drop constraint ${sql.ref(constraint.name)}`.execute(trx);
  }
  for (const index of indexes.rows) await sql`drop index ${sql.ref(index.name)}`.execute(trx);
  const tableName = `"${table}"`;
  const addConstraint = (c: { name: string; definition: string }) =>
    `alter table ${tableName} add constraint "${c.name}" ${c.definition}`;
  return [
    ...constraints.rows.filter((c) => c.kind !== 'f').map(addConstraint),
    ...indexes.rows.map((index) => index.definition),
    ...constraints.rows.filter((c) => c.kind === 'f').map(addConstraint),
  ];
}

function sqliteWriter(url: string): Writer {
  const raw = new SQLite(url.replace(/^file:/, ''));
  raw.pragma('journal_mode = WAL');
  raw.pragma('synchronous = OFF');
  raw.pragma('foreign_keys = ON');
  raw.pragma('cache_size = -262144');
  const statements = new Map<string, SQLite.Statement>();
  const statementOf = (table: TableSpec) => {
    let statement = statements.get(table.name);
    if (!statement) {
      const columns = table.columns.map(([column]) => `"${column}"`).join(', ');
      const marks = table.columns.map(() => '?').join(', ');
      statement = raw.prepare(`insert into "${table.name}" (${columns}) values (${marks})`);
      statements.set(table.name, statement);
    }
    return statement;
  };
  // SQLite binds no booleans: 0 and 1, as the app writes them.
  const bindable = (value: unknown) => (typeof value === 'boolean' ? Number(value) : value);
  const insertAll = raw.transaction((statement: SQLite.Statement, rows: readonly Row[]) => {
    for (const row of rows) statement.run(row.map(bindable));
  });
  const insert = async (table: TableSpec, rows: readonly Row[]) => {
    const statement = statementOf(table);
    for (let start = 0; start < rows.length; start += BATCH_ROWS) {
      insertAll(statement, rows.slice(start, start + BATCH_ROWS));
    }
  };
  return {
    insert,
    bulk: (_tables, load) => load(insert),
    async finish() {
      // No ANALYZE: the app never runs one, so the plans shown are the ones it gets.
      raw.pragma('wal_checkpoint(TRUNCATE)');
    },
    async close() {
      raw.close();
    },
  };
}

// ---------------------------------------------------------------------------
// The seed

export interface SeedOptions {
  database: string;
  users?: number;
  plants?: number;
  force?: boolean;
  /** The clock the data is dated by. */
  now?: Date;
}

export interface SeedResult {
  users: number;
  cataloguePlants: number;
  ownPlants: number;
  gardenRows: number;
  taskRows: number;
  seconds: number;
}

let log: (line: string) => void = (line) => console.log(line);
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

async function step<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  log(`${label}…`);
  const result = await work();
  log(`${label}: done in ${seconds(started)}`);
  return result;
}

/** Brings the schema and reference data to where the app has them after its first start. */
async function prepare(handle: DatabaseHandle, url: string): Promise<void> {
  await migrateToLatest(handle.db);
  // A throwaway secret: better-auth's tables do not depend on it.
  const settings = loadSettings({
    DATABASE_URL: url,
    AUTH_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'warn',
  });
  await migrateAuth({ db: handle.db, dialect: handle.dialect, settings, logger: createLogger('warn') });
  await loadClimateAsset(handle, CLIMATE_ASSET_PATH);
  await loadPlantCatalogue(handle);
}

/** Gardeners' rows, and catalogue rows that are not in the plant files (earlier padding). */
async function existingData(db: Kysely<Database>, realIds: readonly string[]) {
  const count = async (table: 'user' | 'user_garden') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const plants = await db
    .selectFrom('plants')
    .select((eb) => eb.fn.countAll().as('n'))
    .where((eb) => eb.or([eb('created_by', 'is not', null), eb('plant_id', 'not in', realIds)]))
    .executeTakeFirstOrThrow();
  return { users: await count('user'), garden: await count('user_garden'), extraPlants: Number(plants.n) };
}

async function empty(handle: DatabaseHandle, realIds: readonly string[]): Promise<void> {
  if (handle.dialect === 'postgres') {
    await sql`truncate ${sql.join(GARDENER_TABLES.map((table) => sql.table(table)))}`.execute(handle.db);
  } else {
    for (const table of GARDENER_TABLES) await sql`delete from ${sql.table(table)}`.execute(handle.db);
  }
  // Their care steps go with them.
  await handle.db
    .deleteFrom('plants')
    .where((eb) => eb.or([eb('created_by', 'is not', null), eb('plant_id', 'not in', realIds)]))
    .execute();
}

async function insertPlants(
  db: Kysely<Database>,
  plants: readonly { file: PlantFile; meta: Parameters<typeof plantRow>[1] }[],
): Promise<void> {
  const rows = plants.map(({ file, meta }) => plantRow(file, meta));
  for (let i = 0; i < rows.length; i += 200) {
    await db
      .insertInto('plants')
      .values(rows.slice(i, i + 200))
      .execute();
  }
  const steps = plants.flatMap(({ file }) => careRows(file));
  for (let i = 0; i < steps.length; i += 500) {
    await db
      .insertInto('care_instructions')
      .values(steps.slice(i, i + 500))
      .execute();
  }
}

function seedPlantOf(file: PlantFile, careIdOf: (stepKey: string) => number | undefined): SeedPlant {
  return {
    id: file.id,
    careIds: file.care.map((step) => {
      const id = careIdOf(step.id);
      if (id === undefined) throw new Error(`Care step ${file.id}/${step.id} has no row`);
      return id;
    }),
    hasPlanting: Boolean(file.timing.planting),
    hasSeedStart: Boolean(file.timing.seedStart),
  };
}

function readZips(): ZipPlace[] {
  return readFileSync(CLIMATE_ASSET_PATH, 'utf8')
    .split('\n')
    .slice(1)
    .map((line) => line.split('\t'))
    .filter((fields) => fields.length >= 8 && fields[4] !== '')
    .map(([zip, zone]) => ({ zip: zip!, zone: zone! }));
}

/** Rows of several gardeners, interleaved as they would have been written over time, not gardener by gardener. */
function interleave<T>(lists: readonly (readonly T[])[]): T[] {
  const out: T[] = [];
  const longest = Math.max(0, ...lists.map((list) => list.length));
  for (let i = 0; i < longest; i++) for (const list of lists) if (i < list.length) out.push(list[i]!);
  return out;
}

export async function seedLarge(options: SeedOptions): Promise<SeedResult> {
  const started = performance.now();
  const { database: url, users = DEFAULT_USERS, plants: catalogueSize = DEFAULT_PLANTS, force = false } = options;
  const now = (options.now ?? new Date()).getTime();
  const iso = (ms: number) => new Date(ms).toISOString();
  const handle = openDatabase(url);
  const writer = dialectOf(url) === 'postgres' ? postgresWriter(url) : sqliteWriter(url);
  try {
    await step('Migrating, loading the climate table and the plant catalogue', () => prepare(handle, url));
    const realIds = (await loadCatalogue()).map((file) => file.id);

    const existing = await existingData(handle.db, realIds);
    if (existing.users || existing.garden || existing.extraPlants) {
      const found = `${existing.users} users, ${existing.garden} garden rows, ${existing.extraPlants} extra plants`;
      if (!force) throw new Error(`The database is not empty (${found}); run with --force to replace that data.`);
      await step(`Emptying (${found})`, () => empty(handle, realIds));
      forgetCatalogueIndex(handle.db);
    }

    // The plants as the app holds them (their care steps' ids included), before any padding.
    const realFiles = (await loadCatalogueIndex(handle.db)).plants.map((record) => record.file);
    const padding = paddingPlants(realFiles, catalogueSize);
    await step(`Padding the catalogue with ${padding.length} cultivars`, () =>
      insertPlants(
        handle.db,
        padding.map((file) => ({
          file,
          meta: {
            zone: file.plantGroup === 'houseplant' ? '' : null,
            source: 'catalogue',
            basedOn: null,
            createdBy: null,
            now: iso(now),
          },
        })),
      ),
    );
    // Read back as the app reads it at start-up: this also proves every padded row is valid.
    forgetCatalogueIndex(handle.db);
    const index = await loadCatalogueIndex(handle.db);
    const catalogue = index.plants.map((record) => seedPlantOf(record.file, (key) => record.careIds.get(key)));
    const paddingIds = new Set(padding.map((file) => file.id));
    // Popularity: a fixed shuffle of the real plants, the first ones chosen far more often.
    const shuffle = mulberry32(7);
    const popular = catalogue
      .filter((plant) => !paddingIds.has(plant.id))
      .map((plant) => ({ plant, key: shuffle() }))
      .sort((a, b) => a.key - b.key)
      .map(({ plant }) => plant);
    const cultivars = catalogue.filter((plant) => paddingIds.has(plant.id));

    const zips = readZips();
    const gardeners = Array.from({ length: users }, (_, n) => gardenerOf(n, zips, now));
    const varieties = await loadVarieties();
    const bases = realFiles
      .filter((file) => (varieties[file.id]?.length ?? 0) > 0)
      .map((file) => ({ file, varieties: varieties[file.id]! }));
    const takenIds = new Set(catalogue.map((plant) => plant.id));
    const ownByGardener = gardeners.map((gardener) => ownPlantsOf(gardener, bases, now, takenIds));
    const ownCount = ownByGardener.reduce((sum, list) => sum + list.length, 0);
    await step(`Adding ${ownCount} gardeners' own plants`, () =>
      insertPlants(
        handle.db,
        ownByGardener.flatMap((list, n) =>
          list.map((own) => ({
            file: own.file,
            meta: {
              zone: own.zone,
              source: 'variety' as const,
              basedOn: own.basedOn,
              createdBy: gardeners[n]!.id,
              now: iso(own.createdAt),
            },
          })),
        ),
      ),
    );
    const ownCare = await handle.db
      .selectFrom('care_instructions')
      .innerJoin('plants', 'plants.plant_id', 'care_instructions.plant_id')
      .select(['care_instructions.care_instruction_id', 'care_instructions.plant_id', 'care_instructions.step_key'])
      .where('plants.created_by', 'is not', null)
      .execute();
    const ownCareIds = new Map(
      ownCare.map((row) => [`${row.plant_id}/${row.step_key}`, Number(row.care_instruction_id)]),
    );
    const ownSeedPlants = ownByGardener.map((list) =>
      list.map((own) => seedPlantOf(own.file, (key) => ownCareIds.get(`${own.file.id}/${key}`))),
    );

    const passwordHash = await hashPassword(SEED_PASSWORD);
    await step(`Writing ${users} gardeners: users, accounts, sessions, profiles`, async () => {
      for (let start = 0; start < users; start += USER_CHUNK) {
        const chunk = gardeners.slice(start, start + USER_CHUNK);
        const rows = { user: [] as Row[], account: [] as Row[], session: [] as Row[], profiles: [] as Row[] };
        const reminders: Row[] = [];
        const feeds: Row[] = [];
        for (const gardener of chunk) {
          const random = randomFor(gardener.n, 5);
          const created = iso(gardener.createdAt);
          const name = `${pick(random, FIRST_NAMES)} ${pick(random, LAST_NAMES)}`;
          rows.user.push([gardener.id, name, seedEmail(gardener.n), true, created, created, false]);
          rows.account.push([
            hex(`account-${gardener.n}`).slice(0, 32),
            gardener.id,
            'credential',
            gardener.id,
            passwordHash,
            created,
            created,
          ]);
          // A live session better-auth will not need to refresh for weeks, and sometimes an old one.
          const live = now - Math.floor(random() * DAY_MS);
          rows.session.push([
            hex(`session-${gardener.n}`).slice(0, 32),
            iso(now + 30 * DAY_MS),
            seedSessionToken(gardener.n),
            iso(live),
            iso(live),
            `10.${gardener.n % 250}.${(gardener.n >> 8) % 250}.${1 + (gardener.n % 200)}`,
            'Mozilla/5.0 (seeded)',
            gardener.id,
          ]);
          if (random() < EXPIRED_SESSION_SHARE) {
            const old = gardener.createdAt + Math.floor(random() * (now - gardener.createdAt - 8 * DAY_MS));
            rows.session.push([
              hex(`old-session-${gardener.n}`).slice(0, 32),
              iso(old + 7 * DAY_MS),
              hex(`old-session-token-${gardener.n}`).slice(0, 32),
              iso(old),
              iso(old),
              '',
              'Mozilla/5.0 (seeded)',
              gardener.id,
            ]);
          }
          if (gardener.profile) {
            rows.profiles.push([
              gardener.id,
              gardener.profile.zone,
              gardener.profile.zip,
              pick(random, GARDEN_TYPES),
              pick(random, PLANT_PREFERENCES),
              pick(random, GARDENING_COMMITMENTS),
              random() < 0.5 ? name : null,
              created,
            ]);
          }
          if (random() < REMINDERS_SHARE) {
            const weekly = random() < 0.6;
            reminders.push([
              gardener.id,
              weekly ? 'weekly' : 'monthly',
              pick(random, TIME_ZONES),
              hex(`unsubscribe-${gardener.n}`),
              // Due weeks from now: a bench must not find a backlog of digests to send.
              iso(now + (30 + Math.floor(random() * 30)) * DAY_MS),
              created,
            ]);
          }
          if (random() < FEEDS_SHARE) feeds.push([gardener.id, hex(`feed-${gardener.n}`), created]);
        }
        await writer.insert(TABLES.user, rows.user);
        await writer.insert(TABLES.account, rows.account);
        await writer.insert(TABLES.session, rows.session);
        await writer.insert(TABLES.profiles, rows.profiles);
        await writer.insert(TABLES.reminderSettings, reminders);
        await writer.insert(TABLES.calendarFeeds, feeds);
      }
    });

    let gardenRows = 0;
    let taskRows = 0;
    await step('Writing gardens and tasks', () =>
      writer.bulk([TABLES.garden, TABLES.tasks], async (insert) => {
        const loadStarted = performance.now();
        let pending: Promise<void> = Promise.resolve();
        for (let start = 0; start < users; start += USER_CHUNK) {
          // Rows for the next gardeners are made while the database writes the last ones.
          const gardens: Row[][] = [];
          const tasks: Row[][] = [];
          for (const gardener of gardeners.slice(start, start + USER_CHUNK)) {
            const garden = gardenOf(gardener, ownSeedPlants[gardener.n]!, { popular, cultivars }, now);
            gardens.push(garden.map((row) => [gardener.id, row.plant.id, row.saveLater, iso(row.createdAt)]));
            tasks.push(
              tasksOf(gardener, garden, now).map((task) => [
                gardener.id,
                task.plantId,
                task.careInstructionId,
                task.eventType,
                taskKey({
                  plant_id: task.plantId,
                  care_instruction_id: task.careInstructionId,
                  event_type: task.eventType,
                }),
                // A tick of the month it was made in, as the migration to ticks by month made them.
                iso(task.createdAt).slice(0, 7),
                task.completed,
                iso(task.createdAt),
              ]),
            );
          }
          const gardenBatch = interleave(gardens);
          const taskBatch = interleave(tasks);
          gardenRows += gardenBatch.length;
          taskRows += taskBatch.length;
          await pending;
          pending = insert(TABLES.garden, gardenBatch).then(() => insert(TABLES.tasks, taskBatch));
          if ((start / USER_CHUNK) % 10 === 9 || start + USER_CHUNK >= users) {
            log(
              `  ${Math.min(start + USER_CHUNK, users)} gardeners: ${gardenRows} garden rows, ${taskRows} tasks (${seconds(loadStarted)})`,
            );
          }
        }
        await pending;
        log(`  rows written in ${seconds(loadStarted)}; building indexes and constraints`);
      }),
    );
    await step('Vacuum and statistics', () => writer.finish());

    const result: SeedResult = {
      users,
      cataloguePlants: index.plants.length,
      ownPlants: ownCount,
      gardenRows,
      taskRows,
      seconds: (performance.now() - started) / 1000,
    };
    log(
      `Seeded ${result.users} gardeners, ${result.cataloguePlants} catalogue plants, ${result.ownPlants} own plants, ` +
        `${result.gardenRows} garden rows, ${result.taskRows} tasks in ${result.seconds.toFixed(1)} s`,
    );
    return result;
  } finally {
    await writer.close();
    await handle.close();
  }
}

/** Quiet for tests. */
export function setSeedLog(next: (line: string) => void): void {
  log = next;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      database: { type: 'string' },
      users: { type: 'string', default: String(DEFAULT_USERS) },
      plants: { type: 'string', default: String(DEFAULT_PLANTS) },
      force: { type: 'boolean', default: false },
    },
  });
  const count = (text: string, name: string) => {
    const n = Number(text);
    if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} must be a whole number, not ${text}`);
    return n;
  };
  if (!values.database) throw new Error('--database <url> is required: file:<path> or postgres://…');
  await seedLarge({
    database: values.database,
    users: count(values.users, 'users'),
    plants: count(values.plants, 'plants'),
    force: values.force,
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
