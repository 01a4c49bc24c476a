// Words and numbers of a coach trip as travellers read them: times in Lagos, durations, places, seats left.
import { LAGOS_TIME_ZONE, lagosDay } from '@/lib/format/lagos-day';
import { formatNaira } from '@/lib/format/money';
import type { BusPlace } from './types';

// The storefront's way of writing a time of day (as on the order page); h12 so midnight is "12:00 am".
const clock = new Intl.DateTimeFormat('en-GB', {
  timeZone: LAGOS_TIME_ZONE,
  hour: 'numeric',
  minute: '2-digit',
  hourCycle: 'h12',
});

/** `2026-11-24T06:00:00+01:00` → `6:00 am`, Lagos time whatever the reader's zone. */
export function departureClock(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : clock.format(new Date(time));
}

/** 150 → `2 h 30 min`. */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = Math.round(minutes % 60);
  return [hours > 0 && `${hours} h`, (rest > 0 || hours === 0) && `${rest} min`]
    .filter(Boolean)
    .join(' ');
}

/** When a trip that leaves at `iso` and takes `minutes` arrives, Lagos time, with `+1` for the next day. */
export function arrivalClock(iso: string, minutes: number): string {
  const start = Date.parse(iso);
  if (Number.isNaN(start)) return '';
  const end = start + minutes * 60_000;
  return `${clock.format(new Date(end))}${lagosDay(end) !== lagosDay(start) ? ' (next day)' : ''}`;
}

export function placeText(place: BusPlace): string {
  return place.terminal ? `${place.terminal}, ${place.city}` : place.city;
}

export function seatsLeftText(left: number, unit: 'seat' | 'place' = 'seat'): string {
  if (left <= 0) return 'Sold out';
  return `${left} ${unit}${left === 1 ? '' : 's'} left`;
}

/** The bus and its size, without saying the size twice when the operator's name for it already does. */
export function busText(bus: { name: string; capacity: number }): string {
  return new RegExp(`\\b${bus.capacity}\\b`).test(bus.name)
    ? bus.name
    : `${bus.name}, ${bus.capacity} seats`;
}

/** The fare per seat (or per traveller), and what it comes to for the party when more than one travels. */
export function fareText(
  price: number,
  unit: 'seat' | 'traveller',
  travellers: number,
): { each: string; total: string | null } {
  const each = `${formatNaira(price)} per ${unit}`;
  // Kobo arithmetic keeps Naira with two decimals exact.
  const total =
    travellers > 1
      ? `${formatNaira((Math.round(price * 100) * travellers) / 100)} for ${travellers} travellers`
      : null;
  return { each, total };
}
