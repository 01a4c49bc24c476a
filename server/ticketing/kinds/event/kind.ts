// Regular events: ticket categories of one experience, bought through the experience buy.
import 'server-only';
import { formatEventDate, parseEventDate } from '@/lib/format/event-date';
import { formatAddress } from '@/lib/format/address';
import { CHECKOUT_MESSAGES } from '@/lib/checkout/messages';
import { ticketingRequest } from '@/server/ticketing/client';
import { wirePurchaseReceipt } from '@/server/ticketing/wire/purchase';
import { buyBasics } from '../buy-request';
import type { SellableKindModule } from '../kind';
import { ticketCounts, ticketHoldItems, ticketLines } from '../ticket-lines';
import { getEvent, getTicketOptions } from './reads';
import { eventHits, eventHitsById, eventTodayTiles } from './search';
import { eventRecordFields } from './wire';

export const eventKind: SellableKindModule<'event', typeof eventRecordFields> = {
  kind: 'event',
  goneMessage: CHECKOUT_MESSAGES.eventGone,

  async quote({ eventId }, chosen) {
    const [event, options] = await Promise.all([getEvent(eventId), getTicketOptions(eventId)]);
    if (!event || !options) return null;
    return {
      title: event.title,
      subtitle: formatEventDate(event.startsAt),
      ...ticketLines(options, chosen),
    };
  },

  availability: ({ eventId }) => getTicketOptions(eventId),

  holdItems: (_selection, chosen) => ticketHoldItems(chosen),

  async buy(checkout, medium) {
    await ticketingRequest('/api/v1/svc/experience/buy/tickets', {
      method: 'POST',
      medium,
      schema: wirePurchaseReceipt,
      body: {
        ...buyBasics(checkout),
        tickets: ticketCounts(checkout.lines),
        experience_id: checkout.selection.eventId,
      },
    });
  },

  recordFields: eventRecordFields,

  orderDetails({ experience }) {
    return {
      kind: 'event',
      title: experience?.title ?? 'Your event',
      href: experience?.id ? `/events/${experience.id}` : null,
      startsAt: experience?.start_date ? parseEventDate(experience.start_date) : null,
      endsAt: experience?.end_date ? parseEventDate(experience.end_date) : null,
      venue: experience?.address ? formatAddress(experience.address) : '',
    };
  },

  href: ({ eventId }) => `/events/${eventId}`,

  searchHits: (words) => eventHits(words),

  hitsById: (id) => eventHitsById(id),

  todayTiles: eventTodayTiles,
};
