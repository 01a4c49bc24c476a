import { describe, expect, it } from 'vitest';
import {
  buildLayout,
  chosenSeats,
  describeLost,
  initialFocus,
  lostSeats,
  moveFocus,
  seatLabel,
  seatPosition,
  toggleSeat,
  withStates,
} from './seat-map';
import type { Seat, SeatMapData } from './types';

// A HiAce as the demo service seats it: 5 rows of 1 | aisle | 2, the driver's place (1:1) empty.
function hiace(states: Record<number, Seat['state']> = {}): SeatMapData {
  const seats: Seat[] = [];
  for (let row = 1; row <= 5; row += 1) {
    for (let column = 1; column <= 3; column += 1) {
      if (row === 1 && column === 1) continue;
      const id = seats.length + 1;
      seats.push({ id, number: String(id), row, column, state: states[id] ?? 'available' });
    }
  }
  return { rows: 5, columns: 3, aisleAfter: 1, seats };
}

describe('layout', () => {
  it('puts the aisle after its column and leaves missing places empty', () => {
    const layout = buildLayout(hiace());
    expect(layout.width).toBe(4);
    expect(layout.rows).toHaveLength(5);
    expect(layout.rows[0]!.map((c) => c.kind)).toEqual(['gap', 'aisle', 'seat', 'seat']);
    expect(layout.rows[1]!.map((c) => (c.kind === 'seat' ? c.seat.number : c.kind))).toEqual([
      '3',
      'aisle',
      '4',
      '5',
    ]);
  });

  it('has no aisle cell when the bus has none or names an impossible one', () => {
    expect(buildLayout({ ...hiace(), aisleAfter: null }).width).toBe(3);
    expect(buildLayout({ ...hiace(), aisleAfter: 3 }).width).toBe(3);
  });

  it('names window, aisle and middle places', () => {
    expect(seatPosition(1, 3, 1)).toBe('window');
    expect(seatPosition(2, 3, 1)).toBe('aisle');
    expect(seatPosition(3, 3, 1)).toBe('window');
    expect(seatPosition(2, 4, 2)).toBe('aisle');
    expect(seatPosition(2, 5, null)).toBe('middle');
  });

  it('gives each seat a name with its number, place and state', () => {
    const map = hiace({ 7: 'held', 8: 'sold' });
    const names = buildLayout(map)
      .rows.flat()
      .flatMap((c) => (c.kind === 'seat' ? [seatLabel(c.seat, c.position)] : []));
    expect(names).toContain('Seat 1, aisle, available');
    expect(names).toContain('Seat 7, aisle, held');
    expect(names).toContain('Seat 8, window, sold');
  });

  it('takes fresh states and keeps the ones not mentioned', () => {
    const fresh = withStates(hiace({ 2: 'held' }), [{ id: 1, state: 'sold' }]);
    expect(fresh.seats.find((s) => s.id === 1)!.state).toBe('sold');
    expect(fresh.seats.find((s) => s.id === 2)!.state).toBe('held');
  });
});

describe('keyboard movement', () => {
  const layout = buildLayout(hiace());

  it('moves left and right across the aisle and stops at the row ends', () => {
    expect(moveFocus(layout, 3, 'ArrowRight')).toBe(4);
    expect(moveFocus(layout, 4, 'ArrowLeft')).toBe(3);
    expect(moveFocus(layout, 5, 'ArrowRight')).toBe(5);
    expect(moveFocus(layout, 3, 'ArrowLeft')).toBe(3);
  });

  it('moves up and down to the nearest seat, over the empty driver place', () => {
    expect(moveFocus(layout, 1, 'ArrowDown')).toBe(4);
    expect(moveFocus(layout, 3, 'ArrowUp')).toBe(1);
    expect(moveFocus(layout, 12, 'ArrowDown')).toBe(12);
    expect(moveFocus(layout, 2, 'ArrowUp')).toBe(2);
  });

  it('jumps to the row ends with Home and End, and to the map ends with Ctrl', () => {
    expect(moveFocus(layout, 4, 'Home')).toBe(3);
    expect(moveFocus(layout, 3, 'End')).toBe(5);
    expect(moveFocus(layout, 8, 'Home', true)).toBe(1);
    expect(moveFocus(layout, 1, 'End', true)).toBe(14);
  });

  it('starts on a chosen seat, else the first free one', () => {
    expect(initialFocus(buildLayout(hiace({ 1: 'sold', 2: 'held' })), [])).toBe(3);
    expect(initialFocus(layout, [9, 6])).toBe(6);
  });
});

describe('choosing seats', () => {
  const map = hiace({ 5: 'sold', 6: 'held' });
  const seat = (id: number) => map.seats.find((s) => s.id === id)!;

  it('adds and removes free seats up to the number of travellers', () => {
    expect(toggleSeat([], seat(1), 2)).toEqual({ chosen: [1] });
    expect(toggleSeat([1], seat(2), 2)).toEqual({ chosen: [1, 2] });
    expect(toggleSeat([1, 2], seat(1), 2)).toEqual({ chosen: [2] });
    const refused = toggleSeat([1, 2], seat(3), 2);
    expect(refused.chosen).toEqual([1, 2]);
    expect(refused.refusal).toMatch(/Remove one to choose seat 3/);
  });

  it('never chooses a held or sold seat', () => {
    expect(toggleSeat([], seat(5), 2).refusal).toBe('Seat 5 is sold. Choose another seat.');
    expect(toggleSeat([], seat(6), 2).refusal).toBe('Seat 6 is held. Choose another seat.');
  });

  it('swaps the seat of a single traveller', () => {
    expect(toggleSeat([1], seat(2), 1)).toEqual({ chosen: [2] });
  });

  it('finds chosen seats taken meanwhile and names them', () => {
    const lost = lostSeats([1, 5, 6], map);
    expect(lost.map((s) => s.number)).toEqual(['5', '6']);
    expect(describeLost(lost)).toBe(
      'Seats 5 and 6 were just taken by someone else. Your other seats are kept; choose other seats to continue.',
    );
    expect(describeLost(lost.slice(0, 1))).toMatch(/^Seat 5 was just taken/);
    expect(chosenSeats([9, 1], map).map((s) => s.id)).toEqual([1, 9]);
  });
});
