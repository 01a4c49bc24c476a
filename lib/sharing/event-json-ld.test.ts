// Tests of the events' JSON-LD: what Google's Event rich results require and recommend, sold-out and free events, and bad input.
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lagosDay } from '@/lib/format/lagos-day';
import { resolveSelection } from '@/lib/cinema/selection';
import { NOW } from '@/lib/cinema/test-support/schedules';
import { eventPageJsonLd, screeningJsonLd } from '@/server/sharing/catalogue-json-ld';
import { describedScreening } from './described-screening';
import { AVAILABILITY, eventJsonLd, eventJsonLdSchema, offerAvailability } from './event-json-ld';
import {
  EVENT_ID,
  FILM_ID,
  option,
  ORIGIN,
  sampleEvent,
  sampleFilm,
} from './test-support/catalogue';

// Share pictures are read against the service the storefront is configured with.
vi.mock('@/server/env', () => ({
  storefrontEnv: () => ({ TICKETING_BASE_URL: 'http://127.0.0.1:4000' }),
}));

// Google's Event rich results: required name, startDate and location (with an address); recommended image,
// description, endDate, eventStatus, organizer and offers with price, priceCurrency, availability, url.
const schemaOrg = (name: string) => z.literal(`https://schema.org/${name}`);
const googleOffer = z.looseObject({
  '@type': z.literal('Offer'),
  price: z.number().nonnegative(),
  priceCurrency: z.string().regex(/^[A-Z]{3}$/),
  availability: z.union([
    schemaOrg('InStock'),
    schemaOrg('SoldOut'),
    schemaOrg('LimitedAvailability'),
    schemaOrg('PreOrder'),
  ]),
  url: z.url(),
});
const googleEvent = z.looseObject({
  '@context': z.literal('https://schema.org'),
  '@type': z.enum(['Event', 'ScreeningEvent']),
  name: z.string().min(1),
  startDate: z.iso.datetime({ offset: true }),
  endDate: z.iso.datetime({ offset: true }).optional(),
  location: z.looseObject({
    '@type': z.literal('Place'),
    name: z.string().min(1),
    address: z.looseObject({
      '@type': z.literal('PostalAddress'),
      addressCountry: z.string().min(1),
    }),
  }),
  image: z.array(z.url()).min(1),
  description: z.string().min(1),
  eventStatus: schemaOrg('EventScheduled'),
  eventAttendanceMode: schemaOrg('OfflineEventAttendanceMode'),
  offers: z.array(googleOffer).min(1),
});

/** The JSON a crawler reads, after the script element's text is parsed back. */
const published = (result: ReturnType<typeof eventJsonLd>) => {
  if (!result.ok) throw new Error(result.problems.join('; '));
  return JSON.parse(JSON.stringify(result.data)) as unknown;
};

describe('event JSON-LD', () => {
  it('has what Google requires and recommends for an event, in Lagos time with its offset', () => {
    const data = googleEvent.parse(
      published(
        eventPageJsonLd(
          sampleEvent(),
          [option('Regular', 15_750, 300), option('VIP', 52_500, 4)],
          ORIGIN,
        ),
      ),
    );
    expect(data).toMatchObject({
      '@type': 'Event',
      name: 'Detty December Warm-Up',
      startDate: '2026-12-05T16:00:00+01:00',
      endDate: '2026-12-06T00:00:00+01:00',
      location: {
        name: 'Elegushi Beach, Elegushi Beach Road',
        address: {
          streetAddress: 'Elegushi Beach, Elegushi Beach Road, Lekki',
          addressLocality: 'Lagos',
          addressCountry: 'NG',
        },
      },
      // The share card (the page's og:image) first, then the event's own pictures.
      image: [
        `${ORIGIN}/share-card/event/${EVENT_ID}`,
        `${ORIGIN}/media/beach.jpg`,
        `${ORIGIN}/media/beach-2.jpg`,
      ],
      organizer: { '@type': 'Organization', name: 'Afrobeats Republic' },
      url: `${ORIGIN}/events/${EVENT_ID}`,
    });
    expect(data.offers).toEqual([
      {
        '@type': 'Offer',
        name: 'Regular',
        price: 15_750,
        priceCurrency: 'NGN',
        availability: AVAILABILITY.inStock,
        url: `${ORIGIN}/events/${EVENT_ID}`,
      },
      {
        '@type': 'Offer',
        name: 'VIP',
        price: 52_500,
        priceCurrency: 'NGN',
        availability: AVAILABILITY.limited,
        url: `${ORIGIN}/events/${EVENT_ID}`,
      },
    ]);
  });

  it('marks a sold-out event SoldOut in every offer', () => {
    const data = googleEvent.parse(
      published(
        eventPageJsonLd(
          sampleEvent(),
          [option('Regular', 15_750, 0), option('VIP', 52_500, 0)],
          ORIGIN,
        ),
      ),
    );
    expect(data.offers.map((offer) => offer.availability)).toEqual([
      AVAILABILITY.soldOut,
      AVAILABILITY.soldOut,
    ]);
  });

  it('offers a free event at price 0 in NGN', () => {
    const data = googleEvent.parse(
      published(eventPageJsonLd(sampleEvent(), [option('Free Entry', 0, 500)], ORIGIN)),
    );
    expect(data.offers).toEqual([
      expect.objectContaining({
        price: 0,
        priceCurrency: 'NGN',
        availability: AVAILABILITY.inStock,
      }),
    ]);
  });

  it('counts availability from what is left: none, a few, plenty', () => {
    expect([0, -2, 1, 10, 11, 500].map(offerAvailability)).toEqual([
      AVAILABILITY.soldOut,
      AVAILABILITY.soldOut,
      AVAILABILITY.limited,
      AVAILABILITY.limited,
      AVAILABILITY.inStock,
      AVAILABILITY.inStock,
    ]);
  });

  it('leaves out what the event does not say: end, organiser, pictures (its share card stays), description, offers when tickets are unknown', () => {
    const event = sampleEvent({ endsAt: null, organiser: null, images: [], description: '  ' });
    const data = published(eventPageJsonLd(event, null, ORIGIN)) as Record<string, unknown>;
    expect(data).not.toHaveProperty('endDate');
    expect(data).not.toHaveProperty('organizer');
    expect(data.image).toEqual([`${ORIGIN}/share-card/event/${EVENT_ID}`]);
    expect(data).not.toHaveProperty('description');
    expect(data.offers).toEqual([]);
    expect(eventJsonLdSchema.safeParse(data).success).toBe(true);
  });

  it('adds validFrom to every offer when sales opening is known', () => {
    const result = eventJsonLd({
      kind: 'event',
      name: 'Workshop',
      description: '',
      startsAt: '2026-12-10T09:00:00Z',
      endsAt: null,
      place: {
        name: 'Co-Creation Hub',
        address: {
          street: '294 Herbert Macaulay Way',
          town: 'Yaba',
          city: 'Lagos',
          country: 'Nigeria',
        },
      },
      images: [],
      organiser: null,
      url: `${ORIGIN}/events/x`,
      offers: [option('Seat', 20_000, 30)],
      salesOpen: '2026-11-01T08:00:00Z',
    });
    expect(result.ok && result.data.offers[0]?.validFrom).toBe('2026-11-01T09:00:00+01:00');
    expect(result.ok && result.data.location.address.addressCountry).toBe('Nigeria');
  });

  it('refuses, with the reason, an event whose date cannot be read or whose place has no name', () => {
    const undated = eventPageJsonLd(
      sampleEvent({ startsAt: { iso: null, text: 'sometime soon' } }),
      [],
      ORIGIN,
    );
    expect(undated).toEqual({ ok: false, problems: [expect.stringMatching(/^startDate: /)] });
    const nowhere = eventPageJsonLd(
      sampleEvent({ address: { street: '', town: '', city: '', country: '' } }),
      [],
      ORIGIN,
    );
    expect(nowhere).toEqual({ ok: false, problems: [expect.stringMatching(/^location\.name: /)] });
  });
});

describe('screening JSON-LD', () => {
  const film = sampleFilm();
  const next = describedScreening(
    film.schedule,
    resolveSelection(film.schedule, { location: null, date: null, time: null }, NOW),
    NOW,
  )!;

  it('describes the next screening of the film as a ScreeningEvent at its cinema, sold on the page with it chosen', () => {
    expect(lagosDay(NOW)).toBe(next.date);
    const data = googleEvent.parse(
      published(
        screeningJsonLd(
          film,
          next,
          [option('Standard', 5_250, 80), option('Premium', 8_400, 0)],
          ORIGIN,
        ),
      ),
    );
    const url = `${ORIGIN}/cinema/${FILM_ID}?location=3&date=2026-11-23&time=11`;
    expect(data).toMatchObject({
      '@type': 'ScreeningEvent',
      name: 'The Last Ferry',
      startDate: '2026-11-23T18:30:00+01:00',
      endDate: '2026-11-23T20:25:00+01:00',
      location: {
        name: 'Lagoon Screens Lekki',
        address: {
          streetAddress: 'Admiralty Way, Lekki Phase 1',
          addressLocality: 'Lagos',
          addressCountry: 'Nigeria',
        },
      },
      workPresented: { '@type': 'Movie', name: 'The Last Ferry' },
      url,
    });
    expect(
      data.offers.map(({ price, availability, url: offerUrl }) => ({
        price,
        availability,
        offerUrl,
      })),
    ).toEqual([
      { price: 5_250, availability: AVAILABILITY.inStock, offerUrl: url },
      { price: 8_400, availability: AVAILABILITY.soldOut, offerUrl: url },
    ]);
  });

  it('ends a screening that runs past midnight on the next day', () => {
    const late = {
      ...next,
      time: { ...next.time, start: '11:30PM', startMinutes: 23 * 60 + 30, end: '1:15AM' },
    };
    const result = screeningJsonLd(film, late, [], ORIGIN);
    expect(result.ok && [result.data.startDate, result.data.endDate]).toEqual([
      '2026-11-23T23:30:00+01:00',
      '2026-11-24T01:15:00+01:00',
    ]);
  });
});
