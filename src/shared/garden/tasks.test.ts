import { describe, expect, test } from 'vitest';
import { buildCare, buildEntry, buildGardenPlant } from '#shared/testing/garden-fixtures.ts';
import { keyOfTask, monthOf, mustDoCareIn, plantTaskKeys, plantTasks, tasksDueIn } from './tasks.ts';

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

describe('derived tasks', () => {
  test('seed starting and planting are must-do tasks named after the plant, in their month', () => {
    const [seeds, planting] = plantTasks(tomato, {});
    expect(seeds).toMatchObject({
      id: null,
      plantId: 'tomato',
      plantName: 'Tomato',
      step: 'Start seeds for Tomato',
      priority: 'must do',
      month: 'March',
      completed: false,
    });
    expect(planting).toMatchObject({ step: 'Plant Tomato', priority: 'must do', month: 'May', completed: false });
  });

  test('care tasks come from the care plan, with their priority and months', () => {
    const care = plantTasks(tomato, {}).filter((task) => task.eventType === 'care');
    expect(care.map((task) => [task.step, task.priority, task.month])).toEqual([
      ['Water deeply once a week.', 'must do', 'June'],
      ['Tie stems to the stake.', 'must do', 'May'],
      ['Pinch out suckers.', 'good to do', 'June'],
    ]);
  });

  test('tracked tasks carry their calendar event id and whether they are done', () => {
    const tasks = plantTasks(tomato, {
      '7': { calendar_event_id: 41, completed: true },
      'plant-tomato-planting': { calendar_event_id: 42, completed: false },
    });
    expect(tasks.find((task) => task.key === '7')).toMatchObject({ id: 41, completed: true });
    expect(tasks.find((task) => task.key === 'plant-tomato-planting')).toMatchObject({ id: 42, completed: false });
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
    expect(plantTasks(pothos, {}).map((task) => task.eventType)).toEqual(['care']);
    expect(plantTaskKeys(pothos)).toEqual(['7']);
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
    expect(tasksDueIn(garden, {}, 'May').map((task) => task.step)).toEqual(['Plant Tomato', 'Tie stems to the stake.']);
    expect(tasksDueIn(garden, {}, 'March').map((task) => task.step)).toEqual(['Start seeds for Tomato']);
    expect(tasksDueIn(garden, {}, 'June').map((task) => task.step)).toEqual([
      'Plant Sweet Basil',
      'Pinch the tips.',
      'Water deeply once a week.',
      'Tie stems to the stake.',
      'Pinch out suckers.',
    ]);
  });

  test('saved plants have no tasks', () => {
    expect(tasksDueIn([buildEntry(tomato, true)], {}, 'May')).toEqual([]);
  });

  test('a card’s must-do step is the first must-do care step listed for the month', () => {
    expect(mustDoCareIn(tomato, {}, 'June')?.step).toBe('Water deeply once a week.');
    expect(mustDoCareIn(tomato, {}, 'May')?.step).toBe('Tie stems to the stake.');
    expect(mustDoCareIn(tomato, {}, 'January')).toBeNull();
  });

  test('the month is the local calendar month', () => {
    expect(monthOf(new Date(2026, 10, 23))).toBe('November');
    expect(monthOf(new Date(2026, 0, 1))).toBe('January');
  });
});
