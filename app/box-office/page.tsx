// The box office's sale screen: one search for every kind, today's tiles when nothing is searched or picked, the
// picked item's choices, and the basket with payment beside them (stacked on a phone).
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { BUTTON, FIELD } from '@/components/ui/styles';
import { can } from '@/lib/box-office/roles';
import { readPick, readSearch, type SearchInput } from '@/lib/box-office/search-query';
import { type PageSearchParams } from '@/server/box-office/shifts/period-page';
import { searchSellables, type SearchResults as Results } from '@/server/box-office/sale/search';
import { inSale, partsOf } from '@/server/box-office/sale/sale-parts';
import { heldSalesOf } from '@/server/box-office/sale/sales';
import { todaySections, type TodaySection } from '@/server/box-office/shifts/today';
import { requireStaff } from '@/server/staff/staff-session';
import { storefrontDatabase } from '@/server/store-db/storefront-database';
import { isBasketReference } from '@/lib/basket/part-reference';
import { lagosDay } from '@/lib/format/lagos-day';
import { Basket } from './_components/basket';
import { PickedItemPanel } from './_components/picked-item';
import { SearchResults } from './_components/search-results';
import { TodayTiles } from './_components/today-tiles';

export const metadata: Metadata = { title: 'Sell' };

const NOTHING_SEARCHED: Results = { hits: [], failed: [] };

/** The basket, the search's results and, on the landing screen, today's tiles, read with the moment they describe. */
async function loadScreen(staffId: string, input: SearchInput, landing: boolean) {
  const now = Date.now();
  const db = await storefrontDatabase();
  const [[basket], results, today] = await Promise.all([
    heldSalesOf(db, staffId),
    input.type === 'empty' ? NOTHING_SEARCHED : searchSellables(input, now),
    landing ? todaySections(now) : ([] as TodaySection[]),
  ]);
  const parts =
    basket && isBasketReference(basket.reference)
      ? (await partsOf(db, basket.reference)).filter(inSale)
      : [];
  return { now, basket, parts, results, today };
}

export default async function SellPage({ searchParams }: { searchParams: PageSearchParams }) {
  const staff = await requireStaff('seller', '/box-office');
  const params = await searchParams;
  const query = typeof params.q === 'string' ? params.q : '';
  const input = readSearch(query);
  // A receipt's reference, typed or scanned, reopens its sale.
  if (input.type === 'sale') redirect(`/box-office/sales/${input.reference}`);
  const pick = readPick(params);
  const landing = !pick && input.type === 'empty';
  const { now, basket, parts, results, today } = await loadScreen(staff.id, input, landing);
  return (
    <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_19rem] lg:grid-cols-[minmax(0,1fr)_26rem]">
      <div className="min-w-0 space-y-6">
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
              className={`h-14 min-w-0 grow text-xl ${FIELD}`}
            />
            <button type="submit" className={`min-h-14 px-6 text-lg ${BUTTON.primary}`}>
              Search
            </button>
          </form>
        </search>
        {pick && <PickedItemPanel pick={pick} now={now} adding={Boolean(basket)} />}
        {input.type !== 'empty' && <SearchResults results={results} query={query.trim()} />}
        {landing && <TodayTiles sections={today} day={lagosDay(now)} />}
      </div>
      <Basket
        sale={basket}
        parts={parts}
        now={now}
        mayGiveManual={can(staff.role, 'give-manual-discount')}
      />
    </div>
  );
}
