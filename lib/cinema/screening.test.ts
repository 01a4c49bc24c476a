// Tests of telling whether a chosen screening has started.
import { describe, expect, it } from 'vitest';
import { screeningHasStarted } from './screening';
import { at } from './test-support/schedules';
import type { ScreeningInfo, ScreeningSummary } from './types';

const chosen: ScreeningSummary = {
  locationId: 2,
  locationName: 'Ikeja',
  timeId: 3,
  date: '2026-11-24',
  start: '7:30PM',
};
const confirmed: ScreeningInfo = { ...chosen, end: '9:45PM', startsAt: '2026-11-24T18:30:00.000Z' };

describe('screeningHasStarted', () => {
  it('reads the showtime as Lagos time when the service confirmed nothing', () => {
    expect(screeningHasStarted(chosen, null, at('2026-11-24', '7:29PM'))).toBe(false);
    expect(screeningHasStarted(chosen, null, at('2026-11-24', '7:30PM'))).toBe(true);
  });

  it('trusts the instant the service confirmed', () => {
    expect(
      screeningHasStarted(
        chosen,
        { ...confirmed, startsAt: '2026-11-24T20:00:00.000Z' },
        at('2026-11-24', '8:00PM'),
      ),
    ).toBe(false);
    expect(screeningHasStarted(chosen, confirmed, Date.parse('2026-11-24T18:30:00.000Z'))).toBe(
      true,
    );
  });

  it('never calls a screening started when its time cannot be read', () => {
    expect(
      screeningHasStarted({ ...chosen, start: 'TBA' }, null, at('2026-12-31', '11:00PM')),
    ).toBe(false);
  });
});
