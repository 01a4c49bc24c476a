// The hold kinds the service knows. Adding a kind is one line in `holdKinds`; the request schema
// of POST /api/v1/svc/validate and the engine's dispatch follow from it.
import { z } from 'zod';
import type { HoldKind } from '../../db/schema';
import { busHoldKind } from './bus';
import { entertainmentHoldKind } from './entertainment';
import type { HoldKindHandler } from '../core/holds/kind';
import { hotelHoldKind } from './kinds/hotel';
import { ownerInfoSchema } from '../core/holds/owner';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each kind has its own item type; dispatch is by ticket_type
type AnyHoldKind = HoldKindHandler<any>;

export const holdKinds: Record<HoldKind, AnyHoldKind> = {
  entertainment: entertainmentHoldKind,
  bus: busHoldKind,
  hotel: hotelHoldKind,
};

export function holdKindFor(kind: HoldKind): AnyHoldKind {
  return holdKinds[kind];
}

/** One `tickets[]` item of any registered kind, discriminated by `ticket_type`. */
export interface HoldItem {
  ticket_type: HoldKind;
  resource_id: string | number;
  quantity: number;
  metadata?: Record<string, unknown> | null;
}

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
