// What a basket holds, as zod schemas (kept as JSON in the storefront's database, read back leniently): the
// customer's choices of any kinds, then, once reserved, one order of several parts, each part a checkout of its own.
import { z } from 'zod';
import { MAX_PARTS } from '@/lib/basket/part-reference';
import { orderTotalKobo } from '@/lib/checkout/order-total';
import { selectionSchema } from '@/lib/sellables/kinds';
import {
  checkoutOrderSchema,
  heldLineSchema,
  orderPartSchema,
  STORED_TEXT,
  type CheckoutOrder,
  type OrderPart,
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

/** A reserved basket is an order of several parts (server/session/checkout-state.ts). */
export const basketPartSchema = orderPartSchema;
export const basketCheckoutSchema = checkoutOrderSchema;

export type BasketItem = z.output<typeof basketItemSchema>;
export type BasketPart = OrderPart;
export type BasketCheckout = CheckoutOrder;

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
