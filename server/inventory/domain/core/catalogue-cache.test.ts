// The catalogue cache: per database handle, time-limited, bounded; misses are not remembered.
import { describe, expect, it } from 'vitest';
import { TtlCache } from './catalogue-cache';

describe('catalogue cache', () => {
  it('keeps a value for its lifetime only', () => {
    const cache = new TtlCache<string>(1000);
    cache.set('a', 'x', 0);
    expect(cache.get('a', 999)).toBe('x');
    expect(cache.get('a', 1000)).toBeUndefined();
    expect(cache.get('b', 0)).toBeUndefined();
  });
});

describe('TtlCache.getOrLoad', () => {
  it('loads once while fresh and never stores a miss', async () => {
    const cache = new TtlCache<string>(1000);
    let loads = 0;
    const load = async () => {
      loads += 1;
      return loads === 1 ? undefined : `v${loads}`;
    };
    expect(await cache.getOrLoad('a', load, 0)).toBeUndefined();
    expect(await cache.getOrLoad('a', load, 0)).toBe('v2');
    expect(await cache.getOrLoad('a', load, 999)).toBe('v2');
    expect(await cache.getOrLoad('a', load, 1000)).toBe('v3');
    expect(loads).toBe(3);
  });

  it('stays within its bound on entries', () => {
    const cache = new TtlCache<number>(1000, 2);
    cache.set('a', 1, 0);
    cache.set('b', 2, 0);
    cache.set('c', 3, 0);
    expect(cache.get('a', 0)).toBeUndefined();
    expect(cache.get('c', 0)).toBe(3);
  });
});
