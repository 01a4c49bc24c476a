// Tests of what shared links to an event, film, coach departure and hotel say.
import { describe, expect, it, vi } from 'vitest';
import type { ScheduleDetail } from '@/lib/bus/types';
import { NOW } from '@/lib/cinema/test-support/schedules';
import type { HotelSummary } from '@/lib/hotels/types';
import { sharedPageMetadata, shareDescription } from '@/lib/sharing/page-metadata';
import {
  EVENT_ID,
  FILM_ID,
  ORIGIN,
  sampleEvent,
  sampleFilm,
} from '@/lib/sharing/test-support/catalogue';
import {
  departurePageMetadata,
  eventPageMetadata,
  filmPageMetadata,
  homePageMetadata,
  hotelPageMetadata,
} from './shared-page-metadata';

// Share pictures are read against the service the storefront is configured with.
vi.mock('@/server/env', () => ({
  storefrontEnv: () => ({ TICKETING_BASE_URL: 'http://127.0.0.1:4000' }),
}));

describe('shareDescription', () => {
  it('collapses white space and keeps short text whole', () => {
    expect(shareDescription('  Two\n\nlines   here ')).toBe('Two lines here');
  });

  it('cuts long text at a word, without trailing punctuation, within the limit', () => {
    const text = shareDescription(
      'Suya stands, sound system on the sand, and sunset sets all night long.',
      40,
    );
    expect(text).toBe('Suya stands, sound system on the sand…');
    expect(text.length).toBeLessThanOrEqual(40);
  });
});

describe('sharedPageMetadata', () => {
  it('gives Open Graph and a large Twitter card with the picture, and the path as canonical and og:url', () => {
    const metadata = sharedPageMetadata({
      title: 'A',
      description: 'B',
      path: '/events/1',
      image: 'https://img.example/a.jpg',
      imageAlt: 'A poster',
    });
    expect(metadata).toMatchObject({
      title: 'A',
      description: 'B',
      alternates: { canonical: '/events/1' },
      openGraph: {
        type: 'website',
        siteName: 'Tickets',
        title: 'A',
        description: 'B',
        url: '/events/1',
        images: [
          {
            url: 'https://img.example/a.jpg',
            alt: 'A poster',
            width: 1200,
            height: 630,
            type: 'image/png',
          },
        ],
      },
      twitter: {
        card: 'summary_large_image',
        title: 'A',
        images: [
          {
            url: 'https://img.example/a.jpg',
            alt: 'A poster',
            width: 1200,
            height: 630,
            type: 'image/png',
          },
        ],
      },
    });
  });

  it('falls back to a summary card without a picture', () => {
    const metadata = sharedPageMetadata({
      title: 'A',
      description: 'B',
      path: '/x',
      image: null,
      imageAlt: '',
    });
    expect(metadata.twitter).toMatchObject({ card: 'summary' });
    expect(metadata.openGraph?.images).toBeUndefined();
  });
});

describe('page metadata', () => {
  it('an event says when and where before its description, with its share card', () => {
    const metadata = eventPageMetadata(sampleEvent(), ORIGIN);
    expect(metadata.openGraph).toMatchObject({
      title: 'Detty December Warm-Up',
      url: `/events/${EVENT_ID}`,
      images: [
        {
          url: `${ORIGIN}/share-card/event/${EVENT_ID}`,
          alt: 'Detty December Warm-Up',
          type: 'image/png',
        },
      ],
    });
    expect(metadata.description).toBe(
      'Sat, 5 Dec 2026, 4:00 pm · Elegushi Beach, Elegushi Beach Road, Lekki, Lagos. The beach party that opens the season: sound system on the sand, suya stands and sunset sets.',
    );
  });

  it('a film says where it shows before its synopsis, with its poster', () => {
    const metadata = filmPageMetadata(sampleFilm(), NOW, ORIGIN);
    expect(metadata.description).toBe(
      'Now showing at Lagoon Screens Lekki. A night crossing of the lagoon goes wrong.',
    );
    expect(metadata.openGraph).toMatchObject({
      url: `/cinema/${FILM_ID}`,
      images: [{ url: `${ORIGIN}/share-card/cinema/${FILM_ID}`, alt: 'Poster of The Last Ferry' }],
    });
  });

  it('a film names up to three cinemas, and counts more', () => {
    const film = sampleFilm();
    const at = (count: number) => ({
      ...film,
      schedule: {
        ...film.schedule,
        locations: Array.from({ length: count }, (_, i) => ({
          ...film.schedule.locations[0]!,
          id: i + 1,
          name: `Screen ${i + 1}`,
        })),
      },
    });
    expect(filmPageMetadata(at(3), NOW, ORIGIN).description).toMatch(
      /^Now showing at Screen 1, Screen 2 and Screen 3\. /,
    );
    expect(filmPageMetadata(at(4), NOW, ORIGIN).description).toMatch(
      /^Now showing at 4 cinemas\. /,
    );
  });

  it('a film that has not opened says when it opens', () => {
    const film = sampleFilm();
    const later = {
      ...film,
      schedule: { ...film.schedule, run: { first: '2026-12-04', last: '2026-12-31' } },
    };
    expect(filmPageMetadata(later, NOW, ORIGIN).description).toMatch(
      /^Opens Friday 4 December at Lagoon Screens Lekki\. /,
    );
  });

  it('a coach departure names the route, day and time in the title and the terminals, operator and fare after', () => {
    const detail: ScheduleDetail = {
      route: {
        id: 4,
        origin: { city: 'Lagos', terminal: 'Jibowu' },
        destination: { city: 'Abuja', terminal: 'Utako' },
        durationMinutes: 600,
        operator: 'Cross Country Coaches',
      },
      schedule: {
        id: 77,
        type: 'timed',
        routeId: 4,
        busId: 2,
        departure: '2026-11-24 06:00',
        departureAt: '2026-11-24T06:00:00+01:00',
        departureDate: '2026-11-24',
        bus: { name: 'Toyota Coaster', capacity: 30 },
        seatsAvailable: 12,
        bookable: true,
        price: 28_500,
        breakdown: null,
      },
      seatMap: null,
    };
    const metadata = departurePageMetadata(detail, ORIGIN);
    expect(metadata.title).toBe('Coach Lagos to Abuja on Tue, 24 Nov 2026 at 6:00 am');
    expect(metadata.description).toBe(
      'From Jibowu, Lagos to Utako, Abuja · 10 h journey · Cross Country Coaches · Toyota Coaster, 30 seats · ₦28,500.00 per seat',
    );
    expect(metadata.openGraph).toMatchObject({
      url: '/bus/4/77',
      images: [{ url: `${ORIGIN}/share-card/bus/4/77`, width: 1200, height: 630 }],
    });
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image' });
  });

  it('a hotel says its kind, place and lowest price before its description', () => {
    const hotel: HotelSummary = {
      id: 9,
      name: 'Lagoon View Hotel',
      kind: 'hotel',
      city: 'Lagos',
      address: '12 Ozumba Mbadiwe Avenue',
      location: '12 Ozumba Mbadiwe Avenue, Lagos',
      description: 'Rooms over the lagoon.',
      stars: 4,
      images: ['http://127.0.0.1:4000/media/hotel.jpg'],
      priceFrom: 45_000,
    };
    const metadata = hotelPageMetadata(hotel, ORIGIN);
    expect(metadata.description).toBe(
      '4-star hotel in Lagos · 12 Ozumba Mbadiwe Avenue · from ₦45,000.00 a night. Rooms over the lagoon.',
    );
    expect(metadata.openGraph).toMatchObject({
      title: 'Lagoon View Hotel',
      url: '/hotels/9',
      images: [{ url: `${ORIGIN}/share-card/hotel/9` }],
    });
  });
});

describe('home page metadata', () => {
  it('names the merchant alone as title and site, describes the shop, and shows its card', () => {
    const metadata = homePageMetadata('Eko Tickets', ORIGIN);
    expect(metadata.title).toEqual({ absolute: 'Eko Tickets' });
    expect(metadata.openGraph).toMatchObject({
      title: 'Eko Tickets',
      siteName: 'Eko Tickets',
      url: '/',
      description: expect.stringMatching(/events.*films.*coaches.*hotels/i),
      images: [{ url: `${ORIGIN}/share-card/home`, width: 1200, height: 630, type: 'image/png' }],
    });
  });
});
