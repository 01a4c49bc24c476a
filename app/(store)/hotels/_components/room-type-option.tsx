// One room type as a choice: price per night, total for the stay, how many it sleeps, what is left, amenities.
'use client';

import { availabilityLabel } from '@/lib/checkout/availability';
import { formatNaira } from '@/lib/format/money';
import { plural, stayTotal } from '@/lib/hotels/price';
import type { RoomType } from '@/lib/hotels/types';

interface Props {
  room: RoomType;
  nights: number;
  rooms: number;
  checked: boolean;
  onChoose: (roomId: number) => void;
}

export function RoomTypeOption({ room, nights, rooms, checked, onChoose }: Props) {
  const id = `room-${room.id}`;
  const soldOut = room.left <= 0;
  return (
    <li
      className={`space-y-1 rounded-lg border p-4 ${checked ? 'border-brand-600 bg-brand-50' : 'border-black/20 bg-surface'}`}
    >
      {/* The name alone labels the choice; the details are its description, so the name stays short to hear. */}
      <label
        htmlFor={id}
        className={`flex flex-wrap items-baseline gap-x-3 ${soldOut && !checked ? 'cursor-not-allowed' : 'cursor-pointer'}`}
      >
        <input
          id={id}
          type="radio"
          name="selection.roomId"
          value={room.id}
          checked={checked}
          disabled={soldOut && !checked}
          onChange={() => onChoose(room.id)}
          aria-describedby={`${id}-details`}
          className="size-4 shrink-0 self-center"
        />
        <span className="flex-1 font-semibold">{room.name}</span>
        <span>
          <strong>{formatNaira(room.pricePerNight)}</strong> a night
        </span>
      </label>
      <div id={`${id}-details`} className="space-y-1 pl-7 text-sm">
        {room.description && <p className="text-ink-muted">{room.description}</p>}
        <p>
          Sleeps {room.maxOccupancy} · {formatNaira(stayTotal(room.pricePerNight, nights, rooms))}{' '}
          for {plural(nights, 'night')}, {plural(rooms, 'room')}
        </p>
        <p
          className={`font-semibold ${soldOut ? 'text-danger' : room.left <= 3 ? 'text-warning' : 'text-success'}`}
        >
          {soldOut
            ? 'Sold out for these dates'
            : `${availabilityLabel(room.left)} for every night of your stay`}
        </p>
        {room.amenities.length > 0 && (
          <p className="text-ink-muted">{room.amenities.join(' · ')}</p>
        )}
      </div>
    </li>
  );
}
