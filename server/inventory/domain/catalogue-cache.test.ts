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
