// The seat map as a grid: layout from rows, columns, the aisle and missing places; names, states and choices.
import type { SeatState } from './seat-states';
import type { Seat, SeatMapData } from './types';

export type SeatPosition = 'window' | 'aisle' | 'middle';

export type Cell =
  { kind: 'seat'; seat: Seat; position: SeatPosition } | { kind: 'aisle' } | { kind: 'gap' };

export interface SeatLayout {
  /** Front row first; each row has the same number of cells, the aisle included as a cell. */
  rows: Cell[][];
  /** Cells per row, the aisle included. */
  width: number;
}

/** Window wins over aisle: a single seat beside the aisle still has the window. */
export function seatPosition(
  column: number,
  columns: number,
  aisleAfter: number | null,
): SeatPosition {
  if (column === 1 || column === columns) return 'window';
  if (aisleAfter !== null && (column === aisleAfter || column === aisleAfter + 1)) return 'aisle';
  return 'middle';
}

export function buildLayout(map: SeatMapData): SeatLayout {
  const hasAisle = map.aisleAfter !== null && map.aisleAfter > 0 && map.aisleAfter < map.columns;
  const aisleAfter = hasAisle ? map.aisleAfter : null;
  const byPlace = new Map(map.seats.map((seat) => [`${seat.row}:${seat.column}`, seat]));
  const rows: Cell[][] = [];
  for (let row = 1; row <= map.rows; row += 1) {
    const cells: Cell[] = [];
    for (let column = 1; column <= map.columns; column += 1) {
      const seat = byPlace.get(`${row}:${column}`);
      cells.push(
        seat
          ? { kind: 'seat', seat, position: seatPosition(column, map.columns, aisleAfter) }
          : { kind: 'gap' },
      );
      if (column === aisleAfter) cells.push({ kind: 'aisle' });
    }
    rows.push(cells);
  }
  return { rows, width: map.columns + (aisleAfter === null ? 0 : 1) };
}

export const SEAT_STATE_TEXT: Record<SeatState, string> = {
  available: 'available',
  held: 'held',
  sold: 'sold',
};

/** The seat's accessible name, e.g. "Seat 7, window, available"; being chosen is the control's checked state. */
export function seatLabel(seat: Seat, position: SeatPosition): string {
  return `Seat ${seat.number}, ${position}, ${SEAT_STATE_TEXT[seat.state]}`;
}

/** The map with fresh states; seats the reply does not mention keep theirs. */
export function withStates(
  map: SeatMapData,
  states: readonly { id: number; state: SeatState }[],
): SeatMapData {
  const fresh = new Map(states.map((s) => [s.id, s.state]));
  return {
    ...map,
    seats: map.seats.map((seat) => ({ ...seat, state: fresh.get(seat.id) ?? seat.state })),
  };
}

// Keyboard movement, per the ARIA grid pattern, between seats only (the aisle and empty places are skipped).

export type GridKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End';
export const GRID_KEYS: readonly string[] = [
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
];

interface Spot {
  row: number;
  cell: number;
  seatId: number;
}

function spots(layout: SeatLayout): Spot[] {
  return layout.rows.flatMap((cells, row) =>
    cells.flatMap((c, cell) => (c.kind === 'seat' ? [{ row, cell, seatId: c.seat.id }] : [])),
  );
}

/**
 * The seat focus moves to from `seatId`: Left/Right to the next seat in the row, Up/Down to the nearest
 * seat of the next row that has seats, Home/End to the row's first/last seat, with Ctrl the map's first/last.
 * At an edge focus stays put, as the pattern asks.
 */
export function moveFocus(layout: SeatLayout, seatId: number, key: GridKey, ctrl = false): number {
  const all = spots(layout);
  const here = all.find((s) => s.seatId === seatId);
  if (!here) return all[0]?.seatId ?? seatId;
  const inRow = (row: number) => all.filter((s) => s.row === row);
  switch (key) {
    case 'ArrowLeft':
      return (
        inRow(here.row)
          .filter((s) => s.cell < here.cell)
          .at(-1)?.seatId ?? seatId
      );
    case 'ArrowRight':
      return inRow(here.row).find((s) => s.cell > here.cell)?.seatId ?? seatId;
    case 'Home':
      return (ctrl ? all[0] : inRow(here.row)[0])?.seatId ?? seatId;
    case 'End':
      return (ctrl ? all.at(-1) : inRow(here.row).at(-1))?.seatId ?? seatId;
    case 'ArrowUp':
    case 'ArrowDown': {
      const step = key === 'ArrowUp' ? -1 : 1;
      for (let row = here.row + step; row >= 0 && row < layout.rows.length; row += step) {
        const candidates = inRow(row);
        if (candidates.length === 0) continue;
        // Nearest by column; on a tie the seat nearer the left.
        return candidates.reduce((best, s) =>
          Math.abs(s.cell - here.cell) < Math.abs(best.cell - here.cell) ? s : best,
        ).seatId;
      }
      return seatId;
    }
  }
}

/** Where focus starts: the first chosen seat, else the first available one, else the first seat. */
export function initialFocus(layout: SeatLayout, chosen: readonly number[]): number | null {
  const seats = layout.rows.flatMap((cells) =>
    cells.flatMap((c) => (c.kind === 'seat' ? [c.seat] : [])),
  );
  return (
    (
      seats.find((s) => chosen.includes(s.id)) ??
      seats.find((s) => s.state === 'available') ??
      seats[0]
    )?.id ?? null
  );
}

// Choosing: as many seats as travellers, only free ones.

export type Toggle =
  { chosen: number[]; refusal?: undefined } | { chosen: number[]; refusal: string };

export function toggleSeat(chosen: readonly number[], seat: Seat, travellers: number): Toggle {
  if (chosen.includes(seat.id)) return { chosen: chosen.filter((id) => id !== seat.id) };
  if (seat.state !== 'available')
    return {
      chosen: [...chosen],
      refusal: `Seat ${seat.number} is ${SEAT_STATE_TEXT[seat.state]}. Choose another seat.`,
    };
  // One traveller: a new seat replaces the old, as a customer expects.
  if (travellers === 1) return { chosen: [seat.id] };
  if (chosen.length >= travellers) {
    return {
      chosen: [...chosen],
      refusal: `You have chosen ${travellers} seats, one per traveller. Remove one to choose seat ${seat.number}.`,
    };
  }
  return { chosen: [...chosen, seat.id] };
}

/** Chosen seats that are no longer free, in seat order. */
export function lostSeats(chosen: readonly number[], map: SeatMapData): Seat[] {
  return map.seats.filter((seat) => chosen.includes(seat.id) && seat.state !== 'available');
}

/** Chosen seats in the bus's seat order (row by row), whatever order they were picked in. */
export function chosenSeats(chosen: readonly number[], map: SeatMapData): Seat[] {
  return map.seats
    .filter((seat) => chosen.includes(seat.id))
    .sort((a, b) => a.row - b.row || a.column - b.column);
}

export function describeLost(lost: readonly Seat[]): string {
  const names = lost.map((s) => s.number);
  const list =
    names.length === 1
      ? `Seat ${names[0]} was`
      : `Seats ${names.slice(0, -1).join(', ')} and ${names.at(-1)} were`;
  return `${list} just taken by someone else. Your other seats are kept; choose ${lost.length === 1 ? 'another seat' : 'other seats'} to continue.`;
}
