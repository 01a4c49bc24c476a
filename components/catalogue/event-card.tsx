// One event in a list: picture, title, dates, place and the lowest price on sale; the whole card is one link.
import Link from 'next/link';
import { priceFromText, type PriceFrom } from '@/lib/catalogue/price-from';
import type { EventSummary } from '@/lib/catalogue/types';
import { EventDateRange } from './event-date';
import { EventImage } from './event-image';

interface Props {
  event: EventSummary;
  /** The lowest price on sale; nothing is shown when it is unknown. */
  price?: PriceFrom | null;
  headingLevel?: 2 | 3;
  /** The page's lead picture: loaded first (see EventImage). */
  priority?: boolean;
}

export function EventCard({ event, price = null, headingLevel = 3, priority = false }: Props) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const priceText = priceFromText(price);
  return (
    <article className="group relative overflow-hidden rounded-card border border-black/10 bg-surface shadow-sm">
      <EventImage src={event.imageUrl} alt="" priority={priority} />
      <div className="p-4">
        {event.featured && (
          <p className="mb-1 text-xs font-semibold uppercase tracking-wide text-brand-600">
            Featured
          </p>
        )}
        <Heading className="text-lg font-semibold leading-snug">
          <Link
            href={`/events/${event.id}`}
            className="after:absolute after:inset-0 group-hover:underline"
          >
            {event.title}
          </Link>
        </Heading>
        <p className="mt-1 text-sm text-ink-muted">
          <EventDateRange start={event.startsAt} end={event.endsAt} />
        </p>
        <p className="text-sm text-ink-muted">
          {[event.city, event.category?.name].filter(Boolean).join(' · ')}
        </p>
        {priceText && (
          <p
            data-testid="price-from"
            className={`mt-2 font-semibold ${price?.state === 'sold-out' ? 'text-danger' : ''}`}
          >
            {priceText}
          </p>
        )}
      </div>
    </article>
  );
}
