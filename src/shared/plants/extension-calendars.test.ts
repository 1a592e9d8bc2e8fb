/**
 * Our computed months checked against US university extension planting
 * calendars. data/extension-calendars.json holds, for a cold, a temperate and
 * a hot reference place, the windows the extension services give (a reviewed
 * table, not computed by our rules); this test computes plantSchedule() for
 * each plant at the place's real ZIP row and requires every recommended month
 * to fall inside the matching extension window. A window given on one side
 * only is a failure too, unless the entry skips it with a reason.
 * docs/guidance-rules.md ('Checked against extension calendars') describes it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { afterAll, describe, expect, test } from 'vitest';
import { z } from 'zod';
import type { PlantFile } from './catalogue-schema.ts';
import { MONTH_NAMES, type MonthName } from './months.ts';
import { frostCalendar, plantSchedule, type PlantSchedule } from './schedule.ts';
import { PLANTS_DIR, placeOfZip, readPlant } from './test-support.ts';

const CALENDARS_FILE = new URL('../../../data/extension-calendars.json', import.meta.url);

const PLACE_KEYS = ['cold', 'temperate', 'hot'] as const;
const WINDOW_KINDS = ['seedStarting', 'planting', 'fallPlanting'] as const;
type WindowKind = (typeof WINDOW_KINDS)[number];

const MonthSchema = z.enum(MONTH_NAMES);
/** An inclusive month range, first to last; ['October', 'February'] wraps the new year. */
const MonthWindowSchema = z.tuple([MonthSchema, MonthSchema]);
type MonthWindow = z.infer<typeof MonthWindowSchema>;

const PlaceSchema = z.strictObject({ zip: z.string().regex(/^\d{5}$/), name: z.string().min(1) });

const SourceSchema = z.strictObject({
  place: z.enum(PLACE_KEYS),
  publisher: z.string().min(1),
  name: z.string().min(1),
  url: z.url().nullable(),
  /** The kinds of window this source gives at all; the others are not compared for its entries. */
  gives: z.array(z.enum(WINDOW_KINDS)).min(1),
  note: z.string().min(1).optional(),
});

const plantFileExists = (id: string) => existsSync(new URL(`${id}.json`, PLANTS_DIR));

const EntrySchema = z.strictObject({
  plant: z.string().refine(plantFileExists, { message: 'no such plant in data/plants' }),
  place: z.enum(PLACE_KEYS),
  sources: z.array(z.string()).min(1),
  // Present when a source of the entry gives this kind of window (null: none for this plant); absent otherwise.
  seedStarting: MonthWindowSchema.nullable().optional(),
  planting: MonthWindowSchema.nullable().optional(),
  fallPlanting: MonthWindowSchema.nullable().optional(),
  /** One unbroken run from spring into late summer: it also holds a late-summer sowing. */
  continuous: z.literal(true).optional(),
  /** A window given on one side only that is a difference of method, not of timing, with the reason. */
  skip: z.partialRecord(z.enum(WINDOW_KINDS), z.string().min(10)).optional(),
  /**
   * A known disagreement we have not resolved, with the reason: the check must still
   * disagree (so a fix is noticed and the entry cleaned up), and it is listed loudly.
   */
  disagree: z.partialRecord(z.enum(WINDOW_KINDS), z.string().min(10)).optional(),
  note: z.string().min(1).optional(),
});
type Entry = z.infer<typeof EntrySchema>;

const CalendarsSchema = z
  .strictObject({
    about: z.string().min(1),
    places: z.record(z.enum(PLACE_KEYS), PlaceSchema),
    sources: z.record(z.string(), SourceSchema),
    entries: z.array(EntrySchema).min(1),
  })
  .superRefine((calendars, ctx) => {
    const seen = new Set<string>();
    calendars.entries.forEach((entry, index) => {
      const issue = (message: string) => ctx.addIssue({ code: 'custom', path: ['entries', index], message });
      const key = `${entry.plant}@${entry.place}`;
      if (seen.has(key)) issue(`${key} is listed twice`);
      seen.add(key);
      const sources = entry.sources.map((id) => calendars.sources[id]);
      entry.sources.forEach((id, i) => {
        if (!sources[i]) issue(`${key}: unknown source ${id}`);
        else if (sources[i].place !== entry.place) issue(`${key}: source ${id} is for the ${sources[i].place} place`);
      });
      for (const kind of WINDOW_KINDS) {
        const covered = sources.some((source) => source?.gives.includes(kind));
        if (covered && entry[kind] === undefined) issue(`${key}: its sources give ${kind} windows; state it or null`);
        if (!covered && entry[kind] !== undefined) issue(`${key}: none of its sources gives ${kind} windows`);
      }
      if (entry.continuous && (!entry.planting || entry.fallPlanting !== null)) {
        issue(`${key}: a continuous window is the planting window, with fallPlanting null`);
      }
    });
  });

const calendars = CalendarsSchema.parse(JSON.parse(readFileSync(CALENDARS_FILE, 'utf8')));

/** Whether a month lies in an inclusive window, which may wrap the new year. */
function inWindow(month: MonthName, [first, last]: MonthWindow): boolean {
  const m = MONTH_NAMES.indexOf(month);
  const a = MONTH_NAMES.indexOf(first);
  const b = MONTH_NAMES.indexOf(last);
  return a <= b ? a <= m && m <= b : m >= a || m <= b;
}

const showWindow = ([first, last]: MonthWindow) => (first === last ? first : `${first}–${last}`);

/**
 * A mild winter gives a cool-season crop with a spring planting one
 * October-to-February window instead of a spring and a fall one (schedule.ts).
 */
function hasMildWinterCoolSeason(plant: PlantFile, schedule: PlantSchedule): boolean {
  const spring = plant.timing.planting;
  return (
    schedule.basis === 'mild-winter' &&
    plant.seasonality === 'Cool Season' &&
    spring !== undefined &&
    'weeksFromLastFrost' in spring
  );
}

/** One check: our recommended month for a kind of window against the extension's windows for it. */
interface Check {
  kind: WindowKind;
  label: string;
  ours: MonthName | null;
  theirs: MonthWindow[];
}

function checksOf(entry: Entry, plant: PlantFile, schedule: PlantSchedule): Check[] {
  const given = (kind: WindowKind) => entry[kind] !== undefined;
  const windows = (...list: (MonthWindow | null | undefined)[]) => list.filter((w): w is MonthWindow => !!w);
  const checks: Check[] = [];
  if (given('seedStarting')) {
    checks.push({
      kind: 'seedStarting',
      label: 'seed starting',
      ours: schedule.seedStartingMonth,
      theirs: windows(entry.seedStarting),
    });
  }
  if (hasMildWinterCoolSeason(plant, schedule)) {
    // Our single cool-season window stands for both of the extension's: its month must fall in either.
    checks.push({
      kind: 'planting',
      label: 'cool-season planting (either window)',
      ours: schedule.planting?.recommendedMonth ?? null,
      theirs: windows(entry.planting, entry.fallPlanting),
    });
    return checks;
  }
  if (given('planting')) {
    checks.push({
      kind: 'planting',
      label: 'spring planting',
      ours: schedule.planting?.recommendedMonth ?? null,
      theirs: windows(entry.planting),
    });
  }
  // For a plant planted only in fall (garlic, bulbs) this is its plantingMonth.
  const ourFall = schedule.planting ? (schedule.fallPlanting?.recommendedMonth ?? null) : schedule.plantingMonth;
  // A continuous window also holds a late-summer sowing of ours, but does not ask for one.
  if (given('fallPlanting') && !(entry.continuous && ourFall === null)) {
    checks.push({
      kind: 'fallPlanting',
      label: 'fall planting',
      ours: ourFall,
      theirs: windows(entry.continuous ? entry.planting : entry.fallPlanting),
    });
  }
  return checks;
}

/** Disagreements the table documents (`disagree`), reported after the run. */
const knownDisagreements: string[] = [];

/** Every disagreement of one entry, in words; empty when our months agree with the extension. */
function entryProblems(entry: Entry): string[] {
  const place = calendars.places[entry.place];
  const plant = readPlant(entry.plant);
  const schedule = plantSchedule(plant, placeOfZip(place.zip));
  const problems: string[] = [];
  const usedSkips = new Set<WindowKind>();
  const usedDisagreements = new Set<WindowKind>();
  for (const { kind, label, ours, theirs } of checksOf(entry, plant, schedule)) {
    const skip = entry.skip?.[kind];
    let problem: string | null = null;
    if (ours !== null && theirs.length > 0) {
      if (!theirs.some((window) => inWindow(ours, window))) {
        problem = `${label}: ours ${ours}, extension ${theirs.map(showWindow).join(' or ')}`;
      }
    } else if (ours !== null || theirs.length > 0) {
      if (skip) usedSkips.add(kind);
      else if (ours !== null) problem = `${label}: ours ${ours}, the extension gives no window`;
      else problem = `${label}: extension ${theirs.map(showWindow).join(' or ')}, we compute none`;
    }
    const disagreement = entry.disagree?.[kind];
    if (problem && disagreement) {
      usedDisagreements.add(kind);
      knownDisagreements.push(`${entry.plant} in ${calendars.places[entry.place].name}, ${problem} (${disagreement})`);
    } else if (problem) {
      problems.push(problem);
    }
  }
  for (const kind of WINDOW_KINDS) {
    if (entry.skip?.[kind] && !usedSkips.has(kind)) problems.push(`skip for ${kind} is not needed: remove it`);
    if (entry.disagree?.[kind] && !usedDisagreements.has(kind)) {
      problems.push(`the ${kind} disagreement is resolved: remove it`);
    }
  }
  return problems;
}

describe('data/extension-calendars.json', () => {
  test('names three reference places whose ZIP codes are real climate rows', () => {
    expect(Object.keys(calendars.places).sort()).toEqual([...PLACE_KEYS].sort());
    for (const place of Object.values(calendars.places)) {
      expect(place.name.startsWith(`${placeOfZip(place.zip).city},`)).toBe(true);
    }
    const kinds = (key: (typeof PLACE_KEYS)[number]) => frostCalendar(placeOfZip(calendars.places[key].zip)).kind;
    expect([kinds('cold'), kinds('temperate'), kinds('hot')]).toEqual(['frost', 'frost', 'mild-winter']);
  });

  test('covers at least 40 plants at all three places', () => {
    const placesOf = new Map<string, Set<string>>();
    for (const { plant, place } of calendars.entries)
      placesOf.set(plant, (placesOf.get(plant) ?? new Set()).add(place));
    expect(placesOf.size).toBeGreaterThanOrEqual(40);
    expect([...placesOf.values()].filter((places) => places.size === PLACE_KEYS.length).length).toBeGreaterThanOrEqual(
      40,
    );
    expect(new Set(calendars.entries.map((entry) => entry.place))).toEqual(new Set(PLACE_KEYS));
  });

  test('rejects a month that is not a full English month name, and an unknown plant', () => {
    const entry = calendars.entries[0]!;
    expect(EntrySchema.safeParse({ ...entry, planting: ['Apr', 'May'] }).success).toBe(false);
    expect(EntrySchema.safeParse({ ...entry, plant: 'no-such-plant' }).success).toBe(false);
  });

  test('a window may wrap the new year', () => {
    expect(inWindow('January', ['October', 'February'])).toBe(true);
    expect(inWindow('March', ['October', 'February'])).toBe(false);
    expect(inWindow('May', ['May', 'May'])).toBe(true);
  });
});

describe('our computed months fall inside the extension windows', () => {
  const cases = calendars.entries.map((entry) => [entry.plant, calendars.places[entry.place].name, entry] as const);

  test.each(cases)('%s in %s', (plant, place, entry) => {
    expect(entryProblems(entry), `${plant} in ${place}`).toEqual([]);
  });

  test('at least 40 plants agree at all three places, with no documented disagreement', () => {
    const disagreeing = new Set(calendars.entries.filter((entry) => entry.disagree).map((entry) => entry.plant));
    const agreeing = new Set(calendars.entries.map((entry) => entry.plant).filter((plant) => !disagreeing.has(plant)));
    expect(agreeing.size).toBeGreaterThanOrEqual(40);
  });

  afterAll(() => {
    if (knownDisagreements.length === 0) return;
    console.warn(
      `Known disagreements with the extension calendars (${knownDisagreements.length}), documented in data/extension-calendars.json:\n` +
        knownDisagreements.map((line) => `  - ${line}`).join('\n'),
    );
  });
});
