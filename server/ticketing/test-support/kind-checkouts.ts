// What the tests of every kind module share: a box-office checkout of any selection, the buy's receipt and a
// transaction record as the service writes it.
import type { CheckoutState } from '@/server/session/checkout-state';
import { wireOrderRecord } from '../kinds/registry';
import { reply } from './fake-service';

/** 1 pm in Lagos on 23 November 2026: the clock the kind tests quote at. */
export const NOW = Date.parse('2026-11-23T12:00:00.000Z');

export const contact = { name: 'Ada Obi', email: 'ada@example.com', phone: '08031234567' };

/** A box-office checkout holding two holds of the selection, with its lines. */
export const checkoutOf = (
  selection: CheckoutState['selection'],
  lines: CheckoutState['lines'],
): CheckoutState => ({
  selection,
  title: 'x',
  lines,
  contact,
  holds: ['h1', 'h2'],
  expiresAt: '2026-11-23T12:03:00.000Z',
  clockOffsetMs: 0,
  merchantReference: 'pos-AAAAAAAAAAAAAAAAAAAAAA',
  channel: 'pos',
});

/** The experience and bus buys' reply. */
export const receipt = reply(201, {
  data: { reference: 'TXN-1', merchant_reference: 'pos-AAAAAAAAAAAAAAAAAAAAAA' },
});

/** A transaction record with the given fields, read as the order lookup reads it. */
export const record = (data: object) => wireOrderRecord.parse({ reference: 'TXN-1', ...data });
