// One organiser's upcoming events, for other sites' frames, each with its lowest ticket price; each opens its
// embedded event page in the same frame.
import type { Metadata } from 'next';
import Link from 'next/link';
import { EventDateText } from '@/components/catalogue/event-date';
import { EventImage } from '@/components/catalogue/event-image';
import { ServiceDown } from '@/components/ui/service-down';
import { priceFromText } from '@/lib/catalogue/price-from';
import { isEventId, listEvents, listPricesFrom } from '@/server/ticketing/kinds/event/reads';
import { readOrDown } from '@/server/ticketing/read-or-down';

type Params = Promise<{ businessId: string }>;
type Query = Promise<Record<string, string | string[] | undefined>>;

export const metadata: Metadata = { title: 'Upcoming events' };

/** The query an event link keeps (the host page's utm parameters, its promo code and the parent), so the event knows its source too. */
function keptQuery(query: Record<string, string | string[] | undefined>): string {
  const kept = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    const first = [value].flat()[0];
    if (first !== undefined && (name === 'parent' || name === 'code' || name.startsWith('utm_')))
      kept.set(name, first);
  }
  const text = kept.toString();
  return text ? `?${text}` : '';
}

function PriceLine({ text }: { text: string | null }) {
  return text ? <span className="block text-sm font-semibold">{text}</span> : null;
}

export default async function EmbedOrganiserPage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: Query;
}) {
  const { businessId } = await params;
  // Business ids are UUIDs, as event ids are: anything else names no organiser.
  const read = isEventId(businessId)
    ? await readOrDown(listEvents({ business: businessId, sort: 'upcoming' }))
    : { ok: true as const, value: null };
  if (!read.ok) return <ServiceDown what="these events" level={1} />;
  const events = read.value?.events ?? [];
  const organiser = events.find((event) => event.organiser)?.organiser;
  const query = keptQuery(await searchParams);
  // The shop's cards' prices: cached a minute, a few read at once, none after a short wait.
  const prices = await listPricesFrom(events);
  return (
    <section aria-labelledby="organiser-heading" className="space-y-4">
      <h1 id="organiser-heading" className="text-xl font-bold">
        {organiser ? `Upcoming events by ${organiser}` : 'Upcoming events'}
      </h1>
      {events.length === 0 ? (
        <p className="text-ink-muted">No upcoming events right now.</p>
      ) : (
        <ul className="space-y-3">
          {events.map((event) => (
            <li key={event.id}>
              <Link
                href={`/embed/events/${event.id}${query}`}
                className="grid grid-cols-[6rem_1fr] items-center gap-3 rounded-card border border-black/10 bg-surface p-2 hover:border-brand-500"
              >
                <span className="overflow-hidden rounded">
                  <EventImage src={event.imageUrl} alt="" />
                </span>
                <span>
                  <span className="block font-semibold">{event.title}</span>
                  <span className="block text-sm text-ink-muted">
                    <EventDateText date={event.startsAt} />
                    {event.city && ` · ${event.city}`}
                  </span>
                  <PriceLine text={priceFromText(prices.get(event.id) ?? null)} />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
