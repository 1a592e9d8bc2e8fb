import { describe, expect, test } from 'vitest';
import { Lru } from './lru.ts';

describe('Lru', () => {
  test('keeps at most max entries, however many are set', () => {
    const lru = new Lru<number, string>(10);
    for (let i = 0; i < 1000; i++) {
      lru.set(i, `v${i}`);
      expect(lru.size).toBeLessThanOrEqual(10);
    }
    // The most recent ones are there.
    expect(lru.get(999)).toBe('v999');
    expect(lru.get(995)).toBe('v995');
    expect(lru.get(0)).toBeUndefined();
  });

  test('an entry used again outlives entries set after it but not used', () => {
    const lru = new Lru<string, number>(4);
    lru.set('kept', 1);
    lru.set('a', 2);
    lru.set('b', 3);
    for (let i = 0; i < 20; i++) {
      expect(lru.get('kept')).toBe(1);
      lru.set(`new${i}`, i);
    }
    expect(lru.get('kept')).toBe(1);
    expect(lru.get('a')).toBeUndefined();
    expect(lru.get('b')).toBeUndefined();
  });

  test('setting a key again replaces its value, leaving one entry', () => {
    const lru = new Lru<string, number>(6);
    lru.set('k', 1);
    for (let i = 0; i < 3; i++) lru.set(`other${i}`, i);
    lru.set('k', 2);
    expect(lru.get('k')).toBe(2);
    lru.set('k', 3);
    expect(lru.get('k')).toBe(3);
    expect(lru.size).toBe(4);
  });

  test('forgets exactly the least recently used entry', () => {
    const lru = new Lru<string, number>(3);
    lru.set('a', 1);
    lru.set('b', 2);
    lru.set('c', 3);
    lru.get('a');
    lru.set('d', 4);
    expect(lru.get('b')).toBeUndefined();
    expect([lru.get('a'), lru.get('c'), lru.get('d')]).toEqual([1, 3, 4]);
  });

  test('a working set as large as max, used in turn, is kept whole', () => {
    const lru = new Lru<number, number>(2000);
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 2000; i++) {
        if (round > 0) expect(lru.get(i)).toBe(i);
        else lru.set(i, i);
      }
    }
    expect(lru.size).toBe(2000);
  });

  test('a deleted entry is gone, and the others keep their order of use', () => {
    const lru = new Lru<string, number>(3);
    lru.set('a', 1);
    lru.set('b', 2);
    lru.set('c', 3);
    expect(lru.delete('b')).toBe(true);
    expect(lru.delete('b')).toBe(false);
    expect(lru.get('b')).toBeUndefined();
    expect(lru.size).toBe(2);
    // Room for one more without dropping anything; the next one drops the least recently used.
    lru.set('d', 4);
    expect([lru.get('a'), lru.get('c'), lru.get('d')]).toEqual([1, 3, 4]);
    lru.set('e', 5);
    expect(lru.get('a')).toBeUndefined();
    // The newest and the oldest can go too.
    expect(lru.delete('e')).toBe(true);
    expect(lru.delete('c')).toBe(true);
    lru.set('f', 6);
    lru.set('g', 7);
    expect([lru.get('d'), lru.get('f'), lru.get('g')]).toEqual([4, 6, 7]);
  });
});
