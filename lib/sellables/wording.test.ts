// Each kind's words: tickets for events and screenings only; bus seats and hotel bookings never say "ticket".
import { describe, expect, it } from 'vitest';
import { SELLABLE_KINDS } from './kinds';
import { busSeatsTitle, KIND_WORDS, seatNumbersNote } from './wording';

describe('KIND_WORDS', () => {
  it.each(['bus', 'hotel'] as const)('never speaks of tickets for a %s order', (kind) => {
    for (const words of Object.values(KIND_WORDS[kind])) expect(words).not.toMatch(/ticket/i);
  });

  it('speaks of tickets for events and screenings', () => {
    expect(KIND_WORDS.event.change).toBe('Change tickets');
    expect(KIND_WORDS.cinema.holder).toBe('Ticket holder');
  });

  it('gives every kind a word for every place', () => {
    for (const kind of SELLABLE_KINDS)
      for (const words of Object.values(KIND_WORDS[kind])) expect(words.trim()).not.toBe('');
    expect(KIND_WORDS.hotel.holder).toBe('Guest');
    expect(KIND_WORDS.bus.holder).toBe('Passenger');
  });
});

describe('busSeatsTitle', () => {
  it('names the seats and the coach', () => {
    expect(busSeatsTitle('Crosslink Motors', ['11'], 1)).toBe(
      'Seat 11 on the Crosslink Motors coach',
    );
    expect(busSeatsTitle('Crosslink Motors', ['3', '4', '5'], 3)).toBe(
      'Seats on the Crosslink Motors coach',
    );
    expect(seatNumbersNote(['3', '4', '5'])).toBe('Seats 3, 4, 5');
    expect(seatNumbersNote(['11'])).toBeUndefined();
  });

  it('speaks of unnumbered seats in general, and does without an operator', () => {
    expect(busSeatsTitle('Crosslink Motors', [], 2)).toBe('Seats on the Crosslink Motors coach');
    expect(busSeatsTitle(null, [], 1)).toBe('Seat on the coach');
  });
});
