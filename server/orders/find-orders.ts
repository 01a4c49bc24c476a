// "Find my tickets": the orders of the last 12 months bought with an email or a phone, from the storefront's own
// books (payments bought through the shop and its embeds, sales of the box office with a customer's email),
// grouped by the email each order was bought with: each address hears only of its own orders.
import { z } from 'zod';
import { phoneDigits } from '@/lib/checkout/contact-schema';
import type { StoreDatabase } from '@/server/store-db/connect';

export type FindContact = { kind: 'email'; value: string } | { kind: 'phone'; value: string };

/** How far back orders are found. */
export const FIND_WINDOW_MS = 365 * 24 * 60 * 60 * 1000;
/** The most orders one email lists (the newest): more would be a mistake or an abuse. */
export const MAX_FOUND_ORDERS = 20;

const emailSchema = z.email().max(254);

/** The phone as the service stores it: digits only, a Nigerian national number (0…) with its country code. */
export function phoneKey(typed: string): string {
  const digits = phoneDigits.parse(typed);
  return /^0\d{10}$/.test(digits) ? `234${digits.slice(1)}` : digits;
}

/** What the customer typed, as an email or a phone; null when it is neither. */
export function parseFindContact(typed: string): FindContact | null {
  const value = typed.trim();
  if (value.length === 0 || value.length > 254) return null;
  if (value.includes('@'))
    return emailSchema.safeParse(value).success
      ? { kind: 'email', value: value.toLowerCase() }
      : null;
  const phone = phoneKey(value);
  return /^\d{8,15}$/.test(phone) ? { kind: 'phone', value: phone } : null;
}

/** One order found: where the customer may open it (a shop order) or only get its tickets (a box-office sale). */
export interface FoundOrder {
  reference: string;
  channel: 'shop' | 'box-office';
  /** The address the order was bought with: the only one told of it. */
  email: string;
  title: string;
  subtitle: string | null;
  createdAt: number;
}

const storedContact = z.object({ email: z.string().optional(), phone: z.string().optional() });
const storedCheckout = z.object({
  title: z.string(),
  subtitle: z.string().optional(),
  contact: storedContact,
});

/** An order of parts as a payment keeps it: its contact, and the first part's title (a one-kind checkout as it was). */
const storedOrder = z
  .object({
    contact: storedContact,
    parts: z.array(z.object({ title: z.string(), subtitle: z.string().optional() })).min(1),
  })
  .transform(({ contact, parts }) => ({ ...parts[0]!, contact }))
  .or(storedCheckout);

/** The contact a stored JSON column holds, or null when it is not readable. */
function parsed<T>(schema: z.ZodType<T>, json: string | null): T | null {
  if (!json) return null;
  try {
    return schema.safeParse(JSON.parse(json)).data ?? null;
  } catch {
    return null;
  }
}

function matches(
  contact: FindContact,
  stored: { email?: string | undefined; phone?: string | undefined },
): boolean {
  if (contact.kind === 'email') return stored.email?.trim().toLowerCase() === contact.value;
  if (!stored.phone) return false;
  try {
    return phoneKey(stored.phone) === contact.value;
  } catch {
    return false;
  }
}

async function shopOrders(
  db: StoreDatabase,
  contact: FindContact,
  since: number,
): Promise<FoundOrder[]> {
  const rows = await db
    .selectFrom('payments')
    .select(['reference', 'email', 'checkout', 'created_at'])
    .where('status', '=', 'bought')
    .where('created_at', '>=', since)
    .execute();
  return rows.flatMap((row) => {
    const checkout = parsed(storedOrder, row.checkout);
    const email = row.email || checkout?.contact.email;
    if (!email || !matches(contact, { email, phone: checkout?.contact.phone })) return [];
    const found: FoundOrder = {
      reference: row.reference,
      channel: 'shop',
      email,
      title: checkout?.title ?? 'Your order',
      subtitle: checkout?.subtitle ?? null,
      createdAt: Number(row.created_at),
    };
    return [found];
  });
}

async function boxOfficeOrders(
  db: StoreDatabase,
  contact: FindContact,
  since: number,
): Promise<FoundOrder[]> {
  const rows = await db
    .selectFrom('sales')
    .select(['reference', 'customer', 'title', 'subtitle', 'created_at'])
    .where('status', '=', 'settled')
    .where('customer', 'is not', null)
    .where('created_at', '>=', since)
    .execute();
  return rows.flatMap((row) => {
    const customer = parsed(storedContact, row.customer);
    // A box-office customer who gave no email cannot be sent anything.
    if (!customer?.email || !matches(contact, customer)) return [];
    const found: FoundOrder = {
      reference: row.reference,
      channel: 'box-office',
      email: customer.email,
      title: row.title,
      subtitle: row.subtitle,
      createdAt: Number(row.created_at),
    };
    return [found];
  });
}

/** The orders of `contact` bought since 12 months before `now`, newest first, grouped by the address to tell. */
export async function ordersOfContact(
  db: StoreDatabase,
  contact: FindContact,
  now: number,
): Promise<Map<string, FoundOrder[]>> {
  const since = now - FIND_WINDOW_MS;
  const orders = [
    ...(await shopOrders(db, contact, since)),
    ...(await boxOfficeOrders(db, contact, since)),
  ].sort((a, b) => b.createdAt - a.createdAt);
  const byEmail = new Map<string, FoundOrder[]>();
  for (const order of orders) {
    const key = order.email.trim().toLowerCase();
    const list = byEmail.get(key) ?? [];
    if (list.length < MAX_FOUND_ORDERS) list.push(order);
    byEmail.set(key, list);
  }
  return byEmail;
}
