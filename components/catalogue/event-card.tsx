// One event in a list: picture, title, date, place; the whole card is one link.
import Link from 'next/link';
import type { EventSummary } from '@/lib/catalogue/types';
import { EventDateText } from './event-date';
import { EventImage } from './event-image';

export function EventCard({ event, headingLevel = 3 }: { event: EventSummary; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="group relative overflow-hidden rounded-card border border-black/10 bg-surface shadow-sm">
      <EventImage src={event.imageUrl} alt="" />
      <div className="p-4">
        {event.featured && <p className="mb-1 text-xs font-semibold uppercase tracking-wide text-brand-600">Featured</p>}
        <Heading className="text-lg font-semibold leading-snug">
          <Link href={`/events/${event.id}`} className="after:absolute after:inset-0 group-hover:underline">
            {event.title}
          </Link>
        </Heading>
        <p className="mt-1 text-sm text-ink-muted">
          <EventDateText date={event.startsAt} />
        </p>
        <p className="text-sm text-ink-muted">{[event.city, event.category?.name].filter(Boolean).join(' · ')}</p>
      </div>
    </article>
  );
}
