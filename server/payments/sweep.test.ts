// The payment sweeper's timer: a sweep that fails is logged by the error's name alone (its message may carry a
// reference or a provider's reply), and the next sweep still runs.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureLog } from '@/server/test-support/log-lines';
import { startPaymentSweeper } from './sweep';

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
    expect(captured.entries()).toEqual(Array(2).fill({ level: 'error', time: expect.any(String), msg: 'payment sweep failed', error: 'TypeError' }));
    expect(captured.lines().join('\n')).not.toContain('web-AAAA');
  });
});
