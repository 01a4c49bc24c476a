// An event: pictures, dates, place, organiser, description, and the ticket picker with live availability.
import type { Metadata } from 'next';
import Link from 'next/link';
import { Suspense } from 'react';
import { notFound } from 'next/navigation';
import { EventDateRange } from '@/components/catalogue/event-date';
import { GettingThere } from '@/components/basket/getting-there';
import { EventImage } from '@/components/catalogue/event-image';
import { MorePictures } from '@/components/catalogue/more-pictures';
import { TicketsSection } from '@/components/catalogue/tickets-section';
import { ShareButton } from '@/components/sharing/share-button';
import { ServiceDown } from '@/components/ui/service-down';
import { TitledSection } from '@/components/ui/titled-section';
import { formatAddress } from '@/lib/format/address';
import { eventPageMetadata } from '@/server/sharing/shared-page-metadata';
import { siteOrigin } from '@/server/sharing/site-origin';
import { getEvent } from '@/server/ticketing/kinds/event/reads';
import { readOrDown } from '@/server/ticketing/read-or-down';
import { EventStructuredData } from './_components/event-structured-data';

type Params = Promise<{ id: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const event = await readOrDown(getEvent((await params).id));
  return event.ok && event.value
    ? eventPageMetadata(event.value, siteOrigin())
    : { title: 'Event' };
}

export default async function EventPage({ params }: { params: Params }) {
  const { id } = await params;
  // Awaited before anything streams, so an unknown event gets a real 404 status.
  const read = await readOrDown(getEvent(id));
  if (!read.ok) return <ServiceDown what="this event" level={1} />;
  const event = read.value;
  if (!event) notFound();
  const [cover, ...more] = event.images;
  return (
    <article className="space-y-6">
      <Link href="/events" className="no-print text-sm font-medium text-brand-700 underline">
        ← All events
      </Link>
      <header className="space-y-2">
        {event.category && (
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-600">
            {event.category.name}
          </p>
        )}
        <h1 className="text-3xl font-bold">{event.title}</h1>
        <p className="text-ink-muted">
          <EventDateRange start={event.startsAt} end={event.endsAt} />
        </p>
        <address className="not-italic">{formatAddress(event.address)}</address>
        <ShareButton title={event.title} />
      </header>
      {/* Mobile first: the tickets follow the cover picture; on wide screens they sit in their own column. */}
      <div className="grid gap-6 lg:grid-cols-3 lg:items-start">
        <div className="overflow-hidden rounded-card lg:col-span-2">
          <EventImage src={cover ?? null} alt={event.title} priority />
        </div>
        <div className="lg:col-start-3 lg:row-span-2 lg:row-start-1">
          {/* In the page's HTML, not streamed after it: a browser without scripts shows streamed parts nowhere. */}
          <TicketsSection eventId={event.id} />
        </div>
        <div className="space-y-6 lg:col-span-2">
          <MorePictures images={more} />
          <TitledSection id="about" title="About this event">
            <p className="whitespace-pre-line">{event.description || 'No description yet.'}</p>
          </TitledSection>
          {event.organiser && (
            <TitledSection id="organiser" title="Organiser">
              <p>{event.organiser}</p>
            </TitledSection>
          )}
          <GettingThere selection={{ kind: 'event', eventId: event.id }} />
        </div>
      </div>
      <Suspense fallback={null}>
        <EventStructuredData event={event} />
      </Suspense>
    </article>
  );
}
