// Fields of the wrong type, size or content in the hold and release bodies (numbers that are not
// positive integers, long strings, NUL, unicode, deep metadata): 422 in the envelope, or accepted.
import { describe, it } from 'vitest';
import { setUpTestService } from '../per-file';
import {
  arabicDigits,
  deep,
  expectFieldCase,
  huge,
  integerCases,
  long,
  NUL,
  REMOVE,
  unicode,
  validBodies,
  type FieldCase,
} from './sweep';

const service = setUpTestService();
const validBody = validBodies(service);

const cases: FieldCase[] = [
  ...integerCases('hold', 'tickets.0.quantity', 422),
  // holds
  ['tickets not an array', 'hold', 'tickets', { 0: {} }, 422],
  ['tickets empty', 'hold', 'tickets', [], 422],
  ['tickets with 11 items', 'hold', 'tickets', Array.from({ length: 11 }, () => ({})), 422],
  ['a ticket that is a string', 'hold', 'tickets.0', 'ticket', 422],
  ['ticket_type unknown', 'hold', 'tickets.0.ticket_type', 'concert', 422],
  ['ticket_type null', 'hold', 'tickets.0.ticket_type', null, 422],
  ['resource_id a number', 'hold', 'tickets.0.resource_id', 12, 422],
  ['resource_id very long', 'hold', 'tickets.0.resource_id', long, 422],
  ['resource_id unicode', 'hold', 'tickets.0.resource_id', unicode, 422],
  ['resource_id with NUL', 'hold', 'tickets.0.resource_id', NUL, 422],
  ['metadata a string', 'hold', 'tickets.0.metadata', 'vip', 422],
  [
    'bus resource_id huge',
    'hold',
    'tickets.0',
    { ticket_type: 'bus', resource_id: huge, quantity: 1, metadata: {} },
    422,
  ],
  [
    'bus resource_id fractional',
    'hold',
    'tickets.0',
    { ticket_type: 'bus', resource_id: 1.5, quantity: 1, metadata: {} },
    422,
  ],
  [
    'bus seat_ids of strings',
    'hold',
    'tickets.0',
    {
      ticket_type: 'bus',
      resource_id: 1,
      quantity: 1,
      metadata: {
        schedule_type: 'timed',
        schedule_timestamp: '2030-01-01 07:30',
        seat_ids: ['1A'],
      },
    },
    422,
  ],
  [
    'hotel resource_id negative',
    'hold',
    'tickets.0',
    { ticket_type: 'hotel', resource_id: -4, quantity: 1, metadata: {} },
    422,
  ],
  ['customer_info null', 'hold', 'customer_info', null, 422],
  ['customer_info an array', 'hold', 'customer_info', ['a@example.com'], 422],
  ['customer_info missing', 'hold', 'customer_info', REMOVE, 422],
  ['email a number', 'hold', 'customer_info.email', 42, 422],
  ['email very long', 'hold', 'customer_info.email', `${long}@example.com`, 422],
  ['email with NUL', 'hold', 'customer_info.email', `a\u0000b@example.com`, 422],
  ['phone as a number', 'hold', 'customer_info.phone_number', 8031234567, 422],
  ['phone in Arabic-Indic digits', 'hold', 'customer_info.phone_number', arabicDigits, 422],
  ['phone with NUL', 'hold', 'customer_info.phone_number', `0803\u00001234567`, 422],
  // Valid after all: unknown fields are ignored, free metadata may hold any text.
  ['an unknown top-level field', 'hold', 'extra', { nested: [1, 2, 3] }, 201],
  [
    'metadata with unicode and NUL',
    'hold',
    'tickets.0.metadata',
    { note: `${unicode} ${NUL}` },
    201,
  ],
  [
    'metadata nested too deep',
    'hold',
    'tickets.0.metadata',
    { deep: JSON.parse(deep(2_000)) },
    422,
  ],

  // release
  ['customer_info null', 'release', 'customer_info', null, 422],
  ['customer_info empty', 'release', 'customer_info', {}, 422],
  ['email a number', 'release', 'customer_info.email', 42, 422],
  ['phone too short', 'release', 'customer_info.phone_number', '0803', 422],
  ['phone as a number', 'release', 'customer_info.phone_number', 8031234567, 422],
  ['email with unicode', 'release', 'customer_info.email', `${unicode}@example.com`, 422],
  ['an unknown hold, unicode elsewhere', 'release', 'extra', unicode, 404],
];

describe('fields of the wrong type, size or content', () => {
  it.each(cases)('%s (%s)', async (...fieldCase) => {
    await expectFieldCase(service, validBody, fieldCase);
  });
});
