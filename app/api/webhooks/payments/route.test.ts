// Tests of the payment webhook: signature, replays, unknown references, and what each event does.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openPayment } from '@/server/payments/ledger';
import { signBody } from '@/server/payments/signature';
import { testProvider } from '@/server/payments/test-provider';
import { testStoreDatabase } from '@/server/payments/testing/store';
import type { StoreDatabase } from '@/server/store-db/connect';
import { captureLog, type CapturedLog } from '@/server/test-support/log-lines';

const SECRET = 'webhook-test-secret-0123456789';
const state = vi.hoisted(() => ({
  db: undefined as unknown as StoreDatabase,
  settled: [] as string[],
}));

vi.mock('@/server/payments/service', () => ({
  paymentsDatabase: async () => state.db,
  paymentProvider: () => testProvider(async () => state.db, SECRET),
  async settle(reference: string) {
    state.settled.push(reference);
    await state.db
      .updateTable('payments')
      .set({ status: 'bought' })
      .where('reference', '=', reference)
      .execute();
    return 'bought';
  },
  settleDeps: async () => ({ db: state.db, now: Date.now }),
}));

const { POST } = await import('./route');

afterEach(async () => {
  vi.restoreAllMocks();
  await state.db.destroy();
});

const REF = 'web-AAAAAAAAAAAAAAAAAAAAAA';
const charge = JSON.stringify({
  event: 'charge.success',
  data: { id: 7, reference: REF, status: 'success', amount: 100 },
});
const post = (body: string, signature: string | null = signBody(body, SECRET)) =>
  POST(
    new Request('http://shop.test/api/webhooks/payments', {
      method: 'POST',
      body,
      headers: signature ? { 'x-paystack-signature': signature } : {},
    }),
  );

let captured: CapturedLog;

beforeEach(async () => {
  state.db = await testStoreDatabase();
  state.settled = [];
  captured = captureLog();
  await openPayment(
    state.db,
    {
      reference: REF,
      provider: 'test',
      amountKobo: 100,
      email: 'a@example.com',
      checkout: {},
      origin: 'http://shop.test',
    },
    Date.now(),
  );
});

describe('payment webhook', () => {
  it('settles a signed charge.success once, however often it is delivered', async () => {
    expect((await post(charge)).status).toBe(200);
    expect((await post(charge)).status).toBe(200);
    expect(state.settled).toEqual([REF]);
  });

  it('refuses a bad or missing signature with 401 and changes nothing', async () => {
    expect((await post(charge, signBody(charge, 'another-secret-0123456789'))).status).toBe(401);
    expect((await post(charge, null)).status).toBe(401);
    expect(
      (await post(charge.replace('"amount":100', '"amount":1'), signBody(charge, SECRET))).status,
    ).toBe(401);
    expect(state.settled).toEqual([]);
    const events = await state.db.selectFrom('payment_events').selectAll().execute();
    expect(events).toHaveLength(0);
    expect(captured.entries()).toEqual(
      Array(3).fill(
        expect.objectContaining({ level: 'warn', msg: 'payment webhook refused: bad signature' }),
      ),
    );
  });

  it('answers 200 for an unknown reference, so the provider stops retrying, and settles nothing', async () => {
    const unknown = charge.replace(REF, 'web-BBBBBBBBBBBBBBBBBBBBBB');
    expect((await post(unknown)).status).toBe(200);
    expect(state.settled).toEqual([]);
    expect(captured.entries()).toEqual([
      expect.objectContaining({
        level: 'warn',
        msg: 'payment webhook for an unknown reference',
        event: 'charge.success',
      }),
    ]);
  });

  it('marks a processed refund as refunded', async () => {
    await state.db
      .updateTable('payments')
      .set({ status: 'refunding' })
      .where('reference', '=', REF)
      .execute();
    const refund = JSON.stringify({
      event: 'refund.processed',
      data: { status: 'processed', transaction_reference: REF },
    });
    expect((await post(refund)).status).toBe(200);
    const payment = await state.db
      .selectFrom('payments')
      .select('status')
      .where('reference', '=', REF)
      .executeTakeFirstOrThrow();
    expect(payment.status).toBe('refunded');
  });

  it('refuses a body over 64 kB with 413', async () => {
    expect((await post('x'.repeat(70 * 1024))).status).toBe(413);
  });
});
