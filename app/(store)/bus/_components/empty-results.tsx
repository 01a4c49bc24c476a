// Why a coach search found nothing to book, and the next day that has departures when there is one.
import Link from 'next/link';
import { TEXT_LINK } from '@/components/ui/styles';
import { busSearchHref, type BusSearch } from '@/lib/bus/search-query';
import { formatCalendarDate } from '@/lib/format/calendar-date';
import type { DepartureSearch } from '@/server/ticketing/kinds/bus/reads';

type Empty = Exclude<DepartureSearch, { status: 'incomplete' }>;

function reasonOf(result: Empty, search: BusSearch): string {
  switch (result.status) {
    case 'same-city':
      return 'From and To are the same city. Choose two different cities.';
    case 'past-date':
      return `${formatCalendarDate(search.date)} has passed. Choose today or a later date.`;
    case 'too-far':
      return `Departures are on sale up to ${formatCalendarDate(result.lastDay)}. Choose an earlier date.`;
    case 'no-route':
      return `No coach runs from ${search.from} to ${search.to}.`;
    case 'found':
      return `Nothing is left to book from ${search.from} to ${search.to} on ${formatCalendarDate(search.date)}: every departure has left or is sold out.`;
  }
}

/** The date worth offering instead: today for a past date, the last day for one too far, else the next with seats. */
function alternativeDate(result: Empty): string | null {
  if (result.status === 'past-date') return result.today;
  if (result.status === 'too-far') return result.lastDay;
  if (result.status === 'found') return result.nextDate;
  return null;
}

export function EmptyResults({ result, search }: { result: Empty; search: BusSearch }) {
  const date = alternativeDate(result);
  return (
    <section
      aria-labelledby="empty-heading"
      className="space-y-2 rounded-card border border-black/10 bg-surface p-4 sm:p-6"
    >
      <h2 id="empty-heading" className="text-xl font-semibold">
        No departures to book
      </h2>
      <p>{reasonOf(result, search)}</p>
      {date && (
        <p>
          <Link href={busSearchHref({ ...search, date })} className={TEXT_LINK}>
            {result.status === 'found' ? 'Next day with departures' : 'Search'}:{' '}
            {formatCalendarDate(date)}
          </Link>
        </p>
      )}
      {result.status === 'found' && !date && (
        <p className="text-ink-muted">No later departure is on sale yet.</p>
      )}
    </section>
  );
}
