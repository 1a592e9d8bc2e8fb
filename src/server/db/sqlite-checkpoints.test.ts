import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, test } from 'vitest';
import { openDatabase } from './database.ts';

describe('SQLite checkpoints in a worker thread', () => {
  const dir = mkdtempSync(join(tmpdir(), 'garden-guide-checkpoints-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** Opens a database file, commits 300 rows of 2 KB one by one (about 600 pages of log), and says whether the file itself grew within 3 s. */
  async function fileGrows(name: string, backgroundCheckpoints: boolean) {
    const path = join(dir, name);
    const handle = openDatabase(`file:${path}`, { backgroundCheckpoints });
    try {
      await sql`create table notes (id integer primary key, body blob)`.execute(handle.db);
      const before = statSync(path).size;
      for (let i = 0; i < 300; i++) await sql`insert into notes (body) values (randomblob(2000))`.execute(handle.db);
      let grew = false;
      for (let wait = 0; wait < 30 && !grew; wait++) {
        await new Promise((done) => setTimeout(done, 100));
        grew = statSync(path).size > before + 300 * 2000;
      }
      const { rows } = await sql<{ n: number }>`select count(*) as n from notes`.execute(handle.db);
      expect(rows[0]?.n).toBe(300);
      return grew;
    } finally {
      await handle.close();
    }
  }

  test('the log is copied back into the database file by the worker, not by the app’s commits', async () => {
    // Without the worker, 600 pages stay in the log: SQLite's own checkpoint waits for 1,000.
    expect(await fileGrows('alone.db', false)).toBe(false);
    expect(await fileGrows('with-worker.db', true)).toBe(true);
  });

  test('a database closed with its worker opens again with every row', async () => {
    const url = `file:${join(dir, 'reopened.db')}`;
    const first = openDatabase(url, { backgroundCheckpoints: true });
    await sql`create table notes (id integer primary key, body text)`.execute(first.db);
    await sql`insert into notes (body) values ('tomato'), ('basil')`.execute(first.db);
    await first.close();
    const again = openDatabase(url, { backgroundCheckpoints: true });
    try {
      const { rows } = await sql<{ body: string }>`select body from notes order by id`.execute(again.db);
      expect(rows.map((row) => row.body)).toEqual(['tomato', 'basil']);
    } finally {
      await again.close();
    }
  });
});
