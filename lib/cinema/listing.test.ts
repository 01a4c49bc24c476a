// Tests of the /cinema listing: filters by cinema and day, showing and coming soon, the cinemas, the next day on.
import { describe, expect, it } from 'vitest';
import { listCinema, nextDayWithFilms, splitByStatus, venuesOf } from './listing';
import { at, film, location, NOW, schedule, time, TODAY } from './test-support/schedules';

const lekki = (id: number) => location(id, 'Lagoon Screens Lekki', { isHeadquarters: true });
const ikeja = (id: number) =>
  location(id, 'Lagoon Screens Ikeja', {
    address: { street: '', town: '', city: 'Lagos', country: '' },
  });
const wuse = (id: number) =>
  location(id, 'Capital Wuse', { address: { street: '', town: '', city: 'Abuja', country: '' } });

// Shows every day at both Lagos cinemas.
const everyDay = film(
  'every-day',
  'Every Day',
  schedule({ times: [time(1, '7:30PM')], locations: [lekki(1), ikeja(2)] }),
);
// Shows at Ikeja on two dates from tomorrow: coming soon.
const opensTomorrow = film(
  'opens-tomorrow',
  'Opens Tomorrow',
  schedule({
    showing: 'daily',
    specificDates: ['2026-11-24', '2026-11-27'],
    times: [time(3, '6:00PM')],
    locations: [ikeja(10)],
    run: { first: TODAY, last: '2026-12-31' },
  }),
);
// Opens later than the other coming-soon film.
const opensLater = film(
  'opens-later',
  'Opens Later',
  schedule({
    times: [time(4, '6:00PM')],
    locations: [wuse(20)],
    run: { first: '2026-12-01', last: '2026-12-31' },
  }),
);
// Its run is over.
const over = film(
  'over',
  'Over',
  schedule({
    times: [time(5, '6:00PM')],
    locations: [lekki(30)],
    run: { first: '2026-11-01', last: '2026-11-22' },
  }),
);
const films = [opensLater, everyDay, over, opensTomorrow];
const titles = (listings: { film: { title: string } }[]) =>
  listings.map((listing) => listing.film.title);

describe('listCinema', () => {
  it('lists the films with screenings to come, split into showing and coming soon (by opening day)', () => {
    const { showing, comingSoon } = splitByStatus(
      listCinema(films, { venue: '', date: null }, NOW),
    );
    expect(titles(showing)).toEqual(['Every Day']);
    expect(titles(comingSoon)).toEqual(['Opens Tomorrow', 'Opens Later']);
    expect(comingSoon[0]!.status).toEqual({ state: 'coming-soon', opens: '2026-11-24' });
  });

  it('filters by cinema across films, keeping only that cinema’s location', () => {
    const atIkeja = listCinema(films, { venue: 'lagoon-screens-ikeja', date: null }, NOW);
    expect(titles(atIkeja)).toEqual(['Every Day', 'Opens Tomorrow']);
    expect(atIkeja[0]!.locations.map((l) => l.id)).toEqual([2]);
  });

  it('filters by day, leaving out films whose showtimes that day have all started', () => {
    expect(titles(listCinema(films, { venue: '', date: '2026-11-24' }, NOW))).toEqual([
      'Every Day',
      'Opens Tomorrow',
    ]);
    const wednesday = listCinema(films, { venue: '', date: '2026-11-25' }, NOW);
    expect(titles(wednesday)).toEqual(['Every Day']);
    // Both cinemas show it at 7:30 pm: one start time.
    expect(wednesday[0]!.showtimes.map((t) => t.start)).toEqual(['7:30PM']);
    expect(listCinema(films, { venue: '', date: null }, NOW)[0]!.showtimes).toEqual([]);
    expect(titles(listCinema(films, { venue: '', date: TODAY }, at(TODAY, '7:30PM')))).toEqual([]);
    expect(titles(listCinema(films, { venue: 'capital-wuse', date: '2026-11-24' }, NOW))).toEqual(
      [],
    );
  });
});

describe('venuesOf', () => {
  it('lists each cinema once, by city then name', () => {
    expect(venuesOf(films)).toEqual([
      { key: 'capital-wuse', name: 'Capital Wuse', city: 'Abuja' },
      { key: 'lagoon-screens-ikeja', name: 'Lagoon Screens Ikeja', city: 'Lagos' },
      { key: 'lagoon-screens-lekki', name: 'Lagoon Screens Lekki', city: 'Lagos' },
    ]);
  });
});

describe('nextDayWithFilms', () => {
  it('finds the next day with something on at that cinema, from today for a past day', () => {
    expect(nextDayWithFilms(films, { venue: 'capital-wuse', date: '2026-11-24' }, NOW)).toBe(
      '2026-12-01',
    );
    expect(
      nextDayWithFilms(films, { venue: 'lagoon-screens-ikeja', date: '2026-11-01' }, NOW),
    ).toBe(TODAY);
    expect(nextDayWithFilms([over], { venue: '', date: TODAY }, NOW)).toBeNull();
  });
});
