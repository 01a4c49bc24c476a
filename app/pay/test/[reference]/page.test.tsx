// Tests of the test provider's payment page: anyone with its address may open it, so the payer's email is masked.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openPayment } from '@/server/payments/ledger';
import { answerTestPayment, cancelledReturn, testProvider } from '@/server/payments/test-provider';
import { checkoutOf } from '@/server/ticketing/test-support/kind-checkouts';
import { testStoreDatabase } from '@/server/payments/testing/store';
import type { StoreDatabase } from '@/server/store-db/connect';
import { NotFoundSignal, renderHtml } from '@/server/ticketing/test-support/next-request';
import TestPaymentPage from './page';

const state = vi.hoisted(() => ({ db: undefined as unknown as StoreDatabase }));

vi.mock(
  'next/navigation',
  async () => (await import('@/server/ticketing/test-support/next-request')).nextNavigation,
);
vi.mock('@/server/env', async () => {
  const { TEST_ENV } = await import('@/server/ticketing/test-support/fake-service');
  return {
    storefrontEnv: () => ({ ...TEST_ENV, PAYMENT_PROVIDER: 'test', MERCHANT_NAME: 'Eko Tickets' }),
  };
});
vi.mock('@/server/payments/service', () => ({ paymentsDatabase: async () => state.db }));

const REF = 'web-AAAAAAAAAAAAAAAAAAAAAA';
const EVENT_SELECTION = { kind: 'event' as const, eventId: '3f0c9a52-5b7e-4c1d-9a8e-2b6f4d7c1e90' };
const render = (reference = REF) =>
  TestPaymentPage({ params: Promise.resolve({ reference }) }).then(renderHtml);

beforeEach(async () => {
  state.db = await testStoreDatabase();
  await testProvider(async () => state.db, 'secret').initialize({
    reference: REF,
    amountKobo: 2_100_000,
    currency: 'NGN',
    email: 'ada.obi@example.com',
    callbackUrl: 'https://shop.example/checkout/return',
    description: 'Lagos Jazz Night: VIP × 2',
    metadata: {},
  });
});
afterEach(() => state.db.destroy());

describe('test payment page', () => {
  it('shows the amount, what is bought and the reference, and the payer only as a masked email', async () => {
    const html = await render();
    expect(html).toContain('₦21,000.00');
    expect(html).toContain('Lagos Jazz Night: VIP × 2');
    expect(html).toContain(REF);
    expect(html).toContain('a•••@example.com');
    expect(html).not.toContain('ada.obi');
  });

  it('says whom the payer pays and for what, line by line, from the shop’s record of the payment', async () => {
    await openPayment(
      state.db,
      {
        reference: REF,
        provider: 'test',
        amountKobo: 2_100_000,
        email: 'ada.obi@example.com',
        origin: 'https://shop.example',
        checkout: {
          ...checkoutOf(EVENT_SELECTION, [
            { id: 'vip', title: 'VIP', quantity: 2, unitPrice: 10_500 },
          ]),
          title: 'Lagos Jazz Night',
        },
      },
      0,
    );
    const html = await render();
    expect(html).toContain('Paying Eko Tickets');
    expect(html).toContain('aria-label="What you are paying for"');
    expect(html).toMatch(/VIP.*× .*2/);
    expect(html).toContain('₦21,000.00');
  });

  it('once answered, says where the payment stands and leads back through the shop', async () => {
    await answerTestPayment(state.db, REF, 'approve');
    const paid = await render();
    expect(paid).toContain('This payment is complete.');
    expect(paid).toMatch(/href="https:\/\/shop.example\/checkout\/return"[^>]*>See your order/);
    expect(paid).not.toContain('Approve payment');
  });

  it('offers Cancel, which leaves the payment unpaid and tells the shop the payer cancelled', async () => {
    expect(await render()).toContain('Cancel payment');
    await answerTestPayment(state.db, REF, 'cancel');
    const verified = await testProvider(async () => state.db, 'secret').verify(REF);
    expect(verified.status).toBe('abandoned');
    expect(cancelledReturn('https://shop.example/checkout/return?reference=x')).toBe(
      'https://shop.example/checkout/return?reference=x&cancelled=1',
    );
    expect(await render()).toContain('Back to the checkout');
  });

  it('is not found for a reference it never started', async () => {
    await expect(render('web-BBBBBBBBBBBBBBBBBBBBBB')).rejects.toBeInstanceOf(NotFoundSignal);
  });
});
