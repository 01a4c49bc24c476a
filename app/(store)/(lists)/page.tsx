// Home: a search box, featured and upcoming events, films now showing, and the categories to browse.
import type { Metadata } from 'next';
import Link from 'next/link';
import { CategoryLinks } from '@/components/catalogue/category-links';
import { EventGrid } from '@/components/catalogue/event-grid';
import { SearchBox } from '@/components/catalogue/search-box';
import { FilmGrid } from '@/components/cinema/film-grid';
import { ServiceDown } from '@/components/ui/service-down';
import { lagosDay } from '@/lib/format/lagos-day';
import { listCinema, splitByStatus } from '@/lib/cinema/listing';
import { homeLists } from '@/lib/catalogue/home-lists';
import {
  listEventCategories,
  listEvents,
  listPricesFrom,
} from '@/server/ticketing/kinds/event/reads';
import { listFilms } from '@/server/ticketing/kinds/cinema/reads';
import { readOrDown } from '@/server/ticketing/read-or-down';
import { merchant } from '@/server/merchant';
import { homePageMetadata } from '@/server/sharing/shared-page-metadata';
import { siteOrigin } from '@/server/sharing/site-origin';
import { TEXT_LINK } from '@/components/ui/styles';

const FILMS_ON_HOME = 3;

export function generateMetadata(): Metadata {
  return homePageMetadata(merchant().name, siteOrigin());
}

/** Films on now, featured ones first, with the moment they were read: what is still on is judged at that moment. */
async function loadFilmsShowing() {
  const films = await listFilms();
  const now = Date.now();
  const { showing } = splitByStatus(listCinema(films, { venue: '', date: null }, now));
  return {
    showing: showing.sort((a, b) => Number(b.film.featured) - Number(a.film.featured)),
    today: lagosDay(now),
  };
}

/** Featured events, then the others coming up (none twice), with their lowest prices. */
async function loadEvents() {
  const [featured, upcoming] = await Promise.all([
    readOrDown(listEvents({ featured: true, sort: 'upcoming' })),
    listEvents({ sort: 'upcoming' }),
  ]);
  const lists = homeLists(featured.ok ? featured.value.events : [], upcoming.events);
  const prices = await listPricesFrom([...lists.featured, ...lists.upcoming]);
  return { ...lists, prices };
}

export default async function HomePage() {
  const [events, categories, films] = await Promise.all([
    readOrDown(loadEvents()),
    readOrDown(listEventCategories()),
    readOrDown(loadFilmsShowing()),
  ]);
  return (
    <div className="space-y-10">
      <section className="space-y-4">
        <h1 className="text-3xl font-bold">Find your next event</h1>
        <p className="text-ink-muted">
          Concerts, shows and parties, with tickets held for you while you check out.
        </p>
        <div className="max-w-xl">
          <SearchBox id="home-search" />
        </div>
      </section>
      {!events.ok ? (
        <ServiceDown />
      ) : (
        <>
          {events.value.featured.length > 0 && (
            <section aria-labelledby="featured-heading" className="space-y-4">
              <h2 id="featured-heading" className="text-2xl font-semibold">
                Featured
              </h2>
              <EventGrid
                events={events.value.featured}
                prices={events.value.prices}
                label="Featured events"
                lead
              />
            </section>
          )}
          {films.ok && films.value.showing.length > 0 && (
            <section aria-labelledby="films-heading" className="space-y-4">
              <h2 id="films-heading" className="text-2xl font-semibold">
                Now showing
              </h2>
              <FilmGrid
                listings={films.value.showing.slice(0, FILMS_ON_HOME)}
                label="Films now showing"
                today={films.value.today}
              />
              <Link href="/cinema" className={`inline-block ${TEXT_LINK}`}>
                See all films
              </Link>
            </section>
          )}
          {categories.ok && categories.value.length > 0 && (
            <section aria-labelledby="categories-heading" className="space-y-4">
              <h2 id="categories-heading" className="text-2xl font-semibold">
                Browse by category
              </h2>
              <CategoryLinks categories={categories.value} />
            </section>
          )}
          <section aria-labelledby="upcoming-heading" className="space-y-4">
            <h2 id="upcoming-heading" className="text-2xl font-semibold">
              Coming up
            </h2>
            {events.value.upcoming.length > 0 ? (
              <EventGrid
                events={events.value.upcoming}
                prices={events.value.prices}
                label="Upcoming events"
                lead={events.value.featured.length === 0}
              />
            ) : (
              <p className="text-ink-muted">No events are on sale yet. Check back soon.</p>
            )}
            <Link href="/events" className={`inline-block ${TEXT_LINK}`}>
              See all events
            </Link>
          </section>
        </>
      )}
    </div>
  );
}
