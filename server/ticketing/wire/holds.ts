// Wire shapes of holds (reservations) as the create-holds endpoint returns them.
import { z } from 'zod';
import { idString, isoTimestamp, numberish } from './primitives';

export const wireHold = z.object({
  reservation_id: z.string().min(1),
  ticket_type: z.string(),
  resource_id: idString,
  quantity: numberish,
  status: z.string(),
  expires_at: isoTimestamp,
  seconds_remaining: numberish,
});

export const wireCreatedHolds = z.object({ reservations: z.array(wireHold).min(1) });
