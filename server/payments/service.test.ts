// Tests of the payments' settle dependencies: an order just bought is read from the service once, for its tickets
// and then for its confirmation email, which carries each ticket's signed code.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '@/lib/checkout/types';
import { openPayment } from '@/server/payments/ledger';
import { testStoreDatabase } from '@/server/payments/testing/store';
import type { StoreDatabase } from '@/server/store-db/connect';
import type { WireOrderRecord } from '@/server/ticketing/kinds/registry';
import { eventCheckout } from '@/server/ticketing/test-support/checkouts';
import * as recorded from '@/server/ticketing/test-support/recorded-replies';

const REF = 'web-AAAAAAAAAAAAAAAAAAAAAA';
const RECORD = recorded.transaction(REF).data as unknown as WireOrderRecord;

const state = vi.hoisted(() => ({
  db: undefined as unknown as StoreDatabase,
  reads: [] as string[],
  sent: [] as { to: string; order: Order }[],
}));

vi.mock('@/server/env', async () => {
  const { TEST_ENV } = await import('@/server/ticketing/test-support/fake-service');
  return { storefrontEnv: () => TEST_ENV };
});
vi.mock('@/server/store-db/storefront-database', () => ({
  storefrontDatabase: async () => state.db,
}));
vi.mock('@/server/tickets/signing-key', () => ({ signTicket: async () => 'TK1.signed.code' }));
vi.mock('@/server/ticketing/orders', () => ({
  findOrderRecord: async (reference: string) => {
    state.reads.push(reference);
    return reference === REF ? RECORD : null;
  },
}));
vi.mock('./confirmation-email', () => ({
  sendConfirmation: async (_settings: unknown, to: string, order: Order) =>
    void state.sent.push({ to, order }),
}));

const { settleDeps } = await import('./service');

beforeEach(async () => {
  state.db = await testStoreDatabase();
  state.reads = [];
  state.sent = [];
  await openPayment(
    state.db,
    {
      reference: REF,
      provider: 'test',
      amountKobo: 100,
      email: 'ada@example.com',
      checkout: eventCheckout({ merchantReference: REF }),
      origin: 'https://shop.example',
    },
    Date.now(),
  );
});
afterEach(() => state.db.destroy());

describe('settleDeps', () => {
  it('reads a bought order from the service once, for its tickets and its email, which shows the signed codes', async () => {
    const deps = await settleDeps();
    await deps.recordTickets(REF);
    await deps.confirmed(REF);
    expect(state.reads).toEqual([REF]);
    expect(state.sent).toHaveLength(1);
    expect(state.sent[0]!.to).toBe('ada@example.com');
    expect(state.sent[0]!.order.items.map((item) => [item.code, item.qr])).toEqual([
      ['TKT-AAAA1111', 'TK1.signed.code'],
      ['TKT-BBBB2222', 'TK1.signed.code'],
    ]);
  });

  it('keeps the order for its own email only: another email reads it again', async () => {
    const deps = await settleDeps();
    await deps.recordTickets(REF);
    await deps.confirmed(REF);
    await deps.confirmed(REF);
    expect(state.reads).toEqual([REF, REF]);
    expect(state.sent.map((mail) => mail.order.items[0]!.qr)).toEqual([
      'TK1.signed.code',
      'TK1.signed.code',
    ]);
  });
});
