// An event for other sites' frames: the essentials and the same ticket section and checkout as the event page.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { GettingThere } from '@/components/basket/getting-there';
import { EventDateText } from '@/components/catalogue/event-date';
import { EventImage } from '@/components/catalogue/event-image';
import { TicketsLoading, TicketsSection } from '@/components/catalogue/tickets-section';
import { ServiceDown } from '@/components/ui/service-down';
import { TEXT_LINK } from '@/components/ui/styles';
import { formatAddress } from '@/lib/format/address';
import { embedParent } from '@/server/embed/embed-parent';
import { codeFromQuery, embedFields, sourceFromQuery } from '@/server/embed/source-fields';
import { storefrontEnv } from '@/server/env';
import { getEvent } from '@/server/ticketing/kinds/event/reads';
import { readOrDown } from '@/server/ticketing/read-or-down';

type Params = Promise<{ id: string }>;
type Query = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const event = await readOrDown(getEvent((await params).id));
  return { title: event.ok && event.value ? event.value.title : 'Event' };
}

export default async function EmbedEventPage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: Query;
}) {
  const { id } = await params;
  const read = await readOrDown(getEvent(id));
  if (!read.ok) return <ServiceDown what="this event" level={1} />;
  const event = read.value;
  if (!event) notFound();
  const parent = await embedParent();
  const query = await searchParams;
  const fields = embedFields({
    source: sourceFromQuery(parent, query),
    framed: parent !== null,
    code: codeFromQuery(query),
  });
  return (
    <article className="space-y-4">
      <header className="grid grid-cols-[8rem_1fr] items-start gap-4">
        <div className="overflow-hidden rounded-card">
          <EventImage src={event.images[0] ?? null} alt="" priority />
        </div>
        <div className="space-y-1">
          <h1 className="text-xl font-bold">{event.title}</h1>
          <p className="text-sm text-ink-muted">
            <EventDateText date={event.startsAt} />
          </p>
          <address className="text-sm not-italic">{formatAddress(event.address)}</address>
          {event.organiser && <p className="text-sm text-ink-muted">By {event.organiser}</p>}
        </div>
      </header>
      <Suspense fallback={<TicketsLoading />}>
        <TicketsSection eventId={event.id} hiddenFields={fields} framed />
      </Suspense>
      {storefrontEnv().EMBED_GETTING_THERE && (
        <Suspense fallback={null}>
          <GettingThere selection={{ kind: 'event', eventId: event.id }} hiddenFields={fields} />
        </Suspense>
      )}
      {/* The full page opens on the shop's own site, never inside the host's frame. */}
      <a
        href={`/events/${event.id}`}
        target="_blank"
        rel="noopener"
        className={`block text-sm ${TEXT_LINK}`}
      >
        More about this event
      </a>
    </article>
  );
}
