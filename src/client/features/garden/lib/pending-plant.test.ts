import { describe, expect, test } from 'vitest';
import {
  keepPendingPlant,
  PENDING_PLANT_KEY,
  PENDING_PLANT_MAX_AGE_MS,
  readPendingPlant,
  takePendingPlant,
} from './pending-plant.ts';

const pepper = { id: 'pepper', plantName: 'Pepper' };
const now = Date.UTC(2026, 4, 1, 12);

describe('the plant a visitor asked for before signing up (gg_pending_plant)', () => {
  test('is kept, read back, and taken once only', () => {
    keepPendingPlant(pepper, false, now);
    expect(readPendingPlant(now + 1000)).toEqual({
      plantId: 'pepper',
      plantName: 'Pepper',
      saveLater: false,
      keptAt: now,
    });
    expect(takePendingPlant(now + 1000)).toMatchObject({ plantId: 'pepper', saveLater: false });
    expect(takePendingPlant(now + 1000)).toBeNull();
    expect(localStorage.getItem(PENDING_PLANT_KEY)).toBeNull();
  });

  test('the latest wish replaces an earlier one', () => {
    keepPendingPlant(pepper, false, now);
    keepPendingPlant({ id: 'sweet-basil', plantName: 'Sweet Basil' }, true, now + 5000);
    expect(readPendingPlant(now + 6000)).toMatchObject({ plantId: 'sweet-basil', saveLater: true });
  });

  test('a wish a day old or more is dropped', () => {
    keepPendingPlant(pepper, false, now);
    expect(readPendingPlant(now + PENDING_PLANT_MAX_AGE_MS)).not.toBeNull();
    expect(readPendingPlant(now + PENDING_PLANT_MAX_AGE_MS + 1)).toBeNull();
    expect(localStorage.getItem(PENDING_PLANT_KEY)).toBeNull();
  });

  test.each([
    ['corrupt JSON', '{"plantId": "pepper", '],
    ['a wish without a name', JSON.stringify({ plantId: 'pepper', plantName: ' ', saveLater: false, keptAt: now })],
    [
      'an id that is not a plant id',
      JSON.stringify({ plantId: '../x', plantName: 'X', saveLater: false, keptAt: now }),
    ],
    [
      'a time ahead of the clock',
      JSON.stringify({ plantId: 'pepper', plantName: 'Pepper', saveLater: false, keptAt: now + 3_600_000 }),
    ],
  ])('%s is discarded', (_, raw) => {
    localStorage.setItem(PENDING_PLANT_KEY, raw);
    expect(readPendingPlant(now)).toBeNull();
    expect(localStorage.getItem(PENDING_PLANT_KEY)).toBeNull();
  });
});
