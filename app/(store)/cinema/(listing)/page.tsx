// /cinema: films showing and coming soon, filtered by cinema and by day, all read from the URL and rendered on the server.
import type { Metadata } from 'next';
import { FilmGrid } from '@/components/cinema/film-grid';
import { ServiceDown } from '@/components/ui/service-down';
import { TitledSection } from '@/components/ui/titled-section';
import { lagosDay } from '@/lib/format/lagos-day';
import { parseCinemaQuery } from '@/lib/cinema/cinema-query';
import { formatLongDay } from '@/lib/cinema/day-format';
import { listCinema, nextDayWithFilms, splitByStatus, venuesOf } from '@/lib/cinema/listing';
import { listFilms } from '@/server/ticketing/kinds/cinema/reads';
import { readOrDown } from '@/server/ticketing/read-or-down';
import { CinemaFilters } from './_components/cinema-filters';
import { NothingOn } from './_components/nothing-on';

export const metadata: Metadata = { title: 'Cinema' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The films, with the moment they were read: what is still on is judged at that moment. */
async function loadFilms() {
  const films = await listFilms();
  return { films, now: Date.now() };
}

export default async function CinemaPage({ searchParams }: { searchParams: SearchParams }) {
  const query = parseCinemaQuery(await searchParams);
  const read = await readOrDown(loadFilms());
  const { films, now } = read.ok ? read.value : { films: [], now: 0 };
  const today = lagosDay(now);
  const venues = venuesOf(films);
  const venue = venues.find((candidate) => candidate.key === query.venue) ?? null;
  const listings = listCinema(films, query, now);
  const { showing, comingSoon } = splitByStatus(listings);
  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <h1 className="text-3xl font-bold">{venue ? `Films at ${venue.name}` : 'Cinema'}</h1>
        <p className="text-ink-muted">
          Films showing and coming soon. Choose a cinema and a day to see what’s on.
        </p>
      </div>
      <CinemaFilters query={query} venues={venues} today={today} />
      {!read.ok ? (
        <ServiceDown what="films" />
      ) : listings.length === 0 ? (
        <NothingOn
          query={query}
          venue={venue}
          today={today}
          nextDay={query.date ? nextDayWithFilms(films, { ...query, date: query.date }, now) : null}
        />
      ) : (
        <>
          <p role="status" className="text-sm text-ink-muted">
            {listings.length} {listings.length === 1 ? 'film' : 'films'}
          </p>
          {query.date ? (
            <TitledSection id="on-day" title={`On ${formatLongDay(query.date, today)}`}>
              <FilmGrid
                listings={listings}
                label={`Films on ${formatLongDay(query.date, today)}`}
                today={today}
                date={query.date}
                lead
              />
            </TitledSection>
          ) : (
            <>
              {showing.length > 0 && (
                <TitledSection id="now-showing" title="Now showing">
                  <FilmGrid listings={showing} label="Films now showing" today={today} lead />
                </TitledSection>
              )}
              {comingSoon.length > 0 && (
                <TitledSection id="coming-soon" title="Coming soon">
                  <FilmGrid
                    listings={comingSoon}
                    label="Films coming soon"
                    today={today}
                    lead={showing.length === 0}
                  />
                </TitledSection>
              )}
            </>
          )}
        </>
      )}
    </div>
  );
}
