// Tests of the order page in-process: the record with a masked email, a 404 for unknown references, the down state.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeService, reply, timeout } from '@/server/ticketing/test-support/fake-service';
import { NotFoundSignal, renderHtml } from '@/server/ticketing/test-support/next-request';
import * as kinds from '@/server/ticketing/test-support/recorded-kinds';
import * as recorded from '@/server/ticketing/test-support/recorded-replies';
import { ROUTES } from '@/server/ticketing/test-support/routes';
import { openPayment, transition } from '@/server/payments/ledger';
import { paymentsDatabase } from '@/server/payments/service';
import { eventCheckout } from '@/server/ticketing/test-support/checkouts';
import OrderPage from './page';

vi.mock(
  'next/navigation',
  async () => (await import('@/server/ticketing/test-support/next-request')).nextNavigation,
);
vi.mock(
  'next/headers',
  async () => (await import('@/server/ticketing/test-support/next-request')).nextHeaders,
);
vi.mock('@/server/env', async () => {
  const { TEST_ENV } = await import('@/server/ticketing/test-support/fake-service');
  return { storefrontEnv: () => TEST_ENV };
});

const REF = 'web-EEEEEEEEEEEEEEEEEEEEEE';

async function render(reference = REF) {
  return renderHtml(await OrderPage({ params: Promise.resolve({ reference }) }));
}

beforeEach(() => {
  vi.unstubAllGlobals();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('order page', () => {
  it('shows the record: references, tickets, and the holder with the email masked', async () => {
    const fake = installFakeService({ [ROUTES.lookup]: [reply(200, recorded.transaction(REF))] });
    const html = await render();
    expect(fake.callsTo(ROUTES.lookup)[0]?.url.searchParams.get('merchant_reference')).toBe(REF);
    expect(html).toContain('TXN-8F3K2M');
    expect(html).toContain('TKT-AAAA1111');
    expect(html).toContain('Ada Obi');
    // Anyone with the link may open the page: the address is shortened to its first letter and domain.
    expect(html).toContain('a•••@example.com');
    expect(html).not.toContain('ada@example.com');
    expect(html).not.toContain('08031234567');
    // One reference to quote: never the service's running invoice number, nor a second number for the same order.
    expect(html).toContain('Booking reference');
    expect(html).not.toMatch(/Invoice|1042|Order number/);
    expect(html).toContain('Ticket holder');
    expect(html).toContain('Print tickets');
  });

  it('shows a promo code’s discount and the total charged after it (the service’s amount is before it)', async () => {
    const reference = 'web-PROMOPROMOPROMOPROMO12';
    const db = await paymentsDatabase();
    const promo = {
      code: 'LAUNCH',
      campaign: null,
      beforeKobo: 2_100_000,
      discountKobo: 420_000,
      afterKobo: 1_680_000,
    };
    const checkout = { ...eventCheckout({ merchantReference: reference }), promo };
    await openPayment(
      db,
      {
        reference,
        provider: 'test',
        amountKobo: 1_680_000,
        email: 'ada@example.com',
        checkout,
        origin: 'http://localhost:3000',
      },
      Date.now(),
    );
    await transition(db, reference, ['pending'], 'bought', Date.now());
    installFakeService({ [ROUTES.lookup]: [reply(200, recorded.transaction(reference))] });
    const html = await render(reference);
    expect(html).toContain('Promo code LAUNCH');
    expect(html).toContain('−₦4,200.00');
    expect(html).toMatch(/Total paid.*₦16,800\.00/s);
  });

  it('offers the confirmation again, a WhatsApp share of the page’s link, the refund terms and the merchant’s contact', async () => {
    installFakeService({ [ROUTES.lookup]: [reply(200, recorded.transaction(REF))] });
    const html = await render();
    expect(html).toContain(`name="reference" value="${REF}"`);
    expect(html).toContain('Email my confirmation again');
    const share = /href="(https:\/\/wa\.me\/\?text=[^"]+)"/.exec(html)?.[1];
    expect(decodeURIComponent(share!.replace(/&amp;/g, '&').split('text=')[1]!)).toMatch(
      new RegExp(`^.+: http://localhost:\\d+/orders/${REF}$`),
    );
    expect(html).toContain('href="/orders/find"');
    expect(html).toContain('Event tickets cannot be cancelled once bought.');
    expect(html).toContain('href="/refunds"');
    expect(html).toMatch(/href="mailto:[^"]+@[^"]+"/);
    expect(html).toMatch(/href="tel:\+\d+"/);
  });

  it.each([
    ['hotel', kinds.hotelRecord, ['Guest', 'Print booking', 'Booking number']],
    ['bus', kinds.busRecord, ['Passenger', 'Print boarding passes', 'aria-label="Your seats"']],
  ] as const)(
    'speaks of a %s order in its own words, never of tickets',
    async (_kind, record, words) => {
      const data = {
        ...record,
        merchant_reference: REF,
        invoice_id: 16,
        customer: { name: 'Ada Obi', email: 'ada@example.com', phone_number: '08031234567' },
      };
      installFakeService({
        [ROUTES.lookup]: [
          reply(200, { success: true, status: 200, message: 'Transaction retrieved', data }),
        ],
      });
      const html = await render();
      for (const word of words) expect(html).toContain(word);
      // Addresses are not words: the PDF of seats or rooms is at …/tickets.pdf all the same.
      expect(html.replace(/href="[^"]*"/g, '')).not.toMatch(/ticket|Invoice/i);
    },
  );

  it('says the service is down, and that a completed purchase is safe, when the record cannot be read', async () => {
    installFakeService({ [ROUTES.lookup]: [timeout()] });
    const html = await render();
    expect(html).toContain('role="alert"');
    expect(html).toContain('<h1');
    expect(html).toContain('We can’t load your order right now');
    expect(html).toContain('A completed purchase is safe.');
  });

  it('is not found when nothing was recorded under the reference', async () => {
    installFakeService({
      [ROUTES.lookup]: [reply(404, recorded.notFound('Transaction not found'))],
    });
    await expect(render()).rejects.toBeInstanceOf(NotFoundSignal);
  });

  it.each(['pos-AAAAAAAAAAAAAAAAAAAAAA', 'web-short', '../admin'])(
    'is not found for %s without asking the service',
    async (reference) => {
      const fake = installFakeService({});
      await expect(render(reference)).rejects.toBeInstanceOf(NotFoundSignal);
      expect(fake.calls).toEqual([]);
    },
  );
});
