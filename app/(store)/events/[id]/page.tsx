// An event: pictures, dates, place, organiser, description, and the ticket picker with live availability.
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { EventDateText } from '@/components/catalogue/event-date';
import { EventImage } from '@/components/catalogue/event-image';
import { TicketPicker } from '@/components/checkout/ticket-picker';
import { ServiceDown } from '@/components/ui/service-down';
import { TitledSection } from '@/components/ui/titled-section';
import type { EventDetail, TicketOption } from '@/lib/catalogue/types';
import { getCheckoutSession } from '@/server/session/checkout-session';
import { getEvent, getTicketOptions } from '@/server/ticketing/catalogue';
import { readOrDown } from '@/server/ticketing/read-or-down';

type Params = Promise<{ id: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const event = await readOrDown(getEvent((await params).id));
  return { title: event.ok && event.value ? event.value.title : 'Event' };
}

function Venue({ event }: { event: EventDetail }) {
  const { street, town, city, country } = event.address;
  return <address className="not-italic">{[street, town, city, country].filter(Boolean).join(', ')}</address>;
}

async function Tickets({ event, options, fetchedAt }: { event: EventDetail; options: TicketOption[]; fetchedAt: number }) {
  const session = await getCheckoutSession();
  const draft = session.draft?.eventId === event.id ? session.draft : undefined;
  const held = session.checkout?.eventId === event.id;
  const allSoldOut = options.length > 0 && options.every((option) => option.remaining <= 0);
  return (
    <section id="tickets" aria-labelledby="tickets-heading" className="space-y-4 rounded-card border border-black/10 bg-surface p-4 sm:p-6">
      <h2 id="tickets-heading" className="text-xl font-semibold">
        Tickets
      </h2>
      {held && (
        <p className="rounded-lg bg-brand-50 p-3 text-sm">
          You have tickets held for this event.{' '}
          <Link href="/checkout" className="font-semibold text-brand-700 underline">
            Go to checkout
          </Link>
        </p>
      )}
      {options.length === 0 ? (
        <p className="text-ink-muted">Tickets are not on sale yet.</p>
      ) : allSoldOut ? (
        <p role="status" className="font-semibold text-danger">
          This event is sold out.
        </p>
      ) : (
        <TicketPicker eventId={event.id} initialOptions={options} fetchedAt={fetchedAt} draft={draft} />
      )}
    </section>
  );
}

async function loadEvent(id: string) {
  const [event, options] = await Promise.all([getEvent(id), getTicketOptions(id)]);
  // Tells the browser how old its first availability numbers are, so it refreshes on time.
  return { event, options, fetchedAt: Date.now() };
}

export default async function EventPage({ params }: { params: Params }) {
  const { id } = await params;
  const read = await readOrDown(loadEvent(id));
  if (!read.ok) return <ServiceDown what="this event" />;
  const { event, options, fetchedAt } = read.value;
  if (!event || !options) notFound();
  const [cover, ...more] = event.images;
  return (
    <article className="space-y-6">
      <Link href="/events" className="no-print text-sm font-medium text-brand-700 underline">
        ← All events
      </Link>
      <header className="space-y-2">
        {event.category && <p className="text-sm font-semibold uppercase tracking-wide text-brand-600">{event.category.name}</p>}
        <h1 className="text-3xl font-bold">{event.title}</h1>
        <p className="text-ink-muted">
          <EventDateText date={event.startsAt} />
          {event.endsAt && (
            <>
              {' – '}
              <EventDateText date={event.endsAt} />
            </>
          )}
        </p>
        <Venue event={event} />
      </header>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <div className="overflow-hidden rounded-card">
            <EventImage src={cover ?? null} alt={`${event.title}`} priority />
          </div>
          {more.length > 0 && (
            <ul aria-label="More pictures" className="grid grid-cols-3 gap-2">
              {more.map((src) => (
                <li key={src} className="overflow-hidden rounded-lg">
                  <EventImage src={src} alt="" />
                </li>
              ))}
            </ul>
          )}
          <TitledSection id="about" title="About this event">
            <p className="whitespace-pre-line">{event.description || 'No description yet.'}</p>
          </TitledSection>
          {event.organiser && (
            <TitledSection id="organiser" title="Organiser">
              <p>{event.organiser}</p>
            </TitledSection>
          )}
        </div>
        <Tickets event={event} options={options} fetchedAt={fetchedAt} />
      </div>
    </article>
  );
}
