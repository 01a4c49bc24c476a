// The key cache: known keys stay while made-up ones flood in; answers expire after their time.
import { randomBytes } from 'node:crypto';
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
});
