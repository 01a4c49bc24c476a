// What /cinema says when its filters match no film: which filter emptied it, and the ways out.
import Link from 'next/link';
import { TEXT_LINK } from '@/components/ui/styles';
import type { CalendarDay } from '@/lib/format/lagos-day';
import { cinemaHref, type CinemaQuery } from '@/lib/cinema/cinema-query';
import { namedDay, onDay } from '@/lib/cinema/day-format';
import type { Venue } from '@/lib/cinema/listing';

interface Props {
  query: CinemaQuery;
  /** The chosen cinema, or null when none is chosen or the URL names one nobody shows at. */
  venue: Venue | null;
  /** The next day with a film on under the same cinema filter, when a day was chosen. */
  nextDay: CalendarDay | null;
  today: CalendarDay;
}

function headline({ query, venue, today }: Props): string {
  if (query.venue && !venue) return 'We don’t know that cinema';
  if (venue && query.date) return `Nothing on at ${venue.name} ${onDay(query.date, today)}`;
  if (venue) return `Nothing on at ${venue.name}`;
  if (query.date) return `No films showing ${onDay(query.date, today)}`;
  return 'No films are showing right now';
}

export function NothingOn(props: Props) {
  const { query, venue, nextDay, today } = props;
  const links: [string, string][] = [];
  if (nextDay)
    links.push([
      `See what’s on ${namedDay(nextDay, today)}`,
      cinemaHref({ venue: query.venue, date: nextDay }),
    ]);
  if (venue && query.date)
    links.push([`Every day at ${venue.name}`, cinemaHref({ venue: query.venue })]);
  if (query.venue && query.date)
    links.push([`Every cinema ${onDay(query.date, today)}`, cinemaHref({ date: query.date })]);
  if (query.venue || query.date) links.push(['All films', '/cinema']);
  return (
    <section
      aria-labelledby="nothing-on-heading"
      className="rounded-card border border-black/10 bg-surface p-6"
    >
      <h2 id="nothing-on-heading" className="text-lg font-semibold">
        {headline(props)}
      </h2>
      <p className="mt-1 text-ink-muted">
        {query.venue && !venue
          ? 'It may no longer show films, or the link may be wrong.'
          : 'Try another day or another cinema.'}
      </p>
      {links.length > 0 && (
        <ul className="mt-3 space-y-1">
          {links.map(([text, href]) => (
            <li key={href}>
              <Link href={href} className={TEXT_LINK}>
                {text}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
