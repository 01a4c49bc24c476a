// Transaction records: how a purchase is stored, found (by reference or merchant_reference, within
// the caller's merchant and environment) and shown as the full record of docs/api-extensions.md.
import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { compiled } from '../../../db/compiled-query';
import type { DB, Environment, TransactionsTable } from '../../../db/schema';
import type { AuthContext } from '../context';
import { withoutNul } from '../plain-text';
import { nairaFromKobo } from '../money';

export type TransactionRow = Selectable<TransactionsTable>;

/** Stored customer of a transaction. */
export interface TransactionCustomer {
  name: string | null;
  email: string | null;
  phone_number: string | null;
  dob?: string | null;
  username?: string | null;
}

/** One admission before it gets its code: a ticket, a seat, a block of room-nights, plus kind-specific fields. */
export interface DraftItem {
  /** `ticket`, `seat` or `room` (picks the code prefix) */
  type: string;
  title: string;
  price_kobo: number;
  reservation_id: string;
  [extra: string]: unknown;
}

/** One admission as stored; `code` is unique and fit for a QR code. */
export type StoredItem = DraftItem & { code: string };

/** One admission as the record shows it: the price in Naira. */
export interface ItemView {
  code: string;
  type: string;
  title: string;
  price: number;
  reservation_id: string;
  [extra: string]: unknown;
}

// Crockford base32 without I, L, O, U: unambiguous when read aloud or typed from a printout, and
// uppercase letters and digits only, which QR codes encode compactly (alphanumeric mode).
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export function randomCode(prefix: string, length = 12): string {
  const bytes = randomBytes(length);
  let out = '';
  for (const byte of bytes) out += ALPHABET[byte & 31];
  return `${prefix}-${out}`;
}

type TransactionScope = { merchantId: string; environment: Environment };

/** One compiled statement per way of finding a transaction: by its reference or the merchant's. */
const findBy = (column: 'reference' | 'merchant_reference') =>
  compiled<TransactionScope & { reference: string }>()((db, p) =>
    db
      .selectFrom('transactions')
      .selectAll()
      .where('merchant_id', '=', p.merchantId)
      .where('environment', '=', p.environment)
      .where(column, '=', p.reference),
  );
const byReference = findBy('reference');
const byMerchantReference = findBy('merchant_reference');

export function findTransaction(
  db: Kysely<DB>,
  auth: Pick<AuthContext, 'merchantId' | 'environment'>,
  by: { reference: string } | { merchantReference: string },
): Promise<TransactionRow | undefined> {
  const reference = 'reference' in by ? by.reference : by.merchantReference;
  // No reference holds a NUL (buys refuse one), and PostgreSQL cannot even compare with one.
  if (!withoutNul(reference)) return Promise.resolve(undefined);
  const statement = 'reference' in by ? byReference : byMerchantReference;
  return statement.first(db, {
    merchantId: auth.merchantId,
    environment: auth.environment,
    reference,
  });
}

function parseJson<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

function customerOf(row: TransactionRow): TransactionCustomer {
  return parseJson<TransactionCustomer>(row.customer, {
    name: null,
    email: null,
    phone_number: null,
  });
}

/** The full record both lookups return; `details` (experience, trip, stay…) is spread at the top level. */
export function transactionView(row: TransactionRow) {
  const items = parseJson<StoredItem[]>(row.items, []).map(({ price_kobo, ...item }): ItemView => ({
    ...item,
    price: nairaFromKobo(price_kobo),
  }));
  const customer = customerOf(row);
  return {
    reference: row.reference,
    merchant_reference: row.merchant_reference,
    invoice_id: Number(row.invoice_id),
    status: row.status,
    kind: row.kind,
    environment: row.environment,
    medium: row.medium,
    currency: 'NGN' as const,
    amount: nairaFromKobo(row.amount_kobo),
    breakdown: {
      ticket_price: nairaFromKobo(row.ticket_price_kobo),
      convenience_fee: nairaFromKobo(row.convenience_fee_kobo),
      merchant_commission: nairaFromKobo(row.commission_kobo),
    },
    customer: { dob: null, username: null, ...customer },
    ...parseJson<Record<string, unknown>>(row.details, {}),
    items,
    reservation_ids: parseJson<string[]>(row.reservation_ids, []),
    created_at: new Date(Number(row.created_at)).toISOString(),
  };
}

/** The head of every purchase response (experience, bus, hotel): reference, invoice and the customer echo. */
export function purchaseSummary(row: TransactionRow) {
  const customer = customerOf(row);
  return {
    reference: row.reference,
    invoice_id: Number(row.invoice_id),
    name: customer.name,
    email: customer.email,
    phone_number: customer.phone_number,
    merchant_reference: row.merchant_reference,
  };
}
