// The storefront's own catalogue types; pages depend on these, never on the service's wire shapes.
import type { EventDate } from '@/lib/format/event-date';

export type { EventDate } from '@/lib/format/event-date';
export type { PriceBreakdown, TicketOption } from './ticket-option';

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
