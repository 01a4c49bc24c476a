// The seat-state route's reply read in the browser without zod (see lib/live/shape.ts): the same shape as
// seatStatesReplySchema (types.ts), which the tests hold it to.
import { fail, finite, integer, isRecord } from '@/lib/live/shape';
import { SEAT_STATES, type SeatState } from './seat-states';
import type { SeatStatesReply } from './types';

const isSeatState = (value: unknown): value is SeatState =>
  (SEAT_STATES as readonly unknown[]).includes(value);

/** A seat-state reply, or a ShapeError. */
export function readSeatStatesReply(body: unknown): SeatStatesReply {
  if (
    !isRecord(body) ||
    typeof body.bookable !== 'boolean' ||
    !integer(body.seatsAvailable) ||
    !Array.isArray(body.seats) ||
    !finite(body.fetchedAt)
  )
    fail('seat states');
  const seats = body.seats.map((seat: unknown) => {
    if (!isRecord(seat) || !integer(seat.id) || !isSeatState(seat.state)) fail('seat');
    return { id: seat.id, state: seat.state };
  });
  return {
    bookable: body.bookable,
    seatsAvailable: body.seatsAvailable,
    seats,
    fetchedAt: body.fetchedAt,
  };
}
