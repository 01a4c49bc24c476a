// What a basket holds, as zod schemas (kept as JSON in the storefront's database, read back leniently): the
// customer's choices of any kinds, then, once reserved, one order of several parts, each part a checkout of its own.
import { z } from 'zod';
import { MAX_PARTS } from '@/lib/basket/part-reference';
import { orderTotalKobo } from '@/lib/checkout/order-total';
import { selectionSchema } from '@/lib/sellables/kinds';
import { CHANNELS } from '@/server/channel';
import {
  checkoutStateSchema,
  heldLineSchema,
  orderSourceSchema,
  STORED_TEXT,
} from '@/server/session/checkout-state';

/** The most items one basket holds: one part each, and a part's reference takes one digit. */
export const MAX_BASKET_ITEMS = MAX_PARTS;

/** One choice in the basket: what (the selection), how many of each line, and how it read when it was added. */
export const basketItemSchema = z.object({
  /** Names the item in the basket's forms (remove). */
  key: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/),
  selection: selectionSchema,
  chosen: z
    .array(z.object({ id: z.string().max(64), quantity: z.number().int().min(1).max(100) }))
    .min(1)
    .max(10),
  title: z.string().max(STORED_TEXT.title),
  subtitle: z.string().max(STORED_TEXT.subtitle).optional(),
  /** The lines as priced when added; a reserve prices them again. */
  lines: z.array(heldLineSchema).min(1).max(10),
});

export const basketItemsSchema = z.array(basketItemSchema).max(MAX_BASKET_ITEMS);

/** One part of a reserved basket: a checkout of one kind, and what became of it once paid. */
export const basketPartSchema = checkoutStateSchema.extend({
  outcome: z.enum(['bought', 'failed']).optional(),
  /** Why a part could not be bought after payment, in the customer's words. */
  failure: z.string().max(200).optional(),
});

/** A reserved basket: one order, one payment, several parts bought one by one under references derived from its own. */
export const basketCheckoutSchema = z.object({
  basket: z.literal(true),
  /** The order's reference (ends `-0`): the payment's, and the order page's. */
  merchantReference: z.string().max(64),
  /** The first reference of this order, kept when a retry pays again under a new one (see checkout-state). */
  orderKey: z.string().max(64).optional(),
  channel: z.enum(Object.keys(CHANNELS) as [keyof typeof CHANNELS, ...(keyof typeof CHANNELS)[]]),
  source: orderSourceSchema.optional(),
  contact: checkoutStateSchema.shape.contact,
  /** Earliest `expires_at` of every part's holds, in the service's clock. */
  expiresAt: z.string().max(40),
  clockOffsetMs: z.number(),
  parts: z.array(basketPartSchema).min(1).max(MAX_PARTS),
});

export type BasketItem = z.output<typeof basketItemSchema>;
export type BasketPart = z.output<typeof basketPartSchema>;
export type BasketCheckout = z.output<typeof basketCheckoutSchema>;

/** What the whole basket costs, in kobo: every part's lines. */
export const basketTotalKobo = (
  parts: readonly { lines: readonly { unitPrice: number; quantity: number }[] }[],
): number => parts.reduce((sum, part) => sum + orderTotalKobo(part.lines), 0);

/** Reads a stored basket checkout; anything else (a one-kind checkout, a damaged row) is null. */
export function parseBasketCheckout(json: string | null | undefined): BasketCheckout | null {
  if (!json) return null;
  try {
    const parsed = basketCheckoutSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Reads stored basket items; damaged items are dropped rather than losing the basket. */
export function parseBasketItems(json: string | null | undefined): BasketItem[] {
  if (!json) return [];
  try {
    const raw: unknown = JSON.parse(json);
    if (!Array.isArray(raw)) return [];
    return raw
      .flatMap((item) => {
        const parsed = basketItemSchema.safeParse(item);
        return parsed.success ? [parsed.data] : [];
      })
      .slice(0, MAX_BASKET_ITEMS);
  } catch {
    return [];
  }
}
