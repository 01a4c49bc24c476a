// Tests of the checkout actions in-process: each (pay too) refuses other sites, and change and cancel give the holds back.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CHECKOUT_MESSAGES } from '@/lib/checkout/messages';
import { EMBED_PARENT_HEADER } from '@/server/embed/frame-cookie';
import { paymentsDatabase } from '@/server/payments/service';
import { getCheckoutSession } from '@/server/session/checkout-session';
import { eventCheckout } from '@/server/ticketing/test-support/checkouts';
import { installFakeService, reply } from '@/server/ticketing/test-support/fake-service';
import {
  clearCookies,
  redirectOf,
  request,
  startRequest,
} from '@/server/ticketing/test-support/next-request';
import * as recorded from '@/server/ticketing/test-support/recorded-replies';
import { releasedReply, ROUTES } from '@/server/ticketing/test-support/routes';
import { cancelCheckout, changeTickets, confirmPurchase, reserveAgain, startPayment } from './actions';

vi.mock(
  'next/headers',
  async () => (await import('@/server/ticketing/test-support/next-request')).nextHeaders,
);
vi.mock(
  'next/navigation',
  async () => (await import('@/server/ticketing/test-support/next-request')).nextNavigation,
);
vi.mock('@/server/env', async () => {
  const { TEST_ENV } = await import('@/server/ticketing/test-support/fake-service');
  return { storefrontEnv: () => TEST_ENV };
});

const REF = 'web-CCCCCCCCCCCCCCCCCCCCCC';
const { buy: BUY, lookup: LOOKUP, holds: HOLDS, tickets: TICKETS, detail: DETAIL } = ROUTES;
const RELEASE_VIP = ROUTES.release(recorded.RESERVATION_VIP);
const RELEASE_REGULAR = ROUTES.release(recorded.RESERVATION_REGULAR);
const released = reply(200, releasedReply);
const owner = { customer_info: { email: 'ada@example.com', phone_number: '08031234567' } };

const checkout = eventCheckout({
  merchantReference: REF,
  lines: [
    { id: recorded.VIP_ID, title: 'VIP', quantity: 2, unitPrice: 10500 },
    { id: recorded.REGULAR_ID, title: 'Regular', quantity: 1, unitPrice: 5250 },
  ],
  holds: [recorded.RESERVATION_VIP, recorded.RESERVATION_REGULAR],
});

function service(routes: Parameters<typeof installFakeService>[0] = {}) {
  return installFakeService({
    [BUY]: [reply(201, recorded.purchase(REF))],
    [LOOKUP]: [reply(200, recorded.transaction(REF))],
    [DETAIL]: [reply(200, recorded.experienceDetail)],
    [TICKETS]: [reply(200, recorded.ticketCategories)],
    [HOLDS]: [reply(201, recorded.createdHolds)],
    [RELEASE_VIP]: [released],
    [RELEASE_REGULAR]: [released],
    ...routes,
  });
}

async function sessionWith(state: Partial<Awaited<ReturnType<typeof getCheckoutSession>>>) {
  const session = await getCheckoutSession();
  Object.assign(session, state);
  await session.save();
}

beforeEach(async () => {
  vi.unstubAllGlobals();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  clearCookies();
  startRequest();
  await sessionWith({ checkout });
});

const crossSite = [
  ['another site', 'https://evil.example'],
  ['no Origin at all', null],
] as const;

describe('confirm', () => {
  it('buys the held tickets under the stored reference and shows the order', async () => {
    const fake = service();
    await expect(redirectOf(confirmPurchase(null))).resolves.toBe(`/orders/${REF}`);
    expect(fake.callsTo(BUY)[0]?.body).toMatchObject({
      merchant_reference: REF,
      reservation_ids: checkout.holds,
    });
    const session = await getCheckoutSession();
    expect(session.checkout).toBeUndefined();
    expect(session.lastOrder).toBe(REF);
    const source = await (await paymentsDatabase()).selectFrom('order_sources').selectAll().where('reference', '=', REF).executeTakeFirst();
    expect(source).toMatchObject({ channel: 'web', host: null, amount_kobo: 2_625_000 });
  });

  it('tells the customer when the merchant’s wallet cannot pay (402), and keeps the checkout', async () => {
    service({ [BUY]: [reply(402, recorded.walletShort)] });
    await expect(confirmPurchase(null)).resolves.toEqual({
      ok: false,
      reason: 'wallet',
      message: CHECKOUT_MESSAGES.wallet,
    });
    expect((await getCheckoutSession()).checkout).toEqual(checkout);
  });

  it('shows the last order when the checkout was already confirmed in another tab', async () => {
    await sessionWith({ checkout: undefined, lastOrder: REF });
    const fake = service();
    await expect(redirectOf(confirmPurchase(null))).resolves.toBe(`/orders/${REF}`);
    expect(fake.calls).toEqual([]);
  });

  it.each(crossSite)('refuses a post from %s without buying', async (_, origin) => {
    const fake = service();
    startRequest(origin);
    await expect(confirmPurchase(null)).resolves.toEqual({
      ok: false,
      reason: 'refused',
      message: CHECKOUT_MESSAGES.crossSite,
    });
    expect(fake.calls).toEqual([]);
    expect((await getCheckoutSession()).checkout).toEqual(checkout);
  });
});

describe('pay', () => {
  it.each(crossSite)('refuses a post from %s without opening a payment or buying', async (_, origin) => {
    const fake = service();
    startRequest(origin);
    await expect(startPayment(null)).resolves.toEqual({
      ok: false,
      reason: 'refused',
      message: CHECKOUT_MESSAGES.crossSite,
    });
    expect(fake.calls).toEqual([]);
    expect((await getCheckoutSession()).checkout).toEqual(checkout);
  });
});

describe('reserve again', () => {
  it('releases what is left of the old holds and holds the same tickets again', async () => {
    const fake = service();
    await expect(redirectOf(reserveAgain(null))).resolves.toBe('/checkout');
    expect(fake.callsTo(RELEASE_VIP)[0]?.body).toEqual(owner);
    expect(fake.callsTo(HOLDS)[0]?.body).toMatchObject({
      tickets: [
        { resource_id: recorded.VIP_ID, quantity: 2 },
        { resource_id: recorded.REGULAR_ID, quantity: 1 },
      ],
    });
    const again = (await getCheckoutSession()).checkout;
    expect(again?.merchantReference).not.toBe(REF);
    // Still the same order: a payment made for the old holds and one for the new are never both bought.
    expect(again?.orderKey).toBe(REF);
  });

  it.each(crossSite)('refuses a post from %s without holding or releasing', async (_, origin) => {
    const fake = service();
    startRequest(origin);
    await expect(reserveAgain(null)).resolves.toEqual({
      ok: false,
      reason: 'refused',
      message: CHECKOUT_MESSAGES.crossSite,
    });
    expect(fake.calls).toEqual([]);
  });
});

describe('change and cancel', () => {
  it('change releases every hold as its owner and returns to the page with the choice kept', async () => {
    const fake = service();
    await expect(redirectOf(changeTickets())).resolves.toBe(`/events/${recorded.EVENT_ID}#tickets`);
    expect(fake.callsTo(RELEASE_VIP).map((call) => call.body)).toEqual([owner]);
    expect(fake.callsTo(RELEASE_REGULAR).map((call) => call.body)).toEqual([owner]);
    const session = await getCheckoutSession();
    expect(session.checkout).toBeUndefined();
    expect(session.draft).toEqual({
      selection: checkout.selection,
      quantities: { [recorded.VIP_ID]: 2, [recorded.REGULAR_ID]: 1 },
      contact: checkout.contact,
    });
  });

  it('inside an embed frame, change and cancel return to the embedded event with its campaign', async () => {
    const embedded = { ...checkout, channel: 'embed' as const, source: { host: 'https://blog.example', utmSource: 'news', utmMedium: null, utmCampaign: 'jazz' } };
    request.headers.set(EMBED_PARENT_HEADER, 'https://blog.example');
    service();
    await sessionWith({ checkout: embedded });
    await expect(redirectOf(changeTickets())).resolves.toBe(`/embed/events/${recorded.EVENT_ID}?utm_source=news&utm_campaign=jazz#tickets`);
    await sessionWith({ checkout: embedded });
    await expect(redirectOf(cancelCheckout())).resolves.toBe(`/embed/events/${recorded.EVENT_ID}?utm_source=news&utm_campaign=jazz`);
    // The same checkout opened in a tab of the shop goes to the shop's own page.
    request.headers.delete(EMBED_PARENT_HEADER);
    await sessionWith({ checkout: embedded });
    await expect(redirectOf(cancelCheckout())).resolves.toBe(`/events/${recorded.EVENT_ID}`);
  });

  it('cancel releases every hold as its owner, forgets the choice and returns to the page', async () => {
    await sessionWith({
      draft: { selection: checkout.selection, quantities: {}, contact: checkout.contact },
    });
    const fake = service();
    await expect(redirectOf(cancelCheckout())).resolves.toBe(`/events/${recorded.EVENT_ID}`);
    expect(fake.callsTo(RELEASE_VIP).map((call) => call.body)).toEqual([owner]);
    expect(fake.callsTo(RELEASE_REGULAR).map((call) => call.body)).toEqual([owner]);
    const session = await getCheckoutSession();
    expect(session.checkout).toBeUndefined();
    expect(session.draft).toBeUndefined();
  });

  it('cancel still ends the checkout when the service cannot release (the holds expire on their own)', async () => {
    service({ [RELEASE_VIP]: [reply(503, { success: false, status: 503, message: 'Down' })] });
    await redirectOf(cancelCheckout());
    expect((await getCheckoutSession()).checkout).toBeUndefined();
  });

  it('with nothing held, change and cancel go home', async () => {
    await sessionWith({ checkout: undefined });
    const fake = service();
    await expect(redirectOf(cancelCheckout())).resolves.toBe('/');
    await expect(redirectOf(changeTickets())).resolves.toBe('/');
    expect(fake.calls).toEqual([]);
  });

  it.each(crossSite)(
    'refuse a post from %s: nothing is released and the checkout stays',
    async (_, origin) => {
      const fake = service();
      startRequest(origin);
      await expect(redirectOf(changeTickets())).resolves.toBe('/checkout');
      await expect(redirectOf(cancelCheckout())).resolves.toBe('/checkout');
      expect(fake.calls).toEqual([]);
      expect((await getCheckoutSession()).checkout).toEqual(checkout);
    },
  );
});
