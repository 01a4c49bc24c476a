// Tests of the words of a trip's and a stay's terms: reporting time, hotel hours and free cancellation.
import { describe, expect, it } from 'vitest';
import { hotelCancellationText, hourText, lagosDepartureIso, reportingText } from './terms';

describe('reportingText', () => {
  it('names the clock time a timed departure asks passengers to be at the terminal, Lagos time', () => {
    expect(reportingText('2026-11-24T06:30:00+01:00', 30)).toBe(
      'Be at the terminal by 6:00 am, 30 minutes before departure.',
    );
    expect(reportingText('2026-11-24T00:15:00+01:00', 45)).toBe(
      'Be at the terminal by 11:30 pm, 45 minutes before departure.',
    );
  });

  it('asks for the same margin on a flexible trip, which has no departure time', () => {
    expect(reportingText(null, 30)).toBe(
      'Be at the terminal at least 30 minutes before you mean to travel; seats are given out at boarding.',
    );
  });
});

describe('hourText', () => {
  it('writes a 24-hour setting the way the shop writes times', () => {
    expect(hourText('14:00')).toBe('2:00 pm');
    expect(hourText('12:00')).toBe('12:00 pm');
    expect(hourText('00:30')).toBe('12:30 am');
    expect(hourText('09:05')).toBe('9:05 am');
  });
});

describe('hotelCancellationText', () => {
  const terms = {
    checkinFrom: '14:00',
    checkoutBy: '12:00',
    taxNote: 'VAT included.',
    freeCancellationHours: 48,
  };

  it('says until when a stay is cancelled free of charge, and what a later cancellation costs', () => {
    expect(hotelCancellationText(terms)).toBe(
      'Free cancellation until 48 hours before check-in (2:00 pm on your arrival day). After that, or if you do not arrive, the first night is charged and the rest refunded.',
    );
  });

  it('has no free window when the merchant allows none', () => {
    expect(hotelCancellationText({ ...terms, freeCancellationHours: 0 })).toBe(
      'Free cancellation until check-in (2:00 pm on your arrival day). If you do not arrive, the first night is charged and the rest refunded.',
    );
  });
});

describe('lagosDepartureIso', () => {
  it('reads a departure as holds name it, in Lagos time, and nothing else', () => {
    expect(lagosDepartureIso('2026-11-24 06:30')).toBe('2026-11-24T06:30:00+01:00');
    expect(lagosDepartureIso('6:30')).toBeNull();
  });
});
