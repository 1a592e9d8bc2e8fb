import type { AsyncLocalStorage } from 'node:async_hooks';
import {
  getCurrentAuthContextAsyncLocalStorage,
  getCurrentDBAdapterAsyncLocalStorage,
  getRequestStateAsyncLocalStorage,
} from '@better-auth/core/context';

/**
 * better-auth keeps the state of a call (the endpoint's context, the request's state, the
 * transaction) in three AsyncLocalStorages, which it switches on at its first call and
 * never off. On Node 20, while any AsyncLocalStorage is on, every promise the process
 * makes runs async hooks: about a tenth of the CPU of a small answer, on every request,
 * whether it calls better-auth or not.
 *
 * Every call into better-auth goes through `authCall`, which counts the calls in flight
 * and switches the storages off when the last one ends; better-auth's next `run` switches
 * them on again. No better-auth work outlives its call: it awaits its background tasks
 * unless `advanced.backgroundTasks` is set, which `authOptions` does not do.
 */
const storages: AsyncLocalStorage<unknown>[] = [];
const found = Promise.all([
  getCurrentAuthContextAsyncLocalStorage(),
  getRequestStateAsyncLocalStorage(),
  getCurrentDBAdapterAsyncLocalStorage(),
]).then(
  (all) => {
    storages.push(...(all as AsyncLocalStorage<unknown>[]));
  },
  // Without AsyncLocalStorage there is nothing to switch off (and better-auth says so itself).
  () => {},
);

let inFlight = 0;

/** Runs a call into better-auth; when no other is in flight, its storages are switched off after it. */
export async function authCall<T>(call: () => Promise<T>): Promise<T> {
  inFlight += 1;
  try {
    return await call();
  } finally {
    inFlight -= 1;
    if (inFlight === 0) {
      await found;
      // A call may have started while the storages were being found.
      if (inFlight === 0) for (const storage of storages) storage.disable();
    }
  }
}
