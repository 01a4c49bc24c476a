// Tests of the confirmation email's text: the order's link when it has a page, the codes alone when it has none.
import { describe, expect, it } from 'vitest';
import type { Order } from '@/lib/checkout/types';
import { confirmationMessage } from './confirmation-email';

const order = {
  reference: 'TX-1',
  amount: 21000,
  details: { kind: 'event', title: 'Lagos Jazz Night', href: null, startsAt: null, venue: 'Muson Centre' },
  items: [{ code: 'TCK-1', title: 'Regular', price: 21000, detail: null }],
} as unknown as Order;

describe('confirmationMessage', () => {
  it('links a web order’s page', () => {
    expect(confirmationMessage(order, 'https://tickets.example/orders/web-1').text).toContain('Your order, with a QR code per ticket: https://tickets.example/orders/web-1');
  });

  it('gives a box-office order’s codes without a link to a page it does not have', () => {
    const { subject, text } = confirmationMessage(order, null);
    expect(subject).toBe('Your tickets: Lagos Jazz Night');
    expect(text).toContain('  TCK-1  Regular');
    expect(text).not.toContain('http');
    expect(text).toContain('Show these codes, or the tickets printed for you, at the entrance.');
  });
});
