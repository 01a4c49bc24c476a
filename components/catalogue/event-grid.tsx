// A responsive list of event cards (one column on phones).
import type { EventSummary } from '@/lib/catalogue/types';
import { EventCard } from './event-card';

interface Props {
  events: EventSummary[];
  label: string;
  /** One below the heading the list stands under: 2 straight under the page's h1, 3 inside a section. */
  headingLevel?: 2 | 3;
}

export function EventGrid({ events, label, headingLevel = 3 }: Props) {
  return (
    <ul aria-label={label} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {events.map((event) => (
        <li key={event.id}>
          <EventCard event={event} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
