// What is left of a selection, read for every browser that asks within a few seconds at once: a rush of pages polling one event costs the service one read per few seconds.
import 'server-only';
import { LRUCache } from 'lru-cache';
import type { TicketOption } from '@/lib/catalogue/types';
import type { Selection } from '@/lib/sellables/kinds';
import { kindModule } from './kinds/registry';

/**
 * How long one read answers every browser. A page shows availability that is seconds old anyway; the hold itself
 * is what decides, and the storefront checks the quantities against a fresh read before asking for one.
 */
export const SHARED_FOR_MS = 3_000;

export interface SharedAvailability {
  /** null: the selection names nothing on sale */
  options: TicketOption[] | null;
  /** When the service answered, so the browser refreshes on time. */
  fetchedAt: number;
}

const reads = new LRUCache<string, SharedAvailability, { selection: Selection }>({
  max: 10_000,
  ttl: SHARED_FOR_MS,
  // Ages by the wall clock, read at every check: the same clock that stamps fetchedAt.
  perf: { now: () => Date.now() },
  ttlResolution: 0,
  // Concurrent asks for one selection wait for the same read; a failed read is not kept.
  fetchMethod: async (_key, _stale, { context: { selection } }) => ({
    options: (await kindModule(selection.kind).availability?.(selection)) ?? null,
    fetchedAt: Date.now(),
  }),
});

/**
 * The selection's availability, at most SHARED_FOR_MS old; `fresh`: read now (the browsers that ask next share
 * this read). Throws as the ticketing client does.
 */
export async function sharedAvailability(
  selection: Selection,
  fresh = false,
): Promise<SharedAvailability> {
  const read = await reads.fetch(JSON.stringify(selection), {
    context: { selection },
    forceRefresh: fresh,
  });
  if (!read) throw new Error('availability read gave nothing');
  return read;
}

/** Forgets every shared read (tests start from an empty one). */
export function clearSharedAvailability(): void {
  reads.clear();
}
