import { describe, expect, test } from 'vitest';
import { BatchedByKey } from './batched-by-key.ts';

/** A read that notes each batch of keys it is asked for and answers each key's row ('row of k'), but none for 'missing'. */
function recorded(maxKeys?: number, fail?: (keys: string[]) => unknown) {
  const batches: string[][] = [];
  const reads = new BatchedByKey<string, string>(async (keys) => {
    batches.push(keys);
    const error = fail?.(keys);
    if (error) throw error;
    return new Map(keys.filter((key) => key !== 'missing').map((key) => [key, `row of ${key}`]));
  }, maxKeys);
  return { reads, batches };
}

describe('queries by key asked for together, run as one', () => {
  test('keys asked for in one turn go in one read; each caller gets its own row, or undefined', async () => {
    const { reads, batches } = recorded();
    const rows = await Promise.all(['a', 'b', 'missing', 'c'].map((key) => reads.get(key)));
    expect(rows).toEqual(['row of a', 'row of b', undefined, 'row of c']);
    expect(batches).toEqual([['a', 'b', 'missing', 'c']]);
  });

  test('a key asked for twice is read once, and both callers get its row', async () => {
    const { reads, batches } = recorded();
    expect(await Promise.all([reads.get('a'), reads.get('a'), reads.get('b')])).toEqual([
      'row of a',
      'row of a',
      'row of b',
    ]);
    expect(batches).toEqual([['a', 'b']]);
  });

  test('keys asked for in later turns go in later reads', async () => {
    const { reads, batches } = recorded();
    expect(await reads.get('a')).toBe('row of a');
    expect(await reads.get('b')).toBe('row of b');
    await new Promise((done) => setTimeout(done, 1));
    expect(await reads.get('c')).toBe('row of c');
    expect(batches).toEqual([['a'], ['b'], ['c']]);
  });

  test('more keys than a read takes are split into several', async () => {
    const { reads, batches } = recorded(3);
    const keys = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    expect(await Promise.all(keys.map((key) => reads.get(key)))).toEqual(keys.map((key) => `row of ${key}`));
    expect(batches).toEqual([['a', 'b', 'c'], ['d', 'e', 'f'], ['g']]);
  });

  test('a read that fails fails its own callers only, and the next read runs as usual', async () => {
    const { reads, batches } = recorded(2, (keys) => (keys.includes('bad') ? new Error('database gone') : undefined));
    const outcomes = await Promise.allSettled(['a', 'bad', 'c', 'd'].map((key) => reads.get(key)));
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected', 'fulfilled', 'fulfilled']);
    expect(outcomes[0]).toMatchObject({ reason: new Error('database gone') });
    expect(await reads.get('a')).toBe('row of a');
    expect(batches).toEqual([['a', 'bad'], ['c', 'd'], ['a']]);
  });

  test('a read that throws before it starts fails its callers as one that rejects', async () => {
    const reads = new BatchedByKey<string, string>(() => {
      throw new Error('no connection');
    });
    await expect(Promise.all([reads.get('a'), reads.get('b')])).rejects.toThrow('no connection');
  });
});
