// Home: a search box, featured and upcoming events, and the categories to browse.
import Link from 'next/link';
import { CategoryLinks } from '@/components/catalogue/category-links';
import { EventGrid } from '@/components/catalogue/event-grid';
import { SearchBox } from '@/components/catalogue/search-box';
import { ServiceDown } from '@/components/ui/service-down';
import { listEventCategories, listEvents } from '@/server/ticketing/catalogue';
import { readOrDown } from '@/server/ticketing/read-or-down';
import { TEXT_LINK } from '@/components/ui/styles';

export default async function HomePage() {
  const [featured, upcoming, categories] = await Promise.all([
    readOrDown(listEvents({ featured: true, sort: 'upcoming' })),
    readOrDown(listEvents({ sort: 'upcoming' })),
    readOrDown(listEventCategories()),
  ]);
  return (
    <div className="space-y-10">
      <section className="space-y-4">
        <h1 className="text-3xl font-bold">Find your next event</h1>
        <p className="text-ink-muted">Concerts, shows and parties, with tickets held for you while you check out.</p>
        <div className="max-w-xl">
          <SearchBox id="home-search" />
        </div>
      </section>
      {!upcoming.ok ? (
        <ServiceDown />
      ) : (
        <>
          {featured.ok && featured.value.events.length > 0 && (
            <section aria-labelledby="featured-heading" className="space-y-4">
              <h2 id="featured-heading" className="text-2xl font-semibold">
                Featured
              </h2>
              <EventGrid events={featured.value.events.slice(0, 3)} label="Featured events" />
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
            {upcoming.value.events.length > 0 ? (
              <EventGrid events={upcoming.value.events.slice(0, 6)} label="Upcoming events" />
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
