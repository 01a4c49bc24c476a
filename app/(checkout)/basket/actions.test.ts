// The basket's actions in-process: reserving holds every item as one order, all or none, which the checkout then
// holds (its Remove refused while it does); a promo code applies to that order under its scope, and Pay charges the
// total after it; a refused item is named and nothing stays held.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { isBasketReference } from '@/lib/basket/part-reference';
import type { BasketItem } from '@/server/basket/state';
import { saveBasketItems } from '@/server/basket/store';
import { sessionOrder } from '@/server/checkout/test-support';
import { findPayment } from '@/server/payments/ledger';
import { paymentsDatabase } from '@/server/payments/service';
import { createPromoCode } from '@/server/promo/codes';
import { getCheckoutSession } from '@/server/session/checkout-session';
import { installFakeService, reply } from '@/server/ticketing/test-support/fake-service';
import {
  clearCookies,
  redirectOf,
  startRequest,
} from '@/server/ticketing/test-support/next-request';
import * as recorded from '@/server/ticketing/test-support/recorded-replies';
import { ROUTES } from '@/server/ticketing/test-support/routes';
import { applyPromoCode, startPayment } from '../checkout/actions';
import { removeFromBasket, reserveBasket } from './actions';

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
  return { storefrontEnv: () => TEST_ENV };
});

const { holds: HOLDS, tickets: TICKETS, detail: DETAIL } = ROUTES;
const BASKET = 'BBBBBBBBBBBBBBBBBBBBBB';

/** Two choices of the recorded event, kept apart: VIP 2 × ₦10,500 and Regular 1 × ₦5,250. */
const item = (
  key: string,
  id: string,
  title: string,
  quantity: number,
  unitPrice: number,
): BasketItem => ({
  key,
  selection: { kind: 'event', eventId: recorded.EVENT_ID },
  chosen: [{ id, quantity }],
  title: `Lagos Jazz Night (${title})`,
  lines: [{ id, title, quantity, unitPrice }],
});
const items = [
  item('vip', recorded.VIP_ID, 'VIP', 2, 10500),
  item('regular', recorded.REGULAR_ID, 'Regular', 1, 5250),
];

function service() {
  return installFakeService({
    [DETAIL]: [reply(200, recorded.experienceDetail)],
    [TICKETS]: [reply(200, recorded.ticketCategories)],
    [HOLDS]: [reply(201, recorded.createdHolds)],
  });
}

function contactForm() {
  const form = new FormData();
  form.set('name', 'Ada Obi');
  form.set('email', 'ada@example.com');
  form.set('phone', '08031234567');
  return form;
}

beforeEach(async () => {
  vi.unstubAllGlobals();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  clearCookies();
  startRequest();
  const db = await paymentsDatabase();
  for (const table of [
    'promo_uses',
    'promo_codes',
    'test_payments',
    'payments',
    'baskets',
  ] as const)
    await db.deleteFrom(table).execute();
  await saveBasketItems(db, BASKET, items, Date.now());
  const session = await getCheckoutSession();
  session.basket = { id: BASKET, count: items.length };
  await session.save();
});

describe('reserving the basket', () => {
  it('holds every item as one order of parts in one request, which the checkout then holds', async () => {
    const fake = service();
    await expect(redirectOf(reserveBasket(null, contactForm()))).resolves.toBe('/checkout');
    expect(fake.callsTo(HOLDS)).toHaveLength(1);
    const order = await sessionOrder();
    expect(order?.fromBasket).toBe(true);
    expect(isBasketReference(order!.merchantReference)).toBe(true);
    expect(order?.parts.map((part) => part.holds)).toEqual([
      [recorded.RESERVATION_VIP],
      [recorded.RESERVATION_REGULAR],
    ]);
    // Reserved, the basket's items wait for the checkout: Remove goes there instead.
    const remove = new FormData();
    remove.set('item', 'vip');
    await expect(redirectOf(removeFromBasket(remove))).resolves.toBe('/checkout');
  });

  it('names the item that is short and holds nothing', async () => {
    const soldOut = {
      data: {
        tickets: [
          { ...recorded.ticketCategories.data.tickets[0], slots_remaining: 1 },
          recorded.ticketCategories.data.tickets[1]!,
        ],
      },
    };
    const fake = installFakeService({
      [DETAIL]: [reply(200, recorded.experienceDetail)],
      [TICKETS]: [reply(200, soldOut)],
    });
    const outcome = await reserveBasket(null, contactForm());
    expect(outcome).toMatchObject({ ok: false, itemKey: 'vip' });
    expect(outcome?.message).toMatch(/^Lagos Jazz Night/);
    expect(fake.callsTo(HOLDS)).toHaveLength(0);
    expect(await sessionOrder()).toBeNull();
  });
});

describe('a promo code on the basket’s order', () => {
  it('is taken off every part in its scope, and Pay charges the total after it', async () => {
    service();
    await redirectOf(reserveBasket(null, contactForm()));
    const order = (await sessionOrder())!;
    await createPromoCode(
      await paymentsDatabase(),
      {
        code: 'SPRING20',
        campaign: 'launch',
        discount: { kind: 'percent', percent: 20 },
        scope: { type: 'event', eventId: recorded.EVENT_ID },
      },
      'test',
      Date.now(),
    );
    const codeForm = new FormData();
    codeForm.set('order', order.merchantReference);
    codeForm.set('code', 'spring20');
    await expect(redirectOf(applyPromoCode(null, codeForm))).resolves.toBe('/checkout');
    expect((await sessionOrder())?.promoCode).toBe('SPRING20');
    const pay = new FormData();
    pay.set('order', order.merchantReference);
    await redirectOf(startPayment(null, pay));
    const payment = await findPayment(await paymentsDatabase(), order.merchantReference);
    // ₦26,250 before the code, 20% off every part: ₦21,000.
    expect(payment?.amount_kobo).toBe(2_100_000);
    expect(JSON.parse(payment!.checkout)).toMatchObject({
      promo: { code: 'SPRING20', beforeKobo: 2_625_000, afterKobo: 2_100_000 },
      parts: [{ lines: [{ title: 'VIP' }] }, { lines: [{ title: 'Regular' }] }],
    });
  });
});
