// The cinema and day filters of /cinema, as a GET form so every state is a URL and works without JavaScript.
import Link from 'next/link';
import { BUTTON, FIELD, TEXT_LINK } from '@/components/ui/styles';
import { addDays, type CalendarDay } from '@/lib/format/lagos-day';
import type { CinemaQuery } from '@/lib/cinema/cinema-query';
import { formatShortDay, relativeDayName } from '@/lib/cinema/day-format';
import type { Venue } from '@/lib/cinema/listing';
import { DATE_STRIP_DAYS } from '@/lib/cinema/schedule';

const field = `w-full ${FIELD}`;

function dayLabel(day: CalendarDay, today: CalendarDay) {
  const name = relativeDayName(day, today);
  return name ? `${name} (${formatShortDay(day)})` : formatShortDay(day);
}

function byCity(venues: Venue[]) {
  const cities = new Map<string, Venue[]>();
  for (const venue of venues) cities.set(venue.city, [...(cities.get(venue.city) ?? []), venue]);
  return [...cities.entries()];
}

export function CinemaFilters({
  query,
  venues,
  today,
}: {
  query: CinemaQuery;
  venues: Venue[];
  today: CalendarDay;
}) {
  const days = Array.from({ length: DATE_STRIP_DAYS }, (_, offset) => addDays(today, offset));
  // A day from a shared link that is not among the next two weeks stays choosable.
  if (query.date && !days.includes(query.date)) days.push(query.date);
  const filtered = Boolean(query.venue || query.date);
  return (
    <form
      action="/cinema"
      method="get"
      role="search"
      aria-label="Filter films"
      className="grid gap-3 sm:grid-cols-[2fr_1fr_auto] sm:items-end"
    >
      <div>
        <label htmlFor="filter-location" className="block text-sm font-medium">
          Cinema
        </label>
        <select id="filter-location" name="location" defaultValue={query.venue} className={field}>
          <option value="">All cinemas</option>
          {byCity(venues).map(([city, inCity]) => (
            <optgroup key={city} label={city || 'Other'}>
              {inCity.map((venue) => (
                <option key={venue.key} value={venue.key}>
                  {venue.name}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="filter-date" className="block text-sm font-medium">
          Day
        </label>
        <select id="filter-date" name="date" defaultValue={query.date ?? ''} className={field}>
          <option value="">Any day</option>
          {days.map((day) => (
            <option key={day} value={day}>
              {dayLabel(day, today)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex items-center gap-4">
        <button type="submit" className={`px-4 py-2 ${BUTTON.primary}`}>
          Show films
        </button>
        {filtered && (
          <Link href="/cinema" className={`whitespace-nowrap ${TEXT_LINK}`}>
            Clear filters
          </Link>
        )}
      </div>
    </form>
  );
}
