// The seat map as an ARIA grid: one tab stop, arrow keys between seats, Space or Enter to choose; each seat a checkbox.
// News from the map (a seat refused, a chosen seat taken) shows at its top, kept in view while the map scrolls.
'use client';

import { useRef, useState, type KeyboardEvent } from 'react';
import {
  GRID_KEYS,
  initialFocus,
  moveFocus,
  seatLabel,
  type Cell,
  type GridKey,
  type SeatLayout,
} from '@/lib/bus/seat-map';
import type { Seat } from '@/lib/bus/types';

interface Props {
  layout: SeatLayout;
  chosen: readonly number[];
  onToggle: (seat: Seat) => void;
  /** Id of the text that explains the map (legend, how many to choose). */
  describedBy: string;
  /** The latest news from the map, read out politely (empty when there is none); without it the map shows none. */
  notice?: string;
}

// State shows as a word and a symbol as well as a colour.
const LOOK = {
  chosen: { mark: '✓', word: 'Yours', className: 'border-brand-700 bg-brand-600 text-white' },
  available: {
    mark: '',
    word: 'Free',
    className: 'border-black/50 bg-surface text-ink hover:border-brand-500',
  },
  held: {
    mark: '◷',
    word: 'Held',
    className: 'border-dashed border-black/40 bg-black/5 text-ink-muted',
  },
  sold: {
    mark: '✕',
    word: 'Sold',
    className: 'border-black/20 bg-black/15 text-ink-muted line-through',
  },
} as const;

function SeatCell({
  cell,
  chosen,
  focused,
  onToggle,
}: {
  cell: Extract<Cell, { kind: 'seat' }>;
  chosen: boolean;
  focused: boolean;
  onToggle: (seat: Seat) => void;
}) {
  const { seat, position } = cell;
  const look = LOOK[chosen ? 'chosen' : seat.state];
  return (
    <div role="gridcell" className="size-14 sm:size-16">
      <label className="block size-full cursor-pointer">
        <input
          type="checkbox"
          name="selection.seatIds[]"
          value={seat.id}
          data-seat={seat.id}
          checked={chosen}
          onChange={() => onToggle(seat)}
          tabIndex={focused ? 0 : -1}
          aria-label={seatLabel(seat, position)}
          aria-disabled={seat.state !== 'available' || undefined}
          className="peer sr-only"
        />
        <span
          aria-hidden="true"
          className={`flex size-full flex-col items-center justify-center rounded-lg border-2 text-base font-semibold leading-tight peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700 ${look.className}`}
        >
          <span>
            {seat.number}
            {look.mark && ` ${look.mark}`}
          </span>
          <span className="text-[0.7rem] font-medium no-underline">{look.word}</span>
        </span>
      </label>
    </div>
  );
}

export function SeatGrid({ layout, chosen, onToggle, describedBy, notice }: Props) {
  const [focused, setFocused] = useState<number | null>(() => initialFocus(layout, chosen));
  const gridRef = useRef<HTMLDivElement>(null);

  function focusSeat(seatId: number) {
    setFocused(seatId);
    gridRef.current?.querySelector<HTMLInputElement>(`[data-seat="${seatId}"]`)?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const current = Number((event.target as HTMLElement).dataset.seat);
    if (!current) return;
    if (GRID_KEYS.includes(event.key)) {
      event.preventDefault();
      focusSeat(moveFocus(layout, current, event.key as GridKey, event.ctrlKey || event.metaKey));
    } else if (event.key === 'Enter') {
      // Enter would submit the form; in the grid it chooses, like Space.
      event.preventDefault();
      const seat = layout.rows.flat().find((c) => c.kind === 'seat' && c.seat.id === current);
      if (seat?.kind === 'seat') onToggle(seat.seat);
    }
  }

  return (
    <div className="inline-block rounded-card border-2 border-black/20 p-3">
      {notice !== undefined && (
        // Sticky: a seat tapped far down a long map still shows why it was refused, above the seats. The text
        // takes the map's width without widening it (w-0 min-w-full).
        <div role="status" className="sticky top-2 z-10">
          {notice && (
            <p className="mb-3 w-0 min-w-full rounded-lg border border-danger/40 bg-surface p-2 text-sm font-medium text-danger shadow-md">
              {notice}
            </p>
          )}
        </div>
      )}
      <p className="mb-3 rounded-lg bg-black/5 py-1 text-center text-sm font-semibold">
        <span aria-hidden="true">▲ </span>Front of the bus
      </p>
      <div
        ref={gridRef}
        role="grid"
        aria-label="Seat map, front of the bus first"
        aria-describedby={describedBy}
        aria-rowcount={layout.rows.length}
        onKeyDown={onKeyDown}
        onFocus={(event) => {
          const seat = Number((event.target as HTMLElement).dataset.seat);
          if (seat) setFocused(seat);
        }}
        className="space-y-2"
      >
        {layout.rows.map((cells, row) => (
          <div role="row" key={row} aria-rowindex={row + 1} className="flex gap-2">
            {cells.map((cell, index) =>
              cell.kind === 'seat' ? (
                <SeatCell
                  key={cell.seat.id}
                  cell={cell}
                  chosen={chosen.includes(cell.seat.id)}
                  focused={focused === cell.seat.id}
                  onToggle={onToggle}
                />
              ) : (
                <div
                  role="gridcell"
                  key={`${cell.kind}-${index}`}
                  className={cell.kind === 'aisle' ? 'w-6 sm:w-8' : 'size-14 sm:size-16'}
                />
              ),
            )}
          </div>
        ))}
      </div>
    </div>
  );
}
