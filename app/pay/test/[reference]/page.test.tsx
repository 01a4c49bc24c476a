// Tests of the test provider's payment page: anyone with its address may open it, so the payer's email is masked.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testProvider } from '@/server/payments/test-provider';
import { testStoreDatabase } from '@/server/payments/testing/store';
import type { StoreDatabase } from '@/server/store-db/connect';
import { NotFoundSignal, renderHtml } from '@/server/ticketing/test-support/next-request';
import TestPaymentPage from './page';

const state = vi.hoisted(() => ({ db: undefined as unknown as StoreDatabase }));

vi.mock('next/navigation', async () => (await import('@/server/ticketing/test-support/next-request')).nextNavigation);
vi.mock('@/server/env', async () => {
  const { TEST_ENV } = await import('@/server/ticketing/test-support/fake-service');
  return { storefrontEnv: () => ({ ...TEST_ENV, PAYMENT_PROVIDER: 'test' }) };
});
vi.mock('@/server/payments/service', () => ({ paymentsDatabase: async () => state.db }));

const REF = 'web-AAAAAAAAAAAAAAAAAAAAAA';
const render = (reference = REF) => TestPaymentPage({ params: Promise.resolve({ reference }) }).then(renderHtml);

beforeEach(async () => {
  state.db = await testStoreDatabase();
  await testProvider(async () => state.db, 'secret').initialize({ reference: REF, amountKobo: 2_100_000, currency: 'NGN', email: 'ada.obi@example.com', callbackUrl: 'https://shop.example/checkout/return', description: 'Lagos Jazz Night: VIP × 2', metadata: {} });
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

  it('is not found for a reference it never started', async () => {
    await expect(render('web-BBBBBBBBBBBBBBBBBBBBBB')).rejects.toBeInstanceOf(NotFoundSignal);
  });
});
