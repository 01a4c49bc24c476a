// Tests of the hotel guest's phone: international form with libphonenumber, Nigerian by default, in the reserve form.
import { describe, expect, it } from 'vitest';
import {
  displayInternationalPhone,
  internationalPhoneOf,
  withInternationalHotelPhone,
} from './international-phone';
import { fieldErrorsOf, readReserveForm, reserveSchema } from './reserve-schema';

describe('internationalPhoneOf', () => {
  it('reads a leading 0 as a Nigerian number and other digits as starting with a country code', () => {
    expect(internationalPhoneOf('08031234567')).toBe('+2348031234567');
    expect(internationalPhoneOf('2348031234567')).toBe('+2348031234567');
    expect(internationalPhoneOf('447911123456')).toBe('+447911123456');
    expect(displayInternationalPhone('08031234567')).toBe('+234 803 123 4567');
  });

  it('refuses numbers no country has', () => {
    expect(internationalPhoneOf('999123456789')).toBeNull();
    expect(internationalPhoneOf('0803123')).toBeNull();
    expect(displayInternationalPhone('999123456789')).toBeNull();
  });
});

describe('the reserve form of a hotel stay', () => {
  const form = (phone: string, kind = 'hotel') => {
    const data = new FormData();
    const fields: Record<string, string> =
      kind === 'hotel'
        ? {
            kind,
            'selection.hotelId': '1',
            'selection.roomId': '1',
            'selection.checkin': '2026-11-24',
            'selection.checkout': '2026-11-27',
            'selection.guests': '2',
            'quantity.1': '1',
          }
        : {
            kind,
            'selection.eventId': '3f0c9a52-5b7e-4c1d-9a8e-2b6f4d7c1e90',
            'quantity.abc': '1',
          };
    for (const [name, value] of Object.entries({
      ...fields,
      name: 'Ada Obi',
      email: 'ada@example.com',
      phone,
    }))
      data.set(name, value);
    return withInternationalHotelPhone(reserveSchema).safeParse(readReserveForm(data));
  };

  it('takes a Nigerian number written nationally and keeps its digits for the hold', () => {
    const parsed = form('0803 123 4567');
    expect(parsed.success && parsed.data.phone).toBe('08031234567');
    expect(form('+44 7911 123456').success).toBe(true);
  });

  it('takes foreign numbers of every length E.164 allows, 10 digits among them', () => {
    for (const [typed, digits] of [
      ['+1 415 555 0123', '14155550123'],
      ['+44 7911 123456', '447911123456'],
      ['+65 9123 4567', '6591234567'],
      ['+47 412 34 567', '4741234567'],
    ]) {
      const parsed = form(typed!);
      expect(parsed.success && parsed.data.phone).toBe(digits);
    }
  });

  it('refuses what is no phone number with the international wording', () => {
    for (const typed of ['hello', '+1 415', '0803 123', '+999 123 456 789']) {
      const parsed = form(typed);
      expect(parsed.success).toBe(false);
      if (!parsed.success) expect(fieldErrorsOf(parsed.error).phone).toMatch(/phone number/);
    }
  });

  it('explains a number that is not international next to the phone, for hotels only', () => {
    const parsed = form('+999 123 456 789');
    expect(parsed.success).toBe(false);
    if (!parsed.success)
      expect(fieldErrorsOf(parsed.error).phone).toMatch(
        /with its country code, such as \+234 803 123 4567/,
      );
    expect(form('+999 123 456 789', 'event').success).toBe(true);
  });
});
