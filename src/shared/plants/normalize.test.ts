import { describe, expect, it } from 'vitest';
import { flattenSteps, normalizeRequirements } from './normalize.ts';

describe('flattenSteps', () => {
  it('takes a list of strings', () => {
    expect(flattenSteps(['Dig a hole', '  ', 'Water well'])).toEqual([{ step: 'Dig a hole' }, { step: 'Water well' }]);
  });

  it('takes a list of objects and keeps only tips that are not blank', () => {
    expect(
      flattenSteps([
        { step: 'Sow thinly', tip: 'Mix fine seed with sand.' },
        { text: 'Firm the soil', tip: '   ' },
        { description: '' },
      ]),
    ).toEqual([{ step: 'Sow thinly', tip: 'Mix fine seed with sand.' }, { step: 'Firm the soil' }]);
  });

  it('flattens an object keyed by groups, in order, however deep', () => {
    expect(
      flattenSteps({
        Preparation: ['Loosen the soil', { instruction: 'Add compost' }],
        Sowing: { first: 'Sow 1/2 inch deep', then: [{ step: 'Keep moist', tip: 'Use a mister.' }] },
      }),
    ).toEqual([
      { step: 'Loosen the soil' },
      { step: 'Add compost' },
      { step: 'Sow 1/2 inch deep' },
      { step: 'Keep moist', tip: 'Use a mister.' },
    ]);
  });

  it('takes a single string and ignores what is not a step', () => {
    expect(flattenSteps('Plant after the last frost.')).toEqual([{ step: 'Plant after the last frost.' }]);
    expect(flattenSteps(null)).toEqual([]);
    expect(flattenSteps(undefined)).toEqual([]);
    expect(flattenSteps(true)).toEqual([]);
  });
});

describe('normalizeRequirements', () => {
  it('orders a plain object by the spec’s preference and hides sun lines', () => {
    const map = normalizeRequirements({
      fertilizer: 'Balanced feed monthly',
      sunlight: 'Full sun',
      water: '1 inch a week',
      ph: '6.0–6.8',
      mulch: 'Straw',
    });
    expect(Object.entries(map)).toEqual([
      ['pH', '6.0–6.8'],
      ['Water', '1 inch a week'],
      ['Fertilizer', 'Balanced feed monthly'],
      ['Mulch', 'Straw'],
    ]);
  });

  it('takes a list of key/value entries and drops empty values', () => {
    expect(
      normalizeRequirements([
        { key: 'Spacing', value: '18 inches' },
        { label: 'soil', text: 'Rich, well-drained' },
        ['Companion', ['Basil', 'Carrot']],
        { key: 'Avoid', value: '' },
        { key: 'Sun', value: 'Full Sun' },
      ]),
    ).toEqual({ Soil: 'Rich, well-drained', Spacing: '18 inches', Companion: 'Basil, Carrot' });
  });

  it('takes a single value', () => {
    expect(normalizeRequirements('Well-drained soil')).toEqual({ Requirements: 'Well-drained soil' });
    expect(normalizeRequirements('')).toEqual({});
    expect(normalizeRequirements(null)).toEqual({});
  });

  it('keeps the first of two lines with the same label', () => {
    expect(normalizeRequirements({ water: 'Weekly', Watering: 'Daily' })).toEqual({ Water: 'Weekly' });
  });
});
