// A ticket category as the storefront shows it; the schema checks the availability route's replies on the server
// and in the tests (the browser's polls read them with availability-reply.ts, held to this schema).
import * as z from '@/lib/validation/zod-mini';

export const ticketOptionSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** What the customer pays for one ticket: ticket price plus fees. */
  price: z.number(),
  free: z.boolean(),
  breakdown: z.nullable(
    z.object({
      ticketPrice: z.number(),
      convenienceFee: z.number(),
      merchantCommission: z.number(),
    }),
  ),
  remaining: z.number().check(z.int()),
});

export const availabilityReplySchema = z.object({
  options: z.array(ticketOptionSchema),
  fetchedAt: z.number(),
});

export type TicketOption = z.output<typeof ticketOptionSchema>;
export type PriceBreakdown = NonNullable<TicketOption['breakdown']>;
export type AvailabilityReply = z.output<typeof availabilityReplySchema>;
