// Tests of Confirm's retry safety: every uncertain outcome is settled by the merchant reference.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CHECKOUT_MESSAGES } from '@/lib/checkout/messages';
import type { CheckoutState } from '@/server/session/checkout-state';
import { completePurchase } from './purchase';
import { eventCheckout } from '../test-support/checkouts';
import {
  dropped,
  installFakeService,
  reply,
  timeout,
  type FakeReply,
} from '../test-support/fake-service';
import * as recorded from '../test-support/recorded-replies';

vi.mock('@/server/env', async () => {
  const { TEST_ENV } = await import('../test-support/fake-service');
  return { storefrontEnv: () => TEST_ENV };
});

const REF = 'web-AAAAAAAAAAAAAAAAAAAAAA';
const BUY = 'POST /api/v1/svc/experience/buy/tickets';
const LOOKUP = 'GET /api/v1/svc/transaction';

const checkout = eventCheckout({ merchantReference: REF });

const found = reply(200, recorded.transaction(REF));
const missing = reply(404, recorded.notFound('Transaction not found'));

function run(buy: FakeReply[], lookup: FakeReply[]) {
  const service = installFakeService({ [BUY]: buy, [LOOKUP]: lookup });
  return { service, outcome: completePurchase(checkout) };
}

beforeEach(() => {
  vi.unstubAllGlobals();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('completePurchase', () => {
  it('buys with the session holds and reference, then reads the full record', async () => {
    const { service, outcome } = run([reply(201, recorded.purchase(REF))], [found]);
    await expect(outcome).resolves.toMatchObject({
      status: 'confirmed',
      merchantReference: REF,
      order: { reference: 'TXN-8F3K2M' },
    });
    const [buy] = service.callsTo(BUY);
    expect(buy?.body).toEqual({
      reservation_ids: [recorded.RESERVATION_VIP],
      tickets: [{ id: recorded.VIP_ID, count: 2 }],
      experience_id: recorded.EVENT_ID,
      customer_info: { name: 'Ada Obi', email: 'ada@example.com', phone_number: '08031234567' },
      merchant_reference: REF,
    });
    expect(buy?.headers['transactionmedium']).toBe('Web');
    expect(service.callsTo(LOOKUP)[0]?.url.searchParams.get('merchant_reference')).toBe(REF);
  });

  it('after a timeout, a recorded transaction means confirmed, with no second buy', async () => {
    const { service, outcome } = run([timeout()], [found]);
    await expect(outcome).resolves.toMatchObject({ status: 'confirmed', merchantReference: REF });
    expect(service.callsTo(BUY)).toHaveLength(1);
  });

  it('after a dropped connection and a 404 lookup, retries once with the same reference', async () => {
    const { service, outcome } = run(
      [dropped(), reply(201, recorded.purchase(REF))],
      [missing, found],
    );
    await expect(outcome).resolves.toMatchObject({ status: 'confirmed' });
    const buys = service.callsTo(BUY);
    expect(buys).toHaveLength(2);
    expect(
      buys.map((call) => (call.body as { merchant_reference: string }).merchant_reference),
    ).toEqual([REF, REF]);
  });

  it('says nothing was charged when every attempt fails and nothing is recorded', async () => {
    const { service, outcome } = run([timeout()], [missing]);
    await expect(outcome).resolves.toEqual({
      status: 'failed',
      reason: 'unavailable',
      message: CHECKOUT_MESSAGES.unavailable,
    });
    expect(service.callsTo(BUY)).toHaveLength(2);
  });

  it('does not claim nothing was charged when the lookup cannot be made either', async () => {
    const { outcome } = run([timeout()], [timeout()]);
    await expect(outcome).resolves.toMatchObject({ status: 'failed', reason: 'unconfirmed' });
  });

  it('treats used holds whose reference is recorded as our own earlier purchase (double click, two tabs)', async () => {
    const { outcome } = run([reply(404, recorded.reservationsGone)], [found]);
    await expect(outcome).resolves.toMatchObject({ status: 'confirmed', merchantReference: REF });
  });

  it('treats a repeated merchant reference as confirmed', async () => {
    const { service, outcome } = run([reply(409, recorded.duplicateReference)], [found]);
    await expect(outcome).resolves.toMatchObject({ status: 'confirmed' });
    expect(service.callsTo(BUY)).toHaveLength(1);
  });

  it.each([
    [404, recorded.reservationsGone],
    [409, { success: false, status: 409, message: 'Reserved inventory no longer available' }],
  ])(
    'asks to reserve again when the holds are gone (%i) and nothing is recorded',
    async (status, body) => {
      const { outcome } = run([reply(status, body)], [missing]);
      await expect(outcome).resolves.toEqual({
        status: 'failed',
        reason: 'expired',
        message: CHECKOUT_MESSAGES.expired,
      });
    },
  );

  it('reports a wallet that cannot cover the order without retrying', async () => {
    const { service, outcome } = run([reply(402, recorded.walletShort)], [missing]);
    await expect(outcome).resolves.toMatchObject({ status: 'failed', reason: 'wallet' });
    expect(service.callsTo(BUY)).toHaveLength(1);
  });

  it('explains a coach that left while the customer was paying, and buys nothing', async () => {
    const bus: CheckoutState = {
      ...checkout,
      selection: {
        kind: 'bus',
        scheduleId: 35,
        scheduleType: 'timed',
        routeId: 1,
        departure: '2026-11-24 06:00',
        seatIds: [1],
      },
    };
    const service = installFakeService({
      'POST /api/v1/svc/bus/buy/tickets': [
        reply(422, {
          success: false,
          message: 'invalid',
          errors: { reservation_ids: ['The schedule has departed.'] },
        }),
      ],
    });
    await expect(completePurchase(bus)).resolves.toEqual({
      status: 'failed',
      reason: 'rejected',
      message: expect.stringMatching(/has left/),
    });
    expect(service.calls).toHaveLength(1);
  });

  it('takes a repeated merchant reference as proof of the purchase, without a lookup', async () => {
    const { service, outcome } = run([reply(409, recorded.duplicateReference)], [missing]);
    await expect(outcome).resolves.toEqual({
      status: 'confirmed',
      merchantReference: REF,
      order: null,
    });
    expect(service.callsTo(LOOKUP)).toHaveLength(0);
  });

  it('confirms without the record when the buy succeeded but the record is not readable yet', async () => {
    const { outcome } = run([reply(201, recorded.purchase(REF))], [missing]);
    await expect(outcome).resolves.toEqual({
      status: 'confirmed',
      merchantReference: REF,
      order: null,
    });
  });

  it.each([400, 422])(
    'reports a refused order (%i) without retrying or looking up',
    async (status) => {
      const { service, outcome } = run(
        [reply(status, { success: false, status, message: 'The given data was invalid.' })],
        [missing],
      );
      await expect(outcome).resolves.toEqual({
        status: 'failed',
        reason: 'rejected',
        message: CHECKOUT_MESSAGES.rejected,
      });
      expect(service.callsTo(BUY)).toHaveLength(1);
      expect(service.callsTo(LOOKUP)).toHaveLength(0);
    },
  );

  it('does not say the holds expired when they are gone but the lookup cannot be made', async () => {
    const { outcome } = run([reply(404, recorded.reservationsGone)], [timeout()]);
    await expect(outcome).resolves.toEqual({
      status: 'failed',
      reason: 'unconfirmed',
      message: CHECKOUT_MESSAGES.unconfirmed,
    });
  });
});
