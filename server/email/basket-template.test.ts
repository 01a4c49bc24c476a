// The basket's confirmation says the trip as one order with its parts: each bought part with its codes and their QR
// codes, each part not bought named plainly with what was refunded for it.
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { Order } from '@/lib/checkout/types';
import { BasketConfirmationEmail, basketSubject, type BasketEmailPart } from './basket-template';
import type { EmailContext } from './layout';
import { emailDocument } from './static-markup';

const concert: Order = {
  kind: 'event',
  reference: 'TXN-CONCERT',
  merchantReference: 'web-AAAAAAAAAAAAAAAAAAAA-1',
  invoiceId: 1,
  status: 'successful',
  currency: 'NGN',
  amount: 15700,
  breakdown: null,
  customer: { name: 'Ada Obi', email: 'ada@example.com', phone: '2348031234567' },
  details: {
    kind: 'event',
    title: 'Alte Sounds Showcase',
    href: null,
    startsAt: { iso: '2026-12-03T17:00:00.000Z', text: 'Thu, 3 Dec 2026, 6:00 pm' },
    venue: 'Freedom Park, Lagos',
  },
  items: [{ code: 'TKT-1', title: 'Regular', price: 15700, detail: null }],
  createdAt: null,
};

const parts: BasketEmailPart[] = [
  { title: 'Alte Sounds Showcase', order: concert, qrIds: ['qr-1-1@order'] },
  {
    title: 'Lagoon Crest Victoria Island',
    order: null,
    failure: 'No longer available after your payment; refunded.',
    refundedKobo: 8_500_000,
  },
];

const context: EmailContext = {
  merchant: {
    name: 'Eko Tickets',
    address: '12 Marina, Lagos',
    supportEmail: 'help@shop.test',
    supportPhone: '+2348000000000',
    logoUrl: null,
  },
  origin: 'https://shop.test',
  refundLines: [],
};

describe('BasketConfirmationEmail', () => {
  it('shows each bought part with its codes and each part not bought with its refund', () => {
    const html = emailDocument(
      createElement(BasketConfirmationEmail, {
        parts,
        orderUrl: 'https://shop.test/orders/web-AAAAAAAAAAAAAAAAAAAA-0',
        reference: 'web-AAAAAAAAAAAAAAAAAAAA-0',
        paidKobo: 10_070_000,
        context,
      }),
    );
    expect(html).toContain('Your order in 2 parts');
    expect(html).toContain('Alte Sounds Showcase');
    expect(html).toContain('cid:qr-1-1@order');
    expect(html).toContain('TKT-1');
    expect(html).toContain('Lagoon Crest Victoria Island');
    expect(html).toContain('No longer available after your payment; refunded.');
    expect(html).toContain('Refunded: ₦85,000.00');
    expect(html).toContain('Amount paid: ₦100,700.00');
  });

  it('names every part in the subject', () => {
    expect(basketSubject(parts)).toBe(
      'Your order: Alte Sounds Showcase + Lagoon Crest Victoria Island',
    );
  });
});
