// Tests of what the order page says of a payment that is not (yet) tickets: never "nothing was charged"
// for a payment the customer may still complete, and the truth once it is paid or refunded.
import { describe, expect, it } from 'vitest';
import type { Payment } from '@/server/payments/ledger';
import { REFUND_REASONS } from '@/server/payments/settle';
import { renderHtml } from '@/server/ticketing/test-support/next-request';
import { PaymentState } from './payment-state';

const REF = 'web-AAAAAAAAAAAAAAAAAAAAAA';
const base: Payment = {
  reference: REF,
  order_key: REF,
  provider: 'paystack',
  status: 'pending',
  amount_kobo: 2_100_000,
  currency: 'NGN',
  email: 'ada@example.com',
  checkout: '{}',
  origin: 'https://shop.test',
  authorization_url: null,
  failure: null,
  attempts: 0,
  created_at: 0,
  updated_at: 0,
  paid_at: null,
  settled_at: null,
};

const render = (changes: Partial<Payment>, boughtAs: string | null = null) =>
  renderHtml(<PaymentState payment={{ ...base, ...changes }} boughtAs={boughtAs} />);

describe('payment state', () => {
  it('abandoned at the provider: awaiting the payment, which may still be made, and never "nothing was charged"', async () => {
    const html = await render({ status: 'abandoned' });
    expect(html).toContain('Payment not completed yet');
    expect(html).toContain('₦21,000.00');
    expect(html).toContain('If you finish paying');
    expect(html).not.toMatch(/nothing was charged/i);
    // Looks again now and then, so a payment finished in another tab shows here.
    expect(html).toContain('http-equiv="refresh"');
  });

  it('declined: says the provider declined it, and offers the checkout again', async () => {
    const html = await render({ status: 'declined' });
    expect(html).toContain('Payment declined');
    expect(html).toContain('href="/checkout"');
    expect(html).not.toMatch(/nothing was charged/i);
  });

  it('paid or buying: the payment was received and the tickets are being issued', async () => {
    for (const status of ['paid', 'buying'] as const) {
      const html = await render({ status });
      expect(html).toContain('Payment received');
      expect(html).toContain('issuing your tickets');
      expect(html).not.toContain('href="/checkout"');
    }
  });

  it('refunded because the order was paid twice: says why, and where the tickets are', async () => {
    const other = 'web-BBBBBBBBBBBBBBBBBBBBBB';
    const html = await render({ status: 'refunding', failure: REFUND_REASONS.paidTwice }, other);
    expect(html).toContain('is being refunded in full');
    expect(html).toContain(REFUND_REASONS.paidTwice);
    expect(html).toContain(`href="/orders/${other}"`);
  });
});
