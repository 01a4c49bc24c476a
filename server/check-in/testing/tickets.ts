// Tickets for the door's tests: rows as the ledger writes them, signed with a key made for the test.
import { ed25519 } from '@noble/curves/ed25519.js';
import { signedTicketCode, unsignedTicketCode, type TicketClaims } from '@/lib/tickets/signed-code';
import type { StoreDatabase } from '@/server/store-db/connect';
import type { TicketRow } from '../tickets';

export const TEST_NOW = Date.UTC(2026, 11, 5, 17);
const HOUR = 3_600_000;

export interface TestKeys {
  secretKey: Uint8Array;
  publicKey: Uint8Array;
}

export function testKeys(): TestKeys {
  const { secretKey, publicKey } = ed25519.keygen();
  return { secretKey, publicKey };
}

export function signWith(keys: TestKeys, claims: TicketClaims): string {
  const unsigned = unsignedTicketCode(claims);
  return signedTicketCode(
    unsigned,
    ed25519.sign(new TextEncoder().encode(unsigned), keys.secretKey),
  );
}

let counter = 0;

/** A ticket row; `signed_code` signed with `keys`. */
export function ticketRow(keys: TestKeys, over: Partial<TicketRow> = {}): TicketRow {
  counter += 1;
  const row: TicketRow = {
    id: `t${counter.toString().padStart(5, '0')}`,
    reference: 'web-AAAAAAAAAAAAAAAAAAAAAA',
    position: counter,
    kind: 'event',
    service_code: `SVC-${counter}`,
    list_key: 'event:e1:2026-12-05',
    list_title: 'Afrobeats Live · Fri 5 Dec',
    starts_at: TEST_NOW + HOUR,
    valid_from: TEST_NOW - 3 * HOUR,
    valid_until: TEST_NOW + 8 * HOUR,
    ticket_type: 'Regular',
    seat: null,
    room: null,
    nights: null,
    holder_name: 'Ada Obi',
    holder_email: 'ada@example.com',
    holder_phone: '08031234567',
    channel: 'web',
    signed_code: '',
    created_at: TEST_NOW - 24 * HOUR,
    ...over,
  };
  const claims: TicketClaims = {
    ticketId: row.id,
    reference: row.reference,
    kind: row.kind as TicketClaims['kind'],
    listKey: row.list_key,
    seat: row.seat,
    room: row.room,
    validFrom: Number(row.valid_from),
    validUntil: Number(row.valid_until),
  };
  return { ...row, signed_code: over.signed_code ?? signWith(keys, claims) };
}

export async function insertTickets(db: StoreDatabase, rows: readonly TicketRow[]): Promise<void> {
  if (rows.length) await db.insertInto('tickets').values(rows).execute();
}
