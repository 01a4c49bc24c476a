// A checkout as the session stores it after holding the recorded event's tickets, for tests of what follows.
import type { CheckoutState } from '@/server/session/checkout-state';
import * as recorded from './recorded-replies';

export function eventCheckout(overrides: Partial<CheckoutState> = {}): CheckoutState {
  return {
    selection: { kind: 'event', eventId: recorded.EVENT_ID },
    title: 'Lagos Jazz Night',
    lines: [{ id: recorded.VIP_ID, title: 'VIP', quantity: 2, unitPrice: 10500 }],
    contact: { name: 'Ada Obi', email: 'ada@example.com', phone: '08031234567' },
    holds: [recorded.RESERVATION_VIP],
    expiresAt: '2026-11-21T12:03:00.000Z',
    clockOffsetMs: 0,
    merchantReference: 'web-AAAAAAAAAAAAAAAAAAAAAA',
    channel: 'web',
    ...overrides,
  };
}
