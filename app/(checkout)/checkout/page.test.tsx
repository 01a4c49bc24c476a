// Tests of the checkout page in-process: a reference already recorded is an order, not a second offer to buy.
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CHECKOUT_MESSAGES } from '@/lib/checkout/messages';
import { openPayment } from '@/server/payments/ledger';
import { paymentsDatabase } from '@/server/payments/service';
import { getCheckoutSession } from '@/server/session/checkout-session';
import { EMBED_PARENT_HEADER } from '@/server/session/embed-parent-header';
import { eventCheckout } from '@/server/ticketing/test-support/checkouts';
import { installFakeService, reply, timeout } from '@/server/ticketing/test-support/fake-service';
import {
  clearCookies,
  redirectOf,
  request,
  startRequest,
} from '@/server/ticketing/test-support/next-request';
import * as recorded from '@/server/ticketing/test-support/recorded-replies';
import { ROUTES } from '@/server/ticketing/test-support/routes';
import CheckoutPage from './page';

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

const REF = 'web-DDDDDDDDDDDDDDDDDDDDDD';
const LOOKUP = ROUTES.lookup;

const checkout = eventCheckout({ merchantReference: REF });

async function render(payment?: string) {
  return renderToStaticMarkup(await CheckoutPage({ searchParams: Promise.resolve({ payment }) }));
}

beforeEach(async () => {
  vi.unstubAllGlobals();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  clearCookies();
  startRequest();
  const session = await getCheckoutSession();
  // Three minutes left on the server's clock, so the page offers to buy.
  session.checkout = { ...checkout, expiresAt: new Date(Date.now() + 180_000).toISOString() };
  await session.save();
});

describe('checkout page', () => {
  it('looks the reference up first and shows the order when the purchase was already recorded', async () => {
    const fake = installFakeService({ [LOOKUP]: [reply(200, recorded.transaction(REF))] });
    await expect(redirectOf(CheckoutPage({ searchParams: Promise.resolve({}) }))).resolves.toBe(
      `/orders/${REF}`,
    );
    expect(fake.callsTo(LOOKUP)[0]?.url.searchParams.get('merchant_reference')).toBe(REF);
  });

  it('offers to buy when nothing was recorded under the reference', async () => {
    const fake = installFakeService({
      [LOOKUP]: [reply(404, recorded.notFound('Transaction not found'))],
    });
    const html = await render();
    expect(fake.callsTo(LOOKUP)).toHaveLength(1);
    expect(html).toContain('Lagos Jazz Night');
    expect(html).toContain('ada@example.com');
    expect(html).toContain('Pay ₦21,000.00');
  });

  it('still shows the checkout when the lookup cannot reach the service (the buy settles it by reference)', async () => {
    installFakeService({ [LOOKUP]: [timeout()] });
    await expect(render()).resolves.toContain('Lagos Jazz Night');
  });

  it('back after the purchase, says the checkout is finished and links to its order without asking the service', async () => {
    const session = await getCheckoutSession();
    session.checkout = undefined;
    session.lastOrder = REF;
    await session.save();
    const fake = installFakeService({});
    const html = await render();
    expect(html).toContain('Your last checkout is finished and its order is confirmed.');
    expect(html).toMatch(new RegExp(`href="/orders/${REF}"[^>]*>See your order`));
    expect(fake.calls).toEqual([]);
  });

  it('after a payment left unfinished, says the tickets are still held and only one payment is kept', async () => {
    installFakeService({ [LOOKUP]: [reply(404, recorded.notFound('Transaction not found'))] });
    const html = await render('unfinished');
    expect(html).toContain(CHECKOUT_MESSAGES.paymentUnfinished);
    expect(html).not.toContain(CHECKOUT_MESSAGES.paymentDeclined);
  });

  it('a retry whose order was bought meanwhile under its first payment shows that order, not a second offer to pay', async () => {
    const FIRST = 'web-FFFFFFFFFFFFFFFFFFFFFF';
    const db = await paymentsDatabase();
    await openPayment(
      db,
      {
        reference: FIRST,
        provider: 'test',
        amountKobo: 2_100_000,
        email: 'ada@example.com',
        checkout: { ...checkout, merchantReference: FIRST },
        origin: 'https://shop.example',
      },
      Date.now(),
    );
    await db
      .updateTable('payments')
      .set({ status: 'bought' })
      .where('reference', '=', FIRST)
      .execute();
    const session = await getCheckoutSession();
    session.checkout = { ...session.checkout!, orderKey: FIRST };
    await session.save();
    installFakeService({ [LOOKUP]: [reply(404, recorded.notFound('Transaction not found'))] });
    await expect(redirectOf(CheckoutPage({ searchParams: Promise.resolve({}) }))).resolves.toBe(
      `/orders/${FIRST}`,
    );
  });

  describe('inside an embed’s frame, while the customer pays in a window of its own', () => {
    const paymentWith = async (status: 'pending' | 'abandoned' | 'bought' | 'declined') => {
      const db = await paymentsDatabase();
      await openPayment(
        db,
        {
          reference: REF,
          provider: 'test',
          amountKobo: 2_100_000,
          email: 'ada@example.com',
          checkout,
          origin: 'https://shop.example',
        },
        Date.now(),
      );
      await db.updateTable('payments').set({ status }).where('reference', '=', REF).execute();
    };

    it.each(['bought', 'declined'] as const)(
      'takes the return the window took once the payment is %s there',
      async (status) => {
        request.headers.set(EMBED_PARENT_HEADER, 'https://blog.example');
        await paymentWith(status);
        installFakeService({ [LOOKUP]: [reply(404, recorded.notFound('Transaction not found'))] });
        await expect(redirectOf(CheckoutPage({ searchParams: Promise.resolve({}) }))).resolves.toBe(
          `/checkout/return?reference=${REF}`,
        );
      },
    );

    it('keeps waiting while the payment is open, and outside a frame leaves the return to the provider', async () => {
      request.headers.set(EMBED_PARENT_HEADER, 'https://blog.example');
      await paymentWith('pending');
      installFakeService({
        [LOOKUP]: [
          reply(404, recorded.notFound('Transaction not found')),
          reply(404, recorded.notFound('Transaction not found')),
        ],
      });
      await expect(render()).resolves.toContain('Lagos Jazz Night');
      request.headers.delete(EMBED_PARENT_HEADER);
      await (
        await paymentsDatabase()
      )
        .updateTable('payments')
        .set({ status: 'declined' })
        .where('reference', '=', REF)
        .execute();
      await expect(render()).resolves.toContain('Lagos Jazz Night');
    });
  });
});

describe('checkout page under a waiting room', () => {
  const ROOM = `event:${recorded.EVENT_ID}`;

  async function expireHolds() {
    const session = await getCheckoutSession();
    session.checkout = { ...checkout, expiresAt: new Date(Date.now() - 1000).toISOString() };
    await session.save();
  }

  it('once the holds have lapsed with the turn, sends the customer back to the queue instead of holding again', async () => {
    const { removeRoom, saveRoomSettings } = await import('@/server/waiting-room/settings');
    const db = await paymentsDatabase();
    const now = Date.now();
    await saveRoomSettings(
      db,
      {
        id: ROOM,
        enabled: true,
        opensAt: now - 60_000,
        onSaleAt: now - 60_000,
        admitPerMinute: 10,
        turnSeconds: 600,
      },
      'test',
      now,
    );
    try {
      await expireHolds();
      installFakeService({ [LOOKUP]: [reply(404, recorded.notFound('Transaction not found'))] });
      const html = await render();
      expect(html).toContain('Tickets are sold through a waiting room: join the queue.');
      expect(html).not.toContain('Reserve again');
    } finally {
      await removeRoom(db, ROOM);
    }
  });

  it('without a room, offers to hold the same tickets again', async () => {
    await expireHolds();
    installFakeService({ [LOOKUP]: [reply(404, recorded.notFound('Transaction not found'))] });
    const html = await render();
    expect(html).toContain('Reserve again');
    expect(html).not.toContain('join the queue');
  });
});
