// A responsive list of event cards (one column on phones), each with its lowest price when known.
import type { PriceFrom } from '@/lib/catalogue/price-from';
import type { EventSummary } from '@/lib/catalogue/types';
import { EventCard } from './event-card';

interface Props {
  events: EventSummary[];
  /** Lowest prices on sale by event id (server/ticketing/kinds/event/reads.ts `listPricesFrom`). */
  prices?: ReadonlyMap<string, PriceFrom>;
  label: string;
  /** One below the heading the list stands under: 2 straight under the page's h1, 3 inside a section. */
  headingLevel?: 2 | 3;
  /** The page's first list: its first picture is the page's lead picture, loaded first. */
  lead?: boolean;
}

export function EventGrid({ events, prices, label, headingLevel = 3, lead = false }: Props) {
  return (
    <ul aria-label={label} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {events.map((event, index) => (
        <li key={event.id} className="render-when-near-88">
          <EventCard
            event={event}
            price={prices?.get(event.id)}
            headingLevel={headingLevel}
            priority={lead && index === 0}
          />
        </li>
      ))}
    </ul>
  );
}
