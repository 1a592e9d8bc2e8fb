import { describe, expect, test } from 'vitest';
import { careLayout, carePhaseLabel, sortCareSteps } from './care.ts';

const step = (text: string, months: string[], order = 1) => ({ step: text, months, order_within_season: order });

describe('careLayout', () => {
  test('no steps in any phase: "Plant Care"', () => {
    expect(careLayout({ must_do: [], good_to_do: [], optional: [] })).toEqual({ kind: 'none', title: 'Plant Care' });
    expect(careLayout({})).toEqual({ kind: 'none', title: 'Plant Care' });
  });

  test('phases of the known set: "Seasonal Care" with every known tab, empty ones disabled', () => {
    const layout = careLayout({ must_do: [], good_to_do: [step('Prune', ['June'])], optional: [] });
    expect(layout.kind).toBe('seasonal');
    if (layout.kind === 'none') return;
    expect(layout.title).toBe('Seasonal Care');
    expect(layout.tabs.map(({ label, isDisabled }) => [label, isDisabled])).toEqual([
      ['Must Do', true],
      ['Good to Do', false],
      ['Optional', true],
    ]);
    expect(layout.defaultTab).toBe('good_to_do');
  });

  test('a phase outside the known set: "Plant Care Guide" with tabs for the phases that have steps', () => {
    const layout = careLayout({
      must_do: [step('Water', ['July'])],
      after_harvest: [step('Compost the vines', ['October'])],
      optional: [],
    });
    expect(layout.kind).toBe('guide');
    if (layout.kind === 'none') return;
    expect(layout.title).toBe('Plant Care Guide');
    expect(layout.tabs.map((tab) => tab.label)).toEqual(['Must Do', 'After Harvest']);
    expect(layout.tabs.every((tab) => !tab.isDisabled)).toBe(true);
  });
});

describe('sortCareSteps', () => {
  test('by first month in month order, steps without months first', () => {
    const sorted = sortCareSteps([
      step('Mulch for winter', ['November', 'December', 'January'], 1),
      step('Stake', ['June'], 2),
      step('Check often', [], 3),
      step('Feed', ['May', 'June'], 4),
      step('Net against birds', ['June'], 0),
    ]);
    expect(sorted.map((s) => s.step)).toEqual([
      'Check often',
      'Feed',
      'Net against birds',
      'Stake',
      'Mulch for winter',
    ]);
  });
});

test('carePhaseLabel', () => {
  expect(carePhaseLabel('must_do')).toBe('Must Do');
  expect(carePhaseLabel('good_to_do')).toBe('Good to Do');
  expect(carePhaseLabel('optional')).toBe('Optional');
  expect(carePhaseLabel('late_summer')).toBe('Late Summer');
});
