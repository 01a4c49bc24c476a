// A per-database, time-limited memory of catalogue data that never changes between requests
// (experience objects, ticket categories, cinema schedules); availability is never cached.
// The catalogue has no write API, so a short lifetime only bounds how long an operator's direct
// database edit takes to show.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

export const CATALOGUE_CACHE_MS = 60_000;
const MAX_ENTRIES = 5_000;

export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; until: number }>();

  constructor(
    private readonly ttlMs = CATALOGUE_CACHE_MS,
    private readonly maxEntries = MAX_ENTRIES,
  ) {}

  get(key: string, now = Date.now()): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until > now) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  set(key: string, value: V, now = Date.now()): void {
    // Unknown ids are never stored, so the size only grows with the catalogue; a bound all the same.
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, { value, until: now + this.ttlMs });
  }

  /** The fresh value of `key`, else what `load` gives (stored only when defined: misses are not remembered). */
  async getOrLoad<R extends V | undefined>(
    key: string,
    load: () => Promise<R>,
    now = Date.now(),
  ): Promise<V | R> {
    const cached = this.get(key, now);
    if (cached !== undefined) return cached;
    const value = await load();
    if (value !== undefined) this.set(key, value, now);
    return value;
  }
}

const caches = new WeakMap<Kysely<DB>, Map<string, TtlCache<unknown>>>();

/** The cache named `name` of one database handle (each test database gets its own). */
export function catalogueCache<V>(db: Kysely<DB>, name: string): TtlCache<V> {
  let named = caches.get(db);
  if (!named) {
    named = new Map();
    caches.set(db, named);
  }
  let cache = named.get(name);
  if (!cache) {
    cache = new TtlCache<unknown>();
    named.set(name, cache);
  }
  return cache as TtlCache<V>;
}
