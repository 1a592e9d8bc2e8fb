/**
 * A map that keeps at most `max` entries, forgetting the least recently used first, in
 * two generations: new and used entries go to the young one; when it holds `max / 2`,
 * it becomes the old one and the old one is dropped; an old entry that is used again
 * moves back to the young. What is forgotten is then always among the least recently
 * used half, and every call is a lookup or two. (A single `Map` that moves and evicts
 * entries one by one leaves holes in its table, which finding the oldest entry has to
 * walk past: under a stream of misses that cost microseconds a call.)
 */
export class Lru<K, V> {
  private young = new Map<K, V>();
  private old = new Map<K, V>();
  private readonly half: number;

  constructor(max: number) {
    this.half = Math.max(1, Math.floor(max / 2));
  }

  get(key: K): V | undefined {
    const value = this.young.get(key);
    if (value !== undefined) return value;
    const older = this.old.get(key);
    if (older !== undefined) {
      this.old.delete(key);
      this.keep(key, older);
    }
    return older;
  }

  set(key: K, value: V): void {
    if (this.young.has(key)) this.young.set(key, value);
    else {
      this.old.delete(key);
      this.keep(key, value);
    }
  }

  get size(): number {
    return this.young.size + this.old.size;
  }

  private keep(key: K, value: V): void {
    if (this.young.size >= this.half) {
      this.old = this.young;
      this.young = new Map();
    }
    this.young.set(key, value);
  }
}
