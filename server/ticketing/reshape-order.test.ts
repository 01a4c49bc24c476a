// Tests of turning the transaction record into the storefront's order.
import { describe, expect, it } from 'vitest';
import { wireOrderRecord } from './kinds/registry';
import { reshapeOrder } from './reshape-order';
import { EVENT_ID, transaction } from './test-support/recorded-replies';

describe('reshapeOrder', () => {
  it('turns the documented record into an order with items, amounts and the event', async () => {
    const order = await reshapeOrder(wireOrderRecord.parse(transaction('web-ref').data));
    expect(order).toMatchObject({
      reference: 'TXN-8F3K2M',
      merchantReference: 'web-ref',
      invoiceId: 1042,
      status: 'successful',
      amount: 21000,
      breakdown: { ticketPrice: 20000, convenienceFee: 600, merchantCommission: 400 },
      customer: { name: 'Ada Obi', email: 'ada@example.com' },
      kind: 'event',
      details: {
        kind: 'event',
        title: 'Lagos Jazz Night',
        href: `/events/${EVENT_ID}`,
        venue: '12 Ozumba Mbadiwe Ave, Victoria Island, Lagos, Nigeria',
      },
      items: [
        { code: 'TKT-AAAA1111', title: 'VIP', price: 10500 },
        { code: 'TKT-BBBB2222', title: 'VIP', price: 10500 },
      ],
    });
  });

  it('fills what a provider without the extension leaves out', async () => {
    expect(await reshapeOrder(wireOrderRecord.parse({ reference: 'TXN-1' }))).toMatchObject({
      status: 'successful',
      amount: null,
      kind: 'event',
      details: { kind: 'event', title: 'Your event', href: null, startsAt: null, venue: '' },
      items: [],
      customer: { name: '', email: '', phone: '' },
    });
  });
});
