// An order's use of a promo code: claimed when payment starts (within the code's caps, checked under the code row's
// lock), used once the order is bought, given back when the payment fails or the holds lapse. Each step is a
// conditional update, so doing one twice does it once.
import 'server-only';
import { PostgresAdapter, type Transaction } from 'kysely';
import { internationalPhoneOf } from '@/lib/checkout/international-phone';
import { normalisePromoCode, PROMO_REFUSAL_MESSAGES, type PromoRefusal } from '@/lib/promo/rules';
import type { StoreDatabase } from '@/server/store-db/connect';
import type {
  PaymentStatus,
  PaymentsTable,
  PromoUsesTable,
  PromoUseStatus,
  StoreDB,
} from '@/server/store-db/schema';

export type PromoChannel = PromoUsesTable['channel'];

export interface PromoClaim {
  code: string;
  /** The order: a web checkout's order key, a box-office sale's reference. */
  orderKey: string;
  /** The payment or sale reference being paid. */
  reference: string;
  channel: PromoChannel;
  email: string | null;
  phone: string | null;
  tickets: number;
  grossKobo: number;
  discountKobo: number;
  /** When the claim lapses unpaid: the holds' expiry. */
  expiresAt: number;
}

export type PromoClaimResult = { ok: true } | { ok: false; reason: PromoRefusal; message: string };

/** An order's use as recorded: the claim (the customer's email and phone as their keys), and what became of it. */
export interface PromoUse extends PromoClaim {
  status: PromoUseStatus;
  usedAt: number | null;
  createdAt: number;
  updatedAt: number;
  returnedReason: string | null;
}

type Db = StoreDatabase | Transaction<StoreDB>;

const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

/** The email as a customer's key: trimmed, lower case; null when blank. */
export const promoCustomerEmail = (email: string | null | undefined): string | null =>
  email?.trim().toLowerCase().slice(0, 254) || null;

/** The phone as a customer's key: its international form (`+2348031234567`), else its digits after a `+`; null when it has none. */
export function promoCustomerPhone(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/\D/g, '').slice(0, 20);
  if (!digits) return null;
  return internationalPhoneOf(digits) ?? `+${digits.replace(/^0+/, '')}`;
}

/**
 * How a claim takes one of the code's uses. The storefront takes them only under the code row's lock with a
 * conditional update (GUARDED_CLAIM); the tests put an unguarded one beside it to show what the guard prevents.
 */
export interface PromoClaimGuard {
  /** Locks the code's row before anything about it is read (PostgreSQL: the row; SQLite: the write lock). */
  lock(trx: Transaction<StoreDB>, code: string): Promise<void>;
  /** Counts one more use if the cap allows it; false when it does not (or the code is off or unknown). */
  take(trx: Transaction<StoreDB>, code: string): Promise<boolean>;
}

export const GUARDED_CLAIM: PromoClaimGuard = {
  async lock(trx, code) {
    await trx
      .updateTable('promo_codes')
      .set((eb) => ({ claimed: eb.ref('claimed') }))
      .where('code', '=', code)
      .execute();
  },
  async take(trx, code) {
    const result = await trx
      .updateTable('promo_codes')
      .set((eb) => ({ claimed: eb('claimed', '+', 1) }))
      .where('code', '=', code)
      .where('enabled', '=', 1)
      .where((eb) => eb.or([eb('max_uses', 'is', null), eb('claimed', '<', eb.ref('max_uses'))]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },
};

/** Thrown inside a claim's transaction to roll it back with the reason. */
class ClaimRefused extends Error {
  constructor(readonly reason: PromoRefusal) {
    super(reason);
  }
}

const refusedWith = (reason: PromoRefusal): PromoClaimResult => ({
  ok: false,
  reason,
  message: PROMO_REFUSAL_MESSAGES[reason],
});

async function lockedUseRow(trx: Db, orderKey: string) {
  const query = trx.selectFrom('promo_uses').selectAll().where('order_key', '=', orderKey);
  return isPostgres(trx) ? query.forUpdate().executeTakeFirst() : query.executeTakeFirst();
}

/** The code's rules that a claim checks itself (the quote checked the rest against the order). */
async function checkCode(trx: Transaction<StoreDB>, code: string, now: number) {
  const row = await trx
    .selectFrom('promo_codes')
    .selectAll()
    .where('code', '=', code)
    .executeTakeFirst();
  if (!row) throw new ClaimRefused('unknown');
  if (!row.enabled) throw new ClaimRefused('disabled');
  if (row.valid_from !== null && now < Number(row.valid_from)) throw new ClaimRefused('not-yet');
  if (row.valid_until !== null && now >= Number(row.valid_until)) throw new ClaimRefused('expired');
  return row;
}

/** The customer's uses of the code, claimed or used, by other orders: matched on the email or the phone. */
async function customerUses(
  trx: Db,
  code: string,
  orderKey: string,
  email: string | null,
  phone: string | null,
): Promise<number> {
  if (!email && !phone) return 0;
  const row = await trx
    .selectFrom('promo_uses')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('code', '=', code)
    .where('status', 'in', ['claimed', 'used'])
    .where('order_key', '!=', orderKey)
    .where((eb) => {
      const matches = [];
      if (email) matches.push(eb('customer_email', '=', email));
      if (phone) matches.push(eb('customer_phone', '=', phone));
      return eb.or(matches);
    })
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Moves the order's use from one status to another if it is in that one: the update comes first (on PostgreSQL it
 * waits for the row's lock, on SQLite it takes the write lock), so two such moves at once make one. Returns the
 * use's code when it moved.
 */
async function moveUse(
  trx: Db,
  orderKey: string,
  from: PromoUseStatus,
  set: Partial<Omit<PromoUsesTable, 'order_key'>>,
): Promise<string | undefined> {
  const moved = await trx
    .updateTable('promo_uses')
    .set(set)
    .where('order_key', '=', orderKey)
    .where('status', '=', from)
    .returning('code')
    .executeTakeFirst();
  return moved?.code;
}

/** The code's counter of uses claimed or used, up or down by one (never below 0). */
async function countUse(trx: Db, code: string, by: 1 | -1): Promise<void> {
  let update = trx
    .updateTable('promo_codes')
    .set((eb) => ({ claimed: eb('claimed', '+', by) }))
    .where('code', '=', code);
  if (by < 0) update = update.where('claimed', '>', 0);
  await update.execute();
}

/** Gives a claimed use back within a transaction: the use returned and its code's counter down, once. */
async function giveBackIn(
  trx: Db,
  orderKey: string,
  reason: string,
  now: number,
): Promise<boolean> {
  const code = await moveUse(trx, orderKey, 'claimed', {
    status: 'returned',
    returned_reason: reason.slice(0, 64),
    updated_at: now,
  });
  if (code === undefined) return false;
  await countUse(trx, code, -1);
  return true;
}

function valuesOfClaim(
  claim: PromoClaim,
  code: string,
  email: string | null,
  phone: string | null,
  now: number,
) {
  return {
    reference: claim.reference,
    code,
    channel: claim.channel,
    customer_email: email,
    customer_phone: phone,
    tickets: Math.max(0, Math.round(claim.tickets)),
    gross_kobo: Math.max(0, Math.round(claim.grossKobo)),
    discount_kobo: Math.max(0, Math.round(claim.discountKobo)),
    expires_at: claim.expiresAt,
    updated_at: now,
  };
}

/** The claim under the code's lock; throws ClaimRefused to roll back. */
async function claimIn(
  trx: Transaction<StoreDB>,
  claim: PromoClaim,
  code: string,
  now: number,
  guard: PromoClaimGuard,
): Promise<void> {
  await guard.lock(trx, code);
  const row = await checkCode(trx, code, now);
  const email = promoCustomerEmail(claim.email);
  const phone = promoCustomerPhone(claim.phone);
  const values = valuesOfClaim(claim, code, email, phone, now);
  const existing = await lockedUseRow(trx, claim.orderKey);
  if (existing && existing.code === code && existing.status !== 'returned') {
    // The same order claiming again (a retry of its payment) keeps its one use; a bought one stays as it was.
    if (existing.status === 'claimed')
      await trx
        .updateTable('promo_uses')
        .set(values)
        .where('order_key', '=', claim.orderKey)
        .execute();
    return;
  }
  if (existing?.status === 'used') throw new ClaimRefused('used-up');
  if (existing) await giveBackIn(trx, claim.orderKey, 'another-code', now);
  if (!(await guard.take(trx, code))) throw new ClaimRefused('used-up');
  if (
    row.max_uses_per_customer !== null &&
    (await customerUses(trx, code, claim.orderKey, email, phone)) >= row.max_uses_per_customer
  ) {
    throw new ClaimRefused('customer-used-up');
  }
  await trx
    .insertInto('promo_uses')
    .values({
      ...values,
      order_key: claim.orderKey,
      status: 'claimed',
      used_at: null,
      created_at: now,
      returned_reason: null,
    })
    .onConflict((oc) =>
      oc
        .column('order_key')
        .doUpdateSet({ ...values, status: 'claimed', used_at: null, returned_reason: null }),
    )
    .execute();
}

/** claimPromoUse with the guard given: the storefront's is GUARDED_CLAIM. */
export async function claimPromoUseWith(
  db: StoreDatabase,
  claim: PromoClaim,
  now: number,
  guard: PromoClaimGuard,
): Promise<PromoClaimResult> {
  const code = normalisePromoCode(claim.code);
  if (!code) return refusedWith('unknown');
  try {
    await db.transaction().execute((trx) => claimIn(trx, claim, code, now, guard));
    return { ok: true };
  } catch (error) {
    if (error instanceof ClaimRefused) return refusedWith(error.reason);
    throw error;
  }
}

/**
 * Claims one use of the code for the order, when its payment starts: refused when the code is unknown, off, outside
 * its dates, used up, or used up by this customer (same email or phone). The same order claiming again keeps its one
 * use with the new reference and amounts; an order that had claimed another code gives that one back.
 */
export const claimPromoUse = (
  db: StoreDatabase,
  claim: PromoClaim,
  now: number,
): Promise<PromoClaimResult> => claimPromoUseWith(db, claim, now, GUARDED_CLAIM);

/** Gives the order's claimed use back (the payment declined, abandoned, refunded; the holds lapsed): once; false when there was none to give. */
export async function givePromoUseBack(
  db: StoreDatabase,
  orderKey: string,
  reason: string,
  now: number,
): Promise<boolean> {
  return db.transaction().execute((trx) => giveBackIn(trx, orderKey, reason, now));
}

/**
 * The order was bought: its use is used. A use given back meanwhile (its holds lapsed before the purchase completed)
 * is taken again without the cap, for the purchase stands. True when this call marked it; false when there is no use
 * or it was used already.
 */
export async function markPromoUseUsed(
  db: StoreDatabase,
  orderKey: string,
  now: number,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const used = { status: 'used', used_at: now, updated_at: now, returned_reason: null } as const;
    if ((await moveUse(trx, orderKey, 'claimed', used)) !== undefined) return true;
    const code = await moveUse(trx, orderKey, 'returned', used);
    if (code === undefined) return false;
    await countUse(trx, code, 1);
    return true;
  });
}

const RETURNED_BY_STATUS: Partial<Record<PaymentStatus, string>> = {
  declined: 'declined',
  refunding: 'refunded',
  refunded: 'refunded',
};

/**
 * Brings the order's use in line with a payment's state: bought → used; declined, refunding, refunded → returned;
 * pending or abandoned past the use's expiry → returned; otherwise unchanged. Only the payment the use was claimed
 * for gives it back (an older attempt of the same order does not). Returns the use's new status, or null when unchanged.
 */
export async function syncPromoUseWithPayment(
  db: StoreDatabase,
  payment: Pick<PaymentsTable, 'reference' | 'order_key' | 'status'>,
  now: number,
): Promise<PromoUseStatus | null> {
  if (payment.status === 'bought')
    return (await markPromoUseUsed(db, payment.order_key, now)) ? 'used' : null;
  const use = await db
    .selectFrom('promo_uses')
    .select(['reference', 'status', 'expires_at'])
    .where('order_key', '=', payment.order_key)
    .executeTakeFirst();
  if (!use || use.status !== 'claimed' || use.reference !== payment.reference) return null;
  const lapsed =
    (payment.status === 'pending' || payment.status === 'abandoned') &&
    now >= Number(use.expires_at);
  const reason = RETURNED_BY_STATUS[payment.status] ?? (lapsed ? payment.status : undefined);
  if (!reason) return null;
  return (await givePromoUseBack(db, payment.order_key, reason, now)) ? 'returned' : null;
}

/**
 * Gives back every claimed use whose holds lapsed unpaid, for the sweeper; a use whose order was paid (a web payment
 * paid, being bought or bought; a box-office sale tendered) stays. Returns the orders given back.
 */
export async function returnLapsedPromoUses(
  db: StoreDatabase,
  now: number,
  limit = 500,
): Promise<string[]> {
  const lapsed = await db
    .selectFrom('promo_uses')
    .select('order_key')
    .where('status', '=', 'claimed')
    .where('expires_at', '<=', now)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('payments')
            .select('payments.reference')
            .whereRef('payments.order_key', '=', 'promo_uses.order_key')
            .where('payments.status', 'in', ['paid', 'buying', 'bought']),
        ),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('sales')
            .select('sales.reference')
            .whereRef('sales.reference', '=', 'promo_uses.order_key')
            .where('sales.status', 'in', ['tendered', 'buying', 'settled', 'unsettled']),
        ),
      ),
    )
    .orderBy('expires_at')
    .limit(limit)
    .execute();
  const returned: string[] = [];
  for (const { order_key } of lapsed)
    if (await givePromoUseBack(db, order_key, 'lapsed', now)) returned.push(order_key);
  return returned;
}

function promoUseOfRow(row: PromoUsesTable): PromoUse {
  return {
    orderKey: row.order_key,
    reference: row.reference,
    code: row.code,
    channel: row.channel,
    email: row.customer_email,
    phone: row.customer_phone,
    tickets: row.tickets,
    grossKobo: Number(row.gross_kobo),
    discountKobo: Number(row.discount_kobo),
    status: row.status,
    expiresAt: Number(row.expires_at),
    usedAt: row.used_at === null ? null : Number(row.used_at),
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
    returnedReason: row.returned_reason,
  };
}

/** The order's use of a code (one per order), if it has one. */
export async function promoUsesOf(
  db: StoreDatabase,
  orderKey: string,
): Promise<PromoUse | undefined> {
  const row = await db
    .selectFrom('promo_uses')
    .selectAll()
    .where('order_key', '=', orderKey)
    .executeTakeFirst();
  return row && promoUseOfRow(row);
}

/** The code's uses so far and the customer's (claimed or used), by orders other than `orderKey`: for a quote before the claim. */
export async function promoUseCounts(
  db: StoreDatabase,
  code: string,
  customer: { email: string | null; phone: string | null; orderKey?: string },
): Promise<{ total: number; customer: number }> {
  const normalised = normalisePromoCode(code);
  if (!normalised) return { total: 0, customer: 0 };
  const orderKey = customer.orderKey ?? '';
  const row = await db
    .selectFrom('promo_codes')
    .select('claimed')
    .where('code', '=', normalised)
    .executeTakeFirst();
  const own = await customerUses(
    db,
    normalised,
    orderKey,
    promoCustomerEmail(customer.email),
    promoCustomerPhone(customer.phone),
  );
  // The order's own claim is not counted against it.
  const mine = await db
    .selectFrom('promo_uses')
    .select('order_key')
    .where('order_key', '=', orderKey)
    .where('code', '=', normalised)
    .where('status', 'in', ['claimed', 'used'])
    .executeTakeFirst();
  return { total: Math.max(0, Number(row?.claimed ?? 0) - (mine ? 1 : 0)), customer: own };
}
