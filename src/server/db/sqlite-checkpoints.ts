import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * SQLite's WAL checkpoints, run in a worker thread so that the app's event loop does not
 * wait for them.
 *
 * In WAL mode a commit appends pages to the write-ahead log, and a checkpoint copies them
 * back into the database file, syncing the log before and the file after. SQLite runs one
 * automatically in the connection whose commit takes the log past 1,000 pages: in the app's
 * one connection, on its event loop, so every request in flight waited for it (27 to 31 ms
 * on a test machine, most of it the two syncs: the task toggle's p99 on the 10,000-gardener
 * database was 31 to 39 ms, and 15 to 16 ms with no automatic checkpoint).
 *
 * Here a second connection in a worker thread checkpoints every `everyMs` (PASSIVE: it never
 * waits for, nor blocks, the app's reads and writes). The app's connection keeps an
 * automatic checkpoint only as a backstop, at `BACKSTOP_PAGES`: a log that is written to
 * without a pause is never wholly copied back at the moment a write starts, so it cannot
 * start over from its beginning, and grows until the app's own checkpoint, which then has
 * only the pages written since the worker's last one to copy, and starts the log over.
 */

/** The app's own automatic checkpoint, as a backstop: a log of up to about 40 MB. */
export const BACKSTOP_PAGES = 10_000;

/** The worker: its own connection, a PASSIVE checkpoint every `everyMs`, closed when told. */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.path, { fileMustExist: true });
db.pragma('synchronous = NORMAL');
// A checkpoint that finds another under way gives up at once and is tried again next time.
db.pragma('busy_timeout = 0');
const timer = setInterval(() => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch {
    // Busy, or the file gone with its app: tried again next time, or stopped below.
  }
}, workerData.everyMs);
parentPort.once('message', () => {
  clearInterval(timer);
  db.close();
  parentPort.postMessage('closed');
});
`;

export interface BackgroundCheckpoints {
  /** Stops the worker, its connection closed. */
  stop(): Promise<void>;
}

/** Checkpoints the SQLite database at `path` (already open in WAL mode) from a worker thread. */
export function checkpointInBackground(path: string, { everyMs = 200 } = {}): BackgroundCheckpoints {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { driver, path, everyMs } });
  // The app's own connection checkpoints by itself as before if the worker fails.
  worker.on('error', () => {});
  // It never keeps the process alive on its own.
  worker.unref();
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  let stopped: Promise<void> | undefined;
  return {
    stop: () => {
      if (!stopped) {
        // Asked to close its connection, then ended; a worker that has ended already is left as it is.
        worker.once('message', () => void worker.terminate());
        worker.postMessage('stop');
        stopped = exited;
      }
      return stopped;
    },
  };
}
