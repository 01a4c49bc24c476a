// Tests of the registry: the transaction record every kind reads, and the storefront's kind of it.
import { describe, expect, it } from 'vitest';
import * as kinds from '@/server/ticketing/test-support/recorded-kinds';
import { kindOfRecord, wireOrderRecord } from './registry';

describe('wireOrderRecord', () => {
  it('accepts a transaction record that carries only its reference', () => {
    expect(wireOrderRecord.parse({ reference: 'TXN-1' })).toMatchObject({ reference: 'TXN-1' });
  });

  it("reads every kind's own fields of the record, and refuses one that breaks them", () => {
    const record = wireOrderRecord.parse({
      ...kinds.cinemaRecord,
      ...kinds.busRecord,
      ...kinds.hotelRecord,
    });
    expect(Object.keys(record)).toEqual(
      expect.arrayContaining(['experience', 'screening', 'trip', 'stay']),
    );
    expect(wireOrderRecord.safeParse({ reference: 'TXN-1', trip: { seats: [true] } }).success).toBe(
      false,
    );
  });
});

describe('registry', () => {
  it("maps the record's kind to the storefront's, events being the service's `entertainment`", () => {
    expect(kindOfRecord('entertainment')).toBe('event');
    expect(kindOfRecord('cinema')).toBe('cinema');
    expect(kindOfRecord('bus')).toBe('bus');
    expect(kindOfRecord('hotel')).toBe('hotel');
    expect(kindOfRecord(undefined)).toBe('event');
  });
});
