// /events: search, category, city, dates, sort, featured and page, all read from the URL and rendered on the server.
import type { Metadata } from 'next';
import Link from 'next/link';
import { EventFilters } from '@/components/catalogue/event-filters';
import { EventGrid } from '@/components/catalogue/event-grid';
import { Pagination } from '@/components/catalogue/pagination';
import { ServiceDown } from '@/components/ui/service-down';
import { dateWindow, parseEventQuery, type EventQuery } from '@/lib/catalogue/event-query';
import { lagosDay } from '@/lib/format/lagos-day';
import { listEventFacets, listEvents, listPricesFrom } from '@/server/ticketing/kinds/event/reads';
import { readOrDown } from '@/server/ticketing/read-or-down';
import { TEXT_LINK } from '@/components/ui/styles';

export const metadata: Metadata = { title: 'Events' };

/** The page of events the query asks for, today being today in Lagos, with their lowest prices. */
async function loadEvents(query: EventQuery) {
  const page = await listEvents({ ...query, days: dateWindow(query, lagosDay()) });
  return { ...page, prices: await listPricesFrom(page.events) };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function EventsPage({ searchParams }: { searchParams: SearchParams }) {
  const query = parseEventQuery(await searchParams);
  const [result, facets] = await Promise.all([
    readOrDown(loadEvents(query)),
    readOrDown(listEventFacets()),
  ]);
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold">
        {query.search ? `Events matching “${query.search}”` : 'Events'}
      </h1>
      <EventFilters
        query={query}
        categories={facets.ok ? facets.value.categories : []}
        cities={facets.ok ? facets.value.cities : []}
      />
      {!result.ok ? (
        <ServiceDown />
      ) : result.value.events.length === 0 ? (
        <section className="rounded-card border border-black/10 bg-surface p-6">
          <h2 className="text-lg font-semibold">No events found</h2>
          <p className="mt-1 text-ink-muted">Try other words or fewer filters.</p>
          <Link href="/events" className={`mt-3 inline-block ${TEXT_LINK}`}>
            Show all events
          </Link>
        </section>
      ) : (
        <>
          <p role="status" className="text-sm text-ink-muted">
            {result.value.total} {result.value.total === 1 ? 'event' : 'events'}
          </p>
          <EventGrid
            events={result.value.events}
            prices={result.value.prices}
            label="Events"
            headingLevel={2}
            lead
          />
          <Pagination query={query} totalPages={result.value.totalPages} />
        </>
      )}
    </div>
  );
}
