// What the door answers to a scanned ticket: one pure decision, made the same way by the server and by a
// scanning device that is offline. Browser-safe.
import * as z from '@/lib/validation/zod-mini';
import type { SellableKind } from '@/lib/sellables/kinds';

export const DIRECTIONS = ['in', 'out'] as const;
export const directionSchema = z.enum(DIRECTIONS);
export type Direction = (typeof DIRECTIONS)[number];

/** A ticket as the door sees it. Times are epoch milliseconds. */
export interface DoorTicket {
  id: string;
  /** The order's merchant reference. */
  reference: string;
  kind: SellableKind;
  /** The check-in list it admits to, and that list's title (what the ticket is for). */
  listKey: string;
  listTitle: string;
  holderName: string;
  seat: string | null;
  room: string | null;
  nights: number | null;
  ticketType: string;
  startsAt: number | null;
  validFrom: number;
  validUntil: number;
}

/** A check-in (or check-out) recorded for a ticket: its entry (1, then 2 after a re-entry…), at a gate, by whom. */
export interface DoorCheckIn {
  ticketId: string;
  entry: number;
  direction: Direction;
  /** When it was scanned, epoch ms. */
  at: number;
  gate: string;
  /** The staff member's name. */
  by: string;
}

export type Verdict =
  /** Let them in (or out): `entry` is the entry this scan records; `leftOnOrder` the order's other tickets on this list still to come in. */
  | {
      status: 'valid';
      ticket: DoorTicket;
      direction: Direction;
      entry: number;
      leftOnOrder: number;
    }
  /** Already inside: when, at which gate and by whom it was checked in. */
  | { status: 'already'; ticket: DoorTicket; at: number; gate: string; by: string }
  /** A check-out of a ticket that is not inside. */
  | { status: 'not-in'; ticket: DoorTicket }
  /** For another list: `listTitle` says what the ticket is for. */
  | { status: 'wrong-list'; ticket: DoorTicket; listTitle: string }
  | { status: 'early'; ticket: DoorTicket }
  | { status: 'expired'; ticket: DoorTicket }
  /** No such ticket (a code the storefront never issued, or an unknown reference). */
  | { status: 'unknown' }
  /** A signed code whose signature does not match: changed or made up. */
  | { status: 'forged' };

export type VerdictStatus = Verdict['status'];

export interface ScanFacts {
  /** The ticket the code names; null when none is known. */
  ticket: DoorTicket | null;
  /** The list being checked in. */
  listKey: string;
  /** The check-ins of this ticket and of its order's other tickets on the list (others are ignored). */
  checkIns: readonly DoorCheckIn[];
  /** The tickets of the ticket's order on this list, itself included, for `leftOnOrder`. */
  orderTickets: readonly DoorTicket[];
  /** Whether check-out and re-entry are allowed; without it every scan is an entry. */
  reentry: boolean;
  direction: Direction;
  now: number;
}

/** The last check-in of a ticket (highest entry, its check-out after its check-in), or undefined. */
export function lastCheckIn<T extends DoorCheckIn>(
  ticketId: string,
  checkIns: readonly T[],
): T | undefined {
  let last: T | undefined;
  for (const checkIn of checkIns) {
    if (checkIn.ticketId !== ticketId) continue;
    if (
      !last ||
      checkIn.entry > last.entry ||
      (checkIn.entry === last.entry && checkIn.direction === 'out')
    )
      last = checkIn;
  }
  return last;
}

/** Whether the ticket is inside now: checked in, and not out since. */
export function isInside(ticketId: string, checkIns: readonly DoorCheckIn[]): boolean {
  return lastCheckIn(ticketId, checkIns)?.direction === 'in';
}

function leftOnOrder(facts: ScanFacts, ticket: DoorTicket): number {
  return facts.orderTickets.filter(
    (other) =>
      other.id !== ticket.id &&
      other.listKey === facts.listKey &&
      !isInside(other.id, facts.checkIns),
  ).length;
}

function checkOut(facts: ScanFacts, ticket: DoorTicket): Verdict {
  const last = lastCheckIn(ticket.id, facts.checkIns);
  if (last?.direction !== 'in') return { status: 'not-in', ticket };
  return {
    status: 'valid',
    ticket,
    direction: 'out',
    entry: last.entry,
    leftOnOrder: leftOnOrder(facts, ticket),
  };
}

function checkIn(facts: ScanFacts, ticket: DoorTicket): Verdict {
  const last = lastCheckIn(ticket.id, facts.checkIns);
  if (last?.direction === 'in')
    return { status: 'already', ticket, at: last.at, gate: last.gate, by: last.by };
  // Checked out before: in again only where re-entry is allowed.
  if (last && !facts.reentry) {
    const first =
      facts.checkIns.find((c) => c.ticketId === ticket.id && c.direction === 'in') ?? last;
    return { status: 'already', ticket, at: first.at, gate: first.gate, by: first.by };
  }
  if (facts.now < ticket.validFrom) return { status: 'early', ticket };
  if (facts.now > ticket.validUntil) return { status: 'expired', ticket };
  return {
    status: 'valid',
    ticket,
    direction: 'in',
    entry: last ? last.entry + 1 : 1,
    leftOnOrder: leftOnOrder(facts, ticket),
  };
}

/** The door's answer to a scan of `facts.ticket` at the list `facts.listKey`. */
export function decideScan(facts: ScanFacts): Verdict {
  const { ticket } = facts;
  if (!ticket) return { status: 'unknown' };
  if (ticket.listKey !== facts.listKey)
    return { status: 'wrong-list', ticket, listTitle: ticket.listTitle };
  return facts.reentry && facts.direction === 'out'
    ? checkOut(facts, ticket)
    : checkIn(facts, ticket);
}
