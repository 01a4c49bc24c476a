// The session's order across the deploy: a cookie of before, carrying a one-kind checkout, is read as an order of one
// part and moved into the database on the next save (the cookie then names the basket row alone); an order of several
// parts is kept whole; what a page is told is held; a database fault on a catalogue page reads as nothing held.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { IronSession } from 'iron-session';
import { testStoreDatabase } from '@/server/payments/testing/store';
import type { CheckoutSessionData } from '@/server/session/checkout-state';
import type { StoreDatabase } from '@/server/store-db/connect';
import { eventCheckout } from '@/server/ticketing/test-support/checkouts';

vi.mock('server-only', () => ({}));
let db: StoreDatabase;
vi.mock('@/server/store-db/storefront-database', () => ({
  storefrontDatabase: async () => db,
}));

const { heldSelections, readSessionOrder, saveSessionOrder } = await import('./session-order');

/** A session as iron-session hands it over: its data and a save that does nothing here. */
const sessionOf = (data: CheckoutSessionData) =>
  ({ ...data, save: async () => undefined }) as unknown as IronSession<CheckoutSessionData>;

beforeEach(async () => {
  db = await testStoreDatabase();
});
afterEach(() => db.destroy());

describe('the session’s order', () => {
  it('reads an older cookie’s one-kind checkout as an order of one part under the same reference', async () => {
    const checkout = eventCheckout({ promoCode: 'SPRING20' });
    const { order, basketId } = await readSessionOrder(sessionOf({ checkout }));
    expect(basketId).toBeNull();
    expect(order).toMatchObject({
      merchantReference: checkout.merchantReference,
      promoCode: 'SPRING20',
      contact: checkout.contact,
      parts: [{ merchantReference: checkout.merchantReference, holds: checkout.holds }],
    });
  });

  it('moves it into the database when saved: the cookie then names the row and carries no checkout', async () => {
    const session = sessionOf({ checkout: eventCheckout() });
    const { order } = await readSessionOrder(session);
    await saveSessionOrder(session, { ...order!, promoCode: 'SPRING20' }, 1);
    expect(session.checkout).toBeUndefined();
    expect(session.basket?.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const again = await readSessionOrder(session);
    expect(again.order?.promoCode).toBe('SPRING20');
    expect(again.basketId).toBe(session.basket!.id);
    // Ended: nothing held, the basket row stays for its items.
    await saveSessionOrder(session, null, 2);
    expect((await readSessionOrder(session)).order).toBeNull();
  });

  it('keeps an order of several parts whole, and tells pages what it holds', async () => {
    const session = sessionOf({});
    const concert = eventCheckout({ merchantReference: 'web-AAAAAAAAAAAAAAAAAAAA-1' });
    const coach = {
      ...eventCheckout({ merchantReference: 'web-AAAAAAAAAAAAAAAAAAAA-2' }),
      selection: {
        kind: 'bus' as const,
        scheduleId: 7,
        scheduleType: 'random' as const,
        routeId: 1,
        busId: 2,
        departureDate: '2026-11-28',
      },
    };
    await saveSessionOrder(session, {
      merchantReference: 'web-AAAAAAAAAAAAAAAAAAAA-0',
      channel: 'web',
      contact: concert.contact,
      expiresAt: concert.expiresAt,
      clockOffsetMs: 0,
      fromBasket: true,
      parts: [concert, coach],
    });
    const { order } = await readSessionOrder(session);
    expect(order?.parts.map((part) => part.selection.kind)).toEqual(['event', 'bus']);
    expect(order?.fromBasket).toBe(true);
    expect((await heldSelections(session)).map((selection) => selection.kind)).toEqual([
      'event',
      'bus',
    ]);
  });

  it('tells a page nothing is held when the database cannot be read', async () => {
    const session = sessionOf({ basket: { id: 'AAAAAAAAAAAAAAAAAAAAAA', count: 0 } });
    await db.destroy();
    expect(await heldSelections(session)).toEqual([]);
    db = await testStoreDatabase();
  });
});
