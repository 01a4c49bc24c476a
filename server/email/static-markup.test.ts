// Tests of the email's static markup: the same HTML @react-email/render gives (comments aside) for the
// confirmation email, and text and attributes escaped.
import { render } from '@react-email/render';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { Order } from '@/lib/checkout/types';
import { ConfirmationEmail } from './confirmation-template';
import { emailDocument, staticMarkup } from './static-markup';

const CONTEXT = {
  merchant: {
    name: 'Eko Tickets',
    address: '12 Marina, Lagos',
    supportEmail: 'support@tickets.example',
    supportPhone: '+2348000000000',
    logoUrl: null,
  },
  origin: 'https://shop.test',
  refundLines: ['Event tickets cannot be cancelled once bought.'],
};

const ORDER: Order = {
  kind: 'event',
  reference: 'TXN-ABC123',
  merchantReference: 'web-AAAAAAAAAAAAAAAAAAAAAA',
  invoiceId: 16,
  status: 'successful',
  currency: 'NGN',
  amount: 14650,
  breakdown: null,
  customer: { name: 'Tobi Ade', email: 'tobi@example.com', phone: '2348031234567' },
  details: {
    kind: 'event',
    title: 'Afro <Nights> & "Friends"',
    href: null,
    startsAt: null,
    venue: 'Eko Hall, Lagos',
  },
  items: [{ code: 'C-1', title: 'Regular', price: 5000, detail: 'Row 2' }],
  createdAt: null,
};

const withoutComments = (html: string) => html.replace(/<!--[\s\S]*?-->/g, '');

describe('staticMarkup', () => {
  it('gives the confirmation email as @react-email/render does', async () => {
    const element = createElement(ConfirmationEmail, {
      order: ORDER,
      orderUrl: 'https://shop.test/orders/web-AAAAAAAAAAAAAAAAAAAAAA?a=1&b=2',
      qrIds: ['qr-1@order'],
      context: CONTEXT,
    });
    expect(withoutComments(emailDocument(element))).toBe(withoutComments(await render(element)));
  });

  it('escapes text and attributes', () => {
    expect(
      staticMarkup(createElement('a', { href: '/?a="1"&b=<2>', className: 'x' }, '<b>&</b>')),
    ).toBe('<a href="/?a=&quot;1&quot;&amp;b=&lt;2&gt;" class="x">&lt;b&gt;&amp;&lt;/b&gt;</a>');
    expect(
      staticMarkup(
        createElement('img', {
          src: 'cid:qr',
          style: { width: 128, lineHeight: 1.5, marginTop: 0 },
        }),
      ),
    ).toBe('<img src="cid:qr" style="width:128px;line-height:1.5;margin-top:0"/>');
  });
});
