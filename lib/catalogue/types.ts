// The storefront's own catalogue types; pages depend on these, never on the service's wire shapes.
export type { PriceBreakdown, TicketOption } from './ticket-option';

/** A date as the service sent it, with its instant when the text could be read. */
export interface EventDate {
  iso: string | null;
  text: string;
}

export interface Address {
  street: string;
  town: string;
  city: string;
  country: string;
}

export interface EventCategory {
  id: string;
  name: string;
}

export interface EventSummary {
  id: string;
  title: string;
  startsAt: EventDate;
  endsAt: EventDate | null;
  featured: boolean;
  city: string;
  imageUrl: string | null;
  category: EventCategory | null;
  organiser: string | null;
}

export interface EventDetail extends EventSummary {
  description: string;
  address: Address;
  images: string[];
  organiserPhoto: string | null;
}

export interface EventPage {
  events: EventSummary[];
  page: number;
  totalPages: number;
  total: number;
}
