import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Poller } from './poller';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(1_000_000);
});
afterEach(() => vi.useRealTimers());

/** A read the test answers by hand: each call waits until the test resolves or rejects it. */
function manualReads<T>() {
  const calls: { fresh: boolean; resolve: (value: T) => void; reject: (error: Error) => void }[] =
    [];
  const read = (fresh: boolean) =>
    new Promise<T>((resolve, reject) => calls.push({ fresh, resolve, reject }));
  return { calls, read };
}

const options = <T>(read: (fresh: boolean) => Promise<T>, initial: T) => ({
  read,
  initial,
  fetchedAt: Date.now(),
  refreshMs: 30_000,
  staleMs: 15_000,
  retryDelayMs: 1_000,
});

describe('Poller', () => {
  it('starts from the page’s own read, and shows each poll’s data to its subscribers', async () => {
    const reads = manualReads<number>();
    const poller = new Poller(options(reads.read, 1));
    const seen: number[] = [];
    poller.subscribe(() => seen.push(poller.getState().data));
    expect(poller.getState()).toEqual({ data: 1, failed: false });
    const polled = poller.poll();
    reads.calls[0]!.resolve(2);
    expect(await polled).toBe(2);
    expect(poller.getState()).toEqual({ data: 2, failed: false });
    expect(seen).toEqual([2]);
    expect(reads.calls[0]!.fresh).toBe(false);
  });

  it('tries a failed poll once more after a second, then keeps the last good data marked failed until a poll succeeds', async () => {
    const reads = manualReads<number>();
    const poller = new Poller(options(reads.read, 1));
    const polled = poller.poll();
    reads.calls[0]!.reject(new Error('503'));
    await vi.advanceTimersByTimeAsync(999);
    expect(reads.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(reads.calls).toHaveLength(2);
    reads.calls[1]!.reject(new Error('503'));
    expect(await polled).toBeNull();
    expect(poller.getState()).toEqual({ data: 1, failed: true });
    const again = poller.poll();
    reads.calls[2]!.resolve(3);
    await again;
    expect(poller.getState()).toEqual({ data: 3, failed: false });
  });

  it('reads fresh on demand without retrying, and answers null when it cannot', async () => {
    const reads = manualReads<number>();
    const poller = new Poller(options(reads.read, 1));
    const first = poller.refreshNow();
    expect(reads.calls[0]!.fresh).toBe(true);
    reads.calls[0]!.reject(new Error('offline'));
    expect(await first).toBeNull();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(reads.calls).toHaveLength(1);
    const second = poller.refreshNow();
    reads.calls[1]!.resolve(7);
    expect(await second).toBe(7);
    expect(poller.getState().data).toBe(7);
  });

  it('never lets a slow poll overwrite a fresher read that started after it', async () => {
    const reads = manualReads<string>();
    const poller = new Poller(options(reads.read, 'page'));
    const slowPoll = poller.poll();
    const fresh = poller.refreshNow();
    reads.calls[1]!.resolve('fresh');
    await fresh;
    reads.calls[0]!.resolve('old');
    // The caller of the old poll still gets its answer; the page keeps the fresher one.
    expect(await slowPoll).toBe('old');
    expect(poller.getState().data).toBe('fresh');
    // Nor does a slow poll's failure mark the fresher data failed.
    const failing = poller.poll();
    const newer = poller.refreshNow();
    reads.calls[3]!.resolve('newer');
    await newer;
    reads.calls[2]!.reject(new Error('late'));
    await vi.advanceTimersByTimeAsync(1_000);
    reads.calls[4]!.reject(new Error('late again'));
    await failing;
    expect(poller.getState()).toEqual({ data: 'newer', failed: false });
  });

  it('polls every refreshMs once resumed, and stops when paused', async () => {
    let n = 0;
    const poller = new Poller(options(async () => ++n, 0));
    poller.resume();
    poller.resume(); // twice is once
    await vi.advanceTimersByTimeAsync(29_999);
    expect(n).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(n).toBe(1);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(n).toBe(2);
    expect(poller.getState().data).toBe(2);
    poller.pause();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(n).toBe(2);
  });

  it('on waking reads at once only when what it shows is older than staleMs', async () => {
    let n = 0;
    const poller = new Poller(options(async () => ++n, 0));
    await vi.advanceTimersByTimeAsync(14_999);
    poller.wake();
    await vi.advanceTimersByTimeAsync(0);
    expect(n).toBe(0);
    poller.pause();
    vi.setSystemTime(Date.now() + 1);
    expect(poller.isStale()).toBe(true);
    poller.wake();
    await vi.advanceTimersByTimeAsync(0);
    expect(n).toBe(1);
    expect(poller.isStale()).toBe(false);
    poller.pause();
  });
});
