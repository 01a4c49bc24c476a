// The availability route's reply read in the browser without zod (see lib/live/shape.ts): the same shape as
// availabilityReplySchema (ticket-option.ts), which checks it on the server side and in the tests.
import { fail, finite, integer, isRecord } from '@/lib/live/shape';
import type { TicketOption } from './ticket-option';

function readOption(value: unknown): TicketOption {
  if (!isRecord(value)) fail('ticket option');
  const { id, title, price, free, breakdown, remaining } = value;
  if (
    typeof id !== 'string' ||
    typeof title !== 'string' ||
    !finite(price) ||
    typeof free !== 'boolean' ||
    !integer(remaining)
  )
    fail('ticket option');
  if (breakdown === null) return { id, title, price, free, remaining, breakdown: null };
  if (
    !isRecord(breakdown) ||
    !finite(breakdown.ticketPrice) ||
    !finite(breakdown.convenienceFee) ||
    !finite(breakdown.merchantCommission)
  )
    fail('price breakdown');
  const { ticketPrice, convenienceFee, merchantCommission } = breakdown;
  return {
    id,
    title,
    price,
    free,
    remaining,
    breakdown: { ticketPrice, convenienceFee, merchantCommission },
  };
}

/** The options of an availability reply, or a ShapeError. */
export function readAvailabilityReply(body: unknown): TicketOption[] {
  if (!isRecord(body) || !Array.isArray(body.options) || !finite(body.fetchedAt))
    fail('availability');
  return body.options.map(readOption);
}
