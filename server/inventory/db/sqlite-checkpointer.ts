// WAL checkpoints off the service's thread. By default SQLite copies the WAL back into the database file inside
// the COMMIT that takes the WAL past 1,000 pages: on the service's one thread every request then waits for that
// checkpoint, and at 32 connections holding and releasing they made most of the benchmark's p99 (11 ms without
// them, 16 to 23 ms with). A worker thread with a connection of its own checkpoints instead, every few hundred
// milliseconds, PASSIVE (it never waits for nor blocks the writer or readers); once it has copied everything, the
// next write starts the WAL over. The service's own connection still checkpoints past a larger WAL, should the
// worker ever stop or fall behind.
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** How often the worker checkpoints. */
export const CHECKPOINT_INTERVAL_MS = 200;
/** The service connection's own checkpoints, only past this many WAL pages (SQLite's default is 1,000). */
export const BACKSTOP_AUTOCHECKPOINT_PAGES = 10_000;

// Plain JavaScript run by the worker (no TypeScript loader there): open the file, checkpoint on a timer.
const WORKER_SOURCE = `
const { workerData, parentPort } = require('node:worker_threads');
const SQLite = require(workerData.driver);
const db = new SQLite(workerData.path);
// Results go back only to a caller that asked for them (each message wakes the service's thread).
const report = workerData.report ? (message) => parentPort.postMessage(message) : () => undefined;
const checkpoint = () => {
  try {
    report(db.pragma('wal_checkpoint(PASSIVE)')[0]);
  } catch (error) {
    report({ error: String(error) });
  }
};
setInterval(checkpoint, workerData.intervalMs);
`;

export interface CheckpointResult {
  /** 1 when another checkpoint was running */
  busy: number;
  /** pages in the WAL */
  log: number;
  /** of those, pages copied into the database file */
  checkpointed: number;
}

export interface Checkpointer {
  stop(): Promise<void>;
}

const driver = createRequire(import.meta.url).resolve('better-sqlite3');

/** Checkpoints the WAL of the SQLite file at `path` from a worker thread until stopped. */
export function startCheckpointer(
  path: string,
  options: {
    intervalMs?: number;
    onCheckpoint?: (result: CheckpointResult | { error: string }) => void;
  } = {},
): Checkpointer {
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: {
      path,
      driver,
      intervalMs: options.intervalMs ?? CHECKPOINT_INTERVAL_MS,
      report: Boolean(options.onCheckpoint),
    },
  });
  // Never what keeps the process alive; a worker that fails leaves the backstop checkpoints.
  worker.unref();
  worker.on('error', () => undefined);
  if (options.onCheckpoint) worker.on('message', options.onCheckpoint);
  return { stop: () => worker.terminate().then(() => undefined) };
}
