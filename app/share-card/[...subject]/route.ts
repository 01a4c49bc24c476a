// The share card of a page (its og:image): a PNG drawn from the catalogue, or a plain card of the shop while the service is down.
import { formatNaira } from '@/lib/format/money';
import { formatEventDate } from '@/lib/format/event-date';
import { formatCalendarDate } from '@/lib/format/calendar-date';
import { departureClock } from '@/lib/bus/format';
import { merchant } from '@/server/merchant';
import { shareCardResponse, type ShareCard } from '@/server/sharing/share-card';
import { cardSubjectOf, type CardSubject } from '@/server/sharing/share-card-subject';
import { getScheduleDetail } from '@/server/ticketing/kinds/bus/reads';
import { getFilm } from '@/server/ticketing/kinds/cinema/reads';
import { getEvent } from '@/server/ticketing/kinds/event/reads';
import { getHotelStay } from '@/server/ticketing/kinds/hotel/reads';
import { readOrDown } from '@/server/ticketing/read-or-down';

const SHOP_FACTS = 'Events, cinema, coach and hotel tickets';
/** A card drawn while the service was down is kept a minute only. */
const DOWN_MAX_AGE_SECONDS = 60;

/** The naira sign is outside the card's font: amounts say NGN. */
const amount = (naira: number) => `NGN ${formatNaira(naira).replace(/[^\d.,]/g, '')}`;

type Drawn = Omit<ShareCard, 'merchant'> | null;

async function cardOf(subject: Exclude<CardSubject, { kind: 'home' }>): Promise<Drawn> {
  switch (subject.kind) {
    case 'event': {
      const event = await getEvent(subject.id);
      return (
        event && {
          title: event.title,
          facts: [formatEventDate(event.startsAt), event.address.city].filter(Boolean).join(' · '),
          picture: event.images[0] ?? event.imageUrl ?? null,
        }
      );
    }
    case 'cinema': {
      const film = await getFilm(subject.id);
      return (
        film && {
          title: film.title,
          facts: [film.facts.runtime, film.facts.rating && `Rated ${film.facts.rating}`]
            .filter(Boolean)
            .join(' · '),
          picture: film.images[0] ?? film.imageUrl ?? null,
        }
      );
    }
    case 'bus': {
      const detail = await getScheduleDetail(subject.scheduleId);
      if (!detail || detail.route.id !== subject.routeId) return null;
      const { route, schedule } = detail;
      const when = [
        formatCalendarDate(schedule.departureDate),
        schedule.departureAt && departureClock(schedule.departureAt),
      ]
        .filter(Boolean)
        .join(', ');
      return {
        title: `Coach ${route.origin.city} to ${route.destination.city}`,
        facts: [when, route.operator, `${amount(schedule.price)} a seat`]
          .filter(Boolean)
          .join(' · '),
        picture: null,
      };
    }
    case 'hotel': {
      const stay = await getHotelStay(subject.id, null);
      if (!stay) return null;
      const { hotel } = stay;
      return {
        title: hotel.name,
        facts: [hotel.city, hotel.priceFrom !== null && `from ${amount(hotel.priceFrom)} a night`]
          .filter(Boolean)
          .join(' · '),
        picture: hotel.images[0] ?? null,
      };
    }
  }
}

export async function GET(
  _request: Request,
  { params }: { params: Promise<{ subject: string[] }> },
) {
  const subject = cardSubjectOf((await params).subject);
  if (!subject)
    return new Response('Not found', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  const shop = {
    title: merchant().name,
    facts: SHOP_FACTS,
    merchant: merchant().name,
    picture: null,
  };
  if (subject.kind === 'home') return shareCardResponse(shop);
  const read = await readOrDown(cardOf(subject));
  if (!read.ok) return shareCardResponse(shop, DOWN_MAX_AGE_SECONDS);
  if (!read.value)
    return new Response('Not found', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  return shareCardResponse({ ...read.value, merchant: merchant().name });
}
