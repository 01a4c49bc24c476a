// The owners of API keys, remembered briefly: every request needs its key's owner. Known keys and
// unknown ones are kept apart, each in its own bounded LRU, so a flood of made-up keys only ever
// pushes out other made-up keys and never a merchant's real one.
import { LRUCache } from 'lru-cache';
import type { KeyOwner } from '../domain/core/merchants';

export interface KeyCacheOptions {
  /** how long an answer is trusted (a revoked or new key shows after at most this) */
  ttlMs: number;
  maxKnown: number;
  maxUnknown: number;
  /** the clock of the time to live, milliseconds (tests pass their own) */
  now?: () => number;
}

export const KEY_CACHE_DEFAULTS: KeyCacheOptions = {
  ttlMs: 30_000,
  maxKnown: 1_000,
  maxUnknown: 10_000,
};

export class KeyOwnerCache {
  private readonly known: LRUCache<string, KeyOwner>;
  private readonly unknown: LRUCache<string, true>;

  constructor(options: KeyCacheOptions = KEY_CACHE_DEFAULTS) {
    // The clock is read on every check. By default the LRU would reuse a reading for 1 ms and arm
    // a timer to forget it: under load, a timer every millisecond, for answers trusted 30 s.
    const clock = { ...(options.now ? { perf: { now: options.now } } : {}), ttlResolution: 0 };
    this.known = new LRUCache({ max: options.maxKnown, ttl: options.ttlMs, ...clock });
    this.unknown = new LRUCache({ max: options.maxUnknown, ttl: options.ttlMs, ...clock });
  }

  /**
   * What is remembered of `key`: its owner, null for a key remembered as no merchant's, undefined
   * when nothing is (ask `ownerOf`). Answers a remembered key without a promise.
   */
  remembered(key: string): KeyOwner | null | undefined {
    const owner = this.known.get(key);
    if (owner) return owner;
    return this.unknown.has(key) ? null : undefined;
  }

  /** The owner of `key` (`load` looks it up), undefined for a key no merchant has. */
  async ownerOf(
    key: string,
    load: (key: string) => Promise<KeyOwner | undefined>,
  ): Promise<KeyOwner | undefined> {
    const remembered = this.remembered(key);
    if (remembered !== undefined) return remembered ?? undefined;
    const loaded = await load(key);
    if (loaded) this.known.set(key, loaded);
    else this.unknown.set(key, true);
    return loaded;
  }
}
