// The "fits together" rules of a basket: a concert in Lagos, the coach there and back, and a night's stay.
import { describe, expect, it } from 'vitest';
import { fitWarnings, nightOf, sameCity, type ItemFacts } from './fits';

// Sat 12 Dec 2026, 7 pm to midnight in Lagos (UTC+1).
const concert: ItemFacts = {
  kind: 'show',
  title: 'Afrobeats Live',
  city: 'Lagos',
  startsAt: '2026-12-12T18:00:00.000Z',
  endsAt: '2026-12-12T23:00:00.000Z',
};
const coach = (
  from: string,
  to: string,
  departs: string,
  arrives: string | null,
  extra: { anyTime?: boolean } = {},
): ItemFacts => ({
  kind: 'coach',
  title: `${from} → ${to}`,
  from,
  to,
  departsAt: departs,
  arrivesAt: arrives,
  ...extra,
});
// Abuja 8 am → Lagos 6 pm on the day; back at 6 am the next morning.
const there = coach('Abuja', 'Lagos', '2026-12-12T07:00:00.000Z', '2026-12-12T17:00:00.000Z');
const back = coach('Lagos', 'Abuja', '2026-12-13T05:00:00.000Z', '2026-12-13T15:00:00.000Z');
const stay = (city: string, checkin: string, checkout: string, title = 'Eko Hotel'): ItemFacts => ({
  kind: 'stay',
  title,
  city,
  checkin,
  checkout,
});
const night = stay('Lagos', '2026-12-12', '2026-12-13');

describe('fitWarnings', () => {
  it('finds nothing wrong with a concert, the coach there and back and the night in a hotel, nor with an empty basket', () => {
    expect(fitWarnings([concert, there, back, night])).toEqual([]);
    expect(fitWarnings([night, back, concert, there])).toEqual([]);
    expect(fitWarnings([])).toEqual([]);
    expect(fitWarnings([concert])).toEqual([]);
  });

  it('warns of a trip there and back on a later day with no bed for the night between, and not of a day trip', () => {
    const [warning] = fitWarnings([concert, there, back]);
    expect(warning).toMatch(
      /^Nothing in your basket covers the night of Afrobeats Live in Lagos \(Sat, 12 Dec 2026\): /,
    );
    expect(warning).toContain('Lagos → Abuja');
    const sameNight = coach('Lagos', 'Abuja', '2026-12-12T23:30:00.000Z', null);
    expect(
      fitWarnings([concert, there, sameNight]).filter((w) =>
        w.startsWith('Nothing in your basket'),
      ),
    ).toEqual([]);
  });

  it('warns of a coach arriving after the show starts, naming both and the times', () => {
    const late = coach('Abuja', 'Lagos', '2026-12-12T10:00:00.000Z', '2026-12-12T20:00:00.000Z');
    expect(fitWarnings([concert, late])).toEqual([
      'The Abuja → Lagos coach arrives in Lagos at Sat, 12 Dec 2026, 9:00 pm, after Afrobeats Live starts at Sat, 12 Dec 2026, 7:00 pm.',
    ]);
  });

  it('warns of a coach arriving the day before with no stay that night, and not when a stay there covers it', () => {
    const early = coach('Abuja', 'Lagos', '2026-12-11T07:00:00.000Z', '2026-12-11T17:00:00.000Z');
    expect(fitWarnings([concert, early])).toEqual([
      'The Abuja → Lagos coach arrives in Lagos on Fri, 11 Dec 2026, not on the day of Afrobeats Live (Sat, 12 Dec 2026), and no stay there covers that night.',
    ]);
    expect(fitWarnings([concert, early, stay('Lagos', '2026-12-11', '2026-12-13')])).toEqual([]);
    // A stay elsewhere does not bridge it.
    expect(
      fitWarnings([concert, early, stay('Ibadan', '2026-12-11', '2026-12-12', 'Ibadan Inn')]).join(
        ' ',
      ),
    ).toMatch(/no stay there covers that night/);
  });

  it('warns of a flexible coach on the show day that may arrive late, and of one whose arrival is not known', () => {
    const flexible = coach('Abuja', 'Lagos', '2026-12-11T23:00:00.000Z', null, { anyTime: true });
    expect(fitWarnings([concert, flexible])).toEqual([
      'The Abuja → Lagos coach leaves some time on Sat, 12 Dec 2026 and may not reach Lagos before Afrobeats Live starts at 7:00 pm.',
    ]);
    // The day before, an unknown arrival is not judged.
    expect(
      fitWarnings([
        concert,
        coach('Abuja', 'Lagos', '2026-12-10T23:00:00.000Z', null, { anyTime: true }),
      ]),
    ).toEqual([]);
  });

  it('warns of a return coach leaving before the show ends, a flexible one on the show day too, and not of an earlier leg', () => {
    const during = coach('Lagos', 'Abuja', '2026-12-12T21:00:00.000Z', null);
    expect(fitWarnings([concert, during])).toEqual([
      'The Lagos → Abuja coach leaves Lagos at Sat, 12 Dec 2026, 10:00 pm, before Afrobeats Live ends at Sun, 13 Dec 2026, 12:00 am.',
    ]);
    const flexibleSameDay = coach('Lagos', 'Abuja', '2026-12-11T23:00:00.000Z', null, {
      anyTime: true,
    });
    expect(fitWarnings([concert, flexibleSameDay])).toEqual([
      'The Lagos → Abuja coach leaves Lagos some time on Sat, 12 Dec 2026, before Afrobeats Live ends at Sun, 13 Dec 2026, 12:00 am.',
    ]);
    // The next day's flexible coach leaves after midnight, when the show is over.
    expect(
      fitWarnings([
        concert,
        coach('Lagos', 'Abuja', '2026-12-12T23:00:00.000Z', null, { anyTime: true }),
      ]),
    ).toEqual([]);
    // A coach out of Lagos two days before is another leg of the trip (it then fails to chain, said once).
    const before = coach('Lagos', 'Ibadan', '2026-12-10T07:00:00.000Z', '2026-12-10T09:30:00.000Z');
    expect(fitWarnings([concert, before, there, back, night])).toEqual([
      'The Lagos → Ibadan coach arrives in Ibadan, but the next one, the Abuja → Lagos coach, leaves from Abuja.',
    ]);
  });

  it('measures a show without an end from its start', () => {
    const open = { ...concert, endsAt: null };
    expect(fitWarnings([open, coach('Lagos', 'Abuja', '2026-12-12T17:30:00.000Z', null)])).toEqual([
      'The Lagos → Abuja coach leaves Lagos at Sat, 12 Dec 2026, 6:30 pm, before Afrobeats Live starts at Sat, 12 Dec 2026, 7:00 pm.',
    ]);
    expect(fitWarnings([open, coach('Lagos', 'Abuja', '2026-12-12T18:30:00.000Z', null)])).toEqual(
      [],
    );
  });

  it('warns of a stay in the show city that does not cover its night, and of one in another city', () => {
    expect(fitWarnings([concert, stay('Lagos', '2026-12-13', '2026-12-14')])).toEqual([
      'No stay in Lagos covers the night of Afrobeats Live (Sat, 12 Dec 2026): Eko Hotel is from Sun, 13 Dec 2026 to Mon, 14 Dec 2026.',
    ]);
    // Checking out on the show day is a night too early.
    expect(fitWarnings([concert, stay('Lagos', '2026-12-11', '2026-12-12')])).toHaveLength(1);
    expect(
      fitWarnings([concert, night, stay('Lagos', '2026-12-13', '2026-12-14', 'Second Hotel')]),
    ).toEqual([]);
    expect(fitWarnings([concert, stay('Abuja', '2026-12-12', '2026-12-13', 'Transcorp')])).toEqual([
      'Transcorp is in Abuja, but Afrobeats Live is in Lagos.',
    ]);
    const second: ItemFacts = { ...concert, title: 'Abuja Jazz', city: 'Abuja' };
    expect(
      fitWarnings([concert, second, stay('Kano', '2026-12-12', '2026-12-13', 'Kano Lodge')]),
    ).toEqual(['Kano Lodge is in Kano, but the shows are in Lagos and Abuja.']);
    // Without a show, a stay alone is not judged.
    expect(fitWarnings([stay('Kano', '2026-12-12', '2026-12-13')])).toEqual([]);
  });

  it('counts a show that starts after midnight as the night before', () => {
    const late: ItemFacts = {
      ...concert,
      startsAt: '2026-12-13T00:30:00.000Z',
      endsAt: '2026-12-13T03:00:00.000Z',
    };
    expect(fitWarnings([late, night])).toEqual([]);
  });

  it('compares cities whatever their case and spaces', () => {
    expect(
      fitWarnings([
        { ...concert, city: ' port  harcourt ' },
        stay('Port Harcourt', '2026-12-12', '2026-12-13'),
      ]),
    ).toEqual([]);
    expect(sameCity('Port Harcourt', 'PORT HARCOURT')).toBe(true);
    expect(sameCity('Lagos', 'Abuja')).toBe(false);
    expect(
      fitWarnings([
        { ...concert, city: 'LAGOS' },
        coach('Abuja', 'lagos', '2026-12-12T10:00:00.000Z', '2026-12-12T20:00:00.000Z'),
      ]),
    ).toHaveLength(1);
  });

  it('warns of coaches that do not chain: the next leaves from another city, or before the last arrives', () => {
    const toIbadan = coach(
      'Lagos',
      'Ibadan',
      '2026-12-13T05:00:00.000Z',
      '2026-12-13T07:30:00.000Z',
    );
    const fromKano = coach('Kano', 'Abuja', '2026-12-13T10:00:00.000Z', '2026-12-13T16:00:00.000Z');
    expect(fitWarnings([toIbadan, fromKano])).toEqual([
      'The Lagos → Ibadan coach arrives in Ibadan, but the next one, the Kano → Abuja coach, leaves from Kano.',
    ]);
    const tooSoon = coach(
      'Ibadan',
      'Lagos',
      '2026-12-13T06:00:00.000Z',
      '2026-12-13T08:30:00.000Z',
    );
    expect(fitWarnings([toIbadan, tooSoon])).toEqual([
      'The Ibadan → Lagos coach leaves at Sun, 13 Dec 2026, 7:00 am, before the Lagos → Ibadan coach arrives at Sun, 13 Dec 2026, 8:30 am.',
    ]);
    expect(fitWarnings([there, back])).toEqual([]);
  });

  it('says each problem once', () => {
    const late = coach('Abuja', 'Lagos', '2026-12-12T10:00:00.000Z', '2026-12-12T20:00:00.000Z');
    expect(fitWarnings([concert, late, late])).toHaveLength(1);
  });
});

describe('nightOf', () => {
  it('gives the evening an instant belongs to, Lagos time: before 6 am is the night before', () => {
    expect(nightOf('2026-12-12T18:00:00.000Z')).toBe('2026-12-12');
    expect(nightOf('2026-12-13T04:30:00.000Z')).toBe('2026-12-12');
    expect(nightOf('2026-12-13T05:00:00.000Z')).toBe('2026-12-13');
  });
});
