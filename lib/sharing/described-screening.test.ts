// Tests of which screening a film page's structured data describes.
import { describe, expect, it } from 'vitest';
import type { FilmQuery } from '@/lib/cinema/cinema-query';
import { resolveSelection } from '@/lib/cinema/selection';
import { location, NOW, schedule, time } from '@/lib/cinema/test-support/schedules';
import type { FilmSchedule } from '@/lib/cinema/types';
import { describedScreening } from './described-screening';

const twoCinemas = schedule({
  sharedTimes: false,
  locations: [
    location(1, 'Lekki', { times: [time(21, '9:00PM', 1)] }),
    location(2, 'Ikeja', { times: [time(31, '5:00AM', 2), time(32, '7:15PM', 2)] }),
  ],
});

const describe_ = (film: FilmSchedule, query: Partial<FilmQuery> = {}) => {
  const screening = describedScreening(
    film,
    resolveSelection(film, { location: null, date: null, time: null, ...query }, NOW),
    NOW,
  );
  return (
    screening && { location: screening.location.id, date: screening.date, time: screening.time.id }
  );
};

describe('describedScreening', () => {
  it('is the screening chosen in the URL', () => {
    expect(describe_(twoCinemas, { location: 1, date: '2026-11-25', time: 21 })).toEqual({
      location: 1,
      date: '2026-11-25',
      time: 21,
    });
  });

  it('is the next screening at the chosen cinema when no time is chosen', () => {
    expect(describe_(twoCinemas, { location: 1 })).toEqual({
      location: 1,
      date: '2026-11-23',
      time: 21,
    });
  });

  it('is the earliest screening still to start across cinemas when none is chosen', () => {
    // Ikeja's 5:00 am has passed at 06:00; its 7:15 pm is before Lekki's 9:00 pm.
    expect(describe_(twoCinemas)).toEqual({ location: 2, date: '2026-11-23', time: 32 });
  });

  it('is nothing when the run is over', () => {
    expect(
      describe_(
        schedule({ times: [time(1, '6:00PM')], run: { first: '2026-10-01', last: '2026-11-01' } }),
      ),
    ).toBeNull();
  });
});
