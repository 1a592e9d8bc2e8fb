import { describe, expect, test } from 'vitest';
import type { PlantFile } from './catalogue-schema.ts';
import { ZONE_SUITABILITY_TEXTS, zoneNumber, zoneSuitability, zoneSuitabilityText } from './suitability.ts';
import { placeOfZip, readPlant } from './test-support.ts';

const minneapolis = placeOfZip('55401'); // 5a
const atlanta = placeOfZip('30303'); // 8a
const newYork = placeOfZip('10001'); // 7b
const miami = placeOfZip('33101'); // 11a
const denver = placeOfZip('80202'); // 6a
const phoenix = placeOfZip('85001'); // 10a
const fairbanks = placeOfZip('99701'); // 3a, 111 frost-free days

describe('zone suitability', () => {
  test('uses the spec texts', () => {
    expect(ZONE_SUITABILITY_TEXTS).toEqual({
      match: '✓ Great match for your zone!',
      close: '⚠️ Can grow with potential adjustments.',
      far: '✕ Challenging for your zone.',
      indoor: '✓ Perfect for indoor growing!',
    });
    expect(zoneSuitabilityText(readPlant('snake-plant'), minneapolis)).toBe('✓ Perfect for indoor growing!');
  });

  test('reads the whole zone number from a half zone', () => {
    expect(zoneNumber('5a')).toBe(5);
    expect(zoneNumber('11a')).toBe(11);
    expect(zoneNumber('13b')).toBe(13);
  });

  test('a houseplant is for indoors wherever you are', () => {
    for (const place of [minneapolis, miami, phoenix])
      expect(zoneSuitability(readPlant('snake-plant'), place)).toBe('indoor');
  });

  test('perennials: inside the hardiness range match, one zone out is close, further is far', () => {
    const blueberry = readPlant('blueberry'); // zones 4–7
    expect(zoneSuitability(blueberry, minneapolis)).toBe('match');
    expect(zoneSuitability(blueberry, atlanta)).toBe('close');
    expect(zoneSuitability(blueberry, miami)).toBe('far');

    const peony = readPlant('peony'); // zones 3–8
    expect(zoneSuitability(peony, minneapolis)).toBe('match');
    expect(zoneSuitability(peony, phoenix)).toBe('far');
    expect(zoneSuitability(peony, miami)).toBe('far');

    const lemon = readPlant('lemon'); // zones 9–11
    expect(zoneSuitability(lemon, minneapolis)).toBe('far');
    expect(zoneSuitability(lemon, atlanta)).toBe('close');
    expect(zoneSuitability(lemon, miami)).toBe('match');

    const rosemary = readPlant('rosemary'); // zones 8–10
    expect(zoneSuitability(rosemary, atlanta)).toBe('match');
    expect(zoneSuitability(rosemary, newYork)).toBe('close');
    expect(zoneSuitability(rosemary, denver)).toBe('far');
  });

  test('a fall-planted crop that overwinters is judged by its hardiness range', () => {
    const garlic = readPlant('garlic'); // zones 3–9
    expect(zoneSuitability(garlic, minneapolis)).toBe('match');
    expect(zoneSuitability(garlic, phoenix)).toBe('close');
    expect(zoneSuitability(garlic, miami)).toBe('far');
  });

  test('annuals: the frost-free season after planting out must cover the days to maturity', () => {
    const tomato = readPlant('tomato');
    for (const place of [minneapolis, atlanta, newYork, miami, denver, phoenix]) {
      expect(zoneSuitability(tomato, place), place.city).toBe('match');
    }
    // Fairbanks: 111 frost-free days, tomatoes go out 2 weeks after the last frost, 55–85 days to ripen.
    expect(zoneSuitability(tomato, fairbanks)).toBe('close');
    expect(zoneSuitability(readPlant('pea'), fairbanks)).toBe('match');
  });

  test('a season too short even for the fastest varieties is far', () => {
    const slowMelon: PlantFile = {
      ...readPlant('cucumber'),
      id: 'slow-melon',
      daysToMaturity: { min: 100, max: 120, from: 'sowing' },
    };
    expect(zoneSuitability(slowMelon, fairbanks)).toBe('far');
    expect(zoneSuitability(slowMelon, minneapolis)).toBe('match');
  });

  test('days to maturity counted from sowing give transplants credit for their weeks indoors', () => {
    const tomato = readPlant('tomato');
    // Seeds 8–6 weeks before the last frost and plants out 1–3 weeks after it: 9 weeks indoors.
    const countedFromSowing: PlantFile = { ...tomato, daysToMaturity: { min: 55 + 63, max: 85 + 63, from: 'sowing' } };
    for (const place of [minneapolis, fairbanks]) {
      expect(zoneSuitability(countedFromSowing, place)).toBe(zoneSuitability(tomato, place));
    }
  });
});
