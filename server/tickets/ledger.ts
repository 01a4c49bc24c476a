// The tickets the storefront sold, in its own database: one row per ticket, seat or room, written from the service's
// transaction record when the purchase completes (web, embed and box office), each with its signed code. The door's
// lists are built from these rows. Writing is idempotent: a row per (reference, position), the first writer wins.
import 'server-only';
import { randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import { orderOfPart } from '@/lib/basket/part-reference';
import { readSaleCustomer } from '@/lib/box-office/sale-customer';
import type { Order } from '@/lib/checkout/types';
import type { TicketClaims } from '@/lib/tickets/signed-code';
import { storefrontEnv } from '@/server/env';
import { log } from '@/server/log';
import { passengersOf } from '@/server/shop/passengers';
import type { StoreDatabase } from '@/server/store-db/connect';
import type { TicketsTable } from '@/server/store-db/schema';
import type { WireOrderRecord } from '@/server/ticketing/kinds/registry';
import { findOrderRecord } from '@/server/ticketing/orders';
import type { Patience } from '@/server/ticketing/patience';
import { admissionsOf, type Admission, type AdmissionRecord } from './admission';
import { signTicket } from './signing-key';

export type TicketRow = Selectable<TicketsTable>;
export type TicketChannel = TicketsTable['channel'];

/** What recording needs from outside: the record, the signature, the clock (tests give their own). */
export interface TicketLedgerDeps {
  findRecord: (reference: string, patience: Patience) => Promise<WireOrderRecord | null>;
  sign: (claims: TicketClaims) => Promise<string>;
  hotelCheckinFrom: () => string;
  now: () => number;
}

/** The service's record, the merchant's key and the clock: what the storefront records with. */
export const ticketLedgerDeps: TicketLedgerDeps = {
  findRecord: findOrderRecord,
  sign: signTicket,
  hotelCheckinFrom: () => storefrontEnv().HOTEL_CHECKIN_FROM,
  now: Date.now,
};

/** A ticket's id: short (the QR stays small) and unguessable. */
const newTicketId = () => randomBytes(9).toString('base64url');

/** The channel a reference was sold through, by its prefix (server/channel.ts). */
export function channelOfReference(reference: string): TicketChannel {
  if (reference.startsWith('pos-')) return 'pos';
  if (reference.startsWith('emb-')) return 'embed';
  return 'web';
}

/** The rows of an order, in its items' order; none for an order sold before tickets were recorded. */
export function ticketsOfOrder(db: StoreDatabase, reference: string): Promise<TicketRow[]> {
  return db
    .selectFrom('tickets')
    .selectAll()
    .where('reference', '=', reference)
    .orderBy('position')
    .execute();
}

interface Contact {
  name: string;
  email: string;
  phone: string;
}

/**
 * The customer of an order. A box-office sale's is the one the sale recorded (for an item of a sale of several, its
 * sale's): the service holds the box office's own contact for a walk-in who gave none, nobody to look for at the door.
 */
async function customerOf(
  db: StoreDatabase,
  reference: string,
  record: AdmissionRecord,
  channel: TicketChannel,
): Promise<Contact> {
  if (channel === 'pos') {
    const sale = await db
      .selectFrom('sales')
      .select('customer')
      .where('reference', '=', orderOfPart(reference) ?? reference)
      .executeTakeFirst();
    const customer = readSaleCustomer(sale?.customer ?? null);
    return {
      name: customer?.name ?? '',
      email: customer?.email ?? '',
      phone: customer?.phone ?? '',
    };
  }
  return {
    name: record.customer?.name ?? '',
    email: record.customer?.email ?? '',
    phone: record.customer?.phone_number ?? '',
  };
}

/** Whose name each item carries: a coach seat's passenger when one was named, else the customer. */
async function holderNames(
  db: StoreDatabase,
  reference: string,
  customer: string,
  admissions: readonly Admission[],
): Promise<string[]> {
  if (admissions[0]?.kind !== 'bus') return admissions.map(() => customer);
  const passengers = await passengersOf(db, reference);
  const bySeat = new Map(
    passengers.flatMap((p) => (p.seatNumber ? [[p.seatNumber, p.name] as const] : [])),
  );
  const unseated = passengers.filter((p) => p.seatNumber === null).map((p) => p.name);
  let next = 0;
  return admissions.map((a) => (a.seat ? bySeat.get(a.seat) : unseated[next++]) ?? customer);
}

/** Writes the rows of a record not written yet; returns all the order's rows. */
async function recordFrom(
  db: StoreDatabase,
  reference: string,
  record: AdmissionRecord,
  channel: TicketChannel,
  deps: TicketLedgerDeps,
): Promise<TicketRow[]> {
  const admissions = admissionsOf(record, { hotelCheckinFrom: deps.hotelCheckinFrom() });
  const existing = new Set((await ticketsOfOrder(db, reference)).map((row) => row.position));
  const missing = admissions.filter((a) => !existing.has(a.position));
  if (missing.length > 0) {
    const customer = await customerOf(db, reference, record, channel);
    const names = await holderNames(db, reference, customer.name, admissions);
    const now = deps.now();
    const rows = await Promise.all(
      missing.map(async (a): Promise<TicketRow> => {
        const id = newTicketId();
        const claims: TicketClaims = {
          ticketId: id,
          reference,
          kind: a.kind,
          listKey: a.listKey,
          seat: a.seat,
          room: a.room,
          validFrom: a.validFrom,
          validUntil: a.validUntil,
        };
        return {
          id,
          reference,
          position: a.position,
          kind: a.kind,
          service_code: a.serviceCode,
          list_key: a.listKey,
          list_title: a.listTitle.slice(0, 255),
          starts_at: a.startsAt,
          valid_from: a.validFrom,
          valid_until: a.validUntil,
          ticket_type: a.ticketType.slice(0, 255),
          seat: a.seat,
          room: a.room,
          nights: a.nights,
          holder_name: (names[a.position] ?? '').slice(0, 255),
          holder_email: customer.email.slice(0, 254),
          holder_phone: customer.phone.slice(0, 32),
          channel,
          signed_code: await deps.sign(claims),
          created_at: now,
        };
      }),
    );
    // Two completions of one order at once (a webhook and the customer's return) write the same positions: the first wins.
    await db
      .insertInto('tickets')
      .values(rows)
      .onConflict((conflict) => conflict.columns(['reference', 'position']).doNothing())
      .execute();
  }
  return ticketsOfOrder(db, reference);
}

/**
 * Records the tickets of an order that just completed, from the service's record (read in full: a purchase waits
 * for it). Null when the service has no such order.
 */
export async function recordOrderTickets(
  db: StoreDatabase,
  reference: string,
  channel: TicketChannel,
  deps: TicketLedgerDeps = ticketLedgerDeps,
): Promise<TicketRow[] | null> {
  const record = await deps.findRecord(reference, 'full');
  return record ? recordFrom(db, reference, record as AdmissionRecord, channel, deps) : null;
}

/**
 * The order's rows, recording them first when there are none (an order sold before tickets were recorded, or a
 * completion whose recording failed). Null when the service has no such order.
 */
export async function ensureOrderTickets(
  db: StoreDatabase,
  reference: string,
  deps: TicketLedgerDeps = ticketLedgerDeps,
): Promise<TicketRow[] | null> {
  const rows = await ticketsOfOrder(db, reference);
  if (rows.length > 0) return rows;
  const record = await deps.findRecord(reference, 'read');
  return record
    ? recordFrom(db, reference, record as AdmissionRecord, channelOfReference(reference), deps)
    : null;
}

/**
 * Records an order's tickets once its purchase completed, never failing the purchase: a failure is logged, and the
 * tickets are recorded later, when the order page or the door asks for them.
 */
export async function recordOrderTicketsSafely(
  database: () => Promise<StoreDatabase>,
  reference: string,
  channel: TicketChannel,
): Promise<void> {
  try {
    await recordOrderTickets(await database(), reference, channel);
  } catch (error) {
    log.warn(
      { reference, err: error instanceof Error ? error.message : String(error) },
      'tickets of a completed order not recorded',
    );
  }
}

/** The order's rows for showing, recorded when missing; none when that fails (the service codes are shown then). */
export async function orderTicketsSafely(
  database: () => Promise<StoreDatabase>,
  reference: string,
): Promise<TicketRow[]> {
  try {
    return (await ensureOrderTickets(await database(), reference)) ?? [];
  } catch (error) {
    log.warn(
      { reference, err: error instanceof Error ? error.message : String(error) },
      'tickets of an order not read',
    );
    return [];
  }
}

/** The order with each item's QR text: its signed code when recorded, the service's code otherwise. */
export function withTicketCodes(order: Order, rows: readonly TicketRow[]): Order {
  const byCode = new Map(rows.map((row) => [row.service_code, row.signed_code]));
  return {
    ...order,
    items: order.items.map((item) => ({ ...item, qr: byCode.get(item.code) ?? item.code })),
  };
}
