import ICAL from 'ical.js';
import { toast } from 'sonner';
import { describe, expect, onTestFinished, test, vi } from 'vitest';
import { MONTH_NAMES } from '#shared/plants/months.ts';
import {
  buildCareStepCalendarFile,
  buildPlantingCalendarFile,
  careStepFileName,
  downloadCareStepCalendarFile,
  downloadPlantingCalendarFile,
} from './calendar-file.ts';

/** The one event of an .ics text, read by an independent iCalendar parser. */
function readEvent(content: string) {
  const calendar = new ICAL.Component(ICAL.parse(content));
  expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
  const events = calendar.getAllSubcomponents('vevent');
  expect(events).toHaveLength(1);
  const vevent = events[0]!;
  const start = vevent.getFirstProperty('dtstart')!;
  const end = vevent.getFirstProperty('dtend')!;
  return {
    event: new ICAL.Event(vevent),
    start: start.getFirstValue() as ICAL.Time,
    startType: start.type,
    end: end.getFirstValue() as ICAL.Time,
    endType: end.type,
  };
}

/** Captures what downloadFile hands the browser. */
function captureDownloads() {
  const blobs: Blob[] = [];
  const names: string[] = [];
  restoreAfter(
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:calendar';
    }),
  );
  restoreAfter(vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {}));
  restoreAfter(
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    }),
  );
  return { blobs, names };
}

/** Restores a spy when the test ends (console.error stays with the set-up's own spy). */
function restoreAfter<S extends { mockRestore: () => void }>(spy: S): S {
  onTestFinished(() => spy.mockRestore());
  return spy;
}

/** The first dates of each event of an .ics text, its recurrences expanded by ical.js. */
function occurrencesOf(content: string, count: number): { start: string; end: string; summary: string }[][] {
  const calendar = new ICAL.Component(ICAL.parse(content));
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    const iterator = event.iterator();
    const dates: { start: string; end: string; summary: string }[] = [];
    for (let next = iterator.next(); next && dates.length < count; next = iterator.next()) {
      const { startDate, endDate } = event.getOccurrenceDetails(next);
      dates.push({ start: startDate.toString(), end: endDate.toString(), summary: event.summary });
    }
    return dates;
  });
}

describe('planting and seed-starting files', () => {
  test('a planting file is an all-day event on the 1st of the month, in its next time', () => {
    const file = buildPlantingCalendarFile({
      plantName: 'Tomato',
      month: 'May',
      kind: 'planting',
      today: new Date(2026, 2, 20),
    });
    expect(file?.fileName).toBe('planting_tomato_May.ics');

    const { event, start, startType, end, endType } = readEvent(file!.content);
    expect(startType).toBe('date');
    expect(start.isDate).toBe(true);
    expect([start.year, start.month, start.day]).toEqual([2026, 5, 1]);
    expect(endType).toBe('date');
    expect([end.year, end.month, end.day]).toEqual([2026, 5, 2]);
    expect(event.summary).toBe('Plant Tomato');
    expect(event.description).toBe('Reminder to plant Tomato in May');
    expect(file!.content).toMatch(/^DTSTART;VALUE=DATE:20260501\r?$/m);
  });

  test('in December, April means next April; this month is still this year', () => {
    const december = new Date(2026, 11, 1);
    const april = buildPlantingCalendarFile({ plantName: 'Pea', month: 'April', kind: 'planting', today: december });
    expect(readEvent(april!.content).start.toString()).toBe('2027-04-01');
    const now = buildPlantingCalendarFile({
      plantName: 'Garlic',
      month: 'December',
      kind: 'planting',
      today: december,
    });
    expect(readEvent(now!.content).start.toString()).toBe('2026-12-01');
  });

  test('a seed-starting file says "Start seeds for" and is named seed_starting_…', () => {
    const file = buildPlantingCalendarFile({
      plantName: 'Sweet Basil',
      month: 'March',
      kind: 'seed_starting',
      today: new Date(2026, 11, 1),
    });
    expect(file?.fileName).toBe('seed_starting_sweet_basil_March.ics');

    const { event, start } = readEvent(file!.content);
    expect(start.toString()).toBe('2027-03-01');
    expect(event.summary).toBe('Start seeds for Sweet Basil');
    expect(event.description).toBe('Reminder to start seeds for Sweet Basil in March');
  });

  test.each([null, undefined, '', 'Mayo', 'may'])('no file for the month %j', (month) => {
    expect(buildPlantingCalendarFile({ plantName: 'Tomato', month, kind: 'planting' })).toBeNull();
  });
});

describe('care-step files', () => {
  const step = 'Tie stems loosely to the stake every week.';

  test('a step done each month is one event on the 15th of those months, every year, from the next one', () => {
    const file = buildCareStepCalendarFile({
      plantName: 'Tomato',
      step,
      months: ['June', 'July'],
      today: new Date(2026, 11, 1),
    });
    expect(file?.fileName).toBe('tomato_tie_stems_loosely_to_th_reminder.ics');
    const [only, ...others] = occurrencesOf(file!.content, 4);
    expect(others).toEqual([]);
    expect(only!.map((date) => date.start)).toEqual(['2027-06-15', '2027-07-15', '2028-06-15', '2028-07-15']);

    const { event, startType } = readEvent(file!.content);
    expect(startType).toBe('date');
    expect(event.summary).toBe(`Tomato: ${step}`);
    expect(event.description).toBe(`Care reminder for Tomato (June, July): ${step}`);
  });

  test('this month counts until its 15th has passed', () => {
    const months = ['May', 'June', 'July', 'August', 'September', 'October'];
    const early = buildCareStepCalendarFile({ plantName: 'Tomato', step, months, today: new Date(2026, 5, 10) });
    expect(occurrencesOf(early!.content, 2)[0]!.map((date) => date.start)).toEqual(['2026-06-15', '2026-07-15']);
    const late = buildCareStepCalendarFile({ plantName: 'Tomato', step, months, today: new Date(2026, 5, 20) });
    expect(occurrencesOf(late!.content, 1)[0]!.map((date) => date.start)).toEqual(['2026-07-15']);
  });

  test('a step done all year comes every month and says "All year"', () => {
    const file = buildCareStepCalendarFile({
      plantName: 'Pothos',
      step: 'Wipe the leaves.',
      months: [...MONTH_NAMES],
      today: new Date(2026, 11, 20),
    });
    expect(occurrencesOf(file!.content, 3)[0]!.map((date) => date.start)).toEqual([
      '2027-01-15',
      '2027-02-15',
      '2027-03-15',
    ]);
    expect(readEvent(file!.content).event.description).toBe('Care reminder for Pothos (All year): Wipe the leaves.');
  });

  test('a step done once per season is one event spanning each run of its months, every year', () => {
    const file = buildCareStepCalendarFile({
      plantName: 'Garlic',
      step: 'Mulch',
      months: ['November', 'December', 'January', 'April'],
      oncePerSeason: true,
      today: new Date(2026, 2, 1),
    });
    const events = occurrencesOf(file!.content, 2);
    expect(events).toHaveLength(2);
    // The run over the new year spans November to January, from this year's November.
    expect(
      events
        .flat()
        .map(({ start, end }) => `${start}/${end}`)
        .sort(),
    ).toEqual(['2026-04-01/2026-05-01', '2026-11-01/2027-02-01', '2027-04-01/2027-05-01', '2027-11-01/2028-02-01']);
  });

  test('a run under way keeps its start: in December the November–January run began in November', () => {
    const file = buildCareStepCalendarFile({
      plantName: 'Garlic',
      step: 'Mulch',
      months: ['November', 'December', 'January'],
      oncePerSeason: true,
      today: new Date(2026, 11, 5),
    });
    expect(occurrencesOf(file!.content, 1)[0]).toEqual([
      { start: '2026-11-01', end: '2027-02-01', summary: 'Garlic: Mulch' },
    ]);
  });

  test('file names keep only lowercase letters, digits and underscores, 30 at most', () => {
    expect(careStepFileName('Snake Plant', 'Water every 2–3 weeks; let soil dry!')).toBe(
      'snake_plant_water_every_23_wee_reminder.ics',
    );
    expect(careStepFileName('Pea', 'Pick')).toBe('pea_pick_reminder.ics');
    // A cut at a word break does not leave a doubled underscore.
    expect(careStepFileName('Tomato', 'Mulch once the soil is warm.')).toBe(
      'tomato_mulch_once_the_soil_is_reminder.ics',
    );
    const base = careStepFileName('Mother-in-law’s Tongue', 'Wipe the leaves').replace(/_reminder\.ics$/, '');
    expect(base).toMatch(/^[a-z0-9_]{1,30}$/);
  });

  test('a step without months makes no file', () => {
    expect(buildCareStepCalendarFile({ plantName: 'Tomato', step: 'Water', months: [] })).toBeNull();
  });
});

describe('downloads', () => {
  test('a planting download hands the file to the browser and says so', async () => {
    const downloads = captureDownloads();
    const success = restoreAfter(vi.spyOn(toast, 'success'));

    downloadPlantingCalendarFile('Tomato', 'May', 'planting');

    expect(downloads.names).toEqual(['planting_tomato_May.ics']);
    expect(downloads.blobs[0]?.type).toBe('text/calendar;charset=utf-8');
    expect(await downloads.blobs[0]?.text()).toContain('SUMMARY:Plant Tomato');
    expect(success).toHaveBeenCalledWith('Calendar Event Downloaded', {
      description: 'ICS file for planting or starting seeds for Tomato in May generated.',
    });
  });

  test.each([
    ['planting', 'Could not generate calendar file. Planting month might be missing.'],
    ['seed_starting', 'Could not generate calendar file. Seed starting month might be missing.'],
  ] as const)('a missing %s month is an error toast and no file', (kind, description) => {
    const downloads = captureDownloads();
    const error = restoreAfter(vi.spyOn(toast, 'error'));
    const warn = restoreAfter(vi.spyOn(console, 'warn').mockImplementation(() => {}));

    downloadPlantingCalendarFile('Tomato', null, kind);

    expect(downloads.names).toEqual([]);
    expect(error).toHaveBeenCalledWith('Error', { description });
    expect(warn).toHaveBeenCalledTimes(1);
  });

  test('a care step without months only warns', () => {
    const downloads = captureDownloads();
    const warn = restoreAfter(vi.spyOn(console, 'warn').mockImplementation(() => {}));
    const success = restoreAfter(vi.spyOn(toast, 'success'));
    const error = restoreAfter(vi.spyOn(toast, 'error'));

    downloadCareStepCalendarFile('Tomato', { step: 'Water deeply', months: [] });
    expect(downloads.names).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(success).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();

    downloadCareStepCalendarFile('Tomato', { step: 'Water deeply', months: ['July'] });
    expect(downloads.names).toEqual(['tomato_water_deeply_reminder.ics']);
  });
});
