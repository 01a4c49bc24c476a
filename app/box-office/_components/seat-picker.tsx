// A timed departure's seats for the counter: the shop's seat map, any number of seats up to the order limit.
'use client';

import { useState } from 'react';
import { SeatGrid } from '@/components/bus/seat-grid';
import { buildLayout } from '@/lib/bus/seat-map';
import type { Seat, SeatMapData } from '@/lib/bus/types';

interface Props {
  seatMap: SeatMapData;
  /** The line the seats are held on: the schedule's id. */
  lineId: string;
  maxSeats: number;
}

export function SeatPicker({ seatMap, lineId, maxSeats }: Props) {
  const [chosen, setChosen] = useState<number[]>([]);
  const [refusal, setRefusal] = useState('');
  const layout = buildLayout(seatMap);
  const byId = new Map(seatMap.seats.map((seat) => [seat.id, seat]));

  function toggle(seat: Seat) {
    if (seat.state !== 'available') return setRefusal(`Seat ${seat.number} is ${seat.state}.`);
    if (chosen.includes(seat.id)) {
      setRefusal('');
      return setChosen(chosen.filter((id) => id !== seat.id));
    }
    if (chosen.length >= maxSeats) return setRefusal(`One sale holds at most ${maxSeats} seats.`);
    setRefusal('');
    setChosen([...chosen, seat.id]);
  }

  const numbers = chosen.map((id) => byId.get(id)?.number).filter(Boolean);
  return (
    <div className="space-y-3">
      <input type="hidden" name={`quantity.${lineId}`} value={chosen.length} />
      <p id="seat-help" className="text-ink-muted">
        Arrow keys move between seats; Space or Enter chooses one.
      </p>
      <SeatGrid layout={layout} chosen={chosen} onToggle={toggle} describedBy="seat-help" />
      <p aria-live="polite" className="text-lg font-semibold">
        {numbers.length === 0
          ? 'No seat chosen.'
          : `Chosen: seat${numbers.length === 1 ? '' : 's'} ${numbers.join(', ')}`}
      </p>
      <p role="alert" className="text-danger empty:hidden">
        {refusal}
      </p>
    </div>
  );
}
