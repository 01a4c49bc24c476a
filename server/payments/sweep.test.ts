// The payment sweeper's timer: a sweep that fails is logged by the error's name alone (its message may carry a
// reference or a provider's reply), and the next sweep still runs.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storefrontMetrics } from '@/server/metrics/registry';
import { captureLog } from '@/server/test-support/log-lines';
import { startPaymentSweeper } from './sweep';
import { testStoreDatabase } from './testing/store';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('startPaymentSweeper', () => {
  it('logs each failed sweep as one error line and keeps sweeping', async () => {
    vi.useFakeTimers();
    const captured = captureLog();
    const deps = vi.fn(() => Promise.reject(new TypeError('payment web-AAAA: database away')));
    const stop = startPaymentSweeper(deps, 1_000);
    await vi.advanceTimersByTimeAsync(2_000);
    stop();

    expect(deps).toHaveBeenCalledTimes(2);
    expect(captured.entries()).toEqual(
      Array(2).fill({
        level: 'error',
        time: expect.any(String),
        msg: 'payment sweep failed',
        error: 'TypeError',
      }),
    );
    expect(captured.lines().join('\n')).not.toContain('web-AAAA');
  });

  it('records when it last finished a sweep (for storefront_payment_sweep_age_seconds), not when a sweep failed', async () => {
    const db = await testStoreDatabase();
    storefrontMetrics().lastSweepAt = null;
    const failing = vi.fn(() => Promise.reject(new Error('database away')));
    captureLog();
    let stop = startPaymentSweeper(failing, 10);
    await vi.waitFor(() => expect(failing.mock.calls.length).toBeGreaterThanOrEqual(2));
    stop();
    expect(storefrontMetrics().lastSweepAt).toBeNull();
    stop = startPaymentSweeper(async () => ({ db, now: () => 1_234_000 }) as never, 10);
    await vi.waitFor(() => expect(storefrontMetrics().lastSweepAt).toBe(1_234_000));
    stop();
    await db.destroy();
  });
});
