// A responsive list of film cards (one column on phones), each linking to its film page.
import type { CalendarDay } from '@/lib/format/lagos-day';
import { filmHref } from '@/lib/cinema/cinema-query';
import type { FilmListing } from '@/lib/cinema/listing';
import { FilmCard } from './film-card';

interface Props {
  listings: FilmListing[];
  label: string;
  today: CalendarDay;
  /** The day the list is for, carried into the film links. */
  date?: CalendarDay | null;
  /** One below the heading the list stands under. */
  headingLevel?: 2 | 3;
  /** The page's first list: its first poster is the page's lead picture, loaded first. */
  lead?: boolean;
}

/** The film page opens on the listed day, at the listed location when the list names only one. */
function hrefOf({ film, locations }: FilmListing, date: CalendarDay | null) {
  const location =
    locations.length === 1 && film.schedule.locations.length > 1 ? locations[0]!.id : null;
  return filmHref(film.id, { location, date });
}

export function FilmGrid({
  listings,
  label,
  today,
  date = null,
  headingLevel = 3,
  lead = false,
}: Props) {
  return (
    <ul aria-label={label} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {listings.map((listing, index) => (
        <li key={listing.film.id} className="render-when-near-88">
          <FilmCard
            listing={listing}
            href={hrefOf(listing, date)}
            today={today}
            headingLevel={headingLevel}
            priority={lead && index === 0}
          />
        </li>
      ))}
    </ul>
  );
}
