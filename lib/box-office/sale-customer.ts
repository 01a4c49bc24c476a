// A box-office sale's customer as stored (`sales.customer`, JSON): any of name, email and phone, read back safely.
import * as z from '@/lib/validation/zod-mini';
import type { Customer } from './sale-form';

/** What the customer gave of their contact: any of the three (sales recorded before each was optional carry all). */
const customerSchema = z.object({
  name: z.optional(z.string()),
  email: z.optional(z.string()),
  phone: z.optional(z.string()),
}) satisfies z.ZodMiniType<Customer>;

/** The stored customer; null for a walk-in sold under the box office's own contact. Throws on a corrupt column. */
export function readSaleCustomer(stored: string | null): Customer | null {
  return stored ? customerSchema.parse(JSON.parse(stored)) : null;
}
