/**
 * Keys (whole numbers from 0 to 2^53) seen lately, up to `max`, then forgotten all at once:
 * an open-addressed table of numbers, a third full at most, which allocates nothing per key.
 */
export class RecentKeys {
  private readonly slots: Float64Array;
  private count = 0;

  constructor(private readonly max: number) {
    let size = 1;
    while (size < 3 * max) size *= 2;
    this.slots = new Float64Array(size).fill(-1);
  }

  /** Notes `key`; whether it was seen lately. */
  seen(key: number): boolean {
    const mask = this.slots.length - 1;
    const low = (key % 2 ** 32) | 0;
    const high = Math.floor(key / 2 ** 32) | 0;
    let hash = Math.imul(low ^ Math.imul(high, 0x27d4eb2d), 0x9e3779b1);
    hash ^= hash >>> 15;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const found = this.slots[slot];
      if (found === key) return true;
      if (found !== -1) continue;
      if (this.count >= this.max) {
        this.slots.fill(-1);
        this.count = 0;
      }
      this.slots[slot] = key;
      this.count++;
      return false;
    }
  }
}
