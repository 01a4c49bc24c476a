// A responsive list of event cards (one column on phones).
import type { EventSummary } from '@/lib/catalogue/types';
import { EventCard } from './event-card';

export function EventGrid({ events, label }: { events: EventSummary[]; label: string }) {
  return (
    <ul aria-label={label} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {events.map((event) => (
        <li key={event.id}>
          <EventCard event={event} />
        </li>
      ))}
    </ul>
  );
}
