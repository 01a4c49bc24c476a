// Tests of the "Find my tickets" email: a signed link per shop order with its expiry, a box-office sale said to
// come separately, the same in both parts, and never an order's reference.
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { FoundOrdersEmail, foundOrdersText } from './found-orders-template';
import { emailDocument } from './static-markup';

const CONTEXT = {
  merchant: {
    name: 'Eko Tickets',
    address: '12 Marina, Lagos',
    supportEmail: 'help@eko.example',
    supportPhone: '+2348012345678',
    logoUrl: null,
  },
  origin: 'https://shop.test',
  refundLines: [],
};
const LINK = 'https://shop.test/orders/open?t=Fe26.2**sealed';
const PROPS = {
  orders: [
    {
      title: 'Afro Nights',
      subtitle: 'Sat, 28 Nov 2026, Eko Hall',
      boughtAt: Date.UTC(2026, 10, 20, 18, 5),
      url: LINK,
    },
    { title: 'Jazz at the Muson', subtitle: null, boughtAt: Date.UTC(2026, 9, 1, 12), url: null },
  ],
  expiresAt: Date.UTC(2026, 10, 27, 9),
  context: CONTEXT,
};

describe('the found-orders email', () => {
  it('links each shop order until the link expires, and says a box-office sale’s tickets come separately', () => {
    const html = emailDocument(createElement(FoundOrdersEmail, PROPS));
    const text = foundOrdersText(PROPS);
    for (const part of [html, text]) {
      expect(part).toContain('Afro Nights');
      expect(part).toContain('Sat, 28 Nov 2026, Eko Hall');
      expect(part).toContain('Bought Fri, 20 Nov 2026, 7:05 pm');
      expect(part).toMatch(/until Fri, 27 Nov 2026, 10:00 am/);
      expect(part).toContain('Bought at the box office: its tickets are in a separate email.');
      expect(part).toContain('https://shop.test/refunds');
      expect(part).toContain('https://shop.test/orders/find');
    }
    expect(html).toContain(`href="${LINK}"`);
    expect(html.match(/Open this order/g)).toHaveLength(1);
    expect(text).toContain(`Open this order (until Fri, 27 Nov 2026, 10:00 am): ${LINK}`);
    expect(html).not.toMatch(/web-|emb-|pos-/);
  });
});
