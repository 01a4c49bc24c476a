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
    <li>
      <label
        htmlFor={id}
        className={`flex cursor-pointer gap-3 rounded-lg border p-4 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500 ${checked ? 'border-brand-600 bg-brand-50' : 'border-black/20 bg-surface'} ${soldOut ? 'cursor-not-allowed opacity-80' : ''}`}
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
          className="mt-1 size-4 shrink-0"
        />
        <span className="flex-1 space-y-1">
          <span className="flex flex-wrap items-baseline justify-between gap-x-4">
            <span className="font-semibold">{room.name}</span>
            <span>
              <strong>{formatNaira(room.pricePerNight)}</strong> a night
            </span>
          </span>
          <span id={`${id}-details`} className="block space-y-1 text-sm">
            {room.description && <span className="block text-ink-muted">{room.description}</span>}
            <span className="block">
              Sleeps {room.maxOccupancy} · {formatNaira(stayTotal(room.pricePerNight, nights, rooms))} for {plural(nights, 'night')}, {plural(rooms, 'room')}
            </span>
            <span className={`block font-semibold ${soldOut ? 'text-danger' : room.left <= 3 ? 'text-warning' : 'text-success'}`}>
              {soldOut ? 'Sold out for these dates' : `${availabilityLabel(room.left)} for every night of your stay`}
            </span>
            {room.amenities.length > 0 && <span className="block text-ink-muted">{room.amenities.join(' · ')}</span>}
          </span>
        </span>
      </label>
    </li>
  );
}
