// Tests of the phone as people read it: Nigerian numbers grouped as they are written at home, other
// international numbers after their country code, and anything that is not a number left as it came.
import { describe, expect, it } from 'vitest';
import { countryCodeOf, formatPhone } from './phone';

describe('formatPhone', () => {
  it('writes Nigerian numbers in the usual groups, national or international', () => {
    expect(formatPhone('2348031234567')).toBe('+234 803 123 4567');
    expect(formatPhone('+2348031234567')).toBe('+234 803 123 4567');
    expect(formatPhone('08031234567')).toBe('0803 123 4567');
    expect(formatPhone(' 0803-123-4567 ')).toBe('0803 123 4567');
  });

  it('writes other international numbers after their country code', () => {
    expect(formatPhone('+14155550123')).toBe('+1 415 555 0123');
    expect(formatPhone('14155550123')).toBe('+1 415 555 0123');
    expect(formatPhone('+447911123456')).toBe('+44 791 112 3456');
    expect(formatPhone('+6591234567')).toBe('+65 9123 4567');
    expect(formatPhone('+233241234567')).toBe('+233 241 234 567');
  });

  it('leaves what it cannot read as it came', () => {
    expect(formatPhone('call me')).toBe('call me');
    expect(formatPhone('0803123')).toBe('0803123');
    expect(formatPhone('+1234567')).toBe('+1234567');
    expect(formatPhone('')).toBe('');
  });
});

describe('countryCodeOf', () => {
  it('reads one, two or three digits as the ITU assigns them', () => {
    expect(countryCodeOf('14155550123')).toBe('1');
    expect(countryCodeOf('79161234567')).toBe('7');
    expect(countryCodeOf('447911123456')).toBe('44');
    expect(countryCodeOf('2348031234567')).toBe('234');
    expect(countryCodeOf('35312345678')).toBe('353');
  });
});
