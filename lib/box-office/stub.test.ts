// Tests of what a printed stub admits to: each kind names the thing, its Lagos date and time, and its place.
import { describe, expect, it } from 'vitest';
import { stubHeading } from './stub';

describe('stubHeading', () => {
  it('names an event, its start in Lagos time and its venue', () => {
    const heading = stubHeading({
      kind: 'event',
      title: 'Lagos Jazz Night',
      href: null,
      startsAt: { iso: '2026-12-05T15:00:00.000Z', text: 'Sat, 05 Dec 2026 16:00:00' },
      venue: 'Muson Centre, Onikan',
    });
    expect(heading).toEqual({
      what: 'Lagos Jazz Night',
      when: 'Sat, 5 Dec 2026, 4:00 pm',
      where: 'Muson Centre, Onikan',
    });
  });

  it('names a film, its day and showtime, and the cinema', () => {
    const heading = stubHeading({
      kind: 'cinema',
      title: 'Anikulapo',
      href: null,
      location: 'Lekki',
      date: '2026-11-28',
      start: '8:30PM',
      startsAt: null,
      venue: 'Filmhouse Lekki',
    });
    expect(heading).toEqual({
      what: 'Anikulapo',
      when: 'Sat, 28 Nov 2026, 8:30 pm',
      where: 'Lekki, Filmhouse Lekki',
    });
  });

  it('names a trip, its departure in Lagos time and its route', () => {
    const heading = stubHeading({
      kind: 'bus',
      title: 'Lagos to Abuja',
      operator: 'GUO',
      from: { city: 'Lagos', terminal: 'Jibowu' },
      to: { city: 'Abuja', terminal: 'Utako' },
      departureAt: '2026-11-28T06:30:00.000Z',
      departureDate: '2026-11-28',
      bus: null,
      seats: ['4'],
    });
    expect(heading).toEqual({
      what: 'Lagos to Abuja',
      when: 'Departs Sat, 28 Nov 2026, 7:30 am',
      where: 'Jibowu, Lagos → Utako, Abuja',
    });
  });

  it('names a stay, its dates and the hotel’s address', () => {
    const heading = stubHeading({
      kind: 'hotel',
      title: 'Eko Hotel',
      bookingNumber: 'HB-1',
      address: 'Victoria Island',
      room: null,
      rooms: 1,
      guests: 2,
      checkin: '2026-12-01',
      checkout: '2026-12-03',
      nights: 2,
    });
    expect(heading).toEqual({
      what: 'Eko Hotel',
      when: 'Check-in Tue, 1 Dec 2026, check-out Thu, 3 Dec 2026',
      where: 'Victoria Island',
    });
  });
});
