// The door device's offline side, pure: checking a code against the device's copy of a list (the bundle), the
// check-ins it made while offline (the queue), and what the server's answer to sending them leaves to show.
import {
  fromBase64Url,
  isSignedTicketCode,
  verifyTicketCode,
  type TicketClaims,
} from '@/lib/tickets/signed-code';
import {
  decideScan,
  type Direction,
  type DoorCheckIn,
  type DoorTicket,
  type Verdict,
} from './verdict';
import type { ListBundle, SyncResult } from './door-api';

export type { ListBundle } from './door-api';

/** A check-in made on this device and not yet accepted by the server. */
export interface QueuedScan {
  id: string;
  ticketId: string;
  listKey: string;
  gate: string;
  direction: Direction;
  entry: number;
  scannedAt: number;
  /** The staff member's name, for "already checked in … by" on this device. */
  by: string;
  /** Who and what, to show a conflict about it later. */
  label: string;
}

/** A queued check-in the server did not record as sent: another device had it first, or it was refused. */
export interface SyncProblem {
  id: string;
  outcome: 'conflict' | 'refused';
  label: string;
  scannedAt: number;
  gate: string;
  verdict?: Verdict | undefined;
}

export interface ScanContext {
  gate: string;
  direction: Direction;
  by: string;
  now: number;
  newId: () => string;
}

export interface OfflineCheck {
  verdict: Verdict;
  /** The check-in to queue, when the verdict lets the holder through. */
  scan: QueuedScan | null;
}

/** The bundle's check-ins and this device's queued ones, as one history. */
export function knownCheckIns(bundle: ListBundle, queue: readonly QueuedScan[]): DoorCheckIn[] {
  const queued = queue
    .filter((scan) => scan.listKey === bundle.list.key)
    .map(({ ticketId, entry, direction, scannedAt, gate, by }) => ({
      ticketId,
      entry,
      direction,
      at: scannedAt,
      gate,
      by,
    }));
  return [...bundle.checkIns, ...queued];
}

const labelOf = (ticket: DoorTicket) =>
  `${ticket.holderName}, ${ticket.seat ?? ticket.room ?? ticket.ticketType} (${ticket.reference})`;

/** A ticket the bundle lacks (sold after it was fetched, or for another list), as far as its signed claims tell. */
function ticketFromClaims(claims: TicketClaims, bundle: ListBundle): DoorTicket {
  const here = claims.listKey === bundle.list.key;
  return {
    id: claims.ticketId,
    reference: claims.reference,
    kind: claims.kind,
    listKey: claims.listKey,
    listTitle: here ? bundle.list.title : 'another event, day or departure',
    holderName: 'Ticket holder',
    seat: claims.seat,
    room: claims.room,
    nights: null,
    ticketType: 'Ticket',
    startsAt: null,
    validFrom: claims.validFrom,
    validUntil: claims.validUntil,
  };
}

/** The decision for one known ticket, and the check-in to queue when it is let through. */
export function checkTicketOffline(
  ticket: DoorTicket,
  bundle: ListBundle,
  queue: readonly QueuedScan[],
  context: ScanContext,
): OfflineCheck {
  const verdict = decideScan({
    ticket,
    listKey: bundle.list.key,
    checkIns: knownCheckIns(bundle, queue),
    orderTickets: bundle.tickets.filter((other) => other.reference === ticket.reference),
    reentry: bundle.reentry,
    direction: context.direction,
    now: context.now,
  });
  if (verdict.status !== 'valid') return { verdict, scan: null };
  const scan: QueuedScan = {
    id: context.newId(),
    ticketId: ticket.id,
    listKey: bundle.list.key,
    gate: context.gate,
    direction: verdict.direction,
    entry: verdict.entry,
    scannedAt: context.now,
    by: context.by,
    label: labelOf(ticket),
  };
  return { verdict, scan };
}

/** A reference typed or scanned offline: the first of its tickets on the list not yet inside answers for it. */
function ticketByReference(
  text: string,
  bundle: ListBundle,
  queue: readonly QueuedScan[],
): DoorTicket | null {
  const reference = text.trim().toUpperCase();
  const tickets = bundle.tickets.filter((ticket) => ticket.reference.toUpperCase() === reference);
  const inside = new Set(knownCheckIns(bundle, queue).map((checkIn) => checkIn.ticketId));
  return tickets.find((ticket) => !inside.has(ticket.id)) ?? tickets[0] ?? null;
}

/** Checks a scanned code with the list's public key and the device's copy alone. */
export function checkCodeOffline(
  code: string,
  bundle: ListBundle,
  queue: readonly QueuedScan[],
  context: ScanContext,
): OfflineCheck {
  const publicKey = fromBase64Url(bundle.publicKey);
  const reading = publicKey
    ? verifyTicketCode(code, publicKey)
    : ({ ok: false, reason: 'malformed' } as const);
  // A code that carries the signed mark but does not read or verify has been changed (or made up).
  if (!reading.ok && (reading.reason === 'forged' || isSignedTicketCode(code.trim())))
    return { verdict: { status: 'forged' }, scan: null };
  const ticket = reading.ok
    ? (bundle.tickets.find((known) => known.id === reading.claims.ticketId) ??
      ticketFromClaims(reading.claims, bundle))
    : ticketByReference(code, bundle, queue);
  if (!ticket) return { verdict: { status: 'unknown' }, scan: null };
  return checkTicketOffline(ticket, bundle, queue, context);
}

/** The tickets of the device's copy matching a name, reference, seat or room. */
export function searchOffline(bundle: ListBundle, query: string, limit = 20): DoorTicket[] {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const text = (ticket: DoorTicket) =>
    [ticket.holderName, ticket.reference, ticket.seat ?? '', ticket.room ?? '']
      .join(' ')
      .toLowerCase();
  return bundle.tickets
    .filter((ticket) => words.every((word) => text(ticket).includes(word)))
    .slice(0, limit);
}

/** What the server's answer to a sync means for the queue: the scans to take off it and the problems to show. */
export function settle(
  queue: readonly QueuedScan[],
  results: readonly SyncResult[],
): { sentIds: string[]; problems: SyncProblem[] } {
  const byId = new Map(queue.map((scan) => [scan.id, scan]));
  const sentIds: string[] = [];
  const problems: SyncProblem[] = [];
  for (const result of results) {
    const scan = byId.get(result.id);
    if (!scan) continue;
    sentIds.push(scan.id);
    if (result.outcome === 'conflict' || result.outcome === 'refused')
      problems.push({
        id: scan.id,
        outcome: result.outcome,
        label: scan.label,
        scannedAt: scan.scannedAt,
        gate: scan.gate,
        verdict: result.verdict,
      });
  }
  return { sentIds, problems };
}
