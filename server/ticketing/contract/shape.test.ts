// Tests of the shape comparison the contract tests rely on: it must see a renamed, missing or retyped field.
import { describe, expect, it } from 'vitest';
import { shapeDifferences } from './shape';

describe('shapeDifferences', () => {
  it('ignores values, and nulls standing for nullable fields', () => {
    expect(
      shapeDifferences(
        { a: 1, b: ['x'], c: { d: true } },
        { a: 2, b: ['y', 'z'], c: { d: false } },
      ),
    ).toEqual([]);
    expect(shapeDifferences({ photo: null, e: 'x' }, { photo: 'p.jpg', e: null })).toEqual([]);
  });

  it('names every key only one side has, and every retyped value, with its path', () => {
    expect(
      shapeDifferences(
        { data: { tickets: [{ id: 'a', price: '5' }], old: 1 } },
        { data: { tickets: [{ id: 'b', price: 5, free: true }] } },
      ),
    ).toEqual([
      '$.data.tickets[0].price: recorded string, real number',
      '$.data.tickets[0].free: missing from the recorded reply',
      '$.data.old: only in the recorded reply',
    ]);
    expect(shapeDifferences({ a: [] }, { a: {} })).toEqual(['$.a: recorded array, real object']);
  });
});
