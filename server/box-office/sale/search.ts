// The box office's one search: every kind's hits for the words, or an event or film by its scanned id. Each
// hit links to the sale screen with the item picked; what each kind offers is its own (server/ticketing/kinds/).
import 'server-only';
import type { SearchInput } from '@/lib/box-office/search-query';
import { SELLABLE_KINDS, type SellableKind } from '@/lib/sellables/kinds';
import type { SearchHit } from '@/server/ticketing/kinds/kind';
import { kindModule } from '@/server/ticketing/kinds/registry';

export interface SearchResults {
  hits: SearchHit[];
  /** Kinds whose part of the search failed (the service did not answer): said, not hidden. */
  failed: SellableKind[];
}

// A results list a cashier can scan at a glance; more words narrow it.
const MAX_PER_KIND = 12;

/** An id names at most one item; a kind that cannot be asked just now finds nothing. */
async function byId(id: string, now: number): Promise<SearchResults> {
  const found = await Promise.all(
    SELLABLE_KINDS.map((kind) => {
      const hitsById = kindModule(kind).hitsById;
      return hitsById ? hitsById(id, now).catch(() => []) : [];
    }),
  );
  return { hits: found.flat(), failed: [] };
}

/** Searches every kind at once; one kind failing leaves the others' results. */
export async function searchSellables(
  input: SearchInput,
  now: number = Date.now(),
): Promise<SearchResults> {
  if (input.type === 'id') return byId(input.id, now);
  if (input.type !== 'text') return { hits: [], failed: [] };
  const settled = await Promise.allSettled(
    SELLABLE_KINDS.map((kind) => kindModule(kind).searchHits(input.words, now)),
  );
  const hits: SearchHit[] = [];
  const failed: SellableKind[] = [];
  settled.forEach((result, index) => {
    if (result.status === 'fulfilled') hits.push(...result.value.slice(0, MAX_PER_KIND));
    else failed.push(SELLABLE_KINDS[index]!);
  });
  return { hits, failed };
}
