// The hold kinds the service sells, one per kind folder. Adding a kind is one line in `holdKinds`;
// the request schema of POST /api/v1/svc/validate and the engine's dispatch follow from it.
import { z } from 'zod';
import type { HoldKind } from '../db/schema';
import { busHoldKind } from './bus/bus-hold';
import type { HoldItem, HoldKinds } from './core/holds/kind';
import { ownerInfoSchema } from './core/holds/owner';
import { experienceHoldKind } from './experiences/experience-hold';
import { hotelHoldKind } from './hotels/hotel-hold';

/** Keyed by the wire's `ticket_type`: experiences (events and cinema) are `entertainment`. */
export const holdKinds: HoldKinds = {
  entertainment: experienceHoldKind,
  bus: busHoldKind,
  hotel: hotelHoldKind,
};

/**
 * Built from the registry: a discriminated union by `ticket_type`, so errors land on the fields of
 * the kind that was asked for (`tickets.0.metadata.seat_ids`). Kind schemas are zod objects.
 */
export function holdItemSchema(): z.ZodType<HoldItem> {
  const options = Object.values(holdKinds).map((k) => k.itemSchema) as unknown as [
    z.ZodObject<{ ticket_type: z.ZodLiteral<HoldKind> }>,
    ...z.ZodObject<{ ticket_type: z.ZodLiteral<HoldKind> }>[],
  ];
  const kinds = Object.keys(holdKinds).join(', ');
  return z.discriminatedUnion('ticket_type', options, {
    error: (issue) =>
      issue.code === 'invalid_union'
        ? `The ticket type must be one of: ${kinds}.`
        : 'Each ticket must be an object.',
  }) as unknown as z.ZodType<HoldItem>;
}

export function createHoldsRequestSchema() {
  return z.object({
    tickets: z
      .array(holdItemSchema(), { error: 'The tickets field is required and must be an array.' })
      .min(1, { error: 'At least 1 ticket is required.' })
      .max(10, { error: 'At most 10 tickets are allowed per request.' }),
    customer_info: ownerInfoSchema,
  });
}

export const releaseHoldRequestSchema = z.object({ customer_info: ownerInfoSchema });
