// The one lock order: ascending by key compared as text, on a copy.
import { describe, expect, it } from 'vitest';
import { inLockOrder } from './lock-order';

describe('inLockOrder', () => {
  it('sorts by key as text and leaves the input as it was', () => {
    const pools = [{ key: 'tc:b' }, { key: 'seat:9:1' }, { key: 'seat:10:1' }, { key: 'tc:a' }];
    const ordered = inLockOrder(pools, (p) => p.key);
    // Text order ('1' < '9', so seat:10 before seat:9): any order works if every transaction uses it.
    expect(ordered.map((p) => p.key)).toEqual(['seat:10:1', 'seat:9:1', 'tc:a', 'tc:b']);
    expect(pools.map((p) => p.key)).toEqual(['tc:b', 'seat:9:1', 'seat:10:1', 'tc:a']);
  });
});
