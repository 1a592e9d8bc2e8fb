import { describe, expect, test } from 'vitest';
import type { PlantFile } from './catalogue-schema.ts';
import { frostFreePlant, frostWording, hasTypicalFrost, plantAtPlace } from './frost-free.ts';
import { placeOfZip, readPlant } from './test-support.ts';

// Real rows of data/climate/zip-climate.tsv.
const miami = placeOfZip('33101'); // 11a, no typical frost
const honolulu = placeOfZip('96813'); // 12b, no typical frost
const losAngeles = placeOfZip('90012'); // 10b, no typical frost
const yuma = placeOfZip('85366'); // 10a, no typical frost (another Yuma ZIP, 85364, has frost dates)
const minneapolis = placeOfZip('55401'); // 5a, 04-23 and 10-16
const houston = placeOfZip('77002'); // 9b, 02-02 and 12-25: frost in most winters
const phoenix = placeOfZip('85001'); // 10a, frost only from 01-03 to 01-05
const stPaulGap = placeOfZip('55131'); // 5a, a ZIP without a station: no frost dates

/** A real plant with frost-free texts of the test's own, so the rules do not depend on the catalogue's wording. */
function withTexts(id: string, frostFree: PlantFile['frostFree']): PlantFile {
  return { ...structuredClone(readPlant(id)), frostFree };
}

describe('hasTypicalFrost', () => {
  test('is false where the ZIP has no frost dates in a zone whose winters do not freeze', () => {
    for (const place of [miami, honolulu, losAngeles, yuma]) expect(hasTypicalFrost(place), place.city).toBe(false);
  });

  test('is true wherever a typical last frost is known, however rare: Houston and Phoenix keep the frost texts', () => {
    for (const place of [minneapolis, houston, phoenix]) expect(hasTypicalFrost(place), place.city).toBe(true);
  });

  test('a record without frost dates in a zone where winters freeze is a gap in the data, not a place without frost', () => {
    expect(stPaulGap).toMatchObject({ zone: '5a', lastFrost: '', firstFrost: '' });
    expect(hasTypicalFrost(stPaulGap)).toBe(true);
    expect(hasTypicalFrost({ zone: '9b', lastFrost: '' })).toBe(true);
    expect(hasTypicalFrost({ zone: '10a', lastFrost: '' })).toBe(false);
  });
});

describe('frostFreePlant', () => {
  const tomato = withTexts('tomato', {
    description: 'Frost-free description.',
    planting: [{ step: 'Frost-free step one.' }, { step: 'Frost-free step two.', tip: 'A tip.' }, { step: 'Three.' }],
    care: { 'green-fruit': null, 'clean-up': 'Frost-free clean-up.' },
    requirements: { frost: 'Tender: frost kills the plant, as ever', temperature: null },
  });

  test('takes the frost-free texts, and leaves out the care steps and lines set to null', () => {
    const shown = frostFreePlant(tomato);
    expect(shown.description).toBe('Frost-free description.');
    expect(shown.planting).toEqual(tomato.frostFree!.planting);
    expect(shown.care.map((step) => step.id)).toEqual(
      tomato.care.map((step) => step.id).filter((id) => id !== 'green-fruit'),
    );
    expect(shown.care.find((step) => step.id === 'clean-up')).toEqual({
      ...tomato.care.find((step) => step.id === 'clean-up'),
      step: 'Frost-free clean-up.',
    });
    expect(shown.requirements.frost).toBe('Tender: frost kills the plant, as ever');
    expect('temperature' in shown.requirements).toBe(false);
    expect(shown.requirements.ph).toBe(tomato.requirements.ph);
    expect(shown.frostFree).toBeUndefined();
  });

  test('keeps everything the texts do not replace: timing, seed starting, care timings and ids', () => {
    const shown = frostFreePlant(tomato);
    expect(shown.timing).toBe(tomato.timing);
    expect(shown.seedStarting).toBe(tomato.seedStarting);
    expect(shown.care.find((step) => step.id === 'water')).toBe(tomato.care.find((step) => step.id === 'water'));
  });

  test('changes nothing in the plant, and is made once per plant', () => {
    const before = structuredClone(tomato);
    const shown = frostFreePlant(tomato);
    expect(tomato).toEqual(before);
    expect(frostFreePlant(tomato)).toBe(shown);
  });

  test('is the plant itself for a plant without frost-free texts', () => {
    const plain = withTexts('tomato', undefined);
    expect(frostFreePlant(plain)).toBe(plain);
  });
});

describe('plantAtPlace', () => {
  const tomato = withTexts('tomato', { description: 'Frost-free description.' });

  test('shows the frost-free form where there is no typical frost, the plant itself everywhere else', () => {
    expect(plantAtPlace(tomato, miami).description).toBe('Frost-free description.');
    expect(plantAtPlace(tomato, honolulu).description).toBe('Frost-free description.');
    for (const place of [minneapolis, houston, phoenix, stPaulGap]) expect(plantAtPlace(tomato, place)).toBe(tomato);
  });

  test('shows the plant itself where no place is known (the public pages)', () => {
    expect(plantAtPlace(tomato, null)).toBe(tomato);
  });
});

describe('frostWording', () => {
  test('finds frost and freezing as a time or event, thawing ground and snow', () => {
    expect(frostWording('Wait until 2 to 4 weeks after the last frost.')).toBe('frost');
    expect(frostWording('Plant bulbs a few weeks before the ground freezes.')).toBe('freez');
    expect(frostWording('Sow as soon as the soil can be worked.')).toBe('soil can be worked');
    expect(frostWording('Dig them during thaws.')).toBe('thaw');
    expect(frostWording('Flowers often open through the last snow.')).toBe('snow');
    expect(frostWording('Sow once the soil is at least 60 °F.')).toBeNull();
  });

  test('passes over freezing in the kitchen and the snow pea', () => {
    expect(frostWording('Harvest everything; the leaves freeze well for winter.')).toBeNull();
    expect(frostWording('Young ginger keeps best frozen.')).toBeNull();
    expect(frostWording('Pick snow peas while the pods are still flat.')).toBeNull();
  });

  test('lets a Frost line state the plant’s tolerance, not a frost to expect or act on', () => {
    for (const tolerance of [
      'Tender: frost kills the plant',
      'Hardy: roots survive frozen ground',
      'Hardy when dormant; frost kills open blossoms',
      'Very hardy: frost sweetens the leaves',
    ]) {
      expect(frostWording(tolerance, true), tolerance).toBeNull();
    }
    for (const [event, word] of [
      ['Hardy when dormant; a spring frost can kill open blossoms', 'spring frost'],
      ['Tender: protect or bring indoors when frost is forecast', 'when frost'],
      ['Hardy to light frost; pull the roots before a hard freeze', 'before a hard freez'],
      ['Tender: plant out after the last frost', 'last frost'],
      ['Leaves take light frost; protect them from freezes below about 25 °F', 'protect'],
    ]) {
      expect(frostWording(event!, true), event).toBe(word);
    }
  });
});
