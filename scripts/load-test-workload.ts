/**
 * The load test's workload and its integrity check, shared by `npm run load`
 * (scripts/load-test.ts) and the crash test.
 *
 * Each simulated gardener signs up (and verifies the address when the server mails),
 * then loops one request at a time: signing in again now and then, searching, adding a
 * plant to the garden or saving it for later, moving a saved plant to the garden,
 * removing a plant, tracking a task and ticking one off, reading the garden back. Writes
 * of one gardener are sequential, so the state they should leave is well defined.
 *
 * Every acknowledged (2xx) write goes into a ledger, and each gardener keeps the state
 * the ledger implies. A write without a clear answer (the connection dropped, a
 * timeout, a 5xx) may or may not have happened: its plant is set aside as "in doubt",
 * with both outcomes accepted, and the gardener never touches that plant again. A
 * refused connection reached nothing, so it changes nothing. At the end the garden and
 * tasks in the database (read through the API, or directly) must match: nothing lost,
 * nothing that should not be there, nothing twice.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { taskKey, type EventType } from '#shared/garden/api.ts';
import { dialectOf, openDatabase } from '#server/db/database.ts';
import type { SmtpSink } from '#tests/setup/smtp-sink.ts';
import { startAppServer, type AppServer, type ServerMode } from './load-test-server.ts';

const root = new URL('..', import.meta.url).pathname;

export const PLANT_IDS: readonly string[] = readdirSync(join(root, 'data/plants'))
  .filter((name) => name.endsWith('.json'))
  .map((name) => name.slice(0, -'.json'.length));

const ZIPS: readonly string[] = readFileSync(join(root, 'data/climate/zip-climate.tsv'), 'utf8')
  .split('\n')
  .slice(1)
  .filter(Boolean)
  .map((line) => line.slice(0, 5));

/** What gardeners type into the search: whole names, first letters, two words. */
const SEARCH_WORDS = ['tomato', 'to', 'bean', 'pole bean', 'basil', 'pepper', 'fig', 'lettuce', 'squash', 'mint'];

/** Plants a gardener keeps at most, so removals keep pace with additions. */
const MAX_PLANTS = 15;
/** Sign-in allows 5 attempts per address and minute; one every 20 s stays well inside it. */
export const SIGN_IN_EVERY_MS = 20_000;
const REQUEST_TIMEOUT_MS = 30_000;
const PASSWORD = 'load-test-trellis-42';

const pick = <T>(list: readonly T[]): T => list[randomInt(list.length)]!;

// ---------------------------------------------------------------------------
// Figures

export type Kind =
  | 'sign-up'
  | 'verify e-mail'
  | 'profile'
  | 'session'
  | 'sign-in'
  | 'search'
  | 'list garden'
  | 'list tasks'
  | 'add to garden'
  | 'save for later'
  | 'move to garden'
  | 'remove'
  | 'add task'
  | 'toggle task';

/** An answer's status, or what happened instead of one. */
type Status = number | 'refused' | 'dropped' | 'timeout';

/** Requests by kind: their latencies and how they were answered. */
export class Figures {
  private readonly kinds = new Map<string, { ms: number[]; statuses: Map<string, number> }>();

  record(kind: Kind, status: Status, ms: number): void {
    let entry = this.kinds.get(kind);
    if (!entry) this.kinds.set(kind, (entry = { ms: [], statuses: new Map() }));
    // A refused connection took no server time; its latency would only blur the figures.
    if (status !== 'refused') entry.ms.push(ms);
    const key = String(status);
    entry.statuses.set(key, (entry.statuses.get(key) ?? 0) + 1);
  }

  /** Requests answered, by status class or failure ('2xx', '404', '500', 'dropped', …). */
  outcomes(): Map<string, number> {
    const total = new Map<string, number>();
    for (const { statuses } of this.kinds.values()) {
      for (const [status, n] of statuses) {
        const key = /^2\d\d$/.test(status) || status === '302' ? '2xx' : status;
        total.set(key, (total.get(key) ?? 0) + n);
      }
    }
    return total;
  }

  /** One line per kind: requests, requests per second over `seconds`, p50 and p99, errors by status. */
  table(seconds: number): string {
    const head = `${'kind'.padEnd(16)} ${'requests'.padStart(9)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)}  errors`;
    const rows = [head];
    const all: number[] = [];
    const allErrors = new Map<string, number>();
    const line = (name: string, ms: number[], errors: Map<string, number>) => {
      const sorted = [...ms].sort((a, b) => a - b);
      const errorText = [...errors].map(([status, n]) => `${status}×${n}`).join(' ') || '-';
      rows.push(
        `${name.padEnd(16)} ${String(ms.length).padStart(9)} ${(ms.length / seconds).toFixed(1).padStart(8)} ${percentile(sorted, 0.5).padStart(8)} ${percentile(sorted, 0.99).padStart(8)}  ${errorText}`,
      );
    };
    for (const [name, { ms, statuses }] of this.kinds) {
      const errors = new Map([...statuses].filter(([status]) => !/^(2\d\d|302)$/.test(status)));
      for (const [status, n] of errors) allErrors.set(status, (allErrors.get(status) ?? 0) + n);
      all.push(...ms);
      line(name, ms, errors);
    }
    line('all', all, allErrors);
    return rows.join('\n');
  }
}

function percentile(sorted: readonly number[], p: number): string {
  if (!sorted.length) return '-';
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!.toFixed(1);
}

// ---------------------------------------------------------------------------
// The ledger and each gardener's expected state

type Place = 'garden' | 'saved';

/** One plant of one gardener as the database should hold it: where it is, and its tasks (key → done). */
interface PlantSnapshot {
  place: Place | null;
  tasks: Record<string, boolean>;
}

export interface LedgerEntry {
  /** Milliseconds since the ledger began, when the acknowledgement arrived. */
  at: number;
  gardener: number;
  kind: Kind;
  plantId: string;
  task?: string;
}

/** Every acknowledged write, and what went wrong on the way. */
export class Ledger {
  readonly started = performance.now();
  readonly entries: LedgerEntry[] = [];
  /** Writes whose outcome is unknown (their plant is in doubt). */
  inDoubt = 0;
  /** Answers that contradict the ledger (a 404 for a plant that should be there, a repeat reported as new). */
  readonly anomalies: string[] = [];

  acknowledge(entry: Omit<LedgerEntry, 'at'>): void {
    this.entries.push({ ...entry, at: performance.now() - this.started });
  }

  anomaly(text: string): void {
    this.anomalies.push(text);
  }
}

export interface Target {
  /** Where requests go, e.g. http://127.0.0.1:3400. */
  baseUrl: string;
  /** The server's PUBLIC_URL origin: state-changing requests carry it, as a browser's do. */
  origin: string;
}

type Outcome =
  | { type: 'answer'; status: number; body: unknown; res: Response }
  | { type: 'refused' }
  | { type: 'lost'; reason: 'dropped' | 'timeout' | 'server error'; detail: string };

interface TaskModel {
  id: number;
  plantId: string;
  completed: boolean;
}

export class Gardener {
  readonly email: string;
  readonly password = PASSWORD;
  readonly zip = pick(ZIPS);
  userId = '';
  readonly cookies = new Map<string, string>();
  /** The plants the ledger says this gardener has, and where. */
  readonly plants = new Map<string, Place>();
  /** Tracked tasks by task key. */
  readonly tasks = new Map<string, TaskModel>();
  /** Plants set aside after a write of unknown outcome: the states the database may hold. */
  readonly frozen = new Map<string, PlantSnapshot[]>();
  /** Care step ids by plant, from the plant as the API showed it. */
  private readonly careIds = new Map<string, number[]>();
  private lastSignIn = -Infinity;
  private signInEveryMs = SIGN_IN_EVERY_MS;
  private candidate: string | undefined;

  constructor(
    readonly index: number,
    readonly ip: string,
    runId: string,
    /** The server this gardener talks to (a test may point it at a restored copy). */
    public target: Target,
    /** Where this gardener's requests are counted: the set-up's figures, then the workload's. */
    public figures: Figures,
    private readonly ledger: Ledger,
  ) {
    this.email = `load-${runId}-${index}@example.org`;
  }

  /** One request as this gardener's browser sends it; records its figures. */
  async call(kind: Kind, method: string, path: string, body?: unknown): Promise<Outcome> {
    const headers: Record<string, string> = { 'x-forwarded-for': this.ip };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (method !== 'GET') headers.origin = this.target.origin;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const started = performance.now();
    let res: Response;
    try {
      res = await fetch(new URL(path, this.target.baseUrl), {
        method,
        headers,
        redirect: 'manual',
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    } catch (error) {
      const ms = performance.now() - started;
      const code = (error as { cause?: { code?: string } }).cause?.code;
      if (code === 'ECONNREFUSED') {
        this.figures.record(kind, 'refused', ms);
        return { type: 'refused' };
      }
      const timeout = (error as Error).name === 'TimeoutError';
      this.figures.record(kind, timeout ? 'timeout' : 'dropped', ms);
      return {
        type: 'lost',
        reason: timeout ? 'timeout' : 'dropped',
        detail: String(code ?? (error as Error).message),
      };
    }
    let text = '';
    try {
      text = await res.text();
    } catch (error) {
      this.figures.record(kind, 'dropped', performance.now() - started);
      return { type: 'lost', reason: 'dropped', detail: `body: ${(error as Error).message}` };
    }
    this.figures.record(kind, res.status, performance.now() - started);
    this.keepCookies(res);
    if (res.status >= 500)
      return { type: 'lost', reason: 'server error', detail: `${res.status} ${text.slice(0, 200)}` };
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text
    }
    return { type: 'answer', status: res.status, body: parsed, res };
  }

  private keepCookies(res: Response): void {
    for (const cookie of res.headers.getSetCookie()) {
      const [pair = '', ...attributes] = cookie.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (value === '' || attributes.some((a) => /^\s*max-age=0\s*$/i.test(a))) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /** Sign-up, verification (or sign-in where the server does not mail), the user id and a ZIP in the profile. */
  async signUp(mail: SmtpSink | undefined): Promise<void> {
    const signUp = await this.call('sign-up', 'POST', '/api/auth/sign-up/email', {
      email: this.email,
      password: this.password,
      name: `Load ${this.index}`,
    });
    expectAnswer(signUp, 200, `sign-up of ${this.email}`);
    if (mail) {
      const message = await mail.waitForMail(this.email, { timeoutMs: 30_000 });
      const link = message.links.find((l) => l.includes('/verify-email'));
      if (!link) throw new Error(`the verification mail to ${this.email} has no link:\n${message.text}`);
      const url = new URL(link);
      // The link signs the new account in (a redirect that sets the session cookie).
      expectAnswer(await this.call('verify e-mail', 'GET', url.pathname + url.search), 302, 'e-mail verification');
    } else {
      const signIn = await this.call('sign-in', 'POST', '/api/auth/sign-in/email', {
        email: this.email,
        password: this.password,
      });
      if (signIn.type === 'answer' && signIn.status === 403) {
        throw new Error(
          'the server requires e-mail verification: let `npm run load` start it, or run it without SMTP_URL',
        );
      }
      expectAnswer(signIn, 200, 'sign-in');
      this.lastSignIn = performance.now();
    }
    const session = await this.call('session', 'GET', '/api/auth/get-session');
    expectAnswer(session, 200, 'get-session');
    const id = (session as { body: { user?: { id?: string } } | null }).body?.user?.id;
    if (!id) throw new Error(`${this.email} is not signed in after sign-up`);
    this.userId = id;
    expectAnswer(await this.call('profile', 'PUT', '/api/profile', { zip_code: this.zip }), 200, 'profile');
  }

  /**
   * How often the gardener signs in again (Infinity: not during the workload), the first
   * time at a random point of the interval: signing in hashes the password (scrypt, tens
   * of milliseconds of CPU), and a hundred at the same instant would measure only that queue.
   */
  scheduleSignIns(everyMs: number): void {
    this.signInEveryMs = everyMs;
    this.lastSignIn = Number.isFinite(everyMs)
      ? performance.now() - randomInt(Math.max(1, Math.round(everyMs)))
      : performance.now();
  }

  /** One step of the workload: a request chosen among those the gardener's state allows. */
  async step(): Promise<Outcome> {
    if (performance.now() - this.lastSignIn >= this.signInEveryMs) return this.signIn();
    const inGarden = [...this.plants].filter(([, place]) => place === 'garden').map(([id]) => id);
    const saved = [...this.plants].filter(([, place]) => place === 'saved').map(([id]) => id);
    const untracked = inGarden.flatMap((id) => this.untrackedTasks(id));
    const full = this.plants.size >= MAX_PLANTS;
    const choices: [number, () => Promise<Outcome>][] = [
      [18, () => this.search()],
      [5, () => this.listGarden()],
      [3, () => this.listTasks()],
      [full ? 0 : 12, () => this.add(false)],
      [full ? 0 : 7, () => this.add(true)],
      [saved.length ? 8 : 0, () => this.moveToGarden(pick(saved))],
      [this.plants.size ? (full ? 25 : 8) : 0, () => this.remove(pick([...this.plants.keys()]))],
      [untracked.length ? 14 : 0, () => this.addTask(pick(untracked))],
      [this.tasks.size ? 20 : 0, () => this.toggleTask(pick([...this.tasks.keys()]))],
    ];
    let roll = Math.random() * choices.reduce((sum, [weight]) => sum + weight, 0);
    for (const [weight, run] of choices) {
      roll -= weight;
      if (weight > 0 && roll < 0) return run();
    }
    return this.search();
  }

  private async signIn(): Promise<Outcome> {
    const out = await this.call('sign-in', 'POST', '/api/auth/sign-in/email', {
      email: this.email,
      password: this.password,
    });
    if (out.type !== 'refused') this.lastSignIn = performance.now();
    if (out.type === 'answer' && out.status !== 200) this.ledger.anomaly(`sign-in of ${this.email}: ${out.status}`);
    return out;
  }

  private async search(): Promise<Outcome> {
    const q = encodeURIComponent(pick(SEARCH_WORDS));
    const out = await this.call('search', 'GET', `/api/plants/search?q=${q}&zip=${this.zip}`);
    if (out.type === 'answer' && out.status === 200) {
      const ids = ((out.body as { results?: { id: string }[] }).results ?? []).map((r) => r.id);
      const fresh = ids.filter((id) => this.isFree(id));
      if (fresh.length) this.candidate = pick(fresh);
    }
    return out;
  }

  private isFree(plantId: string): boolean {
    return !this.plants.has(plantId) && !this.frozen.has(plantId);
  }

  /** The plant the last search found, else any catalogue plant the gardener does not have. */
  private nextPlant(): string {
    if (this.candidate && this.isFree(this.candidate)) return this.candidate;
    for (;;) {
      const id = pick(PLANT_IDS);
      if (this.isFree(id)) return id;
    }
  }

  private async add(saveLater: boolean): Promise<Outcome> {
    const plantId = this.nextPlant();
    const kind: Kind = saveLater ? 'save for later' : 'add to garden';
    const place: Place = saveLater ? 'saved' : 'garden';
    const out = await this.call(kind, 'POST', '/api/garden', { plant_id: plantId, save_later: saveLater });
    return this.settle(out, kind, plantId, undefined, 200, () => {
      const { entry, changed } = (out as { body: { entry: GardenEntryBody; changed: boolean } }).body;
      this.rememberCare(plantId, entry);
      if (!changed || entry.save_later !== saveLater)
        return `answered changed=${changed} save_later=${entry.save_later}`;
      this.plants.set(plantId, place);
      return undefined;
    });
  }

  private async moveToGarden(plantId: string): Promise<Outcome> {
    const out = await this.call('move to garden', 'PATCH', `/api/garden/${plantId}`, { save_later: false });
    return this.settle(out, 'move to garden', plantId, undefined, 200, () => {
      const { entry, changed } = (out as { body: { entry: GardenEntryBody; changed: boolean } }).body;
      this.rememberCare(plantId, entry);
      if (!changed || entry.save_later) return `answered changed=${changed} save_later=${entry.save_later}`;
      this.plants.set(plantId, 'garden');
      return undefined;
    });
  }

  private async remove(plantId: string): Promise<Outcome> {
    const out = await this.call('remove', 'DELETE', `/api/garden/${plantId}`);
    return this.settle(out, 'remove', plantId, undefined, 204, () => {
      this.plants.delete(plantId);
      for (const [key, task] of this.tasks) if (task.plantId === plantId) this.tasks.delete(key);
      return undefined;
    });
  }

  private untrackedTasks(plantId: string): { plantId: string; eventType: EventType; careId: number | null }[] {
    const all = [
      { plantId, eventType: 'planting' as const, careId: null },
      { plantId, eventType: 'seed_starting' as const, careId: null },
      ...(this.careIds.get(plantId) ?? []).map((careId) => ({ plantId, eventType: 'care' as const, careId })),
    ];
    return all.filter(
      (t) => !this.tasks.has(taskKey({ plant_id: plantId, care_instruction_id: t.careId, event_type: t.eventType })),
    );
  }

  private async addTask(task: { plantId: string; eventType: EventType; careId: number | null }): Promise<Outcome> {
    const key = taskKey({ plant_id: task.plantId, care_instruction_id: task.careId, event_type: task.eventType });
    const out = await this.call('add task', 'POST', '/api/tasks', {
      plant_id: task.plantId,
      event_type: task.eventType,
      ...(task.careId === null ? {} : { care_instruction_id: task.careId }),
    });
    return this.settle(out, 'add task', task.plantId, key, 200, () => {
      const answer = (out as { body: { task: TaskBody; changed: boolean } }).body;
      if (!answer.changed || answer.task.task_key !== key || answer.task.completed) {
        return `answered changed=${answer.changed} key=${answer.task.task_key}`;
      }
      this.tasks.set(key, { id: answer.task.calendar_event_id, plantId: task.plantId, completed: false });
      return undefined;
    });
  }

  private async toggleTask(key: string): Promise<Outcome> {
    const task = this.tasks.get(key)!;
    const completed = !task.completed;
    const out = await this.call('toggle task', 'PATCH', `/api/tasks/${task.id}`, { completed });
    return this.settle(out, 'toggle task', task.plantId, key, 200, () => {
      const answer = (out as { body: TaskBody }).body;
      if (answer.completed !== completed || answer.task_key !== key) {
        return `answered completed=${answer.completed} key=${answer.task_key}`;
      }
      task.completed = completed;
      return undefined;
    });
  }

  private async listGarden(): Promise<Outcome> {
    const out = await this.call('list garden', 'GET', '/api/garden');
    if (out.type === 'answer') {
      if (out.status !== 200) this.ledger.anomaly(`${this.email} list garden: ${out.status}`);
      else {
        const seen = new Map<string, Place>();
        for (const e of (out.body as { entries: GardenEntryBody[] }).entries) {
          if (!this.frozen.has(e.plant_id)) seen.set(e.plant_id, e.save_later ? 'saved' : 'garden');
        }
        const expected = [...this.plants].sort().join();
        const actual = [...seen].sort().join();
        if (expected !== actual)
          this.ledger.anomaly(`${this.email} read its garden as ${actual}, expected ${expected}`);
      }
    }
    return out;
  }

  private async listTasks(): Promise<Outcome> {
    const out = await this.call('list tasks', 'GET', '/api/tasks');
    if (out.type === 'answer') {
      if (out.status !== 200) this.ledger.anomaly(`${this.email} list tasks: ${out.status}`);
      else {
        const actual = (out.body as { tasks: TaskBody[] }).tasks
          .filter((t) => !this.frozen.has(t.plant_id))
          .map((t) => `${t.task_key}=${t.completed}`)
          .sort()
          .join();
        const expected = [...this.tasks]
          .map(([key, t]) => `${key}=${t.completed}`)
          .sort()
          .join();
        if (expected !== actual) this.ledger.anomaly(`${this.email} read its tasks as ${actual}, expected ${expected}`);
      }
    }
    return out;
  }

  private rememberCare(plantId: string, entry: GardenEntryBody): void {
    const care = entry.plant?.care;
    if (!care) return;
    const ids = [...care.must_do, ...care.good_to_do, ...care.optional].map((step) => step.care_instruction_id);
    this.careIds.set(plantId, ids.slice(0, 4));
  }

  /**
   * Applies a write's outcome to the gardener's expected state: an acknowledgement goes
   * into the ledger; an unknown outcome sets the plant aside with both states allowed;
   * an answer that contradicts the ledger is an anomaly, and the plant is set aside with
   * the state the ledger expects (so the final check reports it too).
   */
  private settle(
    out: Outcome,
    kind: Kind,
    plantId: string,
    task: string | undefined,
    okStatus: number,
    apply: () => string | undefined,
  ): Outcome {
    if (out.type === 'refused') return out;
    const before = this.snapshot(plantId);
    if (out.type === 'lost') {
      this.ledger.inDoubt += 1;
      const after = this.simulate(kind, plantId, task);
      this.freeze(plantId, [before, after]);
      return out;
    }
    const problem =
      out.status === okStatus ? apply() : `answered ${out.status} ${JSON.stringify(out.body).slice(0, 200)}`;
    if (problem) {
      this.ledger.anomaly(`${this.email} ${kind} ${task ?? plantId}: ${problem}`);
      this.freeze(plantId, [before]);
      return out;
    }
    this.ledger.acknowledge({ gardener: this.index, kind, plantId, ...(task ? { task } : {}) });
    return out;
  }

  /** The state the plant would have if the write had been applied. */
  private simulate(kind: Kind, plantId: string, task: string | undefined): PlantSnapshot {
    const next = this.snapshot(plantId);
    if (kind === 'add to garden') next.place = 'garden';
    else if (kind === 'save for later') next.place = 'saved';
    else if (kind === 'move to garden') next.place = 'garden';
    else if (kind === 'remove') return { place: null, tasks: {} };
    else if (kind === 'add task') next.tasks[task!] = false;
    else if (kind === 'toggle task') next.tasks[task!] = !next.tasks[task!];
    return next;
  }

  private snapshot(plantId: string): PlantSnapshot {
    const tasks: Record<string, boolean> = {};
    for (const [key, t] of this.tasks) if (t.plantId === plantId) tasks[key] = t.completed;
    return { place: this.plants.get(plantId) ?? null, tasks };
  }

  private freeze(plantId: string, states: PlantSnapshot[]): void {
    this.frozen.set(plantId, states);
    this.plants.delete(plantId);
    for (const [key, t] of this.tasks) if (t.plantId === plantId) this.tasks.delete(key);
    if (this.candidate === plantId) this.candidate = undefined;
  }

  /** Every plant the final check looks at, with the states the database may hold for it. */
  expectations(): Map<string, PlantSnapshot[]> {
    const expected = new Map(this.frozen);
    for (const plantId of this.plants.keys()) expected.set(plantId, [this.snapshot(plantId)]);
    return expected;
  }
}

interface GardenEntryBody {
  plant_id: string;
  save_later: boolean;
  plant?: { care?: Record<'must_do' | 'good_to_do' | 'optional', { care_instruction_id: number }[]> };
}

interface TaskBody {
  calendar_event_id: number;
  plant_id: string;
  task_key: string;
  completed: boolean;
}

function expectAnswer(out: Outcome, status: number, what: string): void {
  if (out.type !== 'answer') throw new Error(`${what}: ${out.type === 'refused' ? 'connection refused' : out.detail}`);
  if (out.status !== status) throw new Error(`${what}: ${out.status} ${JSON.stringify(out.body)}`);
}

// ---------------------------------------------------------------------------
// Running it

/** Signs up `count` gardeners, `concurrency` at a time, each from its own address. */
export async function createGardeners(
  target: Target,
  count: number,
  options: { figures: Figures; ledger: Ledger; mail?: SmtpSink | undefined; concurrency?: number },
): Promise<Gardener[]> {
  const runId = randomBytes(4).toString('hex');
  const net = randomInt(256);
  const gardeners = Array.from(
    { length: count },
    (_, i) =>
      new Gardener(
        i,
        `10.${net}.${Math.floor(i / 250)}.${(i % 250) + 1}`,
        runId,
        target,
        options.figures,
        options.ledger,
      ),
  );
  let next = 0;
  const worker = async () => {
    while (next < gardeners.length) await gardeners[next++]!.signUp(options.mail);
  };
  await Promise.all(Array.from({ length: Math.min(options.concurrency ?? 10, count) }, worker));
  return gardeners;
}

/** Runs every gardener's loop until `until` (a time from performance.now()) or `stop` says so. */
export async function runWorkload(
  gardeners: readonly Gardener[],
  options: {
    until: number;
    figures: Figures;
    stop?: () => boolean;
    /** How often each gardener signs in again (Infinity: never); SIGN_IN_EVERY_MS by default. */
    signInEveryMs?: number;
  },
): Promise<void> {
  await Promise.all(
    gardeners.map(async (gardener) => {
      gardener.figures = options.figures;
      gardener.scheduleSignIns(options.signInEveryMs ?? SIGN_IN_EVERY_MS);
      while (performance.now() < options.until && !options.stop?.()) {
        const out = await gardener.step();
        // Nobody is listening (a restart): wait a little instead of spinning.
        if (out.type === 'refused') await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }),
  );
}

// ---------------------------------------------------------------------------
// The check

export interface CheckReport {
  /** Plants compared, and those whose state matched the ledger. */
  plants: number;
  matched: number;
  /** Acknowledged state missing from the database. */
  lost: string[];
  /** In the database although the ledger says it should not be. */
  unexpected: string[];
  /** There, but in another state (place, task done or not, a task missing or extra). */
  differs: string[];
  /** A plant or task listed twice for one gardener. */
  duplicated: string[];
}

export function isClean(report: CheckReport): boolean {
  return !report.lost.length && !report.unexpected.length && !report.differs.length && !report.duplicated.length;
}

type Actual = Map<string, { places: Place[]; tasks: Map<string, boolean[]> }>;

function compare(gardener: Gardener, actual: Actual, report: CheckReport): void {
  const expected = gardener.expectations();
  const plants = new Set([...expected.keys(), ...actual.keys()]);
  for (const plantId of plants) {
    report.plants += 1;
    const got = actual.get(plantId);
    const who = `${gardener.email} ${plantId}`;
    if (got && (got.places.length > 1 || [...got.tasks.values()].some((done) => done.length > 1))) {
      report.duplicated.push(`${who}: ${JSON.stringify({ places: got.places, tasks: Object.fromEntries(got.tasks) })}`);
      continue;
    }
    const snapshot: PlantSnapshot = {
      place: got?.places[0] ?? null,
      tasks: Object.fromEntries([...(got?.tasks ?? [])].map(([key, [done]]) => [key, done!])),
    };
    const allowed = expected.get(plantId) ?? [{ place: null, tasks: {} }];
    const text = canonical(snapshot);
    if (allowed.some((state) => canonical(state) === text)) {
      report.matched += 1;
      continue;
    }
    const line = `${who}: database ${text}, ledger ${allowed.map(canonical).join(' or ')}`;
    if (snapshot.place === null && allowed.every((s) => s.place !== null)) report.lost.push(line);
    else if (snapshot.place !== null && allowed.every((s) => s.place === null)) report.unexpected.push(line);
    else report.differs.push(line);
  }
}

function canonical(state: PlantSnapshot): string {
  const tasks = Object.entries(state.tasks)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, done]) => `${key}${done ? '✓' : ''}`);
  return `${state.place ?? 'absent'}[${tasks.join(',')}]`;
}

function emptyReport(): CheckReport {
  return { plants: 0, matched: 0, lost: [], unexpected: [], differs: [], duplicated: [] };
}

function addRow(actual: Actual, plantId: string): { places: Place[]; tasks: Map<string, boolean[]> } {
  let row = actual.get(plantId);
  if (!row) actual.set(plantId, (row = { places: [], tasks: new Map() }));
  return row;
}

/** Compares each gardener's garden and tasks, as the API lists them, with the ledger. */
export async function checkThroughApi(gardeners: readonly Gardener[]): Promise<CheckReport> {
  const report = emptyReport();
  const figures = new Figures();
  for (const gardener of gardeners) {
    gardener.figures = figures;
    const garden = await gardener.call('list garden', 'GET', '/api/garden');
    const tasks = await gardener.call('list tasks', 'GET', '/api/tasks');
    expectAnswer(garden, 200, `the garden of ${gardener.email}`);
    expectAnswer(tasks, 200, `the tasks of ${gardener.email}`);
    const actual: Actual = new Map();
    for (const entry of (garden as { body: { entries: GardenEntryBody[] } }).body.entries) {
      addRow(actual, entry.plant_id).places.push(entry.save_later ? 'saved' : 'garden');
    }
    for (const task of (tasks as { body: { tasks: TaskBody[] } }).body.tasks) {
      const done = addRow(actual, task.plant_id).tasks;
      done.set(task.task_key, [...(done.get(task.task_key) ?? []), task.completed]);
    }
    compare(gardener, actual, report);
  }
  return report;
}

const asBoolean = (value: unknown) => value === true || value === 1 || value === '1' || value === 't';

/** The same comparison on the database's own rows (SQLite or PostgreSQL). */
export async function checkDatabase(databaseUrl: string, gardeners: readonly Gardener[]): Promise<CheckReport> {
  const report = emptyReport();
  const handle = openDatabase(databaseUrl, { poolSize: 2 });
  try {
    const ids = gardeners.map((g) => g.userId);
    const garden = await handle.db
      .selectFrom('user_garden')
      .select(['user_id', 'plant_id', 'save_later'])
      .where('user_id', 'in', ids)
      .execute();
    const tasks = await handle.db
      .selectFrom('user_calendar_events')
      .select(['user_id', 'plant_id', 'task_key', 'completed'])
      .where('user_id', 'in', ids)
      .execute();
    for (const gardener of gardeners) {
      const actual: Actual = new Map();
      for (const row of garden) {
        if (row.user_id === gardener.userId) {
          addRow(actual, row.plant_id).places.push(asBoolean(row.save_later) ? 'saved' : 'garden');
        }
      }
      for (const row of tasks) {
        if (row.user_id !== gardener.userId) continue;
        const done = addRow(actual, row.plant_id).tasks;
        done.set(row.task_key, [...(done.get(row.task_key) ?? []), asBoolean(row.completed)]);
      }
      compare(gardener, actual, report);
    }
  } finally {
    await handle.close();
  }
  return report;
}

/** `PRAGMA integrity_check` of an SQLite file: 'ok', or the problems it lists. */
export function sqliteIntegrity(path: string): string {
  const db = new SQLite(path, { fileMustExist: true });
  try {
    return (db.pragma('integrity_check') as { integrity_check: string }[]).map((r) => r.integrity_check).join('\n');
  } finally {
    db.close();
  }
}

// ---------------------------------------------------------------------------
// The whole run, for the command line

export interface LoadOptions {
  /** The database the started server runs on (and that the check reads), or the one behind `url`. */
  databaseUrl?: string | undefined;
  /** A running server to load instead of starting one. */
  url?: string | undefined;
  users: number;
  seconds: number;
  port: number;
  mode: ServerMode;
  /** SIGKILL the started server this many seconds into the run and start it again at once. */
  crashAfter?: number | undefined;
  /** How often each gardener signs in again, in milliseconds (Infinity: only at sign-up). */
  signInEveryMs?: number | undefined;
  log: (line: string) => void;
}

/** How long a crash run goes on after the restart. */
const AFTER_RESTART_MS = 5000;

export interface LoadResult {
  setup: Figures;
  figures: Figures;
  ledger: Ledger;
  api: CheckReport;
  database: CheckReport | undefined;
  integrity: string | undefined;
  seconds: number;
  setupSeconds: number;
  /** Peak memory of the (last) server process, in MB. */
  peakMemoryMb: number | undefined;
  passed: boolean;
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const { log } = options;
  let server: AppServer | undefined;
  let databaseUrl = options.databaseUrl;
  if (options.crashAfter !== undefined && options.url) throw new Error('--crash-after needs a server this run starts');
  // The started server's folder, and its SQLite file unless --database names one: removed
  // after a run that passed, kept for a look after one that failed.
  let workDir: string | undefined;
  if (!options.url) {
    workDir = mkdtempSync(join(tmpdir(), 'garden-guide-load-'));
    databaseUrl ??= `file:${join(workDir, 'garden.db')}`;
    log(`starting the app (${options.mode}) on ${redactUrl(databaseUrl)} …`);
    server = await startAppServer({
      databaseUrl,
      port: options.port,
      mode: options.mode,
      dataDir: workDir,
      verifyEmail: true,
    });
  }
  let passed = false;
  const baseUrl = options.url ?? server!.baseUrl;
  const target: Target = { baseUrl, origin: new URL(baseUrl).origin };
  const setup = new Figures();
  const figures = new Figures();
  const ledger = new Ledger();
  try {
    log(`signing up ${options.users} gardeners${server?.mail ? ' (with e-mail verification)' : ''} …`);
    const setupStarted = performance.now();
    const gardeners = await createGardeners(target, options.users, { figures: setup, ledger, mail: server?.mail });
    const setupSeconds = (performance.now() - setupStarted) / 1000;
    log(`running the workload for ${options.seconds} s …`);
    const started = performance.now();
    const deadline = started + options.seconds * 1000;
    // A crash run goes on for a few seconds after the restart, however long it took, so
    // the restarted server takes writes too.
    let restartedAt = options.crashAfter === undefined ? -Infinity : Infinity;
    const crash =
      options.crashAfter === undefined
        ? Promise.resolve()
        : (async () => {
            await new Promise((resolve) => setTimeout(resolve, options.crashAfter! * 1000));
            log(`SIGKILL to the server after ${options.crashAfter} s (${ledger.entries.length} writes acknowledged)`);
            await server!.kill();
            await server!.start();
            restartedAt = performance.now();
            log(`restarted ${((restartedAt - started) / 1000).toFixed(1)} s into the run`);
          })();
    const stop = () => performance.now() >= Math.max(deadline, restartedAt + AFTER_RESTART_MS);
    await Promise.all([
      runWorkload(gardeners, { until: Infinity, stop, figures, signInEveryMs: options.signInEveryMs }),
      crash,
    ]);
    const seconds = (performance.now() - started) / 1000;

    const api = await checkThroughApi(gardeners);
    const peakMemoryMb = server ? peakMemory(server.child()?.pid) : undefined;
    let database: CheckReport | undefined;
    let integrity: string | undefined;
    if (server) await server.stop({ final: true });
    if (databaseUrl) {
      database = await checkDatabase(databaseUrl, gardeners);
      if (dialectOf(databaseUrl) === 'sqlite' && server) integrity = sqliteIntegrity(databaseUrl.replace(/^file:/, ''));
    }
    // Network failures are the point of a crash run; anywhere else they are failures too.
    const failures = [...figures.outcomes()].filter(
      ([status]) => status !== '2xx' && !(options.crashAfter !== undefined && ['refused', 'dropped'].includes(status)),
    );
    passed =
      isClean(api) &&
      (!database || isClean(database)) &&
      (integrity === undefined || integrity === 'ok') &&
      ledger.anomalies.length === 0 &&
      failures.length === 0;
    return { setup, figures, ledger, api, database, integrity, seconds, setupSeconds, peakMemoryMb, passed };
  } finally {
    await server?.stop({ final: true });
    if (workDir && passed) rmSync(workDir, { recursive: true, force: true });
    else if (workDir) log(`kept for a look: ${workDir}`);
  }
}

function peakMemory(pid: number | undefined): number | undefined {
  if (!pid) return undefined;
  try {
    const kb = Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    return Number.isFinite(kb) ? Math.round(kb / 1024) : undefined;
  } catch {
    return undefined;
  }
}

/** A database URL without its password, for printing. */
export function redactUrl(url: string): string {
  return url.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');
}

/** The report's lines: figures, the ledger and the checks. */
export function describeResult(result: LoadResult, users: number): string {
  const lines: string[] = [];
  lines.push(
    `set-up (${users} gardeners, ${result.setupSeconds.toFixed(1)} s):`,
    result.setup.table(result.setupSeconds),
  );
  lines.push(
    '',
    `workload (${users} gardeners, ${result.seconds.toFixed(1)} s):`,
    result.figures.table(result.seconds),
  );
  const outcomes = [...result.figures.outcomes()].map(([status, n]) => `${status}: ${n}`).join(', ');
  lines.push('', `answers: ${outcomes}`);
  lines.push(`ledger: ${result.ledger.entries.length} acknowledged writes, ${result.ledger.inDoubt} in doubt`);
  const describe = (name: string, report: CheckReport) => {
    lines.push(
      `${name}: ${report.matched}/${report.plants} plants as the ledger says; lost ${report.lost.length}, unexpected ${report.unexpected.length}, different ${report.differs.length}, duplicated ${report.duplicated.length}`,
    );
    for (const line of [...report.lost, ...report.unexpected, ...report.differs, ...report.duplicated].slice(0, 10)) {
      lines.push(`  ${line}`);
    }
  };
  describe('check through the API', result.api);
  if (result.database) describe('check in the database', result.database);
  if (result.integrity !== undefined) lines.push(`PRAGMA integrity_check: ${result.integrity}`);
  if (result.ledger.anomalies.length) {
    lines.push(`answers that contradict the ledger: ${result.ledger.anomalies.length}`);
    for (const a of result.ledger.anomalies.slice(0, 10)) lines.push(`  ${a}`);
  }
  if (result.peakMemoryMb !== undefined)
    lines.push(`server peak memory (RSS high-water mark): ${result.peakMemoryMb} MB`);
  lines.push(result.passed ? 'PASSED' : 'FAILED');
  return lines.join('\n');
}
