// Tests of a box-office sale of several items: each item held into the cashier's one sale, one tender, each part
// bought under its own reference (looked up first, never twice), a part the service will not sell named and its
// share refunded on its own, or the whole sale voided while nothing of it is sold.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { isBasketReference, orderOfPart, partReference } from '@/lib/basket/part-reference';
import type { PurchaseFailure } from '@/lib/checkout/action-state';
import { tenderFormSchema } from '@/lib/box-office/tender';
import type { ChosenLine, Selection } from '@/lib/sellables/kinds';
import { testStoreDatabase } from '@/server/payments/testing/store';
import type { CheckoutState } from '@/server/session/checkout-state';
import type { StoreDatabase } from '@/server/store-db/connect';
import type { Order } from '@/lib/checkout/types';
import * as recorded from '@/server/ticketing/test-support/recorded-replies';
import type { AuditEntryInput } from '@/server/staff/audit-log';
import { addToSale, BASKET_MESSAGES, refundPart, removePart } from './basket-flow';
import {
  buySale,
  cancelSale,
  SALE_MESSAGES,
  tenderSale,
  voidSale,
  type Actor,
  type SaleDeps,
} from './sale-flow';
import { partsOf } from './sale-parts';
import { findSale, saleEventsOf, transitionSale } from './sales';

vi.mock('@/server/env', async () => {
  const { TEST_ENV } = await import('@/server/ticketing/test-support/fake-service');
  return { storefrontEnv: () => TEST_ENV };
});

const HOTEL_ID = 12;
const ROOM_ID = 3;
const NOW = Date.parse('2026-11-21T12:00:00.000Z');
const BOX_OFFICE = {
  name: 'Box Office',
  email: 'box-office@tickets.example',
  phone: '08000000000',
};
const ada: Actor = { id: 'staff-ada', role: 'seller' };
const bola: Actor = { id: 'staff-bola', role: 'seller' };

const CONCERT: Selection = { kind: 'event', eventId: recorded.EVENT_ID };
const COACH: Selection = {
  kind: 'bus',
  scheduleId: 41,
  scheduleType: 'timed',
  routeId: 1,
  departure: '2026-11-28 06:00',
  seatIds: [7],
};
const ROOM: Selection = {
  kind: 'hotel',
  hotelId: HOTEL_ID,
  roomId: ROOM_ID,
  checkin: '2026-11-28',
  checkout: '2026-11-29',
  guests: 1,
};

/** What each kind's hold costs: two ₦15,000 tickets, a ₦9,000 seat, a ₦40,000 night. */
const PRICES: Record<string, { title: string; unitPrice: number }> = {
  event: { title: 'Lagos Live', unitPrice: 15_000 },
  bus: { title: 'Abuja → Lagos', unitPrice: 9_000 },
  hotel: { title: 'Marina Suites', unitPrice: 40_000 },
};

let db: StoreDatabase;
let references: number;
let now: number;
let released: string[][];
let audits: AuditEntryInput[];
let ticketsRecorded: string[];
/** References the service has sold, and what each buy attempt answers by kind (default: sold). */
let sold: Set<string>;
let bought: string[];
let refuse: Partial<Record<string, PurchaseFailure>>;
let unreachable: Set<string>;
let reserveRefused: Set<string>;

function checkoutOf(
  selection: Selection,
  lines: ChosenLine[],
  contact: CheckoutState['contact'],
): CheckoutState {
  references += 1;
  const price = PRICES[selection.kind]!;
  return {
    selection,
    title: price.title,
    lines: lines.map((line) => ({
      id: line.id,
      title: `${price.title} place`,
      quantity: line.quantity,
      unitPrice: price.unitPrice,
    })),
    contact,
    holds: [`hold-${references}`],
    expiresAt: new Date(now + 180_000).toISOString(),
    clockOffsetMs: 0,
    merchantReference: `pos-${String(references).padStart(22, 'A')}`,
    channel: 'pos',
  };
}

function deps(): SaleDeps {
  return {
    db,
    reserve: async ({ selection, lines, contact }) =>
      reserveRefused.has(selection.kind)
        ? { ok: false, message: `No ${selection.kind} left.` }
        : { ok: true, checkout: checkoutOf(selection, lines, contact) },
    purchase: async (checkout) => {
      bought.push(checkout.merchantReference);
      const reason = refuse[checkout.selection.kind];
      if (reason) return { status: 'failed', reason, message: `refused: ${reason}` };
      sold.add(checkout.merchantReference);
      return { status: 'confirmed', merchantReference: checkout.merchantReference, order: null };
    },
    release: async (checkout) => {
      released.push(checkout.holds);
    },
    lookup: async (reference) => {
      if (unreachable.has(reference)) return { kind: 'unreachable' };
      return sold.has(reference)
        ? { kind: 'found', order: { reference } as unknown as Order }
        : { kind: 'missing' };
    },
    boxOfficeContact: BOX_OFFICE,
    audit: async (entry) => {
      audits.push(entry);
    },
    recordTickets: async (reference) => {
      ticketsRecorded.push(reference);
    },
    confirm: async () => {},
    now: () => now,
  };
}

const cash = (received: string) =>
  tenderFormSchema.parse({ tender: 'cash', cashReceived: received });

async function add(selection: Selection, actor = ada, quantity = 1) {
  const result = await addToSale(deps(), actor, {
    selection,
    lines: [{ id: `${selection.kind}-line`, quantity }],
    customer: null,
  });
  if (!result.ok) throw new Error(result.message);
  return result.sale;
}

/** A concert's two tickets, a coach seat and a hotel night held into one sale: ₦79,000. */
async function trip() {
  await add(CONCERT, ada, 2);
  await add(COACH);
  return add(ROOM);
}

beforeEach(async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  db = await testStoreDatabase();
  references = 0;
  now = NOW;
  released = [];
  audits = [];
  ticketsRecorded = [];
  sold = new Set();
  bought = [];
  refuse = {};
  unreachable = new Set();
  reserveRefused = new Set();
});

describe('addToSale', () => {
  it('starts a sale of one item as today, under a plain reference with no parts', async () => {
    const sale = await add(CONCERT, ada, 2);
    expect(isBasketReference(sale.reference)).toBe(false);
    expect(sale).toMatchObject({ status: 'held', kind: 'event', amount_kobo: 3_000_000 });
    expect(await partsOf(db, sale.reference)).toEqual([]);
  });

  it('makes the sale one of several parts, each under its own reference, with the total and the earliest expiry', async () => {
    const first = await add(CONCERT, ada, 2);
    now += 60_000;
    await add(COACH);
    const sale = await add(ROOM);
    expect(sale.reference).toBe(`${first.reference.slice(0, -2)}-0`);
    expect(await findSale(db, first.reference)).toBeUndefined();
    expect(sale).toMatchObject({
      status: 'held',
      kind: 'basket',
      amount_kobo: 7_900_000,
      title: 'Lagos Live + Abuja → Lagos + Marina Suites',
    });
    // The countdown is the concert's: held first, it lapses first.
    expect(sale.checkout.expiresAt).toBe(new Date(NOW + 180_000).toISOString());
    const parts = await partsOf(db, sale.reference);
    expect(parts.map((part) => [part.reference, part.kind, part.amount_kobo, part.status])).toEqual(
      [
        [partReference(sale.reference, 0), 'event', 3_000_000, 'held'],
        [partReference(sale.reference, 1), 'bus', 900_000, 'held'],
        [partReference(sale.reference, 2), 'hotel', 4_000_000, 'held'],
      ],
    );
    for (const part of parts) {
      expect(part.checkout.merchantReference).toBe(part.reference);
      expect(orderOfPart(part.reference)).toBe(sale.reference);
    }
    // The history follows the sale to its new reference.
    expect((await saleEventsOf(db, sale.reference)).map((event) => event.type)).toEqual([
      'held',
      'part_added',
      'part_added',
    ]);
  });

  it('leaves the sale as it was when the new item cannot be held', async () => {
    const first = await add(CONCERT);
    reserveRefused.add('hotel');
    const result = await addToSale(deps(), ada, {
      selection: ROOM,
      lines: [{ id: 'room', quantity: 1 }],
      customer: null,
    });
    expect(result).toEqual({ ok: false, message: 'No hotel left.' });
    expect(await findSale(db, first.reference)).toMatchObject({
      status: 'held',
      amount_kobo: 1_500_000,
    });
    expect(await db.selectFrom('sale_parts').selectAll().execute()).toEqual([]);
  });

  it('gives the new hold back when the sale was paid meanwhile', async () => {
    const first = await add(CONCERT);
    const base = deps();
    // The tender lands while the new item is being held.
    const racing: SaleDeps = {
      ...base,
      reserve: async (request) => {
        await db
          .updateTable('sales')
          .set({ status: 'tendered' })
          .where('reference', '=', first.reference)
          .execute();
        return base.reserve(request);
      },
    };
    const result = await addToSale(racing, ada, {
      selection: ROOM,
      lines: [{ id: 'room', quantity: 1 }],
      customer: null,
    });
    expect(result).toEqual({ ok: false, message: BASKET_MESSAGES.changed });
    expect(released).toHaveLength(1);
    expect(await findSale(db, first.reference)).toMatchObject({
      status: 'tendered',
      amount_kobo: 1_500_000,
    });
    expect(await db.selectFrom('sale_parts').selectAll().execute()).toEqual([]);
  });

  it(`refuses a tenth item`, async () => {
    await add(CONCERT);
    for (let n = 1; n < 9; n += 1) await add(COACH);
    const result = await addToSale(deps(), ada, {
      selection: ROOM,
      lines: [{ id: 'room', quantity: 1 }],
      customer: null,
    });
    expect(result).toEqual({ ok: false, message: BASKET_MESSAGES.full });
  });
});

describe('removePart', () => {
  it('gives one item back and lowers the total; the last one out cancels the sale', async () => {
    const sale = await trip();
    const [concert, coach, room] = await partsOf(db, sale.reference);
    const result = await removePart(deps(), ada, sale.reference, coach!.reference);
    expect(result).toMatchObject({ ok: true, sale: { status: 'held', amount_kobo: 7_000_000 } });
    expect(released).toEqual([coach!.checkout.holds]);
    await removePart(deps(), ada, sale.reference, concert!.reference);
    await removePart(deps(), ada, sale.reference, room!.reference);
    expect(await findSale(db, sale.reference)).toMatchObject({ status: 'released' });
  });

  it('is refused for another seller’s sale, and once paid', async () => {
    const sale = await trip();
    const [, coach] = await partsOf(db, sale.reference);
    expect(await removePart(deps(), bola, sale.reference, coach!.reference)).toMatchObject({
      ok: false,
      message: SALE_MESSAGES.notYours,
    });
    await tenderSale(deps(), ada, sale.reference, cash('79,000'));
    expect(await removePart(deps(), ada, sale.reference, coach!.reference)).toMatchObject({
      ok: false,
      message: SALE_MESSAGES.notHeld,
    });
    expect(released).toEqual([]);
  });

  it('makes a tender checked against the old total fail rather than buy more or less than was paid', async () => {
    const sale = await trip();
    const [, coach] = await partsOf(db, sale.reference);
    now += 1;
    await removePart(deps(), ada, sale.reference, coach!.reference);
    const tender = {
      kind: 'cash' as const,
      amountKobo: 7_900_000,
      cashReceivedKobo: 7_900_000,
      changeKobo: 0,
      reference: null,
    };
    expect(
      await transitionSale(db, sale.reference, ['held'], 'tendered', now, {
        tender,
        whenAmountKobo: 7_900_000,
      }),
    ).toBe(false);
    expect(
      await transitionSale(db, sale.reference, ['held'], 'tendered', now, {
        tender,
        whenAmountKobo: 7_000_000,
      }),
    ).toBe(true);
  });

  it('cancelling the sale gives back every part', async () => {
    const sale = await trip();
    await cancelSale(deps(), ada, sale.reference);
    expect(released).toHaveLength(3);
    expect((await partsOf(db, sale.reference)).map((part) => part.status)).toEqual([
      'removed',
      'removed',
      'removed',
    ]);
  });
});

describe('one tender for a sale of several items', () => {
  it('buys every part once, under its own reference, after a lookup of each, and settles the sale', async () => {
    const sale = await trip();
    const result = await tenderSale(deps(), ada, sale.reference, cash('80,000'));
    expect(result).toMatchObject({
      ok: true,
      sale: { status: 'settled', amount_kobo: 7_900_000, change_kobo: 100_000 },
    });
    const parts = await partsOf(db, sale.reference);
    expect(bought).toEqual(parts.map((part) => part.reference));
    expect(parts.map((part) => part.status)).toEqual(['bought', 'bought', 'bought']);
    expect(ticketsRecorded).toEqual(parts.map((part) => part.reference));
    const audit = audits.find((entry) => entry.action === 'sale');
    expect(audit?.detail?.parts).toBe(
      parts.map((part) => `${part.reference} ${part.kind}`).join(', '),
    );
  });

  it('names a part the service will not sell; the rest are bought and the tender kept', async () => {
    const sale = await trip();
    refuse.bus = 'expired';
    const result = await tenderSale(deps(), ada, sale.reference, cash('79,000'));
    expect(result).toMatchObject({ ok: false, sale: { status: 'unsettled' } });
    expect(result.ok ? '' : result.message).toBe(
      'Not sold: Abuja → Lagos (its held places are no longer available). Retry the sale (nothing is bought twice), or refund that item its share of the tender.',
    );
    expect((await partsOf(db, sale.reference)).map((part) => part.status)).toEqual([
      'bought',
      'failed',
      'bought',
    ]);
    expect(audits.filter((entry) => entry.action === 'tender-failed')).toHaveLength(1);
  });

  it('retries buy only the parts not sold, each looked up first, and never a part twice', async () => {
    const sale = await trip();
    refuse.bus = 'unavailable';
    unreachable.add(partReference(sale.reference, 2));
    await tenderSale(deps(), ada, sale.reference, cash('79,000'));
    expect((await partsOf(db, sale.reference)).map((part) => part.status)).toEqual([
      'bought',
      'failed',
      'failed',
    ]);
    // The coach's buy did reach the service after all, with its reply lost: the lookup finds it.
    sold.add(partReference(sale.reference, 1));
    unreachable.clear();
    delete refuse.bus;
    bought = [];
    const result = await buySale(deps(), ada, sale.reference);
    expect(result).toMatchObject({ ok: true, sale: { status: 'settled' } });
    expect(bought).toEqual([partReference(sale.reference, 2)]);
    // Settled once: a second retry buys nothing and records nothing.
    await buySale(deps(), ada, sale.reference);
    expect(bought).toEqual([partReference(sale.reference, 2)]);
    expect(audits.filter((entry) => entry.action === 'sale')).toHaveLength(1);
    expect(ticketsRecorded.toSorted()).toEqual(
      [0, 1, 2].map((index) => partReference(sale.reference, index)),
    );
  });

  it('holds a part whose holds lapsed again under the part’s own reference before buying it', async () => {
    const sale = await trip();
    now += 200_000;
    const result = await tenderSale(deps(), ada, sale.reference, cash('79,000'));
    expect(result).toMatchObject({ ok: true, sale: { status: 'settled' } });
    expect(bought).toEqual([0, 1, 2].map((index) => partReference(sale.reference, index)));
    const parts = await partsOf(db, sale.reference);
    expect(parts.map((part) => part.checkout.holds)).toEqual([['hold-4'], ['hold-5'], ['hold-6']]);
    expect(parts.map((part) => part.checkout.merchantReference)).toEqual(
      parts.map((part) => part.reference),
    );
  });

  it('refunds the share of a part not sold, audited, and settles the sale with the rest', async () => {
    const sale = await trip();
    refuse.hotel = 'rejected';
    await tenderSale(deps(), ada, sale.reference, cash('79,000'));
    const room = partReference(sale.reference, 2);
    const result = await refundPart(deps(), ada, sale.reference, room, 'cash returned');
    expect(result).toMatchObject({ ok: true, sale: { status: 'settled' } });
    const parts = await partsOf(db, sale.reference);
    expect(parts[2]).toMatchObject({
      status: 'refunded',
      failure: 'Cash ₦40,000.00 refunded: cash returned',
    });
    expect(released).toEqual([parts[2]!.checkout.holds]);
    expect(audits.find((entry) => entry.action === 'part-refund')).toMatchObject({
      subject: room,
      detail: { sale: sale.reference, kind: 'hotel', amountKobo: 4_000_000, note: 'cash returned' },
    });
    // Not refunded twice.
    expect(await refundPart(deps(), ada, sale.reference, room, '')).toMatchObject({
      ok: false,
      message: SALE_MESSAGES.notVoidable,
    });
  });

  it('does not refund a part the service has sold after all: it is marked bought', async () => {
    const sale = await trip();
    refuse.hotel = 'unavailable';
    await tenderSale(deps(), ada, sale.reference, cash('79,000'));
    const room = partReference(sale.reference, 2);
    sold.add(room);
    const result = await refundPart(deps(), ada, sale.reference, room, '');
    expect(result).toMatchObject({
      ok: false,
      message: BASKET_MESSAGES.partSold,
      sale: { status: 'settled' },
    });
    expect(released).toEqual([]);
  });

  it('is voided whole, every hold given back, only while no part of it is sold', async () => {
    const sale = await trip();
    refuse.event = 'wallet';
    refuse.bus = 'wallet';
    refuse.hotel = 'wallet';
    await tenderSale(deps(), ada, sale.reference, cash('79,000'));
    const result = await voidSale(deps(), ada, sale.reference, 'cash returned');
    expect(result).toMatchObject({
      ok: true,
      sale: { status: 'voided', failure: 'Cash ₦79,000.00 refunded: cash returned' },
    });
    expect(released).toHaveLength(3);
    expect((await partsOf(db, sale.reference)).map((part) => part.status)).toEqual([
      'refunded',
      'refunded',
      'refunded',
    ]);
  });

  it('is not voided whole once a part is sold', async () => {
    const sale = await trip();
    refuse.bus = 'wallet';
    await tenderSale(deps(), ada, sale.reference, cash('79,000'));
    expect(await voidSale(deps(), ada, sale.reference, '')).toMatchObject({
      ok: false,
      message: BASKET_MESSAGES.partlySold,
      sale: { status: 'unsettled' },
    });
    expect(released).toEqual([]);
  });

  it('is voided once every part has been refunded on its own', async () => {
    const sale = await add(CONCERT);
    await add(COACH);
    refuse.event = 'rejected';
    refuse.bus = 'rejected';
    const reference = `${sale.reference.slice(0, -2)}-0`;
    await tenderSale(deps(), ada, reference, cash('24,000'));
    await refundPart(deps(), ada, reference, partReference(reference, 0), '');
    expect(await findSale(db, reference)).toMatchObject({ status: 'unsettled' });
    await refundPart(deps(), ada, reference, partReference(reference, 1), '');
    expect(await findSale(db, reference)).toMatchObject({ status: 'voided' });
  });
});
