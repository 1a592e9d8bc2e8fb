/**
 * Personalised timing: when to start seeds, when to plant and in which months
 * each care step falls, computed from a place's median frost dates. The rules
 * and their reasons are in docs/guidance-rules.md; keep the two in step.
 */
import type { Zone } from '#shared/zones.ts';
import type { CareStep, PlantFile } from './catalogue-schema.ts';
import { isIndoorPlant, type PlantingMethod, type TimingSeason } from './catalogue-terms.ts';
import {
  dayOf,
  middleDay,
  monthDayOf,
  monthOfDay,
  monthsOfWindow,
  monthsOfWindows,
  type DayWindow,
  type MonthName,
} from './months.ts';

/**
 * Where the garden is: the median last spring and first fall frost ('MM-DD',
 * both '' where there is no typical frost) and the half zone. It comes from a
 * ZIP code's record, or from a zone's typical dates when the zone was picked
 * by hand.
 */
export interface Place {
  lastFrost: string;
  firstFrost: string;
  zone: Zone;
}

/** A Place from a zone record or a zone summary (both carry these three fields). */
export function placeFromZone(record: { zone: Zone; lastFrostDate: string; firstFrostDate: string }): Place {
  return { lastFrost: record.lastFrostDate, firstFrost: record.firstFrostDate, zone: record.zone };
}

const WEEK = 7;
const DAYS_IN_YEAR = 365;

/**
 * A place whose frost season (from the first fall frost to the last spring
 * frost) is shorter than this has a mild winter: frost, if any, comes on a few
 * nights around the new year (Phoenix: 3 to 5 January). The same cut-off that
 * growingSeason() in climate.ts calls "almost year-round".
 */
export const MILD_WINTER_FROST_SEASON_DAYS = 31;

/**
 * Stand-in frost dates for a mild-winter place. Spring-planted crops are timed
 * from REFERENCE_LAST_FROST (warm-season crops then go out in late February
 * and early March), fall-planted ones (garlic, bulbs, the summer planting of
 * warm-season crops) from REFERENCE_FIRST_FROST: the end of the warm season,
 * when nights turn cool in the low deserts, rather than a frost that may never
 * come. The University of Arizona's Maricopa County calendar (AZ1005) plants
 * garlic in October and its summer tomatoes and peppers in July and August,
 * which is what our frost-relative timings give from 1 November.
 */
export const REFERENCE_LAST_FROST = '02-15';
export const REFERENCE_FIRST_FROST = '11-01';

/**
 * Warm-season crops need warm soil as well as no frost: where the last frost
 * comes earlier than this (the Gulf Coast, the low deserts), they are timed as
 * if it came on this date.
 */
export const WARM_SEASON_EARLIEST_LAST_FROST = REFERENCE_LAST_FROST;

/**
 * In a mild-winter place, cool-season crops grow through the cool months
 * instead of spring and fall: planted from 1 October to the end of February,
 * best in November once the summer heat has broken. Vegetables that are
 * planted only in spring elsewhere (no fall planting: potatoes, onions,
 * leeks) are best planted at the end of the cool season, in January, as the
 * spring crop they are (AZ1005: potatoes January to March, leeks January).
 */
export const MILD_WINTER_COOL_SEASON = {
  start: '10-01',
  end: '02-28',
  best: '11-15',
  springCropBest: '01-15',
} as const;

/** Monthly care in a mild winter: cool-season plants grow October to March. */
const MILD_WINTER_COOL_GROWING_SEASON = { start: '10-01', end: '03-31' } as const;

/** Houseplants grow actively in spring and summer and rest in fall and winter. */
const HOUSEPLANT_GROWING_SEASON = { start: '03-01', end: '08-31' } as const;

/**
 * The calendar (meteorological) seasons of the northern hemisphere, used for
 * houseplants and for mild-winter places, where frost dates say nothing about
 * the seasons.
 */
const CALENDAR_SEASONS: Record<TimingSeason, { start: string; end: string }> = {
  'early spring': { start: '03-01', end: '03-31' },
  spring: { start: '03-01', end: '05-31' },
  summer: { start: '06-01', end: '08-31' },
  'late summer': { start: '08-01', end: '08-31' },
  fall: { start: '09-01', end: '11-30' },
  winter: { start: '12-01', end: '02-28' },
};

/**
 * Last frosts fall between late August and late June (see climate.ts), so one
 * on or after 1 August belongs to the winter before the new year.
 */
const SEASON_AXIS_START = dayOf('08-01');

const REFERENCE_LAST_FROST_DAY = dayOf(REFERENCE_LAST_FROST);
const REFERENCE_FIRST_FROST_DAY = dayOf(REFERENCE_FIRST_FROST);
const WARM_SEASON_EARLIEST_LAST_FROST_DAY = dayOf(WARM_SEASON_EARLIEST_LAST_FROST);

/**
 * The frost calendar a schedule is computed on, as window days: `lastFrost`
 * is a day before 1 August (a December last frost is a day before 1 January,
 * i.e. below 1) and `firstFrost` always follows it. A mild winter carries the
 * reference dates.
 */
export interface FrostCalendar {
  kind: 'frost' | 'mild-winter';
  lastFrost: number;
  firstFrost: number;
}

export function frostCalendar(place: Pick<Place, 'lastFrost' | 'firstFrost'>): FrostCalendar {
  if (place.lastFrost !== '' && place.firstFrost !== '') {
    const last = dayOf(place.lastFrost);
    const first = dayOf(place.firstFrost);
    const frostSeasonDays = (last - first + DAYS_IN_YEAR) % DAYS_IN_YEAR;
    if (frostSeasonDays >= MILD_WINTER_FROST_SEASON_DAYS) {
      const lastFrost = last >= SEASON_AXIS_START ? last - DAYS_IN_YEAR : last;
      return { kind: 'frost', lastFrost, firstFrost: lastFrost + (DAYS_IN_YEAR - frostSeasonDays) };
    }
  }
  return { kind: 'mild-winter', lastFrost: REFERENCE_LAST_FROST_DAY, firstFrost: REFERENCE_FIRST_FROST_DAY };
}

/** One window of a schedule, e.g. "transplant 30 April to 14 May, best in May". */
export interface ScheduleWindow {
  method: PlantingMethod | 'start-indoors';
  /** First and last day, 'MM-DD'. */
  start: string;
  end: string;
  /** The months the window covers, in order. */
  months: MonthName[];
  /** The month to do it in: the month of the window's middle day (or of the best day, for a mild winter's cool season). */
  recommendedMonth: MonthName;
}

export interface PlantSchedule {
  /** What the months are computed from. */
  basis: 'frost-dates' | 'mild-winter' | 'indoor';
  seedStarting: ScheduleWindow | null;
  /** Spring planting; a mild winter's cool-season planting; a houseplant's potting season. */
  planting: ScheduleWindow | null;
  /** A second, fall planting (or the only one, for garlic and spring bulbs). */
  fallPlanting: ScheduleWindow | null;
  /** The spec's seed_starting_month. */
  seedStartingMonth: MonthName | null;
  /** The spec's planting_month: the spring (or only) planting's recommended month. */
  plantingMonth: MonthName | null;
}

/** A schedule window as window days (see months.ts); `best` overrides the middle day. */
export interface ScheduleDays extends DayWindow {
  method: ScheduleWindow['method'];
  best?: number;
}

/** The schedule as window days, for rules that measure it (zone suitability). */
export interface ScheduleInDays {
  basis: PlantSchedule['basis'];
  calendar: FrostCalendar | null;
  seedStarting: ScheduleDays | null;
  planting: ScheduleDays | null;
  fallPlanting: ScheduleDays | null;
}

function weeksMiddle([from, to]: readonly [number, number]): number {
  return (from + to) / 2;
}

/**
 * Days a transplant spends indoors, from the middle of its seed-starting
 * window to the middle of its planting window; 0 for a plant not raised indoors.
 */
export function indoorLeadDays(timing: PlantFile['timing']): number {
  const { seedStart, planting } = timing;
  if (!seedStart || !planting || !('weeksFromLastFrost' in planting) || planting.method !== 'transplant') return 0;
  return Math.round((weeksMiddle(seedStart.weeksBeforeLastFrost) + weeksMiddle(planting.weeksFromLastFrost)) * WEEK);
}

/** A fixed stretch of the calendar as a window, the end after the start. */
function calendarWindow(range: { start: string; end: string }): DayWindow {
  const start = dayOf(range.start);
  let end = dayOf(range.end);
  if (end < start) end += DAYS_IN_YEAR;
  return { start, end };
}

/**
 * The schedule last worked out, with its plant and place: a plant's page asks for its
 * schedule once per care step and once for its months, one call after the other with the
 * same plant and place objects, so each is worked out once. (A map by place object made a
 * weak map for each request's place, which the garbage collector then had to clear.)
 */
let last: { plant: PlantFile; place: Place; schedule: ScheduleInDays } | undefined;

/** The schedule of a plant for a place as window days; plantSchedule() formats it. */
export function scheduleDays(plant: PlantFile, place: Place): ScheduleInDays {
  if (last?.plant !== plant || last.place !== place)
    last = { plant, place, schedule: computeScheduleDays(plant, place) };
  return last.schedule;
}

function computeScheduleDays(plant: PlantFile, place: Place): ScheduleInDays {
  const { timing } = plant;
  if (isIndoorPlant(plant)) {
    const potting = timing.planting && 'season' in timing.planting ? timing.planting : undefined;
    return {
      basis: 'indoor',
      calendar: null,
      seedStarting: null,
      planting: potting ? { method: potting.method, ...calendarWindow(CALENDAR_SEASONS[potting.season]) } : null,
      fallPlanting: null,
    };
  }

  const calendar = frostCalendar(place);
  const basis = calendar.kind === 'frost' ? 'frost-dates' : 'mild-winter';
  const spring = timing.planting && 'weeksFromLastFrost' in timing.planting ? timing.planting : undefined;
  const { seedStart, fallPlanting: fall } = timing;

  if (calendar.kind === 'mild-winter' && plant.seasonality === 'Cool Season' && spring) {
    const season = calendarWindow(MILD_WINTER_COOL_SEASON);
    const springCrop = plant.plantGroup === 'vegetable' && !fall;
    let best = dayOf(springCrop ? MILD_WINTER_COOL_SEASON.springCropBest : MILD_WINTER_COOL_SEASON.best);
    if (best < season.start) best += DAYS_IN_YEAR;
    // Seeds are started as long before planting out as they would be before a spring planting.
    const leadDays = indoorLeadDays(timing);
    return {
      basis,
      calendar,
      seedStarting: seedStart
        ? { method: 'start-indoors', start: season.start - leadDays, end: season.end - leadDays, best: best - leadDays }
        : null,
      planting: { method: spring.method, ...season, best },
      fallPlanting: null,
    };
  }

  const lastFrost =
    plant.seasonality === 'Warm Season'
      ? Math.max(calendar.lastFrost, WARM_SEASON_EARLIEST_LAST_FROST_DAY)
      : calendar.lastFrost;
  const planting: ScheduleDays | null = spring
    ? {
        method: spring.method,
        start: lastFrost + spring.weeksFromLastFrost[0] * WEEK,
        end: lastFrost + spring.weeksFromLastFrost[1] * WEEK,
      }
    : null;
  const fallPlanting: ScheduleDays | null = fall
    ? {
        method: fall.method,
        start: calendar.firstFrost - fall.weeksBeforeFirstFrost[0] * WEEK,
        end: calendar.firstFrost - fall.weeksBeforeFirstFrost[1] * WEEK,
      }
    : null;
  return {
    basis,
    calendar,
    seedStarting: seedStart
      ? {
          method: 'start-indoors',
          start: lastFrost - seedStart.weeksBeforeLastFrost[0] * WEEK,
          end: lastFrost - seedStart.weeksBeforeLastFrost[1] * WEEK,
        }
      : null,
    planting,
    fallPlanting: planting && fallPlanting && !holdsSecondCrop(plant, planting, fallPlanting) ? null : fallPlanting,
  };
}

/**
 * Whether the season holds a second planting for a fall harvest after the
 * spring one: the spring crop, planted in the middle of its window, has
 * reached maturity (slowest varieties) before the fall planting window opens.
 * Raleigh plants tomatoes again in August; Minneapolis, whose spring tomatoes
 * only start bearing in August, does not, and there a July "fall" planting of
 * Brussels sprouts would only be a late spring one. A plant without days to
 * maturity keeps its fall planting.
 */
export function holdsSecondCrop(plant: PlantFile, spring: DayWindow, summer: DayWindow): boolean {
  const days = plant.daysToMaturity;
  if (!days) return true;
  const lead = days.from === 'sowing' ? indoorLeadDays(plant.timing) : 0;
  return middleDay(spring) + days.max - lead <= summer.start;
}

function recommendedMonthOf(window: ScheduleDays): MonthName {
  return monthOfDay(window.best ?? middleDay(window));
}

function toScheduleWindow(window: ScheduleDays | null): ScheduleWindow | null {
  if (!window) return null;
  return {
    method: window.method,
    start: monthDayOf(window.start),
    end: monthDayOf(window.end),
    months: monthsOfWindow(window),
    recommendedMonth: recommendedMonthOf(window),
  };
}

/**
 * The seed-starting and planting windows of a plant for a place, each with
 * the months it covers and its recommended month (a full English month name).
 */
export function plantSchedule(plant: PlantFile, place: Place): PlantSchedule {
  const raw = scheduleDays(plant, place);
  const seedStarting = toScheduleWindow(raw.seedStarting);
  const planting = toScheduleWindow(raw.planting);
  const fallPlanting = toScheduleWindow(raw.fallPlanting);
  return {
    basis: raw.basis,
    seedStarting,
    planting,
    fallPlanting,
    seedStartingMonth: seedStarting?.recommendedMonth ?? null,
    plantingMonth: (planting ?? fallPlanting)?.recommendedMonth ?? null,
  };
}

/** `plantSchedule`'s two months alone, for answers that show no windows. */
export function recommendedMonths(
  plant: PlantFile,
  place: Place,
): Pick<PlantSchedule, 'seedStartingMonth' | 'plantingMonth'> {
  const raw = scheduleDays(plant, place);
  const planting = raw.planting ?? raw.fallPlanting;
  return {
    seedStartingMonth: raw.seedStarting ? recommendedMonthOf(raw.seedStarting) : null,
    plantingMonth: planting ? recommendedMonthOf(planting) : null,
  };
}

/** The window of a season on a frost calendar; see docs/guidance-rules.md for the table. */
function frostSeasonWindow(season: TimingSeason, calendar: FrostCalendar): DayWindow {
  const last = calendar.lastFrost;
  const first = calendar.firstFrost;
  const window = {
    'early spring': { start: last - 6 * WEEK, end: last - 2 * WEEK },
    spring: { start: last - 4 * WEEK, end: last + 4 * WEEK },
    summer: { start: last + 6 * WEEK, end: first - 6 * WEEK },
    'late summer': { start: first - 10 * WEEK, end: first - 6 * WEEK },
    fall: { start: first - 4 * WEEK, end: first + 4 * WEEK },
    winter: { start: first + 4 * WEEK, end: last + DAYS_IN_YEAR - 6 * WEEK },
  }[season];
  // A season too short to hold its weeks (summer where frosts are ~3 months apart) shrinks to its middle day.
  if (window.end < window.start) {
    const middle = middleDay(window);
    return { start: middle, end: middle };
  }
  return window;
}

function seasonWindow(season: TimingSeason, calendar: FrostCalendar | null): DayWindow {
  return calendar?.kind === 'frost' ? frostSeasonWindow(season, calendar) : calendarWindow(CALENDAR_SEASONS[season]);
}

function growingSeasonWindow(plant: PlantFile, raw: ScheduleInDays): DayWindow {
  const { calendar } = raw;
  if (!calendar) return calendarWindow(HOUSEPLANT_GROWING_SEASON);
  if (calendar.kind === 'mild-winter' && plant.seasonality === 'Cool Season' && raw.planting) {
    return calendarWindow(MILD_WINTER_COOL_GROWING_SEASON);
  }
  // An annual's season starts when it is planted, if that is after the last frost.
  const plantedAfterFrost = plant.type !== 'Perennial' && raw.planting ? raw.planting.start : -Infinity;
  return { start: Math.max(calendar.lastFrost, plantedAfterFrost), end: calendar.firstFrost };
}

/**
 * The full month names a care step falls in for a place, in the order the
 * gardener meets them. Empty when the step cannot apply: a frost-timed step of
 * a houseplant, a step timed from the first fall frost where winters are mild,
 * or a step timed from a planting the plant does not have.
 */
export function careMonths(plant: PlantFile, careStep: Pick<CareStep, 'timing'>, place: Place): MonthName[] {
  return careMonthsAs(plant, careStep, place, MONTH_NAMES_OF_WINDOWS);
}

/** What a care step's months are given as: `careMonths` gives their names, the server their JSON text. */
export interface WindowMonths<T> {
  /** A step that cannot apply: no months. */
  none(): T;
  /** The months of one window, as `monthsOfWindow` finds them. */
  ofWindow(window: DayWindow): T;
  /** The months of several windows, as `monthsOfWindows` finds them. */
  ofWindows(windows: readonly DayWindow[]): T;
}

/** A care step's months as their names. */
export const MONTH_NAMES_OF_WINDOWS: WindowMonths<MonthName[]> = {
  none: () => [],
  ofWindow: monthsOfWindow,
  ofWindows: monthsOfWindows,
};

/** `careMonths`, the months given as `months` gives them. */
export function careMonthsAs<T>(
  plant: PlantFile,
  careStep: Pick<CareStep, 'timing'>,
  place: Place,
  months: WindowMonths<T>,
): T {
  const raw = scheduleDays(plant, place);
  const { timing } = careStep;
  const { calendar } = raw;

  if ('weeksAfterPlanting' in timing) {
    const [from, to] = timing.weeksAfterPlanting;
    // The first fall frost (where winters are mild, the reference one) ends a warm-season crop.
    const seasonEnd = plant.seasonality === 'Warm Season' && calendar ? calendar.firstFrost : Infinity;
    const windows: DayWindow[] = [];
    for (const planting of [raw.planting, raw.fallPlanting]) {
      if (planting === null) continue;
      const window = { start: planting.start + from * WEEK, end: Math.min(planting.end + to * WEEK, seasonEnd) };
      if (window.start <= window.end) windows.push(window);
    }
    return months.ofWindows(windows);
  }
  if ('weeksFromLastFrost' in timing) {
    if (!calendar) return months.none();
    const [from, to] = timing.weeksFromLastFrost;
    return months.ofWindow({ start: calendar.lastFrost + from * WEEK, end: calendar.lastFrost + to * WEEK });
  }
  if ('weeksFromFirstFrost' in timing) {
    // Fall-frost steps (winter mulch, frost cover, end-of-season clean-up) exist because of the frost.
    if (calendar?.kind !== 'frost') return months.none();
    const [from, to] = timing.weeksFromFirstFrost;
    return months.ofWindow({ start: calendar.firstFrost + from * WEEK, end: calendar.firstFrost + to * WEEK });
  }
  if ('seasons' in timing) {
    return months.ofWindows(timing.seasons.map((season) => seasonWindow(season, calendar)));
  }
  return months.ofWindow(growingSeasonWindow(plant, raw));
}
