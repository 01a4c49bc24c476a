// Tests of the ticket ledger: one row per item with its signed code and holder, written once however often and however
// concurrently an order completes; recorded on demand for orders sold before; the QR texts an order shows.
import { generateKeyPairSync } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Order } from '@/lib/checkout/types';
import { verifyTicketCode } from '@/lib/tickets/signed-code';
import { testStoreDatabase } from '@/server/payments/testing/store';
import { openSale } from '@/server/box-office/sale/sales';
import { savePassengers } from '@/server/shop/passengers';
import { eventCheckout } from '@/server/ticketing/test-support/checkouts';
import type { StoreDatabase } from '@/server/store-db/connect';
import type { WireOrderRecord } from '@/server/ticketing/kinds/registry';
import {
  channelOfReference,
  ensureOrderTickets,
  recordOrderTickets,
  ticketsOfOrder,
  withTicketCodes,
  type TicketLedgerDeps,
} from './ledger';
import { publicKeyBytes, signTicketWith } from './signing-key';

const REF = 'web-AAAAAAAAAAAAAAAAAAAAAA';
const NOW = Date.parse('2026-11-26T10:00:00Z');
const key = generateKeyPairSync('ed25519').privateKey;

const eventRecord = {
  reference: 'TX-1',
  merchant_reference: REF,
  kind: 'entertainment',
  customer: { name: 'Ada Obi', email: 'ada@example.com', phone_number: '08031234567' },
  experience: { id: 'E1', title: 'Lagos Jazz Night', start_date: 'Sat, 05 Dec 2026 19:00:00' },
  items: [
    { code: 'TKT-1', type: 'ticket', title: 'VIP' },
    { code: 'TKT-2', type: 'ticket', title: 'VIP' },
  ],
} as unknown as WireOrderRecord;

const busRecord = {
  reference: 'TX-2',
  merchant_reference: REF,
  kind: 'bus',
  customer: { name: 'Ada Obi', email: 'ada@example.com', phone_number: '08031234567' },
  trip: {
    schedule_id: 'S9',
    departure_at: '2026-12-05T07:30:00+01:00',
    departure_date: '2026-12-05',
    route: { origin: { city: 'Lagos' }, destination: { city: 'Abuja' } },
  },
  items: [
    { code: 'SEAT-1', type: 'seat', title: 'Lagos → Abuja, seat 3A', seat_number: '3A' },
    { code: 'SEAT-2', type: 'seat', title: 'Lagos → Abuja, seat 3B', seat_number: '3B' },
    { code: 'SEAT-3', type: 'seat', title: 'Lagos → Abuja, seat 4A', seat_number: '4A' },
  ],
} as unknown as WireOrderRecord;

let db: StoreDatabase;
let reads: number;

function deps(
  record: WireOrderRecord | null = eventRecord,
  overrides: Partial<TicketLedgerDeps> = {},
): TicketLedgerDeps {
  return {
    findRecord: async () => {
      reads += 1;
      return record;
    },
    sign: async (claims) => signTicketWith(key, claims),
    hotelCheckinFrom: () => '14:00',
    now: () => NOW,
    ...overrides,
  };
}

beforeEach(async () => {
  db = await testStoreDatabase();
  reads = 0;
});
afterEach(() => db.destroy());

describe('recordOrderTickets', () => {
  it('writes one row per item with what it admits to, its holder and a code the public key verifies', async () => {
    const rows = await recordOrderTickets(db, REF, 'web', deps());
    expect(rows).toHaveLength(2);
    expect(rows![0]).toMatchObject({
      reference: REF,
      position: 0,
      kind: 'event',
      service_code: 'TKT-1',
      list_key: 'event:E1:2026-12-05',
      ticket_type: 'VIP',
      holder_name: 'Ada Obi',
      holder_email: 'ada@example.com',
      holder_phone: '08031234567',
      channel: 'web',
      created_at: NOW,
    });
    const reading = verifyTicketCode(rows![1]!.signed_code, publicKeyBytes(key));
    expect(reading).toEqual({
      ok: true,
      claims: {
        ticketId: rows![1]!.id,
        reference: REF,
        kind: 'event',
        listKey: 'event:E1:2026-12-05',
        seat: null,
        room: null,
        validFrom: rows![1]!.valid_from,
        validUntil: rows![1]!.valid_until,
      },
    });
    expect(new Set(rows!.map((row) => row.id)).size).toBe(2);
  });

  it('writes nothing more when the order completes again: the same rows, the same codes', async () => {
    const first = await recordOrderTickets(db, REF, 'web', deps());
    const again = await recordOrderTickets(db, REF, 'web', deps());
    expect(again).toEqual(first);
    expect(await ticketsOfOrder(db, REF)).toHaveLength(2);
  });

  it('writes each ticket once when completions race, and every caller reads the same rows', async () => {
    const results = await Promise.all(
      Array.from({ length: 6 }, () => recordOrderTickets(db, REF, 'embed', deps())),
    );
    const stored = await ticketsOfOrder(db, REF);
    expect(stored).toHaveLength(2);
    for (const rows of results) expect(rows).toEqual(stored);
  });

  it('puts each coach passenger’s name on their seat, the customer on a seat named by no one', async () => {
    await savePassengers(
      db,
      REF,
      [
        { seatNumber: '3B', name: 'Bola Ade' },
        { seatNumber: '3A', name: 'Chidi Okafor' },
      ],
      NOW,
    );
    const rows = await recordOrderTickets(db, REF, 'web', deps(busRecord));
    expect(rows!.map((row) => [row.seat, row.holder_name])).toEqual([
      ['3A', 'Chidi Okafor'],
      ['3B', 'Bola Ade'],
      ['4A', 'Ada Obi'],
    ]);
  });

  it('holds a box-office ticket in the name the sale recorded, never the box office’s own contact of a walk-in', async () => {
    const named = 'pos-CCCCCCCCCCCCCCCCCCCCCC';
    const walkIn = 'pos-DDDDDDDDDDDDDDDDDDDDDD';
    const boxOffice = {
      ...eventRecord,
      customer: {
        name: 'Box Office',
        email: 'box-office@tickets.example',
        phone_number: '08000000000',
      },
    } as WireOrderRecord;
    await openSale(
      db,
      'staff-1',
      eventCheckout({ channel: 'pos', merchantReference: named }),
      { name: 'Chidi Okafor', phone: '08035550101' },
      NOW,
    );
    await openSale(
      db,
      'staff-1',
      eventCheckout({ channel: 'pos', merchantReference: walkIn }),
      null,
      NOW,
    );
    const [first] = (await recordOrderTickets(db, named, 'pos', deps(boxOffice)))!;
    expect(first).toMatchObject({
      channel: 'pos',
      holder_name: 'Chidi Okafor',
      holder_email: '',
      holder_phone: '08035550101',
    });
    const [second] = (await recordOrderTickets(db, walkIn, 'pos', deps(boxOffice)))!;
    expect(second).toMatchObject({ holder_name: '', holder_email: '', holder_phone: '' });
  });

  it('holds an item of a box-office sale of several in the name its sale recorded, its code naming the item', async () => {
    const sale = 'pos-EEEEEEEEEEEEEEEEEEEE-0';
    const item = 'pos-EEEEEEEEEEEEEEEEEEEE-2';
    const boxOffice = {
      ...eventRecord,
      merchant_reference: item,
      customer: {
        name: 'Box Office',
        email: 'box-office@tickets.example',
        phone_number: '08000000000',
      },
    } as WireOrderRecord;
    await openSale(
      db,
      'staff-1',
      eventCheckout({ channel: 'pos', merchantReference: sale }),
      { name: 'Chidi Okafor', phone: '08035550101' },
      NOW,
    );
    const [first] = (await recordOrderTickets(db, item, 'pos', deps(boxOffice)))!;
    expect(first).toMatchObject({
      reference: item,
      channel: 'pos',
      holder_name: 'Chidi Okafor',
      holder_phone: '08035550101',
    });
    expect(verifyTicketCode(first!.signed_code, publicKeyBytes(key))).toMatchObject({
      ok: true,
      claims: { reference: item },
    });
  });

  it('is null when the service has no such order, and a signing failure writes nothing', async () => {
    await expect(recordOrderTickets(db, REF, 'web', deps(null))).resolves.toBeNull();
    const failing = deps(eventRecord, {
      sign: () =>
        Promise.reject(new Error('TICKET_SIGNING_KEY is required when TICKETING_ENV is live')),
    });
    await expect(recordOrderTickets(db, REF, 'web', failing)).rejects.toThrow(/TICKET_SIGNING_KEY/);
    expect(await ticketsOfOrder(db, REF)).toEqual([]);
  });
});

describe('ensureOrderTickets', () => {
  it('records an order sold before (or whose recording failed) once, then reads its rows without asking the service', async () => {
    const first = await ensureOrderTickets(db, 'emb-BBBBBBBBBBBBBBBBBBBBBB', deps());
    expect(first?.map((row) => row.channel)).toEqual(['embed', 'embed']);
    expect(await ensureOrderTickets(db, 'emb-BBBBBBBBBBBBBBBBBBBBBB', deps())).toEqual(first);
    expect(reads).toBe(1);
  });

  it('is null when the service has no such order', async () => {
    await expect(ensureOrderTickets(db, REF, deps(null))).resolves.toBeNull();
  });
});

describe('channelOfReference', () => {
  it('reads the channel from the reference’s prefix', () => {
    expect(['web-x', 'emb-x', 'pos-x'].map(channelOfReference)).toEqual(['web', 'embed', 'pos']);
  });
});

describe('withTicketCodes', () => {
  it('gives each item its signed code as QR text, and the service’s code to one not recorded', async () => {
    const rows = await recordOrderTickets(db, REF, 'web', deps());
    const order = { items: [{ code: 'TKT-1' }, { code: 'TKT-2' }, { code: 'TKT-3' }] } as Order;
    const coded = withTicketCodes(order, rows!.slice(0, 1));
    expect(coded.items.map((item) => item.qr)).toEqual([rows![0]!.signed_code, 'TKT-2', 'TKT-3']);
    expect(withTicketCodes(order, []).items.map((item) => item.qr)).toEqual([
      'TKT-1',
      'TKT-2',
      'TKT-3',
    ]);
  });
});
