// Cinema screenings: a film's ticket categories at one location, showtime and date, bought through the
// experience buy with the screening in the holds' metadata (docs/api-extensions.md, "cinema holds").
import 'server-only';
import { z } from 'zod';
import { formatAddress } from '@/lib/format/address';
import type { SelectionOf } from '@/lib/sellables/kinds';
import { isEventId } from '../catalogue';
import { ticketingRequest } from '../client';
import { TicketingError } from '../errors';
import { reshapeTicketOption } from '../reshape-catalogue';
import { wireTicketCategories } from '../wire/catalogue';
import { idString } from '../wire/primitives';
import { wirePurchaseReceipt } from '../wire/purchase';
import { buyBasics } from './buy-request';
import type { SellableKindModule } from './kind';
import { ticketCounts, ticketHoldItems, ticketLines } from './ticket-lines';

const text = z.string().nullish();

const wireScreeningTickets = wireTicketCategories.extend({
  experience: z.object({ id: idString, title: z.string() }),
  location: z.object({ id: idString, name: z.string() }).nullish(),
  screening: z.object({ start: text, attendance_date: text, starts_at: text }).nullish(),
});

type CinemaSelection = SelectionOf<'cinema'>;

const screeningQuery = (s: CinemaSelection) => ({ cinema_location_id: s.locationId, time_id: s.timeId, attendance_date: s.date });

/** The screening's ticket categories with live availability; null when the film is unknown or not showing then. */
async function readScreening(selection: CinemaSelection) {
  if (!isEventId(selection.filmId)) return null;
  try {
    return await ticketingRequest(`/api/v1/svc/experience/tickets/${selection.filmId}`, {
      schema: wireScreeningTickets,
      query: screeningQuery(selection),
    });
  } catch (error) {
    if (error instanceof TicketingError && (error.status === 404 || error.status === 422)) return null;
    throw error;
  }
}

export const NOT_SHOWING = 'This showing is no longer on. Choose another time.';
export const STARTED = 'This showing has already started. Choose another time.';

export const cinemaKind: SellableKindModule<'cinema'> = {
  kind: 'cinema',
  goneMessage: NOT_SHOWING,

  async quote(selection, chosen, now) {
    const screening = await readScreening(selection);
    if (!screening) return null;
    const startsAt = screening.screening?.starts_at ? Date.parse(screening.screening.starts_at) : Number.NaN;
    const where = [screening.location?.name, selection.date, screening.screening?.start].filter(Boolean).join(', ');
    return {
      title: screening.experience.title,
      subtitle: where,
      ...ticketLines(screening.tickets.map(reshapeTicketOption), chosen),
      refusal: startsAt <= now ? STARTED : undefined,
    };
  },

  async availability(selection) {
    const screening = await readScreening(selection);
    return screening ? screening.tickets.map(reshapeTicketOption) : null;
  },

  holdItems: (selection, chosen) => ticketHoldItems(chosen, screeningQuery(selection)),

  async buy(checkout, medium) {
    await ticketingRequest('/api/v1/svc/experience/buy/tickets', {
      method: 'POST',
      medium,
      schema: wirePurchaseReceipt,
      body: {
        ...buyBasics(checkout),
        tickets: ticketCounts(checkout.lines),
        experience_id: checkout.selection.filmId,
        ...screeningQuery(checkout.selection),
      },
    });
  },

  orderDetails({ experience, screening }) {
    return {
      kind: 'cinema',
      title: experience?.title ?? 'Your film',
      href: experience?.id ? `/cinema/${experience.id}` : null,
      location: screening?.location_name ?? '',
      date: screening?.attendance_date ?? null,
      start: screening?.start ?? null,
      startsAt: screening?.starts_at ?? null,
      venue: experience?.address ? formatAddress(experience.address) : '',
    };
  },

  href: (s) => `/cinema/${s.filmId}?${new URLSearchParams({ location: String(s.locationId), date: s.date, time: String(s.timeId) })}`,

  explainRejection(error) {
    const screeningProblem = ['time_id', 'attendance_date', 'cinema_location_id'].some((field) =>
      Object.keys(error.errors).some((path) => path.endsWith(`metadata.${field}`)),
    );
    return screeningProblem ? NOT_SHOWING : null;
  },
};
