// One film in a list: poster, title, genre, running time and rating, when it is on, and where; the whole card is one link.
import Link from 'next/link';
import { EventImage } from '@/components/catalogue/event-image';
import type { CalendarDay } from '@/lib/format/lagos-day';
import { formatShortDay, relativeDayName } from '@/lib/cinema/day-format';
import type { FilmListing } from '@/lib/cinema/listing';
import { formatShowtime } from '@/lib/cinema/showtime';

const places = new Intl.ListFormat('en-GB', { style: 'long', type: 'conjunction' });

function when(status: FilmListing['status'], today: CalendarDay): string {
  if (status.state === 'coming-soon')
    return `Opens ${relativeDayName(status.opens, today)?.toLowerCase() ?? formatShortDay(status.opens)}`;
  return status.next === today
    ? 'On today'
    : `Next on ${relativeDayName(status.next, today)?.toLowerCase() ?? formatShortDay(status.next)}`;
}

interface Props {
  listing: FilmListing;
  href: string;
  today: CalendarDay;
  headingLevel?: 2 | 3;
  /** The page's lead picture: loaded first (see EventImage). */
  priority?: boolean;
}

export function FilmCard({ listing, href, today, headingLevel = 3, priority = false }: Props) {
  const { film, locations, status, showtimes } = listing;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const facts = [
    film.category?.name,
    film.facts.runtime,
    film.facts.rating && `Rated ${film.facts.rating}`,
  ].filter(Boolean);
  return (
    <article className="group relative overflow-hidden rounded-card border border-black/10 bg-surface shadow-sm">
      <EventImage src={film.imageUrl} alt="" priority={priority} />
      <div className="p-4">
        {/* A list of one day gives that day's showtimes; any other list says when the film is next on. */}
        {showtimes.length > 0 ? (
          <p className="mb-1 text-sm font-semibold text-brand-700">
            {showtimes.map((time) => formatShowtime(time.start)).join(' · ')}
          </p>
        ) : (
          <p className="mb-1 text-xs font-semibold uppercase tracking-wide text-brand-600">
            {when(status, today)}
          </p>
        )}
        <Heading className="text-lg font-semibold leading-snug">
          <Link href={href} className="after:absolute after:inset-0 group-hover:underline">
            {film.title}
          </Link>
        </Heading>
        {facts.length > 0 && <p className="mt-1 text-sm text-ink-muted">{facts.join(' · ')}</p>}
        <p className="text-sm text-ink-muted">
          At {places.format(locations.map((location) => location.name))}
        </p>
      </div>
    </article>
  );
}
