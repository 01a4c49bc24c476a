// Coach search: the form and its results, both from the URL, rendered on the server so a search can be shared.
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { ServiceDown } from '@/components/ui/service-down';
import { busSearchHref, readBusSearch, type BusSearch } from '@/lib/bus/search-query';
import { lastBookableDay } from '@/lib/bus/travel-dates';
import { formatCalendarDate } from '@/lib/format/calendar-date';
import { lagosDay } from '@/lib/format/lagos-day';
import {
  listBusCities,
  searchDepartures,
  type DepartureSearch,
} from '@/server/ticketing/kinds/bus/reads';
import { readOrDown } from '@/server/ticketing/read-or-down';
import { DepartureList } from './_components/departure-list';
import { EmptyResults } from './_components/empty-results';
import { SearchForm } from './_components/search-form';

function Results({
  result,
  search,
}: {
  result: Extract<DepartureSearch, { status: 'found' }>;
  search: BusSearch;
}) {
  const all = [...result.timed, ...result.flexible];
  // Sold-out departures are still listed; the notice and the next day come when nothing at all is left.
  const nothingLeft = all.every((d) => d.schedule.seatsAvailable <= 0);
  return (
    <div className="space-y-8">
      {nothingLeft && <EmptyResults result={result} search={search} />}
      <DepartureList
        id="timed"
        title={`Departures on ${formatCalendarDate(search.date)}`}
        departures={result.timed}
        travellers={search.travellers}
      />
      <DepartureList
        id="flexible"
        title="Any time that day"
        departures={result.flexible}
        travellers={search.travellers}
      />
    </div>
  );
}

async function load(search: BusSearch) {
  // The clock is read once, so the form's date limits and the search agree on what today is.
  const now = Date.now();
  const [cities, result] = await Promise.all([
    readOrDown(listBusCities()),
    readOrDown(searchDepartures(search, now)),
  ]);
  return { now, cities, result };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({
  searchParams,
}: {
  searchParams: SearchParams;
}): Promise<Metadata> {
  const search = readBusSearch(await searchParams);
  return {
    title: search.from && search.to ? `Coaches from ${search.from} to ${search.to}` : 'Bus tickets',
  };
}

export default async function BusSearchPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const search = readBusSearch(params);
  if (params.swap) redirect(busSearchHref({ ...search, from: search.to, to: search.from }));
  const { now, cities, result } = await load(search);
  return (
    <div className="space-y-6">
      <header className="space-y-1">
        <h1 className="text-3xl font-bold">Bus tickets</h1>
        <p className="text-ink-muted">
          Intercity coaches: choose your seat on timed departures, or travel any time that day.
        </p>
      </header>
      {cities.ok ? (
        <SearchForm
          search={search}
          cities={cities.value}
          today={lagosDay(now)}
          lastDay={lastBookableDay(now)}
        />
      ) : (
        <ServiceDown what="coach routes" />
      )}
      {!result.ok ? (
        cities.ok && <ServiceDown what="departures" />
      ) : result.value.status === 'incomplete' ? (
        <p className="text-ink-muted">Choose where you travel from and to, then search.</p>
      ) : result.value.status === 'found' ? (
        <Results result={result.value} search={search} />
      ) : (
        <EmptyResults result={result.value} search={search} />
      )}
    </div>
  );
}
