// Tests of the stay rules: real dates, check-out after check-in, at most 30 nights, counts.
import { describe, expect, it } from 'vitest';
import { addDays } from '@/lib/format/lagos-day';
import { readStay, staySchema, stayErrorsOf, stayQuery } from './stay';

const TODAY = '2026-11-23';
const errorsOf = (input: Record<string, unknown>) => {
  const parsed = staySchema(TODAY).safeParse({
    checkin: '2026-11-24',
    checkout: '2026-11-27',
    guests: '2',
    rooms: '1',
    ...input,
  });
  return parsed.success ? {} : stayErrorsOf(parsed.error);
};

describe('staySchema', () => {
  it('accepts a stay from today and reads the counts as numbers', () => {
    expect(
      staySchema(TODAY).parse({ checkin: TODAY, checkout: '2026-11-26', guests: '3', rooms: '2' }),
    ).toEqual({
      checkin: TODAY,
      checkout: '2026-11-26',
      guests: 3,
      rooms: 2,
    });
  });

  it.each([
    [{ checkin: '2026-11-22' }, 'checkin', /past/],
    [{ checkin: '2026-02-30', checkout: '2026-03-02' }, 'checkin', /real date/],
    [{ checkin: '' }, 'checkin', /Choose a check-in date/],
    [{ checkin: addDays(TODAY, 366), checkout: addDays(TODAY, 367) }, 'checkin', /365 days/],
    [{ checkout: '2026-11-24' }, 'checkout', /after check-in/],
    [{ checkout: '2026-11-20' }, 'checkout', /after check-in/],
    [{ checkout: addDays('2026-11-24', 31) }, 'checkout', /at most 30 nights/],
    [{ guests: '0' }, 'guests', /at least 1 guest/],
    [{ guests: 'many' }, 'guests', /number of guests/],
    [{ guests: '2.5' }, 'guests', /whole number/],
    [{ guests: '41' }, 'guests', /At most 40 guests/],
    [{ rooms: '11' }, 'rooms', /At most 10 rooms/],
  ])('explains %j next to %s', (input, field, message) => {
    expect(errorsOf(input)[field as 'checkin']).toMatch(message);
  });

  it('allows exactly 30 nights and a check-in exactly 365 days ahead', () => {
    expect(errorsOf({ checkout: addDays('2026-11-24', 30) })).toEqual({});
    expect(errorsOf({ checkin: addDays(TODAY, 365), checkout: addDays(TODAY, 366) })).toEqual({});
  });
});

describe('readStay', () => {
  it('fills missing values with tonight, two guests and one room', () => {
    expect(readStay({}, TODAY)).toEqual({
      ok: true,
      stay: { checkin: TODAY, checkout: '2026-11-24', guests: 2, rooms: 1 },
      input: { checkin: TODAY, checkout: '2026-11-24', guests: '2', rooms: '1' },
    });
  });

  it('keeps what was typed for the form and says what is wrong', () => {
    const read = readStay(
      { checkin: '2026-11-25', checkout: '2026-11-25', guests: ['3', '4'] },
      TODAY,
    );
    expect(read).toMatchObject({
      ok: false,
      errors: { checkout: 'Check-out must be after check-in.' },
      input: { checkin: '2026-11-25', guests: '3' },
    });
  });

  it('writes the stay back as a query', () => {
    expect(
      stayQuery(
        { checkin: '2026-11-24', checkout: '2026-11-27', guests: 3, rooms: 2 },
        { city: 'Lagos', room: undefined },
      ),
    ).toBe('city=Lagos&checkin=2026-11-24&checkout=2026-11-27&guests=3&rooms=2');
  });
});
