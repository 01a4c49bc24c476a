// Tests of the door's answers in words: each verdict says what staff need to act on, with the right tone.
import { describe, expect, it } from 'vitest';
import { answerOf, placeOf } from './answer';
import type { DoorTicket } from './verdict';

const NOW = Date.UTC(2026, 11, 24, 18, 0, 0);
const ticket: DoorTicket = {
  id: 'T1',
  reference: 'web-order-1',
  kind: 'bus',
  listKey: 'bus:42:2026-12-24',
  listTitle: 'Lagos → Abuja, Thu 24 Dec 2026, 7:00 am',
  holderName: 'Ada Obi',
  seat: '14',
  room: null,
  nights: null,
  ticketType: 'Standard',
  startsAt: NOW,
  validFrom: NOW - 3600_000,
  validUntil: NOW + 3600_000,
};

describe('door answers', () => {
  it('names the holder, the seat and the tickets still to come on a valid scan', () => {
    const answer = answerOf(
      { status: 'valid', ticket, direction: 'in', entry: 1, leftOnOrder: 2 },
      NOW,
    );
    expect(answer).toMatchObject({ tone: 'go', title: 'Valid: let in', offline: false });
    expect(answer.lines).toEqual([
      'Ada Obi · Seat 14',
      'Order web-order-1',
      '2 more tickets on order are still to come.',
    ]);
    expect(
      answerOf({ status: 'valid', ticket, direction: 'in', entry: 2, leftOnOrder: 0 }, NOW, true),
    ).toMatchObject({ title: 'Welcome back', offline: true });
  });

  it('says when, where and by whom a ticket was already checked in', () => {
    const answer = answerOf(
      { status: 'already', ticket, at: NOW - 30 * 60_000, gate: 'North', by: 'Chidi' },
      NOW,
    );
    expect(answer).toMatchObject({ tone: 'warn', title: 'Already checked in' });
    expect(answer.lines[1]).toBe('At 6:30 pm, North, by Chidi.');
  });

  it('stops wrong, early, late, unknown and forged tickets', () => {
    expect(
      answerOf({ status: 'wrong-list', ticket, listTitle: 'Lagos → Benin' }, NOW).lines[1],
    ).toBe('This ticket is for Lagos → Benin.');
    expect(answerOf({ status: 'early', ticket }, NOW).title).toBe('Not valid yet');
    expect(answerOf({ status: 'expired', ticket }, NOW).title).toBe('No longer valid');
    for (const status of ['unknown', 'forged'] as const)
      expect(answerOf({ status }, NOW).tone).toBe('stop');
  });

  it('tells a room and its nights, or the ticket type when there is no seat or room', () => {
    expect(placeOf({ ...ticket, seat: null, room: 'Deluxe King', nights: 3 })).toBe(
      'Deluxe King, 3 nights',
    );
    expect(placeOf({ ...ticket, seat: null })).toBe('Standard');
  });
});
