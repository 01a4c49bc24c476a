// Tests of the registry: the storefront's kind of a transaction record.
import { describe, expect, it } from 'vitest';
import { kindOfRecord } from './registry';

describe('registry', () => {
  it("maps the record's kind to the storefront's, events being the service's `entertainment`", () => {
    expect(kindOfRecord('entertainment')).toBe('event');
    expect(kindOfRecord('cinema')).toBe('cinema');
    expect(kindOfRecord('bus')).toBe('bus');
    expect(kindOfRecord('hotel')).toBe('hotel');
    expect(kindOfRecord(undefined)).toBe('event');
  });
});
