// The JSON-LD of an event page and of a film page's screening, from the storefront's catalogue types.
import type { EventDetail, TicketOption } from '@/lib/catalogue/types';
import { lagosInstant } from '@/lib/format/lagos-day';
import { filmHref } from '@/lib/cinema/cinema-query';
import { showtimeMinutes } from '@/lib/cinema/showtime';
import type { FilmDetail } from '@/lib/cinema/types';
import type { DescribedScreening } from '@/lib/sharing/described-screening';
import { eventJsonLd } from '@/lib/sharing/event-json-ld';
import { shareCardUrl, type CardSubject } from './share-card-subject';
import { shareImageUrl } from './share-image';

const DAY_MINUTES = 24 * 60;

/** The page's share card (its og:image) first, then its own pictures. */
const absoluteImages = (card: CardSubject, images: readonly string[], origin: string) => [
  shareCardUrl(card, origin),
  ...images
    .map((image) => shareImageUrl(image, origin))
    .filter((url): url is string => url !== null),
];

/** The event's own page; `options` null or empty when its tickets could not be read or are not on sale. */
export function eventPageJsonLd(
  event: EventDetail,
  options: readonly TicketOption[] | null,
  origin: string,
) {
  const { street, town, city } = event.address;
  return eventJsonLd({
    kind: 'event',
    name: event.title,
    description: event.description,
    startsAt: event.startsAt.iso,
    endsAt: event.endsAt?.iso ?? null,
    // The provider names no venue apart from the address; its first line is what people look for.
    place: { name: street || town || city, address: event.address },
    images: absoluteImages({ kind: 'event', id: event.id }, event.images, origin),
    organiser: event.organiser,
    url: new URL(`/events/${encodeURIComponent(event.id)}`, origin).href,
    offers: options ?? [],
  });
}

/** One screening of a film, sold on the film page with that screening chosen. */
export function screeningJsonLd(
  film: FilmDetail,
  { location, date, time }: DescribedScreening,
  options: readonly TicketOption[] | null,
  origin: string,
) {
  const endMinutes = time.end === null ? null : showtimeMinutes(time.end);
  // A screening that ends at an earlier time of day than it starts ends after midnight.
  const end =
    endMinutes === null ? null : endMinutes + (endMinutes < time.startMinutes ? DAY_MINUTES : 0);
  return eventJsonLd({
    kind: 'screening',
    name: film.title,
    description: film.description,
    startsAt: lagosInstant(date, time.startMinutes),
    endsAt: end === null ? null : lagosInstant(date, end),
    place: { name: location.name, address: location.address },
    images: absoluteImages({ kind: 'cinema', id: film.id }, film.images, origin),
    organiser: film.organiser,
    url: new URL(filmHref(film.id, { location: location.id, date, time: time.id }), origin).href,
    offers: options ?? [],
  });
}
