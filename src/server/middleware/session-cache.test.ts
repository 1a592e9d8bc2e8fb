import { describe, expect, test } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { SESSION_RECHECK_MS, SessionCache } from './session-cache.ts';

const user = { id: 'u1', email: 'a@example.org', name: 'A', emailVerified: true, isAnonymous: false };
const later = new Date(Date.now() + 7 * 24 * 3600_000);

/** Only `checkRevocations` reads the database; these tests never call it. */
function cacheAt(clock: { now: number }, random = () => 1) {
  return new SessionCache(null as unknown as Kysely<Database>, () => clock.now, random);
}

describe('the cache of checked sessions', () => {
  test('answers the exact cookie it was given, and nothing else carrying the same token', () => {
    const clock = { now: 1_000 };
    const sessions = cacheAt(clock);
    sessions.set('tok123.signature%3D', { user, sessionId: 's1', expiresAt: later });
    expect(sessions.get('tok123.signature%3D')).toMatchObject({ user, sessionId: 's1' });
    for (const other of ['tok123.forged', 'tok123.signature=', 'tok123', 'tok12.signature%3D']) {
      expect(sessions.get(other), other).toBeUndefined();
    }
    sessions.stop();
  });

  test('a new cookie for the same session replaces the old one', () => {
    const sessions = cacheAt({ now: 1_000 });
    sessions.set('tok123.first', { user, sessionId: 's1', expiresAt: later });
    sessions.set('tok123.second', { user, sessionId: 's1', expiresAt: later });
    expect(sessions.get('tok123.first')).toBeUndefined();
    expect(sessions.get('tok123.second')).toBeDefined();
    sessions.stop();
  });

  test('forgetting a token forgets its cookie', () => {
    const sessions = cacheAt({ now: 1_000 });
    sessions.set('tok123.sig', { user, sessionId: 's1', expiresAt: later });
    sessions.set('tok456.sig', { user, sessionId: 's2', expiresAt: later });
    sessions.forget('tok123');
    expect(sessions.get('tok123.sig')).toBeUndefined();
    expect(sessions.get('tok456.sig')).toBeDefined();
    // A cookie set again after being forgotten is trusted again.
    sessions.set('tok123.sig', { user, sessionId: 's1', expiresAt: later });
    expect(sessions.get('tok123.sig')).toBeDefined();
    sessions.stop();
  });

  test('a session is trusted until its recheck time or its expiry, whichever comes first', () => {
    const clock = { now: 1_000 };
    const sessions = cacheAt(clock);
    sessions.set('long.sig', { user, sessionId: 's1', expiresAt: later });
    sessions.set('short.sig', { user, sessionId: 's2', expiresAt: new Date(clock.now + 10_000) });
    clock.now += 10_000;
    expect(sessions.get('short.sig')).toBeUndefined();
    expect(sessions.get('long.sig')).toBeDefined();
    clock.now += SESSION_RECHECK_MS;
    expect(sessions.get('long.sig')).toBeUndefined();
    sessions.stop();
  });

  test('a cookie without a token is never kept', () => {
    const sessions = cacheAt({ now: 1_000 });
    for (const cookie of ['.sig', '%zz.sig', '']) {
      sessions.set(cookie, { user, sessionId: 's1', expiresAt: later });
      expect(sessions.get(cookie), cookie).toBeUndefined();
    }
    sessions.stop();
  });

  test('sessions checked together are checked again spread over the last quarter of the recheck time', () => {
    const clock = { now: 1_000 };
    const draws = [0, 0.5, 1];
    const sessions = cacheAt(clock, () => draws.shift()!);
    for (const cookie of ['a.sig', 'b.sig', 'c.sig'])
      sessions.set(cookie, { user, sessionId: cookie, expiresAt: later });
    const trusted = () => ['a.sig', 'b.sig', 'c.sig'].filter((cookie) => sessions.get(cookie));
    clock.now += 0.75 * SESSION_RECHECK_MS - 1;
    expect(trusted()).toEqual(['a.sig', 'b.sig', 'c.sig']);
    clock.now += 1;
    expect(trusted()).toEqual(['b.sig', 'c.sig']);
    clock.now += 0.125 * SESSION_RECHECK_MS;
    expect(trusted()).toEqual(['c.sig']);
    clock.now += 0.125 * SESSION_RECHECK_MS;
    expect(trusted()).toEqual([]);
    sessions.stop();
  });

  test('one check at a time per cookie: those who come meanwhile share its outcome, failure included', async () => {
    const sessions = cacheAt({ now: 1_000 });
    const checks: string[] = [];
    let release!: (value: string) => void;
    const check = (cookie: string) => () => {
      checks.push(cookie);
      return new Promise<string>((resolve) => (release = resolve));
    };
    const first = sessions.once('a.sig', check('a.sig'));
    const second = sessions.once('a.sig', check('a.sig'));
    release('checked a');
    expect(await Promise.all([first, second])).toEqual(['checked a', 'checked a']);
    expect(checks).toEqual(['a.sig']);
    // Once it is over, the next check is a new one; another cookie never waits for it.
    const third = sessions.once('a.sig', check('a.sig'));
    release('again');
    expect(await third).toBe('again');
    const failing = () => Promise.reject(new Error('database away'));
    const failed = [sessions.once('b.sig', failing), sessions.once('b.sig', check('b.sig'))];
    for (const outcome of await Promise.allSettled(failed)) expect(outcome.status).toBe('rejected');
    expect(checks).toEqual(['a.sig', 'a.sig']);
    const after = sessions.once('b.sig', check('b.sig'));
    release('b checked');
    expect(await after).toBe('b checked');
    sessions.stop();
  });
});
