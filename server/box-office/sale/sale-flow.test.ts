// Tests of a box-office sale: the tender recorded before the buy, the buy sent exactly once under the `pos-`
// reference (looked up first on every retry), unsettled sales retried or voided, who may act on a sale, and a sale's
// promo code (claimed at the tender, used when sold, given back when voided) or supervisor's manual discount.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Customer } from '@/lib/box-office/sale-form';
import { tenderFormSchema } from '@/lib/box-office/tender';
import { storefrontMetrics } from '@/server/metrics/registry';
import type { CheckoutState } from '@/server/session/checkout-state';
import { testStoreDatabase } from '@/server/payments/testing/store';
import type { StoreDatabase } from '@/server/store-db/connect';
import { completePurchase, lookUp } from '@/server/ticketing/flows/purchase';
import type { ReserveRequest } from '@/server/ticketing/flows/reserve';
import { eventCheckout } from '@/server/ticketing/test-support/checkouts';
import {
  dropped,
  installFakeService,
  reply,
  type FakeReply,
} from '@/server/ticketing/test-support/fake-service';
import * as recorded from '@/server/ticketing/test-support/recorded-replies';
import { createPromoCode } from '@/server/promo/codes';
import type { AuditEntryInput } from '@/server/staff/audit-log';
import { addToSale } from './basket-flow';
import { manualDiscounts } from '@/server/box-office/discount-report';
import {
  applySaleCode,
  discountSale,
  DISCOUNT_MESSAGES,
  removeSaleDiscount,
} from './sale-discount';
import { shiftCashMovements } from '@/server/box-office/shifts/shifts';
import {
  buySale,
  cancelSale,
  holdSale,
  SALE_MESSAGES,
  STALE_BUY_MS,
  tenderSale,
  UNSETTLED_MESSAGES,
  voidSale,
  type Actor,
  type SaleDeps,
} from './sale-flow';
import { findSale, saleEventsOf } from './sales';

vi.mock('@/server/env', async () => {
  const { TEST_ENV } = await import('@/server/ticketing/test-support/fake-service');
  return { storefrontEnv: () => TEST_ENV };
});

const BUY = 'POST /api/v1/svc/experience/buy/tickets';
const LOOKUP = 'GET /api/v1/svc/transaction';
const NOW = Date.parse('2026-11-21T12:00:00.000Z');
const BOX_OFFICE = {
  name: 'Box Office',
  email: 'box-office@tickets.example',
  phone: '08000000000',
};
const ada: Actor = { id: 'staff-ada', role: 'seller' };
const bola: Actor = { id: 'staff-bola', role: 'seller' };
const chief: Actor = { id: 'staff-chief', role: 'supervisor' };

let db: StoreDatabase;
let references = 0;
let released: string[][];
let reserved: ReserveRequest[];
let audits: AuditEntryInput[];
let emailed: string[];
let ticketsRecorded: string[];

function deps(overrides: Partial<SaleDeps> = {}): SaleDeps {
  return {
    db,
    reserve: async (request) => {
      reserved.push(request);
      references += 1;
      const checkout: CheckoutState = eventCheckout({
        channel: 'pos',
        contact: request.contact,
        merchantReference: `pos-${String(references).padStart(22, 'A')}`,
        expiresAt: new Date(NOW + 180_000).toISOString(),
      });
      return { ok: true, checkout };
    },
    purchase: (checkout) => completePurchase(checkout),
    release: async (checkout) => {
      released.push(checkout.holds);
    },
    lookup: lookUp,
    boxOfficeContact: BOX_OFFICE,
    audit: async (entry) => {
      audits.push(entry);
    },
    recordTickets: async (reference) => {
      ticketsRecorded.push(reference);
    },
    confirm: async (sale) => {
      emailed.push(sale.reference);
    },
    now: () => NOW,
    ...overrides,
  };
}

const cash = (received: string) =>
  tenderFormSchema.parse({ tender: 'cash', cashReceived: received });
const card = tenderFormSchema.parse({ tender: 'card', reference: 'TRM-0042' });

async function heldSale(actor = ada, customer: Customer | null = null) {
  const result = await holdSale(deps(), actor, {
    selection: { kind: 'event', eventId: recorded.EVENT_ID },
    lines: [{ id: recorded.VIP_ID, quantity: 2 }],
    customer,
  });
  if (!result.ok) throw new Error(result.message);
  return result.sale;
}

const service = (buy: FakeReply[], lookups: FakeReply[]) =>
  installFakeService({ [BUY]: buy, [LOOKUP]: lookups });
const found = (reference: string) => reply(200, recorded.transaction(reference));
const missing = reply(404, recorded.notFound('Transaction not found'));
const down = reply(503, { success: false, status: 503, message: 'Service unavailable' });

beforeEach(async () => {
  vi.unstubAllGlobals();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  db = await testStoreDatabase();
  released = [];
  reserved = [];
  audits = [];
  emailed = [];
  ticketsRecorded = [];
});

describe('holdSale', () => {
  it('holds on the pos channel and sells a walk-in under the box office contact', async () => {
    const sale = await heldSale();
    expect(reserved[0]).toMatchObject({ channel: 'pos', contact: BOX_OFFICE });
    expect(sale).toMatchObject({
      status: 'held',
      staff_id: ada.id,
      kind: 'event',
      amount_kobo: 2_100_000,
      customer: null,
    });
    expect(sale.reference).toMatch(/^pos-/);
  });

  it('keeps a customer’s own contact', async () => {
    const customer = { name: 'Ada Obi', email: 'ada@example.com', phone: '08031234567' };
    const sale = await heldSale(ada, customer);
    expect(reserved[0]?.contact).toEqual(customer);
    expect(sale.customer).toEqual(customer);
  });

  it('records a name and phone given without an email, the service getting the box office’s contact', async () => {
    const customer = { name: 'Chidi Okafor', phone: '08035550101' };
    const sale = await heldSale(ada, customer);
    expect(reserved[0]?.contact).toEqual(BOX_OFFICE);
    expect(sale.customer).toEqual(customer);
    expect((await findSale(db, sale.reference))?.customer).toEqual(customer);
  });

  it('gives back the staff member’s earlier basket, and only theirs', async () => {
    const first = await heldSale(ada);
    const other = await heldSale(bola);
    await heldSale(ada);
    expect((await findSale(db, first.reference))?.status).toBe('released');
    expect((await findSale(db, other.reference))?.status).toBe('held');
    expect(released).toEqual([first.checkout.holds]);
  });

  it('records nothing when the hold is refused', async () => {
    const result = await holdSale(
      deps({ reserve: async () => ({ ok: false, message: 'Only 1 VIP ticket is left.' }) }),
      ada,
      {
        selection: { kind: 'event', eventId: recorded.EVENT_ID },
        lines: [{ id: recorded.VIP_ID, quantity: 2 }],
        customer: null,
      },
    );
    expect(result).toEqual({ ok: false, message: 'Only 1 VIP ticket is left.' });
    expect(await db.selectFrom('sales').selectAll().execute()).toEqual([]);
  });
});

describe('tenderSale', () => {
  it('records the cash and change before buying once, with medium POS, after a lookup', async () => {
    const sale = await heldSale();
    const fake = service(
      [reply(201, recorded.purchase(sale.reference))],
      [missing, found(sale.reference)],
    );
    const sold = async () =>
      (await storefrontMetrics().purchases.get()).values.find(
        (v) => v.labels.channel === 'box-office',
      )?.value ?? 0;
    const before = await sold();
    const result = await tenderSale(deps(), ada, sale.reference, cash('25,000'));
    expect(result).toMatchObject({
      ok: true,
      sale: {
        status: 'settled',
        tender: 'cash',
        cash_received_kobo: 2_500_000,
        change_kobo: 400_000,
        settled_at: NOW,
      },
    });
    expect(await sold()).toBe(before + 1);
    const buys = fake.callsTo(BUY);
    expect(buys).toHaveLength(1);
    expect(buys[0]?.headers['transactionmedium']).toBe('POS');
    expect(buys[0]?.body).toMatchObject({
      merchant_reference: sale.reference,
      customer_info: { email: BOX_OFFICE.email },
    });
    // The lookup came before the buy: a lost reply of an earlier attempt would have been found.
    expect(fake.calls[0]?.url.pathname).toBe('/api/v1/svc/transaction');
    expect((await saleEventsOf(db, sale.reference)).map((e) => e.type)).toEqual([
      'held',
      'tendered',
      'bought',
    ]);
  });

  it('refuses too little cash and leaves the sale held, with no call to the service', async () => {
    const sale = await heldSale();
    const fake = service([], []);
    const result = await tenderSale(deps(), ada, sale.reference, cash('20000'));
    expect(result).toMatchObject({ ok: false, message: expect.stringMatching(/Too little cash/) });
    expect((await findSale(db, sale.reference))?.status).toBe('held');
    expect(fake.calls).toHaveLength(0);
  });

  it('records a card tender with its terminal reference', async () => {
    const sale = await heldSale();
    service([reply(201, recorded.purchase(sale.reference))], [missing, found(sale.reference)]);
    const result = await tenderSale(deps(), ada, sale.reference, card);
    expect(result).toMatchObject({
      ok: true,
      sale: { tender: 'card', tender_reference: 'TRM-0042', change_kobo: null },
    });
  });

  it('takes the tender once: a second tender of the same sale is refused', async () => {
    const sale = await heldSale();
    service([reply(201, recorded.purchase(sale.reference))], [missing, found(sale.reference)]);
    await tenderSale(deps(), ada, sale.reference, cash('21000'));
    await expect(tenderSale(deps(), ada, sale.reference, cash('21000'))).resolves.toMatchObject({
      ok: false,
      message: SALE_MESSAGES.notHeld,
    });
  });

  it('holds again under the same reference when the holds lapsed before the tender', async () => {
    const sale = await heldSale();
    const later = deps({ now: () => NOW + 10 * 60_000 });
    service([reply(201, recorded.purchase(sale.reference))], [missing, found(sale.reference)]);
    const result = await tenderSale(later, ada, sale.reference, cash('21000'));
    expect(result).toMatchObject({
      ok: true,
      sale: { status: 'settled', reference: sale.reference },
    });
    expect(reserved).toHaveLength(2);
  });
});

describe('the confirmation email after a sale', () => {
  const customer = { name: 'Ngozi Amadi', email: 'ngozi@example.com', phone: '08031234567' };

  it('is sent once when the sale settles, and not again for a double-submitted tender or a retry', async () => {
    const sale = await heldSale(ada, customer);
    service(
      [reply(201, recorded.purchase(sale.reference))],
      [missing, found(sale.reference), found(sale.reference)],
    );
    const [first, second] = await Promise.all([
      tenderSale(deps(), ada, sale.reference, cash('21000')),
      tenderSale(deps(), ada, sale.reference, cash('21000')),
    ]);
    expect([first.ok, second.ok].sort()).toEqual([false, true]);
    await buySale(deps(), ada, sale.reference);
    expect(emailed).toEqual([sale.reference]);
  });

  it('is not sent when the buy failed', async () => {
    const sale = await heldSale(ada, customer);
    service([down], [missing]);
    await tenderSale(deps(), ada, sale.reference, cash('21000'));
    expect(emailed).toEqual([]);
  });

  it('records the tickets of the sale it settled once, before the email, and stands when that fails', async () => {
    const sale = await heldSale(ada, customer);
    service([reply(201, recorded.purchase(sale.reference))], [missing, found(sale.reference)]);
    await tenderSale(deps(), ada, sale.reference, cash('21000'));
    await tenderSale(deps(), ada, sale.reference, cash('21000'));
    expect(ticketsRecorded).toEqual([sale.reference]);
    const other = await heldSale(ada, customer);
    service([reply(201, recorded.purchase(other.reference))], [missing, found(other.reference)]);
    const failing = deps({
      recordTickets: async () => {
        throw new Error('ticketing down');
      },
    });
    await expect(tenderSale(failing, ada, other.reference, cash('21000'))).resolves.toMatchObject({
      ok: true,
      sale: { status: 'settled' },
    });
    expect(emailed).toEqual([sale.reference, other.reference]);
  });

  it('never fails or undoes the sale when the mail cannot be sent', async () => {
    const sale = await heldSale(ada, customer);
    service([reply(201, recorded.purchase(sale.reference))], [missing, found(sale.reference)]);
    const failing = deps({
      confirm: async () => {
        throw new Error('connect ECONNREFUSED 127.0.0.1:25');
      },
    });
    await expect(tenderSale(failing, ada, sale.reference, cash('21000'))).resolves.toMatchObject({
      ok: true,
      sale: { status: 'settled' },
    });
    expect(audits.map((entry) => entry.action)).toEqual(['sale']);
  });
});

describe('an unsettled sale', () => {
  async function unsettledSale() {
    const sale = await heldSale();
    service([down], [missing]);
    const result = await tenderSale(deps(), ada, sale.reference, cash('21000'));
    expect(result).toMatchObject({
      ok: false,
      sale: { status: 'unsettled', failure: UNSETTLED_MESSAGES.unavailable },
    });
    return sale;
  }

  it('keeps the tender and says what to do next when the service stays down', async () => {
    const sale = await unsettledSale();
    expect(await findSale(db, sale.reference)).toMatchObject({
      tender: 'cash',
      cash_received_kobo: 2_100_000,
    });
  });

  it('is settled on retry without a second buy when the service had recorded it', async () => {
    const sale = await unsettledSale();
    const fake = service([reply(201, recorded.purchase(sale.reference))], [found(sale.reference)]);
    await expect(buySale(deps(), ada, sale.reference)).resolves.toMatchObject({
      ok: true,
      sale: { status: 'settled', failure: null },
    });
    expect(fake.callsTo(BUY)).toHaveLength(0);
  });

  it('is bought on retry, once, when the service had not recorded it', async () => {
    const sale = await unsettledSale();
    const fake = service(
      [dropped(), reply(201, recorded.purchase(sale.reference))],
      [missing, missing, found(sale.reference)],
    );
    await expect(buySale(deps(), ada, sale.reference)).resolves.toMatchObject({
      ok: true,
      sale: { status: 'settled' },
    });
    expect(
      fake
        .callsTo(BUY)
        .map((call) => (call.body as { merchant_reference: string }).merchant_reference),
    ).toEqual([sale.reference, sale.reference]);
  });

  it('is bought by one of two retries at once', async () => {
    const sale = await unsettledSale();
    const fake = service(
      [reply(201, recorded.purchase(sale.reference))],
      [missing, missing, found(sale.reference)],
    );
    const results = await Promise.all([
      buySale(deps(), ada, sale.reference),
      buySale(deps(), ada, sale.reference),
    ]);
    // The other finds it being bought (busy) or, if it came late, already sold.
    expect(results.some((r) => r.ok)).toBe(true);
    expect(fake.callsTo(BUY)).toHaveLength(1);
    expect((await findSale(db, sale.reference))?.status).toBe('settled');
    expect(audits.map((entry) => entry.action)).toEqual(['tender-failed', 'sale']);
    expect(
      (await saleEventsOf(db, sale.reference)).filter((e) => e.type === 'bought'),
    ).toHaveLength(1);
  });

  it('is settled once when a buy taken over as stale and the request it took over both succeed', async () => {
    const sale = await unsettledSale();
    service([], [found(sale.reference)]);
    const later = deps({ now: () => NOW + STALE_BUY_MS + 1 });
    // The first retry claims the sale and stalls; a minute later another takes it over; both then settle it.
    let resume!: () => void;
    const gate = new Promise<void>((done) => (resume = done));
    const stalledLookup = async (reference: string) => {
      await gate;
      return lookUp(reference);
    };
    const stalled = buySale(deps({ lookup: stalledLookup }), ada, sale.reference);
    await vi.waitFor(async () =>
      expect((await findSale(db, sale.reference))?.status).toBe('buying'),
    );
    await expect(buySale(later, chief, sale.reference)).resolves.toMatchObject({
      ok: true,
      sale: { status: 'settled' },
    });
    resume();
    await expect(stalled).resolves.toMatchObject({ sale: { status: 'settled' } });
    expect(audits.filter((entry) => entry.action === 'sale')).toEqual([
      expect.objectContaining({ staffId: chief.id, subject: sale.reference }),
    ]);
    expect(
      (await saleEventsOf(db, sale.reference)).filter((e) => e.type === 'bought'),
    ).toHaveLength(1);
  });

  it('is voided with its refund recorded and its holds released, when the service has no record', async () => {
    const sale = await unsettledSale();
    service([], [missing]);
    const result = await voidSale(deps(), ada, sale.reference, 'cash returned');
    expect(result).toMatchObject({
      ok: true,
      sale: { status: 'voided', failure: 'Cash ₦21,000.00 refunded: cash returned' },
    });
    expect(released).toEqual([sale.checkout.holds]);
  });

  it('is settled, not voided, when the service has it after all', async () => {
    const sale = await unsettledSale();
    service([], [found(sale.reference)]);
    await expect(voidSale(deps(), ada, sale.reference, '')).resolves.toMatchObject({
      ok: false,
      message: SALE_MESSAGES.alreadySold,
      sale: { status: 'settled' },
    });
  });

  it('is not voided while the service cannot be asked', async () => {
    const sale = await unsettledSale();
    service([], [down]);
    await expect(voidSale(deps(), ada, sale.reference, '')).resolves.toMatchObject({
      ok: false,
      message: SALE_MESSAGES.unreachable,
    });
    expect((await findSale(db, sale.reference))?.status).toBe('unsettled');
  });

  it('may be retried by a supervisor but not by another seller', async () => {
    const sale = await unsettledSale();
    service([], [found(sale.reference)]);
    await expect(buySale(deps(), bola, sale.reference)).resolves.toEqual({
      ok: false,
      message: SALE_MESSAGES.notYours,
    });
    await expect(buySale(deps(), chief, sale.reference)).resolves.toMatchObject({
      ok: true,
      sale: { status: 'settled' },
    });
  });
});

describe('cancelSale', () => {
  it('releases a held sale once', async () => {
    const sale = await heldSale();
    await expect(cancelSale(deps(), ada, sale.reference)).resolves.toMatchObject({
      ok: true,
      sale: { status: 'released' },
    });
    await expect(cancelSale(deps(), ada, sale.reference)).resolves.toMatchObject({
      ok: false,
      message: SALE_MESSAGES.notHeld,
    });
    expect(released).toHaveLength(1);
  });
});

describe('a sale with a promo code', () => {
  const CODE = 'LAUNCH25';
  async function launchCode(rules: { maxUses?: number | null } = {}) {
    const rule = {
      campaign: 'Launch week',
      note: null,
      discount: { kind: 'percent' as const, percent: 25 },
      scope: { type: 'shop' as const },
    };
    const caps = {
      validFrom: null,
      validUntil: null,
      maxUses: null,
      maxUsesPerCustomer: null,
      maxTicketsPerOrder: null,
      minTickets: null,
    };
    await createPromoCode(db, { code: CODE, ...rule, ...caps, ...rules }, chief.id, NOW - 60_000);
  }
  const useOf = async (reference: string) =>
    (await db
      .selectFrom('promo_uses')
      .select(['status', 'gross_kobo', 'discount_kobo', 'channel'])
      .where('order_key', '=', reference)
      .executeTakeFirst()) ?? null;
  const claimedOf = async () =>
    Number(
      (
        await db
          .selectFrom('promo_codes')
          .select('claimed')
          .where('code', '=', CODE)
          .executeTakeFirstOrThrow()
      ).claimed,
    );

  it('is quoted with the sale’s lines, takes the discounted total as tender, and its use is claimed then used when sold', async () => {
    await launchCode();
    const sale = await heldSale();
    await expect(applySaleCode(deps(), ada, sale.reference, ' launch25 ')).resolves.toMatchObject({
      ok: true,
      sale: { promo_code: CODE, discount_kobo: 525_000, amount_kobo: 1_575_000 },
    });
    expect(await useOf(sale.reference)).toBeNull();
    service([reply(201, recorded.purchase(sale.reference))], [missing, found(sale.reference)]);
    await expect(tenderSale(deps(), ada, sale.reference, cash('15749'))).resolves.toMatchObject({
      ok: false,
      message: expect.stringMatching(/Too little cash/),
    });
    await expect(tenderSale(deps(), ada, sale.reference, cash('20000'))).resolves.toMatchObject({
      ok: true,
      sale: { status: 'settled', change_kobo: 425_000 },
    });
    expect(await useOf(sale.reference)).toEqual({
      status: 'used',
      gross_kobo: 2_100_000,
      discount_kobo: 525_000,
      channel: 'pos',
    });
    expect(audits.find((entry) => entry.action === 'sale')?.detail).toMatchObject({
      amountKobo: 1_575_000,
      discountKobo: 525_000,
      promoCode: CODE,
    });
    // The drawer expects what the customer paid.
    const shift = {
      id: 'shift',
      staffId: ada.id,
      openedAt: NOW - 60_000,
      closedAt: null,
      closedBy: null,
      cashUp: null,
    };
    expect(await shiftCashMovements(db, shift, NOW)).toEqual({
      cashSalesKobo: 1_575_000,
      cashRefundsKobo: 0,
    });
  });

  it('gives its use back when the paid sale is refunded and voided', async () => {
    await launchCode({ maxUses: 1 });
    const sale = await heldSale();
    await applySaleCode(deps(), ada, sale.reference, CODE);
    service([down], [missing]);
    await expect(tenderSale(deps(), ada, sale.reference, cash('15750'))).resolves.toMatchObject({
      ok: false,
      sale: { status: 'unsettled' },
    });
    expect((await useOf(sale.reference))?.status).toBe('claimed');
    expect(await claimedOf()).toBe(1);
    service([], [missing]);
    await expect(voidSale(deps(), ada, sale.reference, 'cash returned')).resolves.toMatchObject({
      ok: true,
      sale: { status: 'voided', failure: 'Cash ₦15,750.00 refunded: cash returned' },
    });
    expect((await useOf(sale.reference))?.status).toBe('returned');
    expect(await claimedOf()).toBe(0);
  });

  it('refuses the tender of a sale whose code was used up meanwhile: nothing tendered, nothing claimed', async () => {
    await launchCode({ maxUses: 1 });
    const first = await heldSale(ada);
    const second = await heldSale(bola);
    await applySaleCode(deps(), ada, first.reference, CODE);
    await applySaleCode(deps(), bola, second.reference, CODE);
    service([reply(201, recorded.purchase(first.reference))], [missing, found(first.reference)]);
    await expect(tenderSale(deps(), ada, first.reference, cash('15750'))).resolves.toMatchObject({
      ok: true,
      sale: { status: 'settled' },
    });
    const fake = service([], []);
    const refused = await tenderSale(deps(), bola, second.reference, cash('15750'));
    expect(refused).toMatchObject({
      ok: false,
      message: expect.stringMatching(/Remove the code to sell at full price\.$/),
    });
    expect(await findSale(db, second.reference)).toMatchObject({ status: 'held', tender: null });
    expect(await useOf(second.reference)).toBeNull();
    expect(fake.calls).toHaveLength(0);
    // Taken off, the sale is sold at the full price.
    await expect(removeSaleDiscount(deps(), bola, second.reference)).resolves.toMatchObject({
      ok: true,
      sale: { amount_kobo: 2_100_000, promo_code: null, discount_kobo: null },
    });
  });

  it('is refused on a sale of several items, and taken off a sale that becomes one', async () => {
    await launchCode();
    const sale = await heldSale();
    await applySaleCode(deps(), ada, sale.reference, CODE);
    const added = await addToSale(deps(), ada, {
      selection: { kind: 'event', eventId: recorded.EVENT_ID },
      lines: [{ id: recorded.VIP_ID, quantity: 2 }],
      customer: null,
    });
    expect(added).toMatchObject({
      ok: true,
      sale: { amount_kobo: 4_200_000, promo_code: null, discount_kobo: null },
    });
    const several = added.ok ? added.sale.reference : '';
    await expect(applySaleCode(deps(), ada, several, CODE)).resolves.toMatchObject({
      ok: false,
      message: DISCOUNT_MESSAGES.several,
    });
    await expect(
      discountSale(deps(), chief, several, { amountKobo: 100, reason: 'Regular customer' }),
    ).resolves.toMatchObject({ ok: false, message: DISCOUNT_MESSAGES.several });
  });
});

describe('a manual discount', () => {
  const discount = { amountKobo: 100_000, reason: 'Obstructed view' };

  it('is given by a supervisor, with its reason in the audit log, and counted apart in the report', async () => {
    const sale = await heldSale();
    await expect(discountSale(deps(), chief, sale.reference, discount)).resolves.toMatchObject({
      ok: true,
      sale: {
        amount_kobo: 2_000_000,
        discount_kobo: 100_000,
        discount_reason: 'Obstructed view',
        promo_code: null,
      },
    });
    expect(audits).toEqual([
      {
        staffId: chief.id,
        action: 'manual-discount',
        subject: sale.reference,
        detail: {
          grossKobo: 2_100_000,
          discountKobo: 100_000,
          reason: 'Obstructed view',
          seller: ada.id,
        },
      },
    ]);
    await expect(applySaleCode(deps(), ada, sale.reference, 'LAUNCH25')).resolves.toMatchObject({
      ok: false,
      message: DISCOUNT_MESSAGES.hasManual,
    });
    service([reply(201, recorded.purchase(sale.reference))], [missing, found(sale.reference)]);
    await expect(tenderSale(deps(), ada, sale.reference, card)).resolves.toMatchObject({
      ok: true,
      sale: { status: 'settled', amount_kobo: 2_000_000 },
    });
    expect(await manualDiscounts(db, NOW - 1, NOW + 1)).toEqual({
      sales: 1,
      grossKobo: 2_100_000,
      discountKobo: 100_000,
      netKobo: 2_000_000,
    });
  });

  it('is refused to a seller, even on their own sale, and above the sale’s total', async () => {
    const sale = await heldSale();
    await expect(discountSale(deps(), ada, sale.reference, discount)).resolves.toEqual({
      ok: false,
      message: DISCOUNT_MESSAGES.supervisorOnly,
    });
    await expect(
      discountSale(deps(), chief, sale.reference, { ...discount, amountKobo: 2_100_001 }),
    ).resolves.toMatchObject({ ok: false, message: DISCOUNT_MESSAGES.tooMuch });
    expect(await findSale(db, sale.reference)).toMatchObject({
      amount_kobo: 2_100_000,
      discount_kobo: null,
      discount_reason: null,
    });
    expect(audits).toEqual([]);
  });
});
