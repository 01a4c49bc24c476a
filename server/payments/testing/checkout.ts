// A checkout of two VIP tickets for an event, held and ready to pay, under the merchant reference a test gives.
import type { CheckoutState } from '@/server/session/checkout-state';

export const testCheckout = (merchantReference: string): CheckoutState => ({
  selection: { kind: 'event', eventId: '0b7f3a52-6c1e-4d8a-9f3b-2a1c5e7d9b10' },
  title: 'Lagos Jazz Night',
  lines: [{ id: 'vip', title: 'VIP', quantity: 2, unitPrice: 10500 }],
  contact: { name: 'Ada Obi', email: 'ada@example.com', phone: '08031234567' },
  holds: ['h1'],
  expiresAt: '2026-11-23T12:03:00.000Z',
  clockOffsetMs: 0,
  merchantReference,
  channel: 'web',
});
