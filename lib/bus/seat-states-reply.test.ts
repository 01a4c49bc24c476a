import { describe, expect, it } from 'vitest';
import { readSeatStatesReply } from './seat-states-reply';
import { seatStatesReplySchema } from './types';

const reply = {
  bookable: true,
  seatsAvailable: 2,
  seats: [
    { id: 1, state: 'available' },
    { id: 2, state: 'held' },
    { id: 3, state: 'sold' },
  ],
  fetchedAt: 1_700_000_000_000,
};

const samples: [string, unknown][] = [
  ['a good reply', reply],
  [
    'extra fields (dropped)',
    { ...reply, extra: 1, seats: [{ id: 1, state: 'sold', number: '1A' }] },
  ],
  ['no seats', { ...reply, seats: [] }],
  ['not an object', []],
  ['bookable a string', { ...reply, bookable: 'yes' }],
  ['seatsAvailable a fraction', { ...reply, seatsAvailable: 0.5 }],
  ['seats not a list', { ...reply, seats: null }],
  ['fetchedAt missing', { ...reply, fetchedAt: undefined }],
  ['a seat id that is a string', { ...reply, seats: [{ id: '1', state: 'sold' }] }],
  ['a seat state it does not know', { ...reply, seats: [{ id: 1, state: 'broken' }] }],
  ['a seat that is null', { ...reply, seats: [null] }],
];

describe('readSeatStatesReply', () => {
  it.each(samples)('answers %s as the zod schema does', (_, body) => {
    const parsed = seatStatesReplySchema.safeParse(body);
    if (parsed.success) expect(readSeatStatesReply(body)).toEqual(parsed.data);
    else expect(() => readSeatStatesReply(body)).toThrow(/not what the storefront sends/);
  });
});
