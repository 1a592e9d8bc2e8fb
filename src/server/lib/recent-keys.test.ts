import { describe, expect, test } from 'vitest';
import { RecentKeys } from './recent-keys.ts';

describe('RecentKeys', () => {
  test('a key is seen from its second time on, large keys and keys in one slot included', () => {
    const recent = new RecentKeys(1000);
    const keys = Array.from({ length: 1000 }, (_, i) => (i % 2 ? i : 2 ** 40 + i * 2 ** 33 + i));
    for (const key of keys) expect(recent.seen(key)).toBe(false);
    for (const key of keys) expect(recent.seen(key)).toBe(true);
  });

  test('forgets every key at once when it holds its most', () => {
    const recent = new RecentKeys(10);
    for (let key = 0; key < 10; key++) recent.seen(key);
    expect(recent.seen(3)).toBe(true);
    // The eleventh key clears the others.
    expect(recent.seen(100)).toBe(false);
    expect(recent.seen(3)).toBe(false);
    expect(recent.seen(100)).toBe(true);
  });
});
