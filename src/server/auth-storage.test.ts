import { type AsyncLocalStorage, executionAsyncId } from 'node:async_hooks';
import { getRequestStateAsyncLocalStorage } from '@better-auth/core/context';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { TEST_DIALECTS } from '#tests/setup/test-database.ts';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';
import { signedInBrowser, testBrowser } from '#tests/setup/session-client.ts';
import { authCall } from './auth-storage.ts';

/**
 * Whether the process tracks promises, which it does while any AsyncLocalStorage is on:
 * a promise's callback then runs with an async id of its own, otherwise with none (0).
 */
async function promisesTracked(): Promise<boolean> {
  const id = await new Promise<number>((resolve) => {
    void Promise.resolve().then(() => resolve(executionAsyncId()));
  });
  return id !== 0;
}

/** One of better-auth's storages, holding a label for these tests. */
const requestState = async () => (await getRequestStateAsyncLocalStorage()) as unknown as AsyncLocalStorage<string>;

describe('better-auth storages', () => {
  test('stay on while any call is in flight, and go off when the last ends', async () => {
    const storage = await requestState();
    let releaseFirst!: () => void;
    let releaseSecond!: () => void;
    const firstGate = new Promise<void>((r) => (releaseFirst = r));
    const secondGate = new Promise<void>((r) => (releaseSecond = r));
    const first = authCall(() =>
      storage.run('first', async () => {
        await firstGate;
        return storage.getStore();
      }),
    );
    const second = authCall(() =>
      storage.run('second', async () => {
        await secondGate;
        // After the first call has ended: its end must not have taken this call's state.
        await new Promise((r) => setTimeout(r, 5));
        return storage.getStore();
      }),
    );
    releaseFirst();
    expect(await first).toBe('first');
    expect(await promisesTracked()).toBe(true);
    releaseSecond();
    expect(await second).toBe('second');
    expect(await promisesTracked()).toBe(false);
  });

  test('a call that fails still counts as ended', async () => {
    const storage = await requestState();
    await expect(
      authCall(() =>
        storage.run('failing', async () => {
          await null;
          throw new Error('refused');
        }),
      ),
    ).rejects.toThrow('refused');
    expect(await promisesTracked()).toBe(false);
  });
});

describe.each(TEST_DIALECTS)('requests through better-auth on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.destroy());

  test('leave promises untracked once answered, and work again after', async () => {
    // Signing up and in goes through better-auth's handler and a transaction.
    const gardener = await signedInBrowser(t);
    expect(await promisesTracked()).toBe(false);
    // A session this server has not checked yet: better-auth reads it (getSession).
    const again = testBrowser(t);
    const signIn = await again.json('/api/auth/sign-in/email', {
      email: gardener.email,
      password: 'tomato-trellis-42',
    });
    expect(signIn.status).toBe(200);
    expect(await promisesTracked()).toBe(false);
    // Many at once, some overlapping: every one still has its state.
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        i % 2 === 0 ? again.request('/api/profile').then((res) => res.status) : signedInBrowser(t).then(() => 200),
      ),
    );
    expect(answers).toEqual(Array(8).fill(200));
    expect(await promisesTracked()).toBe(false);
  });
});
