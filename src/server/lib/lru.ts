interface Entry<K, V> {
  key: K;
  value: V;
  /** The entry used just before this one (towards the least recently used). */
  older: Entry<K, V> | null;
  /** The entry used just after this one (towards the most recently used). */
  newer: Entry<K, V> | null;
}

/**
 * A map that keeps at most `max` entries, forgetting the least recently used first. The
 * entries are linked in the order they were used, so the least recently used is always at
 * hand. (Finding it as the first key of a `Map` that moves entries by deleting and adding
 * them again walks past the holes those deletes leave: under a stream of misses that cost
 * microseconds a call.)
 */
export class Lru<K, V> {
  private readonly entries = new Map<K, Entry<K, V>>();
  private newest: Entry<K, V> | null = null;
  private oldest: Entry<K, V> | null = null;

  constructor(private readonly max: number) {}

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    this.touch(entry);
    return entry.value;
  }

  set(key: K, value: V): void {
    const entry = this.entries.get(key);
    if (entry !== undefined) {
      entry.value = value;
      this.touch(entry);
      return;
    }
    if (this.entries.size >= this.max && this.oldest) {
      const dropped = this.oldest;
      this.unlink(dropped);
      this.entries.delete(dropped.key);
    }
    const added: Entry<K, V> = { key, value, older: null, newer: null };
    this.entries.set(key, added);
    this.link(added);
  }

  /** Whether the key has an entry, without counting as a use. */
  has(key: K): boolean {
    return this.entries.has(key);
  }

  delete(key: K): boolean {
    const entry = this.entries.get(key);
    if (entry === undefined) return false;
    this.unlink(entry);
    return this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }

  /** Makes the entry the most recently used. */
  private touch(entry: Entry<K, V>): void {
    if (entry === this.newest) return;
    this.unlink(entry);
    this.link(entry);
  }

  private link(entry: Entry<K, V>): void {
    entry.older = this.newest;
    entry.newer = null;
    if (this.newest) this.newest.newer = entry;
    this.newest = entry;
    this.oldest ??= entry;
  }

  private unlink(entry: Entry<K, V>): void {
    if (entry.older) entry.older.newer = entry.newer;
    else this.oldest = entry.newer;
    if (entry.newer) entry.newer.older = entry.older;
    else this.newest = entry.older;
    entry.older = entry.newer = null;
  }
}
