// Wire shapes of purchase results and of the transaction record's shared fields (an extension; read leniently).
// Each kind's own fields of the record are in its folder (kinds/<kind>/wire.ts).
import { z } from 'zod';
import { idString, numberish } from './primitives';

const text = z.string().nullish();

export const wireExperiencePurchase = z.object({
  reference: z.string().min(1),
  invoice_id: numberish.nullish(),
  merchant_reference: text,
  tickets: z.array(z.object({ id: idString, title: z.string(), price: numberish })).default([]),
});

const wireBreakdown = z.object({
  ticket_price: numberish.optional(),
  convenience_fee: numberish.optional(),
  merchant_commission: numberish.optional(),
});

export const wireTransactionItem = z.object({
  code: z.string().min(1),
  type: text,
  title: text,
  price: numberish.nullish(),
  ticket_category_id: idString.nullish(),
  seat_number: text,
});

export const wireTransaction = z.object({
  reference: z.string().min(1),
  merchant_reference: text,
  invoice_id: numberish.nullish(),
  status: text,
  kind: text,
  environment: text,
  currency: text,
  amount: numberish.nullish(),
  breakdown: wireBreakdown.nullish(),
  customer: z.object({ name: text, email: text, phone_number: text }).nullish(),
  items: z.array(wireTransactionItem).nullish(),
  created_at: text,
});

export type WireTransaction = z.output<typeof wireTransaction>;

/** Replies of the buys: only the reference is relied on, the record is read afterwards. */
export const wirePurchaseReceipt = z.object({
  reference: z.string().min(1),
  merchant_reference: text,
});
