import { describe, expect, test } from 'vitest';
import { buildCare, buildEntry, buildGardenPlant } from '#shared/testing/garden-fixtures.ts';
import {
  addMonths,
  calendarMonthOf,
  calendarMonthOfOccurrence,
  keyOfTask,
  monthOf,
  mustDoCareIn,
  occurrenceMonths,
  occurrenceOf,
  openTasksDueIn,
  plantTaskKeys,
  plantTasks,
  tasksDueIn,
  type TaskTracking,
} from './tasks.ts';

const water = buildCare({ care_instruction_id: 7, step: 'Water deeply once a week.', months: ['June', 'July'] });
const stake = buildCare({ care_instruction_id: 8, step: 'Tie stems to the stake.', months: ['May', 'June'] });
const pinch = buildCare({
  care_instruction_id: 9,
  care_phase: 'good_to_do',
  priority: 'good to do',
  step: 'Pinch out suckers.',
  months: ['June'],
});
const tomato = buildGardenPlant({ care: { must_do: [water, stake], good_to_do: [pinch], optional: [] } });

describe('task identity keys', () => {
  test('care tasks use the care instruction id; planting and seed starting the plant id', () => {
    expect(keyOfTask({ plantId: 'tomato', eventType: 'care', careInstructionId: 7 })).toBe('7');
    expect(keyOfTask({ plantId: 'tomato', eventType: 'planting' })).toBe('plant-tomato-planting');
    expect(keyOfTask({ plantId: 'tomato', eventType: 'seed_starting' })).toBe('plant-tomato-seed-starting');
  });
});

const may2026 = { year: 2026, month: 5 };
const june2026 = { year: 2026, month: 6 };

/** A tick of a task key in a month. */
const tick = (id: number, occurrence: string, completed = true) => ({ calendar_event_id: id, occurrence, completed });

describe('derived tasks', () => {
  test('seed starting and planting are must-do tasks named after the plant, in their month', () => {
    const [seeds, planting] = plantTasks(tomato, {}, may2026);
    expect(seeds).toMatchObject({
      id: null,
      plantId: 'tomato',
      plantName: 'Tomato',
      step: 'Start seeds for Tomato',
      priority: 'must do',
      month: 'March',
      cadence: 'season',
      isDue: false,
      completed: false,
    });
    expect(planting).toMatchObject({ step: 'Plant Tomato', priority: 'must do', month: 'May', isDue: true });
  });

  test('care tasks come from the care plan, with their priority, months and cadence', () => {
    const care = plantTasks(tomato, {}, june2026).filter((task) => task.eventType === 'care');
    expect(care.map((task) => [task.step, task.priority, task.month, task.cadence])).toEqual([
      ['Water deeply once a week.', 'must do', 'June', 'month'],
      ['Tie stems to the stake.', 'must do', 'May', 'month'],
      ['Pinch out suckers.', 'good to do', 'June', 'month'],
    ]);
  });

  test('a tick carries its calendar event id and marks the task done in its month', () => {
    const tasks = plantTasks(
      tomato,
      { '7': [tick(41, '2026-06')], 'plant-tomato-planting': [tick(42, '2026-05')] },
      june2026,
    );
    expect(tasks.find((task) => task.key === '7')).toMatchObject({ id: 41, completed: true });
    expect(tasks.find((task) => task.key === 'plant-tomato-planting')).toMatchObject({ id: 42, completed: true });
  });

  test('a plant without seed starting or planting has only its care tasks', () => {
    const pothos = buildGardenPlant({
      id: 'pothos',
      plantName: 'Pothos',
      planting_month: null,
      seed_starting_month: null,
      plantingInstructions: [],
      seedStartingInstructions: [],
      care: { must_do: [water], good_to_do: [], optional: [] },
    });
    expect(plantTasks(pothos, {}, may2026).map((task) => task.eventType)).toEqual(['care']);
    expect(plantTaskKeys(pothos)).toEqual(['7']);
  });
});

describe('a tick belongs to one month of one year', () => {
  const summerWater = buildCare({
    care_instruction_id: 20,
    step: 'Water deeply once or twice a week.',
    months: ['May', 'June', 'July', 'August', 'September', 'October'],
  });
  const mulch = buildCare({
    care_instruction_id: 21,
    step: 'Spread mulch.',
    months: ['May', 'June'],
    oncePerSeason: true,
  });
  const winterCover = buildCare({
    care_instruction_id: 22,
    step: 'Cover the crowns.',
    months: ['November', 'December', 'January'],
    oncePerSeason: true,
  });
  const plant = buildGardenPlant({
    care: { must_do: [summerWater, mulch, winterCover], good_to_do: [], optional: [] },
  });
  const stateIn = (tracking: TaskTracking, key: string, at: { year: number; month: number }) =>
    plantTasks(plant, tracking, at).find((task) => task.key === key)!.completed;

  test('watering ticked in May is not done in June, nor next May', () => {
    const tracking = { '20': [tick(1, '2026-05')] };
    expect(stateIn(tracking, '20', may2026)).toBe(true);
    expect(stateIn(tracking, '20', june2026)).toBe(false);
    expect(stateIn(tracking, '20', { year: 2027, month: 5 })).toBe(false);
  });

  test('a step done once per season, ticked in May, is done for the whole May–June run, and not next year', () => {
    const tracking = { '21': [tick(2, '2026-05')] };
    expect(stateIn(tracking, '21', may2026)).toBe(true);
    expect(stateIn(tracking, '21', june2026)).toBe(true);
    expect(stateIn(tracking, '21', { year: 2027, month: 5 })).toBe(false);
  });

  test('a season over the new year is one run: ticked in December, done in January, not the next November', () => {
    const tracking = { '22': [tick(3, '2026-12')] };
    expect(stateIn(tracking, '22', { year: 2026, month: 11 })).toBe(true);
    expect(stateIn(tracking, '22', { year: 2027, month: 1 })).toBe(true);
    expect(stateIn(tracking, '22', { year: 2027, month: 11 })).toBe(false);
    expect(occurrenceMonths(plantTasks(plant, {}, { year: 2027, month: 1 })[4]!, { year: 2027, month: 1 })).toEqual([
      { year: 2026, month: 11 },
      { year: 2026, month: 12 },
      { year: 2027, month: 1 },
    ]);
  });

  test('planting is done once a season: a tick in April counts for May’s planting, last year’s does not', () => {
    const key = 'plant-tomato-planting';
    expect(stateIn({ [key]: [tick(4, '2026-04')] }, key, may2026)).toBe(true);
    expect(stateIn({ [key]: [tick(4, '2025-05')] }, key, may2026)).toBe(false);
    // In December the coming season's planting is the one that counts.
    expect(stateIn({ [key]: [tick(4, '2026-05')] }, key, { year: 2026, month: 12 })).toBe(false);
    expect(stateIn({ [key]: [tick(4, '2026-12')] }, key, { year: 2027, month: 5 })).toBe(true);
  });

  test('a row that is not done does not count', () => {
    expect(stateIn({ '20': [tick(5, '2026-05', false)] }, '20', may2026)).toBe(false);
  });

  test('months count across years', () => {
    expect(addMonths({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(addMonths({ year: 2026, month: 1 }, -13)).toEqual({ year: 2024, month: 12 });
    expect(occurrenceOf({ year: 2026, month: 5 })).toBe('2026-05');
    expect(calendarMonthOfOccurrence('2026-13')).toBeNull();
    expect(calendarMonthOfOccurrence('2026-09')).toEqual({ year: 2026, month: 9 });
  });
});

describe('this month', () => {
  const basil = buildGardenPlant({
    id: 'sweet-basil',
    plantName: 'Sweet Basil',
    planting_month: 'June',
    seed_starting_month: 'April',
    care: { must_do: [buildCare({ step: 'Pinch the tips.', months: ['June'] })], good_to_do: [], optional: [] },
  });

  test('lists seed starting and planting in their month, and care steps listed for the month', () => {
    const garden = [buildEntry(tomato), buildEntry(basil)];
    expect(tasksDueIn(garden, {}, may2026).map((task) => task.step)).toEqual([
      'Plant Tomato',
      'Tie stems to the stake.',
    ]);
    expect(tasksDueIn(garden, {}, { year: 2026, month: 3 }).map((task) => task.step)).toEqual([
      'Start seeds for Tomato',
    ]);
    expect(tasksDueIn(garden, {}, june2026).map((task) => task.step)).toEqual([
      'Plant Sweet Basil',
      'Pinch the tips.',
      'Water deeply once a week.',
      'Tie stems to the stake.',
      'Pinch out suckers.',
    ]);
  });

  test('saved plants have no tasks', () => {
    expect(tasksDueIn([buildEntry(tomato, true)], {}, may2026)).toEqual([]);
  });

  test('a digest’s open tasks are those not done in the months it covers, each once', () => {
    const garden = [buildEntry(tomato)];
    const tracking = { '7': [tick(9, '2026-06')] };
    const open = openTasksDueIn(garden, tracking, [june2026, { year: 2026, month: 7 }]).map((task) => task.step);
    // Watering is done in June but not yet in July, so a week over both lists it once.
    expect(open).toEqual(['Tie stems to the stake.', 'Water deeply once a week.', 'Pinch out suckers.']);
    expect(openTasksDueIn(garden, tracking, [june2026]).map((task) => task.step)).toEqual([
      'Tie stems to the stake.',
      'Pinch out suckers.',
    ]);
  });

  test('a card’s must-do step is the first must-do care step listed for the month', () => {
    expect(mustDoCareIn(tomato, {}, june2026)?.step).toBe('Water deeply once a week.');
    expect(mustDoCareIn(tomato, {}, may2026)?.step).toBe('Tie stems to the stake.');
    expect(mustDoCareIn(tomato, {}, { year: 2026, month: 1 })).toBeNull();
  });

  test('the month is the local calendar month', () => {
    expect(monthOf(new Date(2026, 10, 23))).toBe('November');
    expect(monthOf(new Date(2026, 0, 1))).toBe('January');
    expect(calendarMonthOf(new Date(2026, 0, 1))).toEqual({ year: 2026, month: 1 });
  });
});
