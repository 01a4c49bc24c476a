// The supervisors' figures of each list: waiting, offered now, bought (the reserved order's payment bought), lapsed, left.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testStoreDatabase } from '@/server/payments/testing/store';
import type { StoreDatabase } from '@/server/store-db/connect';
import { handOn } from './hand-on';
import { listFigures } from './report';
import { leaveList, markOfferReserved } from './store';
import { joinInOrder, KEY, T0, TURN_MS } from './test-support';

let db: StoreDatabase;
beforeEach(async () => {
  db = await testStoreDatabase();
});
afterEach(async () => {
  await db.destroy();
});

async function payment(orderKey: string, status: 'bought' | 'abandoned') {
  await db
    .insertInto('payments')
    .values({
      reference: orderKey,
      order_key: orderKey,
      provider: 'test',
      status,
      amount_kobo: 100,
      currency: 'NGN',
      email: 'a@example.com',
      checkout: '{}',
      origin: 'https://shop.test',
      authorization_url: null,
      failure: null,
      created_at: T0,
      updated_at: T0,
      paid_at: null,
      settled_at: null,
    })
    .execute();
}

describe('the waiting lists’ figures', () => {
  it('counts each entry where it stands, a reserved turn as bought only once its order is', async () => {
    const [a, b, , , e] = await joinInOrder(db, [1, 1, 1, 1, 2, 1]);
    await leaveList(db, e!.leave_token, T0 + 9_000);
    await handOn(db, KEY, 3, T0 + 10_000, TURN_MS);
    await markOfferReserved(db, a!.id, 'web-A', T0 + 11_000);
    await markOfferReserved(db, b!.id, 'web-B', T0 + 11_000);
    await payment('web-A', 'bought');
    await payment('web-B', 'abandoned');
    // c's turn runs out; d is offered at the next hand-on.
    await handOn(db, KEY, 1, T0 + 10_000 + TURN_MS, TURN_MS);
    const [figures] = await listFigures(db, T0 + 10_000 + TURN_MS + 1);
    expect(figures).toMatchObject({
      key: KEY,
      title: 'Lagos Jazz Night — VIP',
      waiting: 1,
      waitingTickets: 1,
      offeredNow: 1,
      bought: 1,
      lapsed: 1,
      left: 1,
    });
  });
});
