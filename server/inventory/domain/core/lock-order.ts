// The one lock order of the service: rows that one transaction locks (inventory pools, holds) are
// always taken sorted by key, so two transactions never wait on each other in a circle (deadlock).

/** A copy of `items` in lock order: ascending by `key`, compared as strings. */
export function inLockOrder<T>(items: readonly T[], key: (item: T) => string): T[] {
  return [...items].sort((a, b) => {
    const [ka, kb] = [key(a), key(b)];
    return ka < kb ? -1 : ka > kb ? 1 : 0;
  });
}
