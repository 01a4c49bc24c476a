// The box office's sale screen: one search for every kind, the picked item's choices, and the basket with payment.
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { BUTTON, FIELD } from '@/components/ui/styles';
import { readPick, readSearch, type SearchInput } from '@/lib/box-office/search-query';
import { searchSellables, type SearchResults as Results } from '@/server/box-office/search';
import { heldSalesOf } from '@/server/box-office/sales';
import { requireStaff } from '@/server/box-office/staff-session';
import { storefrontDatabase } from '@/server/store-db/storefront-database';
import { Basket } from './_components/basket';
import { PickedItemPanel } from './_components/picked-item';
import { SearchResults } from './_components/search-results';

export const metadata: Metadata = { title: 'Sell' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const NOTHING_SEARCHED: Results = { hits: [], failed: [] };

/** The basket and the search's results, read with the moment they describe. */
async function loadScreen(staffId: string, input: SearchInput) {
  const now = Date.now();
  const [[basket], results] = await Promise.all([
    heldSalesOf(await storefrontDatabase(), staffId),
    input.type === 'empty' ? NOTHING_SEARCHED : searchSellables(input, now),
  ]);
  return { now, basket, results };
}

export default async function SellPage({ searchParams }: { searchParams: SearchParams }) {
  const staff = await requireStaff('seller', '/box-office');
  const params = await searchParams;
  const query = typeof params.q === 'string' ? params.q : '';
  const input = readSearch(query);
  // A receipt's reference, typed or scanned, reopens its sale.
  if (input.type === 'sale') redirect(`/box-office/sales/${input.reference}`);
  const pick = readPick(params);
  const { now, basket, results } = await loadScreen(staff.id, input);
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_26rem]">
      <div className="space-y-6">
        <h1 className="sr-only">Sell</h1>
        <search>
          <form action="/box-office" className="flex gap-2">
            <label htmlFor="box-office-search" className="sr-only">
              Search events, films, trips and hotels, or scan a code
            </label>
            <input
              id="box-office-search"
              name="q"
              type="search"
              defaultValue={query}
              autoFocus={!pick && !basket}
              autoComplete="off"
              placeholder="Event, film, city or hotel; or scan a code"
              className={`h-14 grow text-xl ${FIELD}`}
            />
            <button type="submit" className={`min-h-14 px-6 text-lg ${BUTTON.primary}`}>
              Search
            </button>
          </form>
        </search>
        {pick && <PickedItemPanel pick={pick} now={now} />}
        {input.type !== 'empty' && <SearchResults results={results} query={query.trim()} />}
      </div>
      <Basket sale={basket} now={now} />
    </div>
  );
}
