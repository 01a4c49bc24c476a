// What the checkout cookie holds, as zod schemas: a cookie of an older shape, or forged, reads as empty.
import { z } from 'zod';
import {
  basketReference,
  isBasketReference,
  MAX_PARTS,
  partReference,
} from '@/lib/basket/part-reference';
import { selectionSchema } from '@/lib/sellables/kinds';
import { CHANNELS, newMerchantReference } from '@/server/channel';

/** Text lengths the cookie affords: ten lines of a screening must stay under the browsers' 4 KB. */
export const STORED_TEXT = { title: 100, subtitle: 80, lineTitle: 60, lineNote: 60 } as const;

const contact = z.object({
  name: z.string().max(100),
  email: z.string().max(254),
  phone: z.string().max(16),
});

/** One held line as the checkout shows it: a ticket type, seats or a room type, with its price. */
export const heldLineSchema = z.object({
  id: z.string().max(64),
  title: z.string().max(STORED_TEXT.lineTitle),
  /** Detail under the title, such as seat numbers or the nights of a stay. */
  note: z.string().max(STORED_TEXT.lineNote).optional(),
  quantity: z.number().int().min(1).max(100),
  unitPrice: z.number().min(0),
});

/** Where an order came from, beyond its channel: the site that embedded the shop and the campaign that brought the customer. */
export const orderSourceSchema = z.object({
  host: z.string().max(255).nullable(),
  utmSource: z.string().max(100).nullable(),
  utmMedium: z.string().max(100).nullable(),
  utmCampaign: z.string().max(100).nullable(),
});

/** Holds the customer owns. Only ids stored here may be bought or released on their behalf. */
export const checkoutStateSchema = z.object({
  selection: selectionSchema,
  /** The thing bought, as the checkout names it. */
  title: z.string().max(STORED_TEXT.title),
  /** Where and when, in a line (a screening's cinema and time, a trip's departure, a stay's dates). */
  subtitle: z.string().max(STORED_TEXT.subtitle).optional(),
  lines: z.array(heldLineSchema).min(1).max(10),
  contact,
  /** Reservation ids, one per line, in the same order. */
  holds: z.array(z.string().max(64)).min(1).max(10),
  /** Earliest `expires_at` of the holds, in the service's clock. */
  expiresAt: z.string().max(40),
  /** Service clock minus server clock, from `seconds_remaining` (see lib/checkout/countdown). */
  clockOffsetMs: z.number(),
  /** Generated when the holds are made, so it is in the browser's cookie before any buy is sent. */
  merchantReference: z.string().max(64),
  /** The first reference of this checkout, kept when a retry pays again for it under a new reference: of the
   * payments of one order, only one is bought and any other refunded. Absent: the reference itself. */
  orderKey: z.string().max(64).optional(),
  channel: z.enum(Object.keys(CHANNELS) as [keyof typeof CHANNELS, ...(keyof typeof CHANNELS)[]]),
  source: orderSourceSchema.optional(),
  /** The promo code the customer applied (normalised); its rules are read and quoted again on every use. */
  promoCode: z
    .string()
    .regex(/^[A-Z0-9-]{3,32}$/)
    .optional(),
});

/**
 * One part of an order: a choice of one kind (its selection, held lines and holds), bought under its own reference,
 * and what became of it once paid. An order of one part buys it under the order's own reference.
 */
export const orderPartSchema = checkoutStateSchema.extend({
  outcome: z.enum(['bought', 'failed']).optional(),
  /** Why a part could not be bought after payment, in the customer's words. */
  failure: z.string().max(200).optional(),
});

/**
 * An order: one customer, one payment, one or several parts (at most MAX_PARTS), all held or none. An order of several
 * parts has a reference ending `-0` and its parts `-1` to `-9` (lib/basket/part-reference.ts).
 */
export const checkoutOrderSchema = z.object({
  /** The order's reference: the payment's, and the order page's. */
  merchantReference: z.string().max(64),
  /** The first reference of this order, kept when a retry pays again under a new one. Absent: the reference itself. */
  orderKey: z.string().max(64).optional(),
  channel: checkoutStateSchema.shape.channel,
  source: orderSourceSchema.optional(),
  contact,
  /** Earliest `expires_at` of every part's holds, in the service's clock. */
  expiresAt: z.string().max(40),
  clockOffsetMs: z.number(),
  /** The promo code the customer applied (normalised); its rules are read and quoted again on every use. */
  promoCode: checkoutStateSchema.shape.promoCode,
  parts: z.array(orderPartSchema).min(1).max(MAX_PARTS),
  /** Reserved from the basket's items: paid, the basket is emptied; changed, its items are chosen again. */
  fromBasket: z.boolean().optional(),
});

/** The reference a part of the order `reference` is bought under: the order's own for an order of one part. */
export const partReferenceOf = (reference: string, index: number): string =>
  isBasketReference(reference) ? partReference(reference, index) : reference;

/** The order paid again under `reference` (a new attempt at the same order): its parts' references follow. */
export const withReference = (order: CheckoutOrder, reference: string): CheckoutOrder => ({
  ...order,
  orderKey: orderKeyOf(order),
  merchantReference: reference,
  parts: order.parts.map((part, index) => ({
    ...part,
    merchantReference: partReferenceOf(reference, index),
  })),
});

/** The same order paid again under a fresh reference of its channel (an order of several keeps its `-0` form). */
export function withNewReference(order: CheckoutOrder): CheckoutOrder {
  const fresh = newMerchantReference(order.channel);
  return withReference(
    order,
    isBasketReference(order.merchantReference) ? basketReference(fresh) : fresh,
  );
}

/** An order of one part: the one-kind checkout as stored before orders had parts (and still in older cookies). */
export function orderOfOne(checkout: CheckoutState): CheckoutOrder {
  const {
    merchantReference,
    orderKey,
    channel,
    source,
    contact,
    expiresAt,
    clockOffsetMs,
    promoCode,
  } = checkout;
  return {
    merchantReference,
    ...(orderKey && { orderKey }),
    channel,
    ...(source && { source }),
    contact,
    expiresAt,
    clockOffsetMs,
    ...(promoCode && { promoCode }),
    parts: [{ ...checkout, promoCode: undefined }],
  };
}

/**
 * Reads a stored order (a payment's, a session's): an order of parts, or a one-kind checkout of before, as an order
 * of one part. Anything else (damaged, forged) is null.
 */
export function readCheckoutOrder(value: unknown): CheckoutOrder | null {
  const order = checkoutOrderSchema.safeParse(value);
  if (order.success) return order.data;
  const single = checkoutStateSchema.safeParse(value);
  return single.success ? orderOfOne(single.data) : null;
}

/** Reads a stored order from its JSON; damaged JSON is null. */
export function parseCheckoutOrder(json: string | null | undefined): CheckoutOrder | null {
  if (!json) return null;
  try {
    return readCheckoutOrder(JSON.parse(json));
  } catch {
    return null;
  }
}

/** What the customer chose last, kept after a change or a cancel to prefill the page it came from. */
export const checkoutDraftSchema = z.object({
  selection: selectionSchema,
  quantities: z.record(z.string().max(64), z.number().int().min(0).max(100)),
  contact,
});

export const checkoutSessionSchema = z.object({
  checkout: checkoutStateSchema.optional().catch(undefined),
  draft: checkoutDraftSchema.optional().catch(undefined),
  /** Merchant reference of the last confirmed order, so a refresh or a second tab finds it. */
  lastOrder: z.string().max(64).optional().catch(undefined),
  /** A random id of this browser's session, for limits that count per customer. */
  sid: z.string().max(32).optional().catch(undefined),
  /** A waiting room's signed admission for this session (server/waiting-room/admission.ts). */
  admission: z.string().max(512).optional().catch(undefined),
  /** The customer's basket (server/basket): its random id in the storefront's database, and its count for the header. */
  /** A waiting list's turn opened from its email (server/waiting-list/turn.ts): the entry's turn token. */
  waitingTurn: z.string().max(32).optional().catch(undefined),
  basket: z
    .object({ id: z.string().regex(/^[A-Za-z0-9_-]{22}$/), count: z.number().int().min(0).max(9) })
    .optional()
    .catch(undefined),
});

/** The order a checkout pays for: its first reference, however many payment attempts it took. */
export const orderKeyOf = (
  checkout: Pick<z.output<typeof checkoutStateSchema>, 'merchantReference' | 'orderKey'>,
): string => checkout.orderKey ?? checkout.merchantReference;

export type HeldLine = z.output<typeof heldLineSchema>;

/** Quoted lines cut to the lengths the stored checkout affords. */
export const storedLines = (lines: readonly HeldLine[]): HeldLine[] =>
  lines.map((line) => ({
    ...line,
    title: line.title.slice(0, STORED_TEXT.lineTitle),
    note: line.note?.slice(0, STORED_TEXT.lineNote),
  }));
export type CheckoutState = z.output<typeof checkoutStateSchema>;
export type CheckoutOrder = z.output<typeof checkoutOrderSchema>;
export type OrderPart = z.output<typeof orderPartSchema>;
export type CheckoutDraft = z.output<typeof checkoutDraftSchema>;
export type OrderSource = z.output<typeof orderSourceSchema>;
export type CheckoutSessionData = z.output<typeof checkoutSessionSchema>;
