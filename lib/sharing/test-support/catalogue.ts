// An event, ticket categories and a film for the sharing tests.
import type { EventDetail, TicketOption } from '@/lib/catalogue/types';
import { location, schedule, time } from '@/lib/cinema/test-support/schedules';
import type { FilmDetail } from '@/lib/cinema/types';
import { parseEventDate } from '@/lib/format/event-date';

export const ORIGIN = 'https://shop.example';
export const EVENT_ID = '0b7a3c1e-2f4d-4e5a-9b6c-7d8e9f0a1b2c';
export const FILM_ID = '1c8b4d2f-3a5e-4f6b-8c7d-9e0f1a2b3c4d';

export function sampleEvent(overrides: Partial<EventDetail> = {}): EventDetail {
  return {
    id: EVENT_ID,
    title: 'Detty December Warm-Up',
    startsAt: parseEventDate('Sat, 05 Dec 2026 16:00:00'),
    endsAt: parseEventDate('Sun, 06 Dec 2026 00:00:00'),
    featured: true,
    city: 'Lagos',
    imageUrl: 'http://127.0.0.1:4000/media/beach.jpg',
    category: { id: '7', name: 'Parties & Nightlife' },
    organiser: 'Afrobeats Republic',
    description:
      'The beach party that opens the season: sound system on the sand, suya stands and sunset sets.',
    address: {
      street: 'Elegushi Beach, Elegushi Beach Road',
      town: 'Lekki',
      city: 'Lagos',
      country: '',
    },
    images: ['http://127.0.0.1:4000/media/beach.jpg', 'http://127.0.0.1:4000/media/beach-2.jpg'],
    organiserPhoto: null,
    ...overrides,
  };
}

export function option(title: string, price: number, remaining: number): TicketOption {
  return {
    id: title.toLowerCase().replace(/\W+/g, '-'),
    title,
    price,
    free: price === 0,
    breakdown: null,
    remaining,
  };
}

export function sampleFilm(overrides: Partial<FilmDetail> = {}): FilmDetail {
  const lekki = location(3, 'Lagoon Screens Lekki', {
    address: { street: 'Admiralty Way', town: 'Lekki Phase 1', city: 'Lagos', country: 'Nigeria' },
  });
  return {
    id: FILM_ID,
    title: 'The Last Ferry',
    imageUrl: 'http://127.0.0.1:4000/media/ferry.jpg',
    category: { id: '9', name: 'Movies' },
    organiser: 'Lagoon Screens Cinemas',
    featured: false,
    facts: { runtime: '1h 52m', rating: '15' },
    schedule: schedule({
      times: [{ ...time(11, '6:30PM'), end: '8:25PM' }, time(12, '9:00PM')],
      locations: [lekki],
    }),
    description: 'A night crossing of the lagoon goes wrong.',
    images: ['http://127.0.0.1:4000/media/ferry.jpg'],
    ...overrides,
  };
}
