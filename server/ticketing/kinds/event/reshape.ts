// Turns the service's event replies into the storefront's own types.
import 'server-only';
import type {
  Address,
  EventDetail,
  EventPage,
  EventSummary,
  TicketOption,
} from '@/lib/catalogue/types';
import { parseEventDate } from '@/lib/format/event-date';
import type { WireExperience, WireExperienceList, WireTicketCategory } from './wire';

function reshapeAddress(address: WireExperience['address']): Address {
  return {
    street: address?.street ?? '',
    town: address?.town ?? '',
    city: address?.city ?? '',
    country: address?.country ?? '',
  };
}

export function reshapeEventSummary(wire: WireExperience): EventSummary {
  return {
    id: wire.id,
    title: wire.title,
    startsAt: parseEventDate(wire.start_date),
    endsAt: wire.end_date ? parseEventDate(wire.end_date) : null,
    featured: wire.featured,
    city: wire.address?.city ?? wire.address?.town ?? '',
    imageUrl: wire.image?.[0]?.image ?? null,
    category: wire.category ? { id: wire.category.id, name: wire.category.name } : null,
    organiser: wire.business?.name ?? null,
  };
}

export function reshapeEventDetail(wire: WireExperience): EventDetail {
  return {
    ...reshapeEventSummary(wire),
    description: wire.description ?? '',
    address: reshapeAddress(wire.address),
    images: (wire.image ?? []).map((image) => image.image),
    organiserPhoto: wire.business?.photo ?? null,
  };
}

export function reshapeEventPage(wire: WireExperienceList, page: number): EventPage {
  const perPage = Math.max(1, wire.per_page);
  return {
    events: wire.experiences.map(reshapeEventSummary),
    page,
    totalPages: Math.max(1, Math.ceil(wire.count / perPage)),
    total: wire.count,
  };
}

export function reshapeTicketOption(wire: WireTicketCategory): TicketOption {
  const breakdown = wire.price_breakdown;
  return {
    id: wire.id,
    title: wire.title,
    price: wire.price,
    free: wire.free ?? wire.price === 0,
    breakdown: breakdown
      ? {
          ticketPrice: breakdown.ticket_price,
          convenienceFee: breakdown.convenience_fee,
          merchantCommission: breakdown.merchant_commission,
        }
      : null,
    remaining: Math.max(0, Math.floor(wire.slots_remaining)),
  };
}
