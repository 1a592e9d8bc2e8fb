import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '#server/app.ts';
import { openDatabase, type DatabaseHandle } from '#server/db/database.ts';
import { loadSettings } from '#server/env.ts';
import { createLogger } from '#server/lib/logger.ts';
import {
  SEED_PASSWORD,
  seedEmail,
  seedLarge,
  seedSessionCookie,
  seedUserId,
  setSeedLog,
  type SeedResult,
} from './seed-large.ts';

const USERS = 200;
const PLANTS = 400;
const file = join(tmpdir(), `garden-guide-seed-${randomBytes(6).toString('hex')}.db`);
const url = `file:${file}`;
let handle: DatabaseHandle;
let result: SeedResult;

const count = async (query: ReturnType<typeof sql<{ n: number }>>) =>
  Number((await query.execute(handle.db)).rows[0]?.n);

beforeAll(async () => {
  setSeedLog(() => {});
  result = await seedLarge({ database: url, users: USERS, plants: PLANTS });
  handle = openDatabase(url);
}, 60_000);

afterAll(async () => {
  await handle?.close();
  for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
});

describe('the large seed on SQLite', () => {
  test('makes the gardeners, a padded catalogue, about 20 plants and 100 tasks per gardener', async () => {
    expect(await count(sql`select count(*) as n from "user"`)).toBe(USERS);
    expect(await count(sql`select count(*) as n from account where "providerId" = 'credential'`)).toBe(USERS);
    expect(await count(sql`select count(*) as n from profiles`)).toBeGreaterThan(USERS * 0.9);
    expect(await count(sql`select count(*) as n from plants where source = 'catalogue'`)).toBe(PLANTS);
    expect(result.gardenRows).toBe(await count(sql`select count(*) as n from user_garden`));
    expect(result.taskRows).toBe(await count(sql`select count(*) as n from user_calendar_events`));
    expect(result.gardenRows / USERS).toBeGreaterThan(17);
    expect(result.gardenRows / USERS).toBeLessThan(23);
    expect(result.taskRows / USERS).toBeGreaterThan(80);
    expect(result.taskRows / USERS).toBeLessThan(120);
  });

  test('tracks tasks only for plants in the garden, with the task keys the API makes', async () => {
    const outsideGarden = sql<{ n: number }>`select count(*) as n from user_calendar_events e
      left join user_garden g on g.user_id = e.user_id and g.plant_id = e.plant_id
      where g.user_id is null or g.save_later = 1`;
    const wrongCare = sql<{ n: number }>`select count(*) as n from user_calendar_events e
      left join care_instructions c on c.care_instruction_id = e.care_instruction_id
      where e.event_type = 'care'
        and (c.plant_id is null or c.plant_id <> e.plant_id or e.task_key <> cast(e.care_instruction_id as text))`;
    const wrongPlanting = sql<{ n: number }>`select count(*) as n from user_calendar_events
      where event_type <> 'care'
        and (care_instruction_id is not null or task_key <> 'plant-' || plant_id || '-' || replace(event_type, '_', '-'))`;
    expect(await count(outsideGarden)).toBe(0);
    expect(await count(wrongCare)).toBe(0);
    expect(await count(wrongPlanting)).toBe(0);
  });

  test("keeps a gardener's own plants in their own garden only", async () => {
    expect(result.ownPlants).toBeGreaterThan(0);
    const foreign = sql<{ n: number }>`select count(*) as n from user_garden g
      join plants p on p.plant_id = g.plant_id where p.created_by is not null and p.created_by <> g.user_id`;
    expect(await count(foreign)).toBe(0);
  });

  test('a seeded gardener signs in with the seed password, and their session cookie reads their garden', async () => {
    const settings = loadSettings({
      DATABASE_URL: url,
      AUTH_SECRET: 'seed-test-secret-seed-test-secret-0123',
      LOG_LEVEL: 'silent',
      DATA_DIR: join(tmpdir(), 'garden-guide-seed-test'),
    });
    const app = createApp({ db: handle.db, dialect: 'sqlite', settings, logger: createLogger('silent') });
    const origin = settings.PUBLIC_URL;
    const signIn = await app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ email: seedEmail(3), password: SEED_PASSWORD }),
    });
    expect(signIn.status).toBe(200);

    const garden = await app.request('/api/garden', {
      headers: { cookie: await seedSessionCookie(7, settings.AUTH_SECRET!) },
    });
    expect(garden.status).toBe(200);
    const { entries } = (await garden.json()) as { entries: unknown[] };
    const rows = await count(sql`select count(*) as n from user_garden where user_id = ${seedUserId(7)}`);
    expect(entries).toHaveLength(rows);
  });

  test('refuses a database that has gardeners already, unless forced', async () => {
    await expect(seedLarge({ database: url, users: 10, plants: PLANTS })).rejects.toThrow(/--force/);
    const again = await seedLarge({ database: url, users: 10, plants: 300, force: true });
    expect(again.users).toBe(10);
    expect(await count(sql`select count(*) as n from "user"`)).toBe(10);
    expect(await count(sql`select count(*) as n from plants where source = 'catalogue'`)).toBe(300);
  });
});
