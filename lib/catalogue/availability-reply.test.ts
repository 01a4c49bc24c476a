import { describe, expect, it } from 'vitest';
import { readAvailabilityReply } from './availability-reply';
import { availabilityReplySchema } from './ticket-option';

const option = {
  id: 'c1',
  title: 'Regular',
  price: 12_550,
  free: false,
  breakdown: { ticketPrice: 12_000, convenienceFee: 300, merchantCommission: 250 },
  remaining: 4,
};
const reply = {
  options: [
    option,
    { ...option, id: 'c2', title: 'Free', price: 0, free: true, breakdown: null, remaining: 0 },
  ],
  fetchedAt: 1_700_000_000_000,
};

/** Replies the browser may get: good ones, and ones broken in each field. */
const samples: [string, unknown][] = [
  ['a good reply', reply],
  ['no options', { options: [], fetchedAt: 1 }],
  ['extra fields (dropped)', { ...reply, extra: 1, options: [{ ...option, extra: true }] }],
  ['not an object', 'options'],
  ['null', null],
  ['options missing', { fetchedAt: 1 }],
  ['options not a list', { options: {}, fetchedAt: 1 }],
  ['fetchedAt missing', { options: [] }],
  ['fetchedAt a string', { options: [], fetchedAt: '1' }],
  ['an id that is a number', { ...reply, options: [{ ...option, id: 1 }] }],
  ['a title missing', { ...reply, options: [{ ...option, title: undefined }] }],
  ['a price that is a string', { ...reply, options: [{ ...option, price: '12550' }] }],
  [
    'a price that is not finite',
    { ...reply, options: [{ ...option, price: Number.POSITIVE_INFINITY }] },
  ],
  ['free not a boolean', { ...reply, options: [{ ...option, free: 'no' }] }],
  ['remaining a fraction', { ...reply, options: [{ ...option, remaining: 1.5 }] }],
  ['remaining missing', { ...reply, options: [{ ...option, remaining: undefined }] }],
  ['a breakdown missing (not null)', { ...reply, options: [{ ...option, breakdown: undefined }] }],
  [
    'a breakdown with a string',
    {
      ...reply,
      options: [{ ...option, breakdown: { ...option.breakdown, convenienceFee: '300' } }],
    },
  ],
  ['an option that is null', { ...reply, options: [null] }],
];

describe('readAvailabilityReply', () => {
  it.each(samples)('answers %s as the zod schema does', (_, body) => {
    const parsed = availabilityReplySchema.safeParse(body);
    if (parsed.success) expect(readAvailabilityReply(body)).toEqual(parsed.data.options);
    else expect(() => readAvailabilityReply(body)).toThrow(/not what the storefront sends/);
  });

  it('reads the options of a good reply', () => {
    expect(readAvailabilityReply(reply).map((o) => [o.id, o.remaining])).toEqual([
      ['c1', 4],
      ['c2', 0],
    ]);
  });
});
