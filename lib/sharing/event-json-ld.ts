// A schema.org Event (ScreeningEvent for a film) as JSON-LD for search engines, checked by its schema before it is rendered.
import { z } from 'zod';
import type { Address } from '@/lib/catalogue/types';
import { lagosIsoString } from '@/lib/format/event-date';

const SCHEMA_ORG = 'https://schema.org/';

export const AVAILABILITY = {
  inStock: `${SCHEMA_ORG}InStock`,
  limited: `${SCHEMA_ORG}LimitedAvailability`,
  soldOut: `${SCHEMA_ORG}SoldOut`,
} as const;

/** At or under this many left, a category is LimitedAvailability: few enough that a buyer should hurry. */
export const LIMITED_AVAILABILITY_AT = 10;

// The service sells in Nigeria only (prices in NGN, times in Lagos), so an address without a country is there.
const DEFAULT_COUNTRY = 'NG';

const absoluteUrl = z.url({ protocol: /^https?$/ });
/** Date and time with an explicit UTC offset: without one, search engines guess the zone. */
const dateTimeWithOffset = z.iso.datetime({ offset: true, local: false });
const text = z.string().trim().min(1);

const offerSchema = z.strictObject({
  '@type': z.literal('Offer'),
  name: text,
  price: z.number().nonnegative(),
  priceCurrency: z.literal('NGN'),
  availability: z.enum([AVAILABILITY.inStock, AVAILABILITY.limited, AVAILABILITY.soldOut]),
  url: absoluteUrl,
  validFrom: dateTimeWithOffset.optional(),
});

export const eventJsonLdSchema = z.strictObject({
  '@context': z.literal('https://schema.org'),
  '@type': z.enum(['Event', 'ScreeningEvent']),
  name: text,
  description: text.optional(),
  startDate: dateTimeWithOffset,
  endDate: dateTimeWithOffset.optional(),
  eventStatus: z.literal(`${SCHEMA_ORG}EventScheduled`),
  eventAttendanceMode: z.literal(`${SCHEMA_ORG}OfflineEventAttendanceMode`),
  location: z.strictObject({
    '@type': z.literal('Place'),
    name: text,
    address: z.strictObject({
      '@type': z.literal('PostalAddress'),
      streetAddress: text.optional(),
      addressLocality: text.optional(),
      addressCountry: text,
    }),
  }),
  image: z.array(absoluteUrl).min(1).optional(),
  organizer: z.strictObject({ '@type': z.literal('Organization'), name: text }).optional(),
  workPresented: z.strictObject({ '@type': z.literal('Movie'), name: text }).optional(),
  offers: z.array(offerSchema),
  url: absoluteUrl,
});

export type EventJsonLd = z.output<typeof eventJsonLdSchema>;

/** A ticket category as far as an offer needs it. */
export interface OfferInput {
  title: string;
  /** What one ticket costs the customer, fees included; 0 when free. */
  price: number;
  remaining: number;
}

export interface EventJsonLdInput {
  /** A film screening is a ScreeningEvent presenting the film. */
  kind: 'event' | 'screening';
  name: string;
  description: string;
  /** Instants (ISO 8601 or milliseconds), null when unknown; written in Lagos time with its offset. */
  startsAt: string | number | null;
  endsAt: string | number | null;
  place: { name: string; address: Address };
  /** Absolute picture URLs. */
  images: readonly string[];
  organiser: string | null;
  /** The absolute address of the page that sells it. */
  url: string;
  offers: readonly OfferInput[];
  /** When sales open, when known. */
  salesOpen?: string | number | null;
}

export function offerAvailability(remaining: number): string {
  if (remaining <= 0) return AVAILABILITY.soldOut;
  return remaining <= LIMITED_AVAILABILITY_AT ? AVAILABILITY.limited : AVAILABILITY.inStock;
}

const orUndefined = <T>(value: T | null | undefined | '') =>
  value === null || value === '' ? undefined : value;
const instant = (value: string | number | null | undefined) =>
  value === null || value === undefined ? undefined : (lagosIsoString(value) ?? undefined);

function postalAddress({ street, town, city, country }: Address) {
  return {
    '@type': 'PostalAddress' as const,
    streetAddress: orUndefined([street, town].filter(Boolean).join(', ')),
    addressLocality: orUndefined(city),
    addressCountry: country || DEFAULT_COUNTRY,
  };
}

function shape(input: EventJsonLdInput) {
  const validFrom = instant(input.salesOpen);
  return {
    '@context': 'https://schema.org',
    '@type': input.kind === 'screening' ? 'ScreeningEvent' : 'Event',
    name: input.name,
    description: orUndefined(input.description.trim()),
    startDate: instant(input.startsAt),
    endDate: instant(input.endsAt),
    eventStatus: `${SCHEMA_ORG}EventScheduled`,
    eventAttendanceMode: `${SCHEMA_ORG}OfflineEventAttendanceMode`,
    location: {
      '@type': 'Place',
      name: input.place.name,
      address: postalAddress(input.place.address),
    },
    image: input.images.length > 0 ? [...input.images] : undefined,
    organizer: input.organiser ? { '@type': 'Organization', name: input.organiser } : undefined,
    workPresented: input.kind === 'screening' ? { '@type': 'Movie', name: input.name } : undefined,
    offers: input.offers.map((offer) => ({
      '@type': 'Offer',
      name: offer.title,
      price: Math.max(0, offer.price),
      priceCurrency: 'NGN',
      availability: offerAvailability(offer.remaining),
      url: input.url,
      validFrom,
    })),
    url: input.url,
  };
}

export type EventJsonLdResult = { ok: true; data: EventJsonLd } | { ok: false; problems: string[] };

/**
 * The JSON-LD of an event or screening, or the problems that keep it from being valid (an unreadable
 * date, a place without a name): the page then goes without it rather than publishing a wrong one.
 */
export function eventJsonLd(input: EventJsonLdInput): EventJsonLdResult {
  const result = eventJsonLdSchema.safeParse(shape(input));
  if (result.success) return { ok: true, data: result.data };
  return {
    ok: false,
    problems: result.error.issues.map(
      (issue) => `${issue.path.join('.') || 'event'}: ${issue.message}`,
    ),
  };
}
