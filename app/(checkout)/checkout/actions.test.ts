// Tests of the checkout actions in-process: each (pay too) refuses other sites, and change and cancel give the holds back.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CHECKOUT_MESSAGES } from '@/lib/checkout/messages';
import { openPayment, saveAuthorizationUrl, transition } from '@/server/payments/ledger';
import { paymentsDatabase } from '@/server/payments/service';
import { sessionCheckout } from '@/server/checkout/test-support';
import { getCheckoutSession } from '@/server/session/checkout-session';
import { EMBED_PARENT_HEADER } from '@/server/session/embed-parent-header';
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
import { createPromoCode } from '@/server/promo/codes';
import { claimPromoUse, promoUsesOf } from '@/server/promo/uses';
import { orderKeyOf } from '@/server/session/checkout-state';
import { PROMO_COOKIE } from '@/server/session/promo-cookie';
import {
  applyPromoCode,
  cancelCheckout,
  changeTickets,
  confirmPurchase,
  removePromoCode,
  reserveAgain,
  startPayment,
} from './actions';

vi.mock(
  'next/headers',
  async () => (await import('@/server/ticketing/test-support/next-request')).nextHeaders,
);
vi.mock(
  'next/navigation',
  async () => (await import('@/server/ticketing/test-support/next-request')).nextNavigation,
);
vi.mock('next/cache', () => ({ revalidatePath: () => undefined }));
vi.mock('@/server/env', async () => {
  const { TEST_ENV } = await import('@/server/ticketing/test-support/fake-service');
  // A small per-session limit, so reserving again can be seen to count (each test has a session of its own).
  return { storefrontEnv: () => ({ ...TEST_ENV, RESERVE_LIMIT_PER_SESSION: SESSION_RESERVES }) };
});

const SESSION_RESERVES = 3;

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

/** The form a checkout page posts: the order it shows. */
function orderForm(order: string = REF): FormData {
  const form = new FormData();
  form.set('order', order);
  return form;
}

const free = { ...checkout, lines: checkout.lines.map((line) => ({ ...line, unitPrice: 0 })) };

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
  it('buys a free order’s held tickets under the stored reference and shows the order', async () => {
    await sessionWith({ checkout: free });
    const fake = service();
    await expect(redirectOf(confirmPurchase(null, orderForm()))).resolves.toBe(`/orders/${REF}`);
    expect(fake.callsTo(BUY)[0]?.body).toMatchObject({
      merchant_reference: REF,
      reservation_ids: checkout.holds,
    });
    const session = await getCheckoutSession();
    expect(await sessionCheckout()).toBeUndefined();
    expect(session.lastOrder).toBe(REF);
    const source = await (
      await paymentsDatabase()
    )
      .selectFrom('order_sources')
      .selectAll()
      .where('reference', '=', REF)
      .executeTakeFirst();
    expect(source).toMatchObject({ channel: 'web', host: null, amount_kobo: 0 });
  });

  it('refuses an order with a price: called directly it buys nothing, and no payment is skipped', async () => {
    const fake = service();
    await expect(confirmPurchase(null, orderForm())).resolves.toEqual({
      ok: false,
      reason: 'refused',
      message: CHECKOUT_MESSAGES.mustPay,
    });
    expect(fake.calls).toEqual([]);
    expect(await sessionCheckout()).toEqual(checkout);
  });

  it('tells the customer when the merchant’s wallet cannot pay (402), and keeps the checkout', async () => {
    await sessionWith({ checkout: free });
    service({ [BUY]: [reply(402, recorded.walletShort)] });
    await expect(confirmPurchase(null, orderForm())).resolves.toEqual({
      ok: false,
      reason: 'wallet',
      message: CHECKOUT_MESSAGES.wallet,
    });
    expect(await sessionCheckout()).toEqual(free);
  });

  it('shows the last order when the checkout was already confirmed in another tab', async () => {
    await sessionWith({ checkout: undefined, lastOrder: REF });
    const fake = service();
    await expect(redirectOf(confirmPurchase(null, orderForm()))).resolves.toBe(`/orders/${REF}`);
    expect(fake.calls).toEqual([]);
  });

  it.each(crossSite)('refuses a post from %s without buying', async (_, origin) => {
    const fake = service();
    startRequest(origin);
    await expect(confirmPurchase(null, orderForm())).resolves.toEqual({
      ok: false,
      reason: 'refused',
      message: CHECKOUT_MESSAGES.crossSite,
    });
    expect(fake.calls).toEqual([]);
    expect(await sessionCheckout()).toEqual(checkout);
  });
});

describe('pay', () => {
  it.each(crossSite)(
    'refuses a post from %s without opening a payment or buying',
    async (_, origin) => {
      const fake = service();
      startRequest(origin);
      await expect(startPayment(null, orderForm())).resolves.toEqual({
        ok: false,
        reason: 'refused',
        message: CHECKOUT_MESSAGES.crossSite,
      });
      expect(fake.calls).toEqual([]);
      expect(await sessionCheckout()).toEqual(checkout);
    },
  );
});

describe('pay and confirm act only on the order the page shows', () => {
  const OTHER = 'web-DDDDDDDDDDDDDDDDDDDDDD';

  it.each([
    ['pay', startPayment],
    ['confirm', confirmPurchase],
  ] as const)(
    '%s: another tab reserved since, so the checkout is shown again and nothing is paid or bought',
    async (_, action) => {
      // Tab B replaced the session's checkout; tab A still shows (and posts) the first order.
      await sessionWith({ checkout: { ...free, merchantReference: OTHER } });
      const fake = service();
      await expect(redirectOf(action(null, orderForm(REF)))).resolves.toBe('/checkout?changed=1');
      expect(fake.calls).toEqual([]);
      expect(
        await (
          await paymentsDatabase()
        )
          .selectFrom('payments')
          .selectAll()
          .where('reference', 'in', [REF, OTHER])
          .execute(),
      ).toEqual([]);
    },
  );

  it.each([
    ['pay', startPayment],
    ['confirm', confirmPurchase],
  ] as const)(
    '%s: a post that names no order (called directly) is not acted on',
    async (_, action) => {
      await sessionWith({ checkout: free });
      const fake = service();
      await expect(redirectOf(action(null, new FormData()))).resolves.toBe('/checkout?changed=1');
      const form = orderForm('web-../../orders');
      await expect(redirectOf(action(null, form))).resolves.toBe('/checkout?changed=1');
      expect(fake.calls).toEqual([]);
    },
  );

  it('pay opens the payment for the shown order, at the session’s total, with the configured address (never the request’s)', async () => {
    request.headers.set('host', 'evil.example');
    request.headers.set('origin', 'https://evil.example');
    request.headers.set('x-forwarded-host', 'evil.example');
    // The same-origin check follows the request's host when no public origin is set; the payment's address must not.
    service();
    const location = await redirectOf(startPayment(null, orderForm()));
    expect(location).not.toContain('evil.example');
    const db = await paymentsDatabase();
    const payment = await db
      .selectFrom('payments')
      .selectAll()
      .where('reference', '=', REF)
      .executeTakeFirstOrThrow();
    expect(payment).toMatchObject({ amount_kobo: 2_625_000, origin: 'http://localhost:3000' });
    const started = await db
      .selectFrom('test_payments')
      .selectAll()
      .where('reference', '=', REF)
      .executeTakeFirstOrThrow();
    expect(started.callback_url).toBe(`http://localhost:3000/checkout/return?reference=${REF}`);
    // The provider's page names what is being bought.
    expect(started.description).toBe('Lagos Jazz Night: VIP × 2, Regular × 1');
  });
});

describe('pay for a coach trip: a passenger name per seat held', () => {
  // A flexible trip holding two places: its seats are counted from the session, not read from the service.
  const trip = (merchantReference: string) => ({
    ...checkout,
    merchantReference,
    selection: {
      kind: 'bus' as const,
      scheduleId: 9,
      routeId: 1,
      scheduleType: 'random' as const,
      busId: 2,
      departureDate: '2026-11-24',
    },
    lines: [{ id: '9', title: 'Coach place', quantity: 2, unitPrice: 9000 }],
    holds: [recorded.RESERVATION_VIP],
  });
  const withNames = (order: string, names: Record<string, string>) => {
    const form = orderForm(order);
    for (const [field, name] of Object.entries(names)) form.set(field, name);
    return form;
  };
  const stored = async (reference: string) =>
    (await paymentsDatabase())
      .selectFrom('bus_passengers')
      .select(['position', 'seat_number', 'name'])
      .where('reference', '=', reference)
      .orderBy('position')
      .execute();
  const payments = async (reference: string) =>
    (await paymentsDatabase())
      .selectFrom('payments')
      .selectAll()
      .where('reference', '=', reference)
      .execute();

  it('keeps the names under the order, then opens the payment', async () => {
    const reference = 'web-PPPPPPPPPPPPPPPPPPPPP1';
    await sessionWith({ checkout: trip(reference) });
    service();
    await redirectOf(
      startPayment(
        null,
        withNames(reference, { 'passenger.1': ' Tunde  Bello ', 'passenger.2': 'Bola Ade' }),
      ),
    );
    expect(await stored(reference)).toEqual([
      { position: 0, seat_number: null, name: 'Tunde Bello' },
      { position: 1, seat_number: null, name: 'Bola Ade' },
    ]);
    expect(await payments(reference)).toHaveLength(1);
  });

  it('refuses a missing name, or names for seats not held, and opens no payment', async () => {
    const reference = 'web-PPPPPPPPPPPPPPPPPPPPP2';
    await sessionWith({ checkout: trip(reference) });
    const fake = service();
    await expect(
      startPayment(null, withNames(reference, { 'passenger.1': 'Tunde Bello' })),
    ).resolves.toEqual({
      ok: false,
      reason: 'refused',
      message: 'Give the full name of the passenger number 2.',
    });
    const extra = withNames(reference, {
      'passenger.1': 'A Bee',
      'passenger.2': 'C Dee',
      'passenger.3': 'E Eff',
    });
    await expect(startPayment(null, extra)).resolves.toMatchObject({
      ok: false,
      reason: 'refused',
    });
    expect(fake.calls).toEqual([]);
    expect(await stored(reference)).toEqual([]);
    expect(await payments(reference)).toEqual([]);
  });

  it('refuses passenger names on an order that has no seats', async () => {
    const reference = 'web-PPPPPPPPPPPPPPPPPPPPP3';
    await sessionWith({ checkout: { ...checkout, merchantReference: reference } });
    service();
    await expect(
      startPayment(null, withNames(reference, { 'passenger.1': 'Tunde Bello' })),
    ).resolves.toMatchObject({ ok: false, reason: 'refused' });
    expect(await payments(reference)).toEqual([]);
  });
});

describe('pay inside an embed’s frame', () => {
  it('hands the frame the provider’s page to open in a window of its own (the page refuses frames), never a redirect of the frame', async () => {
    request.headers.set(EMBED_PARENT_HEADER, 'https://blog.example');
    service();
    const state = await startPayment(null, orderForm());
    const started = await (
      await paymentsDatabase()
    )
      .selectFrom('test_payments')
      .selectAll()
      .where('reference', '=', REF)
      .executeTakeFirstOrThrow();
    expect(state).toEqual({ ok: true, payUrl: `http://localhost:3000/pay/test/${REF}` });
    expect(started.callback_url).toBe(`http://localhost:3000/checkout/return?reference=${REF}`);
  });

  it('still takes the frame to the order when an earlier attempt was paid after all', async () => {
    request.headers.set(EMBED_PARENT_HEADER, 'https://blog.example');
    const EARLIER = 'web-FFFFFFFFFFFFFFFFFFFFFF';
    const db = await paymentsDatabase();
    await openPayment(
      db,
      {
        reference: EARLIER,
        provider: 'test',
        amountKobo: 2_625_000,
        email: 'ada@example.com',
        checkout: { ...checkout, merchantReference: EARLIER },
        origin: 'http://localhost:3000',
      },
      Date.now(),
    );
    await transition(db, EARLIER, ['pending'], 'paid', Date.now());
    await sessionWith({ checkout: { ...checkout, orderKey: EARLIER } });
    service();
    await expect(redirectOf(startPayment(null, orderForm()))).resolves.toBe(
      `/checkout/return?reference=${EARLIER}`,
    );
  });
});

describe('pay when an earlier attempt at the order exists', () => {
  const EARLIER = 'web-EEEEEEEEEEEEEEEEEEEEEE';
  const opened = (reference: string, orderKey?: string) => ({
    reference,
    provider: 'test',
    amountKobo: 2_625_000,
    email: 'ada@example.com',
    checkout: { ...checkout, merchantReference: reference, ...(orderKey && { orderKey }) },
    origin: 'http://localhost:3000',
  });

  it('an earlier attempt paid after all is the order’s payment: no second payment is opened', async () => {
    const db = await paymentsDatabase();
    await openPayment(db, opened(EARLIER), Date.now());
    await transition(db, EARLIER, ['pending'], 'paid', Date.now());
    await sessionWith({ checkout: { ...checkout, orderKey: EARLIER } });
    const fake = service();
    const before = await db.selectFrom('payments').selectAll().execute();
    await expect(redirectOf(startPayment(null, orderForm()))).resolves.toBe(
      `/checkout/return?reference=${EARLIER}`,
    );
    expect(await db.selectFrom('payments').selectAll().execute()).toEqual(before);
    expect(fake.calls).toEqual([]);
  });

  it('a payment left unfinished at the provider opens its payment page again', async () => {
    const db = await paymentsDatabase();
    await openPayment(db, opened(REF), Date.now());
    await saveAuthorizationUrl(db, REF, 'https://checkout.example/abc');
    await transition(db, REF, ['pending'], 'abandoned', Date.now());
    service();
    await expect(redirectOf(startPayment(null, orderForm()))).resolves.toBe(
      'https://checkout.example/abc',
    );
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
    const again = await sessionCheckout();
    expect(again?.merchantReference).not.toBe(REF);
    // Still the same order: a payment made for the old holds and one for the new are never both bought.
    expect(again?.orderKey).toBe(REF);
  });

  it('counts against the reserve limits: past them it neither releases nor holds', async () => {
    const fake = service();
    for (let i = 0; i < SESSION_RESERVES; i++)
      await expect(redirectOf(reserveAgain(null))).resolves.toBe('/checkout');
    const holdsBefore = fake.callsTo(HOLDS).length;
    const released = fake.callsTo(RELEASE_VIP).length + fake.callsTo(RELEASE_REGULAR).length;
    const refusal = await reserveAgain(null);
    expect(refusal).toMatchObject({
      ok: false,
      reason: 'refused',
      message: expect.stringMatching(/^Too many reservations/),
    });
    expect(fake.callsTo(HOLDS)).toHaveLength(holdsBefore);
    expect(fake.callsTo(RELEASE_VIP).length + fake.callsTo(RELEASE_REGULAR).length).toBe(released);
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
    expect(await sessionCheckout()).toBeUndefined();
    expect(session.draft).toEqual({
      selection: checkout.selection,
      quantities: { [recorded.VIP_ID]: 2, [recorded.REGULAR_ID]: 1 },
      contact: checkout.contact,
    });
  });

  it('inside an embed frame, change and cancel return to the embedded event with its campaign', async () => {
    const embedded = {
      ...checkout,
      channel: 'embed' as const,
      source: {
        host: 'https://blog.example',
        utmSource: 'news',
        utmMedium: null,
        utmCampaign: 'jazz',
      },
    };
    request.headers.set(EMBED_PARENT_HEADER, 'https://blog.example');
    service();
    await sessionWith({ checkout: embedded });
    await expect(redirectOf(changeTickets())).resolves.toBe(
      `/embed/events/${recorded.EVENT_ID}?utm_source=news&utm_campaign=jazz#tickets`,
    );
    await sessionWith({ checkout: embedded });
    await expect(redirectOf(cancelCheckout())).resolves.toBe(
      `/embed/events/${recorded.EVENT_ID}?utm_source=news&utm_campaign=jazz`,
    );
    // With the campaign's code the order carries, so the next reserve in the frame takes it again.
    await sessionWith({ checkout: { ...embedded, promoCode: 'BLOG10' } });
    await expect(redirectOf(cancelCheckout())).resolves.toBe(
      `/embed/events/${recorded.EVENT_ID}?utm_source=news&utm_campaign=jazz&code=BLOG10`,
    );
    // The same checkout opened in a tab of the shop goes to the shop's own page.
    request.headers.delete(EMBED_PARENT_HEADER);
    await sessionWith({ checkout: embedded });
    await expect(redirectOf(cancelCheckout())).resolves.toBe(`/events/${recorded.EVENT_ID}`);
  });

  it('cancel releases every hold as its owner, forgets the choice but not the customer’s details, and returns to the page', async () => {
    await sessionWith({
      draft: { selection: checkout.selection, quantities: {}, contact: checkout.contact },
    });
    const fake = service();
    await expect(redirectOf(cancelCheckout())).resolves.toBe(`/events/${recorded.EVENT_ID}`);
    expect(fake.callsTo(RELEASE_VIP).map((call) => call.body)).toEqual([owner]);
    expect(fake.callsTo(RELEASE_REGULAR).map((call) => call.body)).toEqual([owner]);
    const session = await getCheckoutSession();
    expect(await sessionCheckout()).toBeUndefined();
    expect(session.draft).toEqual({
      selection: checkout.selection,
      quantities: {},
      contact: checkout.contact,
    });
  });

  it('cancel still ends the checkout when the service cannot release (the holds expire on their own)', async () => {
    service({ [RELEASE_VIP]: [reply(503, { success: false, status: 503, message: 'Down' })] });
    await redirectOf(cancelCheckout());
    expect(await sessionCheckout()).toBeUndefined();
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
      expect(await sessionCheckout()).toEqual(checkout);
    },
  );
});

describe('promo codes', () => {
  // VIP 2 × ₦10,500 and Regular 1 × ₦5,250: ₦26,250 before any code.
  const FULL_KOBO = 2_625_000;
  const db = () => paymentsDatabase();
  beforeEach(async () => {
    for (const table of ['promo_uses', 'promo_codes', 'test_payments', 'payments'] as const)
      await (await db()).deleteFrom(table).execute();
  });
  const code = async (name: string, rules: Record<string, unknown> = {}) =>
    createPromoCode(
      await db(),
      {
        code: name,
        campaign: 'launch',
        discount: { kind: 'percent', percent: 20 },
        scope: { type: 'shop' },
        ...rules,
      },
      'test',
      Date.now(),
    );
  const codeForm = (typed: string, order = REF) => {
    const form = orderForm(order);
    form.set('code', typed);
    return form;
  };
  const paymentOf = async (reference: string) =>
    (await db())
      .selectFrom('payments')
      .selectAll()
      .where('reference', '=', reference)
      .executeTakeFirst();
  const providerAmountOf = async (reference: string) =>
    (
      await (
        await db()
      )
        .selectFrom('test_payments')
        .select('amount_kobo')
        .where('reference', '=', reference)
        .executeTakeFirst()
    )?.amount_kobo;

  it('applies a code to the shown order: kept in the session (and remembered), never a price from the form', async () => {
    await code('SPRING20');
    const form = codeForm(' spring20 ');
    form.set('amount', '1');
    await expect(redirectOf(applyPromoCode(null, form))).resolves.toBe('/checkout');
    expect((await sessionCheckout())?.promoCode).toBe('SPRING20');
    expect(request.cookies.get(PROMO_COOKIE)).toBe('SPRING20');
  });

  it('refuses a code that does not apply, with the reason, and keeps none', async () => {
    await code('LATER', { validFrom: Date.now() + 86_400_000 });
    await expect(applyPromoCode(null, codeForm('LATER'))).resolves.toEqual({
      ok: false,
      message: 'The code LATER was not applied: This code cannot be used yet.',
    });
    await expect(applyPromoCode(null, codeForm('NOPE'))).resolves.toMatchObject({
      ok: false,
      message: expect.stringMatching(/We do not know this code/),
    });
    await expect(applyPromoCode(null, codeForm('<script>'))).resolves.toMatchObject({
      ok: false,
      message: expect.stringMatching(/3 to 32 letters/),
    });
    expect((await sessionCheckout())?.promoCode).toBeUndefined();
  });

  it('counts codes that do not exist: past ten a session is told to wait, while a real code still applies', async () => {
    await code('SPRING20');
    const answers = [];
    for (let attempt = 0; attempt < 12; attempt += 1)
      answers.push(
        (await applyPromoCode(null, codeForm(`GUESS${attempt}`))) as { message: string },
      );
    expect(answers.at(-1)?.message).toMatch(
      /Too many codes that do not exist were tried from here\. Try again in \d+ minutes?\./,
    );
    expect(
      answers.filter((answer) => /We do not know this code/.test(answer.message)).length,
    ).toBeLessThanOrEqual(10);
    await expect(redirectOf(applyPromoCode(null, codeForm('SPRING20')))).resolves.toBe('/checkout');
  });

  it('applies a code to the session’s own checkout alone: another order in the form is shown the checkout again', async () => {
    await code('SPRING20');
    await expect(
      redirectOf(applyPromoCode(null, codeForm('SPRING20', 'web-OOOOOOOOOOOOOOOOOOOOOO'))),
    ).resolves.toBe('/checkout?changed=1');
    expect((await sessionCheckout())?.promoCode).toBeUndefined();
  });

  it('pay charges the discounted total, the provider’s amount is that total, and the use is claimed before the payment opens', async () => {
    await code('SPRING20');
    await sessionWith({ checkout: { ...checkout, promoCode: 'SPRING20' } });
    service();
    await redirectOf(startPayment(null, orderForm()));
    const payment = await paymentOf(REF);
    expect(payment?.amount_kobo).toBe(2_100_000);
    expect(await providerAmountOf(REF)).toBe(2_100_000);
    expect(JSON.parse(payment!.checkout).promo).toEqual({
      code: 'SPRING20',
      campaign: 'launch',
      beforeKobo: FULL_KOBO,
      discountKobo: 525_000,
      afterKobo: 2_100_000,
    });
    expect(await promoUsesOf(await db(), REF)).toMatchObject({
      code: 'SPRING20',
      reference: REF,
      status: 'claimed',
      discountKobo: 525_000,
    });
    // Claimed: a campaign link does not apply it to the next order again.
    expect(request.cookies.get(PROMO_COOKIE) ?? '').toBe('');
  });

  it('a code used up meanwhile (its one use claimed by another order) refuses Pay with the reason, nothing charged', async () => {
    await code('ONCE', { maxUses: 1 });
    await claimPromoUse(
      await db(),
      {
        code: 'ONCE',
        orderKey: 'web-XXXXXXXXXXXXXXXXXXXXXX',
        reference: 'web-XXXXXXXXXXXXXXXXXXXXXX',
        channel: 'web',
        email: 'bola@example.com',
        phone: null,
        tickets: 1,
        grossKobo: 1,
        discountKobo: 1,
        expiresAt: Date.now() + 60_000,
      },
      Date.now(),
    );
    await sessionWith({ checkout: { ...checkout, promoCode: 'ONCE' } });
    const fake = service();
    await expect(startPayment(null, orderForm())).resolves.toMatchObject({
      ok: false,
      reason: 'refused',
      message: expect.stringMatching(/The code ONCE was not applied: This code has been used/),
    });
    expect(await paymentOf(REF)).toBeUndefined();
    expect(fake.calls).toEqual([]);
  });

  it('a code turned off after it was applied: Pay refuses rather than charging a price the page did not show', async () => {
    await code('SPRING20', { enabled: false });
    await sessionWith({ checkout: { ...checkout, promoCode: 'SPRING20' } });
    service();
    await expect(startPayment(null, orderForm())).resolves.toMatchObject({
      ok: false,
      message: expect.stringMatching(/no longer be used/),
    });
    expect(await paymentOf(REF)).toBeUndefined();
  });

  it('removing the code after a Pay gives its use back, and the next Pay is a new payment at the full price: the discounted one is never reused', async () => {
    await code('SPRING20');
    await sessionWith({ checkout: { ...checkout, promoCode: 'SPRING20' } });
    service();
    await redirectOf(startPayment(null, orderForm()));
    await expect(redirectOf(removePromoCode(null, orderForm()))).resolves.toBe('/checkout');
    expect((await promoUsesOf(await db(), REF))?.status).toBe('returned');
    await redirectOf(startPayment(null, orderForm()));
    const again = (await sessionCheckout())!;
    expect(again.merchantReference).not.toBe(REF);
    expect(orderKeyOf(again)).toBe(REF);
    expect((await paymentOf(again.merchantReference))?.amount_kobo).toBe(FULL_KOBO);
    expect(await providerAmountOf(again.merchantReference)).toBe(FULL_KOBO);
    expect((await paymentOf(REF))?.amount_kobo).toBe(2_100_000);
    expect((await promoUsesOf(await db(), REF))?.status).toBe('returned');
  });

  it('a code that leaves ₦0 buys at once, like a free order, and its use is used', async () => {
    await code('GUEST', { discount: { kind: 'price', kobo: 0 } });
    await sessionWith({ checkout: { ...checkout, promoCode: 'GUEST' } });
    const fake = service();
    await expect(redirectOf(confirmPurchase(null, orderForm()))).resolves.toBe(`/orders/${REF}`);
    expect(fake.callsTo(BUY)).toHaveLength(1);
    expect(await paymentOf(REF)).toBeUndefined();
    expect(await promoUsesOf(await db(), REF)).toMatchObject({
      code: 'GUEST',
      status: 'used',
      discountKobo: FULL_KOBO,
    });
  });

  it('confirm without paying stays refused when the code leaves something to pay', async () => {
    await code('SPRING20');
    await sessionWith({ checkout: { ...checkout, promoCode: 'SPRING20' } });
    const fake = service();
    await expect(confirmPurchase(null, orderForm())).resolves.toEqual({
      ok: false,
      reason: 'refused',
      message: CHECKOUT_MESSAGES.mustPay,
    });
    expect(fake.calls).toEqual([]);
    expect(await promoUsesOf(await db(), REF)).toBeUndefined();
  });
});
