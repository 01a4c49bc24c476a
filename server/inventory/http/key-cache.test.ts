// The key cache: known keys stay while made-up ones flood in; answers expire after their time.
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it, vi } from 'vitest';
import type { KeyOwner } from '../domain/core/merchants';
import { KeyOwnerCache } from './key-cache';

const OWNER: KeyOwner = {
  merchantId: 'm-1',
  merchantName: 'Merchant',
  environment: 'staging',
  holdTtlSeconds: null,
};

/** A lookup that knows one key, counting the keys it was asked for. */
function lookup(validKey: string) {
  return vi.fn(async (key: string) => (key === validKey ? OWNER : undefined));
}

describe('KeyOwnerCache', () => {
  it('keeps a valid key through a flood of random keys', async () => {
    const cache = new KeyOwnerCache({ ttlMs: 60_000, maxKnown: 10, maxUnknown: 100 });
    const load = lookup('valid-key');
    expect(await cache.ownerOf('valid-key', load)).toEqual(OWNER);
    // Far more made-up keys than either cache holds.
    for (let i = 0; i < 5_000; i += 1) {
      expect(await cache.ownerOf(randomBytes(12).toString('hex'), load)).toBeUndefined();
    }
    load.mockClear();
    expect(await cache.ownerOf('valid-key', load)).toEqual(OWNER);
    expect(load).not.toHaveBeenCalled();
  });

  it('tells a remembered owner, a remembered unknown key and a key it has not seen apart', async () => {
    const cache = new KeyOwnerCache({ ttlMs: 60_000, maxKnown: 10, maxUnknown: 10 });
    const load = lookup('valid-key');
    expect(cache.remembered('valid-key')).toBeUndefined();
    expect(cache.remembered('bad-1')).toBeUndefined();
    await cache.ownerOf('valid-key', load);
    await cache.ownerOf('bad-1', load);
    expect(cache.remembered('valid-key')).toEqual(OWNER);
    expect(cache.remembered('bad-1')).toBeNull();
    expect(cache.remembered('bad-2')).toBeUndefined();
  });

  it('remembers an unknown key too, within its own bound', async () => {
    const cache = new KeyOwnerCache({ ttlMs: 60_000, maxKnown: 10, maxUnknown: 2 });
    const load = lookup('valid-key');
    await cache.ownerOf('bad-1', load);
    await cache.ownerOf('bad-1', load);
    expect(load).toHaveBeenCalledTimes(1);
    // Two more unknown keys push the oldest out: it is looked up again.
    await cache.ownerOf('bad-2', load);
    await cache.ownerOf('bad-3', load);
    await cache.ownerOf('bad-1', load);
    expect(load.mock.calls.map(([key]) => key)).toEqual(['bad-1', 'bad-2', 'bad-3', 'bad-1']);
  });

  it('looks a key up again once its answer is older than the time to live', async () => {
    let now = 10_000;
    const cache = new KeyOwnerCache({ ttlMs: 1_000, maxKnown: 10, maxUnknown: 10, now: () => now });
    const load = lookup('valid-key');
    await cache.ownerOf('valid-key', load);
    await cache.ownerOf('bad', load);
    now = 10_900;
    await cache.ownerOf('valid-key', load);
    await cache.ownerOf('bad', load);
    expect(load).toHaveBeenCalledTimes(2);
    now = 11_500;
    await cache.ownerOf('valid-key', load);
    await cache.ownerOf('bad', load);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('arms no timer when answering from memory (it is asked on every request)', async () => {
    const cache = new KeyOwnerCache();
    const load = lookup('valid-key');
    await cache.ownerOf('valid-key', load);
    await cache.ownerOf('bad', load);
    const timers = vi.spyOn(globalThis, 'setTimeout');
    try {
      for (let i = 0; i < 5; i += 1) {
        expect(await cache.ownerOf('valid-key', load)).toEqual(OWNER);
        expect(await cache.ownerOf('bad', load)).toBeUndefined();
        await sleep(3); // node:timers/promises, not the global setTimeout watched here
      }
      expect(timers).not.toHaveBeenCalled();
    } finally {
      timers.mockRestore();
    }
    expect(load).toHaveBeenCalledTimes(2);
  });
});
