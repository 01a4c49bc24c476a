// Marks lapsed holds `expired` in the background. Reads already treat them as free the moment they
// lapse; the sweeper makes the state visible and returns their units, exactly once (endHold).
import { inTransaction } from '../../../db/transaction';
import { isDatabaseUnavailable, nearestErrorCode } from '@/lib/database/unavailable';
import { recordSweep } from '../service-metrics';
import type { AppDeps } from '../context';
import { expireLapsedHolds } from '../inventory';

const BATCH = 200;

/** Expires every hold lapsed at `now`, in batches of one transaction each; returns how many. */
export async function sweepLapsedHolds(
  deps: Pick<AppDeps, 'database' | 'clock'>,
  now = deps.clock.now(),
): Promise<number> {
  let total = 0;
  for (;;) {
    const expired = await inTransaction(deps.database, (tx) => expireLapsedHolds(tx, now, BATCH));
    total += expired;
    if (expired < BATCH) return total;
  }
}

export interface Sweeper {
  /** stops the timer and waits for a sweep in flight, so the database can then be closed */
  stop(): Promise<void>;
}

/** Runs the sweep every `intervalMs`; never overlaps itself; does not keep the process alive. */
export function startSweeper(
  deps: Pick<AppDeps, 'database' | 'clock' | 'logger'>,
  intervalMs = 5_000,
): Sweeper {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = sweepLapsedHolds(deps)
      .then((expired) => {
        recordSweep(deps.clock.now(), expired);
        if (expired > 0) deps.logger.info({ expired }, 'expired lapsed holds');
      })
      .catch((err: unknown) => {
        // The database away (a restart, a full disk) misses a sweep; the next one catches up.
        if (isDatabaseUnavailable(err))
          deps.logger.warn(
            { code: nearestErrorCode(err) },
            'hold sweep skipped: database unavailable',
          );
        else deps.logger.error({ err }, 'hold sweep failed');
      })
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
