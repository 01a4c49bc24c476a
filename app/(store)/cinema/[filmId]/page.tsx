// A film: pictures, synopsis, and its screenings: cinema, day and showtime chosen by links in the URL, then the tickets.
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { GettingThere } from '@/components/basket/getting-there';
import { EventImage } from '@/components/catalogue/event-image';
import { MorePictures } from '@/components/catalogue/more-pictures';
import { ShareButton } from '@/components/sharing/share-button';
import { ServiceDown } from '@/components/ui/service-down';
import { TitledSection } from '@/components/ui/titled-section';
import { lagosDay } from '@/lib/format/lagos-day';
import { parseFilmQuery } from '@/lib/cinema/cinema-query';
import { formatLongDay } from '@/lib/cinema/day-format';
import { filmStatus } from '@/lib/cinema/schedule';
import { resolveSelection } from '@/lib/cinema/selection';
import { describedScreening } from '@/lib/sharing/described-screening';
import { filmPageMetadata } from '@/server/sharing/shared-page-metadata';
import { siteOrigin } from '@/server/sharing/site-origin';
import { getFilm } from '@/server/ticketing/kinds/cinema/reads';
import { readOrDown } from '@/server/ticketing/read-or-down';
import { ScreeningPicker } from './_components/screening-picker';
import { ScreeningStructuredData } from './_components/screening-structured-data';
import { ScreeningTicketsSection } from './_components/screening-tickets-section';

type Params = Promise<{ filmId: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The film, with the moment it was read: which screenings are still to start is judged at that moment. */
async function loadFilm(id: string) {
  const film = await getFilm(id);
  return { film, now: Date.now() };
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const film = await readOrDown(getFilm((await params).filmId));
  return film.ok && film.value
    ? filmPageMetadata(film.value, Date.now(), siteOrigin())
    : { title: 'Film' };
}

export default async function FilmPage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: SearchParams;
}) {
  const [{ filmId }, rawQuery] = await Promise.all([params, searchParams]);
  // Awaited before anything streams, so an unknown film gets a real 404 status.
  const read = await readOrDown(loadFilm(filmId));
  if (!read.ok) return <ServiceDown what="this film" level={1} />;
  const { film, now } = read.value;
  if (!film) notFound();

  const today = lagosDay(now);
  const query = parseFilmQuery(rawQuery);
  const selection = resolveSelection(film.schedule, query, now);
  const status = filmStatus(film.schedule, now);
  const facts = [film.facts.runtime, film.facts.rating && `Rated ${film.facts.rating}`].filter(
    Boolean,
  );
  const [cover, ...more] = film.images;
  const { location, date, time } = selection;
  const described = describedScreening(film.schedule, selection, now);
  return (
    <article className="space-y-6">
      <Link href="/cinema" className="no-print text-sm font-medium text-brand-700 underline">
        ← All films
      </Link>
      <header className="space-y-2">
        {film.category && (
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-600">
            {film.category.name}
          </p>
        )}
        <h1 className="text-3xl font-bold">{film.title}</h1>
        {facts.length > 0 && <p className="text-ink-muted">{facts.join(' · ')}</p>}
        {status.state === 'coming-soon' && (
          <p className="font-semibold">Opens {formatLongDay(status.opens, today)}</p>
        )}
        {status.state === 'over' && (
          <p className="font-semibold">This film has no screenings left.</p>
        )}
        <ShareButton title={film.title} />
      </header>
      {/* Mobile first: the screenings follow the poster; on wide screens they sit in their own column. */}
      <div className="grid gap-6 lg:grid-cols-3 lg:grid-rows-[auto_1fr] lg:items-start">
        <div className="overflow-hidden rounded-card lg:col-span-2">
          <EventImage src={cover ?? null} alt={`Poster of ${film.title}`} priority />
        </div>
        <div className="space-y-6 lg:col-start-3 lg:row-span-2 lg:row-start-1">
          <ScreeningPicker
            film={film}
            selection={selection}
            wantedDate={query.date}
            now={now}
            today={today}
          />
          {/* In the page's HTML, not streamed after it: a browser without scripts shows streamed parts nowhere. */}
          {location && date && time && (
            <ScreeningTicketsSection
              filmId={film.id}
              filmTitle={film.title}
              screening={{
                locationId: location.id,
                locationName: location.name,
                timeId: time.id,
                date,
                start: time.start,
              }}
            />
          )}
        </div>
        <div className="space-y-6 lg:col-span-2">
          <MorePictures images={more} />
          <TitledSection id="about" title="About this film">
            <p className="whitespace-pre-line">{film.description || 'No synopsis yet.'}</p>
          </TitledSection>
          {film.organiser && (
            <TitledSection id="organiser" title="Shown by">
              <p>{film.organiser}</p>
            </TitledSection>
          )}
          {location && date && time && (
            <GettingThere
              selection={{
                kind: 'cinema',
                filmId: film.id,
                locationId: location.id,
                timeId: time.id,
                date,
              }}
            />
          )}
        </div>
      </div>
      {described && (
        <Suspense fallback={null}>
          <ScreeningStructuredData film={film} screening={described} />
        </Suspense>
      )}
    </article>
  );
}
