// What a shared link to an event, film, coach departure or hotel says: title, one-line description and its share card.
import type { Metadata } from 'next';
import { busText, departureClock, formatDuration, placeText } from '@/lib/bus/format';
import type { ScheduleDetail } from '@/lib/bus/types';
import type { EventDetail } from '@/lib/catalogue/types';
import { lagosDay } from '@/lib/format/lagos-day';
import { formatLongDay } from '@/lib/cinema/day-format';
import { filmStatus } from '@/lib/cinema/schedule';
import type { FilmDetail } from '@/lib/cinema/types';
import { formatAddress } from '@/lib/format/address';
import { formatCalendarDate } from '@/lib/format/calendar-date';
import { formatEventDate } from '@/lib/format/event-date';
import { formatNaira } from '@/lib/format/money';
import type { HotelSummary } from '@/lib/hotels/types';
import { KIND_PAGES } from '@/lib/sellables/pages';
import { sharedPageMetadata } from '@/lib/sharing/page-metadata';
import { shareCardUrl } from './share-card-subject';

/** Facts first (when, where, price), then the page's own words, as far as the preview has room. */
const sentence = (facts: (string | null | false | undefined)[], text = '') =>
  [facts.filter(Boolean).join(' · '), text.trim()].filter(Boolean).join('. ');

export function eventPageMetadata(event: EventDetail, origin: string): Metadata {
  return sharedPageMetadata({
    title: event.title,
    description: sentence(
      [formatEventDate(event.startsAt), formatAddress(event.address)],
      event.description,
    ),
    path: `${KIND_PAGES.event.href}/${encodeURIComponent(event.id)}`,
    image: shareCardUrl({ kind: 'event', id: event.id }, origin),
    imageAlt: event.title,
  });
}

const places = new Intl.ListFormat('en-GB', { style: 'long', type: 'conjunction' });
/** More cinemas than this are counted, not named, so the synopsis still fits in the preview. */
const NAMED_CINEMAS = 3;

function filmWhen(film: FilmDetail, now: number): string {
  const status = filmStatus(film.schedule, now);
  if (status.state === 'over') return 'No screenings left';
  const cinemas = film.schedule.locations.map((location) => location.name);
  const where =
    cinemas.length === 0
      ? ''
      : ` at ${cinemas.length > NAMED_CINEMAS ? `${cinemas.length} cinemas` : places.format(cinemas)}`;
  return status.state === 'coming-soon'
    ? `Opens ${formatLongDay(status.opens, lagosDay(now))}${where}`
    : `Now showing${where}`;
}

export function filmPageMetadata(film: FilmDetail, now: number, origin: string): Metadata {
  return sharedPageMetadata({
    title: film.title,
    // Running time and rating are read from the synopsis, which follows: they are not said twice.
    description: sentence([filmWhen(film, now)], film.description),
    path: `${KIND_PAGES.cinema.href}/${encodeURIComponent(film.id)}`,
    image: shareCardUrl({ kind: 'cinema', id: film.id }, origin),
    imageAlt: `Poster of ${film.title}`,
  });
}

export function departurePageMetadata(
  { route, schedule }: ScheduleDetail,
  origin: string,
): Metadata {
  const at = schedule.departureAt;
  const day = formatCalendarDate(schedule.departureDate);
  const unit = schedule.type === 'timed' ? 'seat' : 'traveller';
  return sharedPageMetadata({
    title: `Coach ${route.origin.city} to ${route.destination.city} on ${day}${at ? ` at ${departureClock(at)}` : ''}`,
    description: sentence([
      `From ${placeText(route.origin)} to ${placeText(route.destination)}`,
      route.durationMinutes ? `${formatDuration(route.durationMinutes)} journey` : null,
      route.operator,
      schedule.bus && busText(schedule.bus),
      `${formatNaira(schedule.price)} per ${unit}`,
      !at && 'Any time that day, seat assigned at boarding',
    ]),
    path: `${KIND_PAGES.bus.href}/${route.id}/${schedule.id}`,
    // Routes have no pictures: the card says the trip in words.
    image: shareCardUrl({ kind: 'bus', routeId: route.id, scheduleId: schedule.id }, origin),
    imageAlt: `Coach from ${route.origin.city} to ${route.destination.city}`,
  });
}

export function hotelPageMetadata(hotel: HotelSummary, origin: string): Metadata {
  const kind =
    hotel.kind === 'apartment'
      ? 'Apartments'
      : hotel.stars
        ? `${Math.min(5, Math.round(hotel.stars))}-star hotel`
        : 'Hotel';
  return sharedPageMetadata({
    title: hotel.name,
    description: sentence(
      [
        `${kind} in ${hotel.city}`,
        hotel.address,
        hotel.priceFrom !== null && `from ${formatNaira(hotel.priceFrom)} a night`,
      ],
      hotel.description,
    ),
    path: `${KIND_PAGES.hotel.href}/${hotel.id}`,
    image: shareCardUrl({ kind: 'hotel', id: hotel.id }, origin),
    imageAlt: `${hotel.name}, main picture`,
  });
}

/** The home page: the shop itself, by the merchant's name, with the shop's own card. */
export function homePageMetadata(merchantName: string, origin: string): Metadata {
  const shared = sharedPageMetadata({
    title: merchantName,
    description:
      'Tickets for events, films, coaches and hotels: concerts, shows and parties, held for you while you pay.',
    path: '/',
    image: shareCardUrl({ kind: 'home' }, origin),
    imageAlt: merchantName,
    siteName: merchantName,
  });
  // The merchant's name alone, not the site's title template around it.
  return { ...shared, title: { absolute: merchantName } };
}
