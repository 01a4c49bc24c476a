// Tests of the door's decision: valid, already in, wrong list, too early or late, unknown, check-out and re-entry.
import { describe, expect, it } from 'vitest';
import {
  decideScan,
  isInside,
  lastCheckIn,
  type DoorCheckIn,
  type DoorTicket,
  type ScanFacts,
} from './verdict';

const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 11, 5, 18);
const LIST = 'event:e1:2026-12-05';

const ticket = (id: string, over: Partial<DoorTicket> = {}): DoorTicket => ({
  id,
  reference: 'ORD-1',
  kind: 'event',
  listKey: LIST,
  listTitle: 'Afrobeats Live · Fri 5 Dec',
  holderName: 'Ada Obi',
  seat: null,
  room: null,
  nights: null,
  ticketType: 'Regular',
  startsAt: NOW + HOUR,
  validFrom: NOW - 2 * HOUR,
  validUntil: NOW + 6 * HOUR,
  ...over,
});

const A = ticket('tA');
const B = ticket('tB');
const C = ticket('tC');
const checkIn = (
  ticketId: string,
  entry: number,
  direction: 'in' | 'out',
  at: number,
  gate = 'North',
): DoorCheckIn => ({ ticketId, entry, direction, at, gate, by: 'Gate One' });

const facts = (over: Partial<ScanFacts> = {}): ScanFacts => ({
  ticket: A,
  listKey: LIST,
  checkIns: [],
  orderTickets: [A, B, C],
  reentry: false,
  direction: 'in',
  now: NOW,
  ...over,
});

describe('decideScan', () => {
  it('admits a ticket of this list within its window, counting the order’s tickets still to come', () => {
    expect(decideScan(facts())).toEqual({
      status: 'valid',
      ticket: A,
      direction: 'in',
      entry: 1,
      leftOnOrder: 2,
    });
    expect(decideScan(facts({ checkIns: [checkIn('tB', 1, 'in', NOW - 60_000)] }))).toMatchObject({
      status: 'valid',
      leftOnOrder: 1,
    });
    expect(decideScan(facts({ orderTickets: [A] }))).toMatchObject({
      status: 'valid',
      leftOnOrder: 0,
    });
  });

  it('says when, at which gate and by whom a ticket already inside came in', () => {
    const first = checkIn('tA', 1, 'in', NOW - 600_000, 'South');
    expect(decideScan(facts({ checkIns: [first] }))).toEqual({
      status: 'already',
      ticket: A,
      at: NOW - 600_000,
      gate: 'South',
      by: 'Gate One',
    });
  });

  it('names what a ticket for another list is for', () => {
    const other = ticket('tX', {
      listKey: 'event:e2:2026-12-06',
      listTitle: 'Comedy Night · Sat 6 Dec',
    });
    expect(decideScan(facts({ ticket: other }))).toEqual({
      status: 'wrong-list',
      ticket: other,
      listTitle: 'Comedy Night · Sat 6 Dec',
    });
  });

  it('refuses a ticket before its window opens and after it closes, but admits at both edges', () => {
    expect(decideScan(facts({ now: A.validFrom - 1 }))).toMatchObject({ status: 'early' });
    expect(decideScan(facts({ now: A.validUntil + 1 }))).toMatchObject({ status: 'expired' });
    expect(decideScan(facts({ now: A.validFrom }))).toMatchObject({ status: 'valid' });
    expect(decideScan(facts({ now: A.validUntil }))).toMatchObject({ status: 'valid' });
  });

  it('knows no ticket it was not given', () => {
    expect(decideScan(facts({ ticket: null }))).toEqual({ status: 'unknown' });
  });

  it('checks out and in again as entry 2 where re-entry is allowed', () => {
    const inside = [checkIn('tA', 1, 'in', NOW - 600_000)];
    expect(decideScan(facts({ reentry: true, direction: 'out', checkIns: inside }))).toEqual({
      status: 'valid',
      ticket: A,
      direction: 'out',
      entry: 1,
      leftOnOrder: 2,
    });
    const out = [...inside, checkIn('tA', 1, 'out', NOW - 300_000)];
    expect(decideScan(facts({ reentry: true, checkIns: out }))).toMatchObject({
      status: 'valid',
      direction: 'in',
      entry: 2,
    });
    const again = [...out, checkIn('tA', 2, 'in', NOW - 60_000, 'East')];
    expect(decideScan(facts({ reentry: true, checkIns: again }))).toMatchObject({
      status: 'already',
      gate: 'East',
      at: NOW - 60_000,
    });
    expect(decideScan(facts({ reentry: true, direction: 'out', checkIns: again }))).toMatchObject({
      status: 'valid',
      direction: 'out',
      entry: 2,
    });
  });

  it('refuses to check out a ticket that is not inside', () => {
    expect(decideScan(facts({ reentry: true, direction: 'out' }))).toEqual({
      status: 'not-in',
      ticket: A,
    });
    const out = [checkIn('tA', 1, 'in', NOW - 600_000), checkIn('tA', 1, 'out', NOW - 300_000)];
    expect(decideScan(facts({ reentry: true, direction: 'out', checkIns: out }))).toEqual({
      status: 'not-in',
      ticket: A,
    });
  });

  it('without re-entry, a check-out is an entry, and a ticket checked out before does not come in again', () => {
    expect(decideScan(facts({ direction: 'out' }))).toMatchObject({
      status: 'valid',
      direction: 'in',
      entry: 1,
    });
    const out = [
      checkIn('tA', 1, 'in', NOW - 600_000, 'South'),
      checkIn('tA', 1, 'out', NOW - 300_000),
    ];
    expect(decideScan(facts({ checkIns: out }))).toMatchObject({
      status: 'already',
      gate: 'South',
      at: NOW - 600_000,
    });
  });

  it('does not let a re-entry through outside the window', () => {
    const out = [checkIn('tA', 1, 'in', NOW - 600_000), checkIn('tA', 1, 'out', NOW - 300_000)];
    expect(
      decideScan(facts({ reentry: true, checkIns: out, now: A.validUntil + 1 })),
    ).toMatchObject({ status: 'expired' });
  });
});

describe('lastCheckIn and isInside', () => {
  it('reads a ticket’s latest state whatever order its check-ins come in', () => {
    const all = [
      checkIn('tA', 2, 'in', 3),
      checkIn('tA', 1, 'out', 2),
      checkIn('tB', 5, 'in', 9),
      checkIn('tA', 1, 'in', 1),
    ];
    expect(lastCheckIn('tA', all)).toMatchObject({ entry: 2, direction: 'in' });
    expect(isInside('tA', all)).toBe(true);
    expect(isInside('tA', all.slice(1))).toBe(false);
    expect(lastCheckIn('tZ', all)).toBeUndefined();
  });
});
