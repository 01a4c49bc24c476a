// Checks a ticket in (or out) at the door and records it once: a scan online, and the scans an offline device
// queued, sent when the network returns. The unique row per ticket, entry and direction decides between two devices
// scanning one ticket at once: the one whose row is written first is recorded, the other is told "already".
import { randomUUID } from 'node:crypto';
import type { SyncScan } from '@/lib/check-in/requests';
import { decideScan, lastCheckIn, type Direction, type Verdict } from '@/lib/check-in/verdict';
import { isSignedTicketCode, verifyTicketCode } from '@/lib/tickets/signed-code';
import { insertAudit } from '@/server/staff/audit-log';
import type { StoreDatabase } from '@/server/store-db/connect';
import {
  checkInsOfTickets,
  doorTicketOf,
  ticketById,
  ticketsByServiceCode,
  ticketsOfReference,
  type CheckInRecord,
  type TicketRow,
} from './tickets';

/** What the door needs from outside its tables. */
export interface DoorSettings {
  /** The merchant's Ed25519 public key, 32 raw bytes. */
  publicKey: Uint8Array;
  /** Whether check-out and re-entry are allowed (CHECK_IN_REENTRY). */
  reentry: boolean;
  /** The order's tickets, recorded first when missing (orders sold before); null when the service has no such order. */
  ensureOrderTickets: (reference: string) => Promise<readonly TicketRow[] | null>;
}

/** Who scans, where and with what. */
export interface ScanPlace {
  listKey: string;
  gate: string;
  direction: Direction;
  deviceId: string;
  staffId: string;
  /** The client's address, for the audit log. */
  address?: string | undefined;
}

/** An order reference as the door may type it: letters, digits and dashes. */
const REFERENCE = /^[A-Za-z0-9][A-Za-z0-9_-]{3,63}$/;

/**
 * Of several tickets one code or reference names (a group's seats, an order), the one to check in: the first of
 * this list not inside yet, else the first of this list (already in), else the first (for another list).
 */
function pickTicket(
  rows: readonly TicketRow[],
  listKey: string,
  checkIns: readonly CheckInRecord[],
): TicketRow | null {
  const onList = rows.filter((row) => row.list_key === listKey);
  return (
    onList.find((row) => lastCheckIn(row.id, checkIns)?.direction !== 'in') ??
    onList[0] ??
    rows[0] ??
    null
  );
}

/** The ticket a scanned code, service code or typed order reference names; 'forged' when a signed code's signature fails. */
export async function ticketOfCode(
  db: StoreDatabase,
  code: string,
  listKey: string,
  settings: DoorSettings,
): Promise<TicketRow | null | 'forged'> {
  const text = code.trim();
  if (isSignedTicketCode(text)) {
    const reading = verifyTicketCode(text, settings.publicKey);
    if (!reading.ok) return reading.reason === 'forged' ? 'forged' : null;
    return (await ticketById(db, reading.claims.ticketId)) ?? null;
  }
  let rows: readonly TicketRow[] = await ticketsByServiceCode(db, text);
  if (rows.length === 0 && REFERENCE.test(text))
    rows = (await settings.ensureOrderTickets(text)) ?? [];
  if (rows.length === 0) return null;
  return pickTicket(
    rows,
    listKey,
    await checkInsOfTickets(
      db,
      rows.map((row) => row.id),
    ),
  );
}

interface Decision {
  verdict: Verdict;
  /** The check-ins of the ticket and its order's others, as the decision saw them. */
  checkIns: CheckInRecord[];
}

async function decide(
  db: StoreDatabase,
  row: TicketRow,
  place: ScanPlace,
  reentry: boolean,
  now: number,
): Promise<Decision> {
  const order = (await ticketsOfReference(db, row.reference)).filter(
    (ticket) => ticket.list_key === row.list_key,
  );
  const checkIns = await checkInsOfTickets(db, [
    ...new Set([row.id, ...order.map((ticket) => ticket.id)]),
  ]);
  const verdict = decideScan({
    ticket: doorTicketOf(row),
    listKey: place.listKey,
    checkIns,
    orderTickets: order.map(doorTicketOf),
    reentry,
    direction: place.direction,
    now,
  });
  return { verdict, checkIns };
}

export interface Admission extends Decision {
  /** True when this call wrote the check-in. */
  recorded: boolean;
}

/**
 * Decides on the ticket and, when valid, writes its check-in under `scanId`; a row another device wrote first
 * (the unique ticket, entry and direction) makes this call decide again, seeing it.
 */
export async function admit(
  db: StoreDatabase,
  row: TicketRow,
  place: ScanPlace,
  scan: { id: string; scannedAt: number },
  reentry: boolean,
  now: number,
): Promise<Admission> {
  for (let attempt = 0; ; attempt++) {
    const decision = await decide(db, row, place, reentry, scan.scannedAt);
    const { verdict } = decision;
    if (verdict.status !== 'valid' || attempt === 3) return { ...decision, recorded: false };
    const inserted = await db
      .insertInto('check_ins')
      .values({
        id: scan.id,
        ticket_id: row.id,
        list_key: row.list_key,
        entry: verdict.entry,
        direction: verdict.direction,
        gate: place.gate,
        staff_id: place.staffId,
        device_id: place.deviceId,
        scanned_at: scan.scannedAt,
        recorded_at: now,
      })
      .onConflict((conflict) => conflict.doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) {
      await insertAudit(
        db,
        {
          staffId: place.staffId,
          action: verdict.direction === 'in' ? 'check-in' : 'check-out',
          subject: row.id,
          detail: {
            reference: row.reference,
            list: row.list_key,
            gate: place.gate,
            entry: verdict.entry,
            device: place.deviceId,
          },
          address: place.address,
        },
        now,
      );
      return { ...decision, recorded: true };
    }
  }
}

/** A scan at the door, online: the code read, the ticket decided on and, when valid, checked in. */
export async function scanCode(
  db: StoreDatabase,
  code: string,
  place: ScanPlace,
  settings: DoorSettings,
  now: number,
): Promise<Verdict> {
  const row = await ticketOfCode(db, code, place.listKey, settings);
  if (row === 'forged') return { status: 'forged' };
  if (!row) return { status: 'unknown' };
  return (await admit(db, row, place, { id: randomUUID(), scannedAt: now }, settings.reentry, now))
    .verdict;
}

/** A check-in an offline device made and queued. */
export type QueuedScan = SyncScan;

export type SyncOutcome = 'recorded' | 'duplicate' | 'conflict' | 'refused';

export interface SyncResult {
  id: string;
  outcome: SyncOutcome;
  verdict?: Verdict;
}

async function alreadyHeard(db: StoreDatabase, id: string): Promise<boolean> {
  const [checkIn, conflict] = await Promise.all([
    db.selectFrom('check_ins').select('id').where('id', '=', id).executeTakeFirst(),
    db.selectFrom('check_in_conflicts').select('id').where('id', '=', id).executeTakeFirst(),
  ]);
  return checkIn !== undefined || conflict !== undefined;
}

/** Records that another device had checked the ticket in first: the supervisor sees both times and gates. */
async function recordConflict(
  db: StoreDatabase,
  scan: QueuedScan,
  place: ScanPlace,
  first: CheckInRecord,
  now: number,
): Promise<boolean> {
  const inserted = await db
    .insertInto('check_in_conflicts')
    .values({
      id: scan.id,
      ticket_id: scan.ticketId,
      list_key: place.listKey,
      check_in_id: first.id,
      gate: place.gate,
      staff_id: place.staffId,
      device_id: place.deviceId,
      scanned_at: scan.scannedAt,
      recorded_at: now,
      resolved_at: null,
      resolved_by: null,
    })
    .onConflict((conflict) => conflict.doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return false;
  await insertAudit(
    db,
    {
      staffId: place.staffId,
      action: 'check-in-conflict',
      subject: scan.ticketId,
      detail: {
        list: place.listKey,
        gate: place.gate,
        device: place.deviceId,
        scannedAt: new Date(scan.scannedAt).toISOString(),
        firstGate: first.gate,
        firstAt: new Date(first.at).toISOString(),
        firstDevice: first.deviceId,
      },
      address: place.address,
    },
    now,
  );
  return true;
}

/** One queued scan: recorded, a duplicate of one already heard, a conflict with another device's check-in, or refused. */
export async function syncScan(
  db: StoreDatabase,
  scan: QueuedScan,
  device: { deviceId: string; staffId: string; address?: string | undefined },
  reentry: boolean,
  now: number,
): Promise<SyncResult> {
  if (await alreadyHeard(db, scan.id)) return { id: scan.id, outcome: 'duplicate' };
  const row = await ticketById(db, scan.ticketId);
  if (!row) return { id: scan.id, outcome: 'refused', verdict: { status: 'unknown' } };
  const place: ScanPlace = {
    listKey: scan.listKey,
    gate: scan.gate,
    direction: scan.direction,
    ...device,
  };
  // A device's clock ahead of the server's does not move a scan into the future.
  const timed = { id: scan.id, scannedAt: Math.min(scan.scannedAt, now) };
  const admission = await admit(db, row, place, timed, reentry, now);
  if (admission.recorded) return { id: scan.id, outcome: 'recorded', verdict: admission.verdict };
  if (admission.verdict.status === 'already') {
    const first = lastCheckIn(row.id, admission.checkIns);
    if (first && first.deviceId !== device.deviceId) {
      if (await recordConflict(db, { ...scan, scannedAt: timed.scannedAt }, place, first, now))
        return { id: scan.id, outcome: 'conflict', verdict: admission.verdict };
      return { id: scan.id, outcome: 'duplicate' };
    }
    // The same device's own scan under another id: it was heard before.
    if (first) return { id: scan.id, outcome: 'duplicate', verdict: admission.verdict };
  }
  // The id was taken by a row written meanwhile (the same scan sent twice at once).
  if (await alreadyHeard(db, scan.id)) return { id: scan.id, outcome: 'duplicate' };
  return { id: scan.id, outcome: 'refused', verdict: admission.verdict };
}
