import ICAL from 'ical.js';
import { toast } from 'sonner';
import { describe, expect, onTestFinished, test, vi } from 'vitest';
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

describe('planting and seed-starting files', () => {
  test('a planting file is an all-day event on the 1st of the month this year', () => {
    const year = new Date().getFullYear();
    const file = buildPlantingCalendarFile({ plantName: 'Tomato', month: 'May', kind: 'planting' });
    expect(file?.fileName).toBe('planting_tomato_May.ics');

    const { event, start, startType, end, endType } = readEvent(file!.content);
    expect(startType).toBe('date');
    expect(start.isDate).toBe(true);
    expect([start.year, start.month, start.day]).toEqual([year, 5, 1]);
    expect(endType).toBe('date');
    expect([end.year, end.month, end.day]).toEqual([year, 5, 2]);
    expect(event.summary).toBe('Plant Tomato');
    expect(event.description).toBe('Reminder to plant Tomato in May');
    expect(file!.content).toMatch(/^DTSTART;VALUE=DATE:\d{4}0501\r?$/m);
  });

  test('a seed-starting file says "Start seeds for" and is named seed_starting_…', () => {
    const file = buildPlantingCalendarFile({
      plantName: 'Sweet Basil',
      month: 'March',
      kind: 'seed_starting',
      year: 2027,
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
  test('an all-day event on the 15th of the first month', () => {
    const step = 'Tie stems loosely to the stake every week.';
    const file = buildCareStepCalendarFile({ plantName: 'Tomato', step, months: ['June', 'July'], year: 2026 });
    expect(file?.fileName).toBe('tomato_tie_stems_loosely_to_th_reminder.ics');

    const { event, start, startType } = readEvent(file!.content);
    expect(startType).toBe('date');
    expect(start.toString()).toBe('2026-06-15');
    expect(event.summary).toBe(`Tomato: ${step}`);
    expect(event.description).toBe(`Care reminder for Tomato (June, July): ${step}`);
  });

  test('the first month counts even when the months run over the new year', () => {
    const file = buildCareStepCalendarFile({
      plantName: 'Garlic',
      step: 'Mulch',
      months: ['November', 'December', 'January'],
      year: 2026,
    });
    expect(readEvent(file!.content).start.toString()).toBe('2026-11-15');
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
