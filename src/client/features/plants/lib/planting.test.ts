import { describe, expect, test } from 'vitest';
import { plantingLayout } from './planting.ts';

const steps = [{ step: 'Sow' }];

describe('plantingLayout', () => {
  test('seed starting is the default when it has steps or a month', () => {
    expect(
      plantingLayout({ seed_starting: steps, planting: steps, seedStartingMonth: null, plantingMonth: 'May' })
        ?.defaultTab,
    ).toBe('seed-starting');
    expect(
      plantingLayout({ seed_starting: [], planting: steps, seedStartingMonth: 'March', plantingMonth: 'May' })
        ?.defaultTab,
    ).toBe('seed-starting');
  });

  test('a tab with neither steps nor a month is empty (disabled), and planting becomes the default', () => {
    const layout = plantingLayout({ seed_starting: [], planting: steps, seedStartingMonth: null, plantingMonth: null });
    expect(layout?.defaultTab).toBe('planting');
    expect(layout?.tabs.map((tab) => [tab.label, tab.isEmpty])).toEqual([
      ['Seed Starting Guide', true],
      ['Planting Guide', false],
    ]);
  });

  test('nothing at all hides the section', () => {
    expect(
      plantingLayout({ seed_starting: [], planting: [], seedStartingMonth: null, plantingMonth: null }),
    ).toBeNull();
  });
});
