import { describe, expect, test } from 'vitest';
import { readTaskTracking, storeTaskTracking } from './stored-task-tracking.ts';
import { clearTaskTracking, taskTrackingKey } from './task-tracking-storage.ts';

describe('the device copy of the tracking map (gardenTaskTracking_{userId})', () => {
  test('is kept per user and read back', () => {
    const ticks = { '7': [{ calendar_event_id: 3, occurrence: '2026-05', completed: true }] };
    storeTaskTracking('user-1', ticks);
    expect(localStorage.getItem('gardenTaskTracking_user-1')).not.toBeNull();
    expect(readTaskTracking('user-1')).toEqual(ticks);
    expect(readTaskTracking('user-2')).toBeNull();
  });

  test('keeps only tasks the server has given an id', () => {
    storeTaskTracking('user-1', {
      '7': [
        { calendar_event_id: 3, occurrence: '2026-05', completed: true },
        { calendar_event_id: -2, occurrence: '2026-06', completed: true },
      ],
      'plant-tomato-planting': [{ calendar_event_id: -1, occurrence: '2026-05', completed: true }],
    });
    expect(readTaskTracking('user-1')).toEqual({
      '7': [{ calendar_event_id: 3, occurrence: '2026-05', completed: true }],
    });
  });

  test.each([
    ['corrupt JSON', '{"7": {"calendar_event_id": 3'],
    ['a list', '[1, 2]'],
    ['rows of the wrong shape', JSON.stringify({ '7': [{ calendar_event_id: 'three', completed: 'yes' }] })],
    ['the shape kept before ticks had months', JSON.stringify({ '7': { calendar_event_id: 3, completed: true } })],
  ])('%s is discarded', (_, raw) => {
    localStorage.setItem(taskTrackingKey('user-1'), raw);
    expect(readTaskTracking('user-1')).toBeNull();
    expect(localStorage.getItem(taskTrackingKey('user-1'))).toBeNull();
  });

  test('logout forgets the user’s copy and the anonymous one', () => {
    storeTaskTracking('user-1', {});
    localStorage.setItem(taskTrackingKey(null), '{}');
    clearTaskTracking('user-1');
    expect(localStorage.getItem('gardenTaskTracking_user-1')).toBeNull();
    expect(localStorage.getItem('gardenTaskTracking_anonymous')).toBeNull();
  });
});
