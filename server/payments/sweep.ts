// Every few seconds, finishes what no request finished: late approvals, buys to retry, refunds to resend, promo code
// uses whose holds lapsed unpaid to give back; forgets baskets nobody touched for a week; and hands waiting lists on.
import 'server-only';
import { PostgresAdapter, sql, type ExpressionBuilder } from 'kysely';
import { log } from '@/server/log';
import { recordPaymentSweep } from '@/server/metrics/registry';
import { deleteStaleBaskets } from '@/server/basket/store';
import { returnLapsedPromoUses } from '@/server/promo/uses';
import type { StoreDB } from '@/server/store-db/schema';
import { sweepWaitingLists } from '@/server/waiting-list/service';
import { sendRefund, settlePayment, STALE_BUY_MS, type SettleDeps } from './settle';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * How often a payment not yet paid (pending, or abandoned: the customer has not finished, and Paystack keeps the
 * payment open for them) is checked with the provider: more rarely as it ages, and not by the sweeper after a
 * day. Paystack's payment sessions do not expire unless the merchant sets a timeout, so a success after that
 * still counts: its signed charge.success is verified and honoured whenever it arrives. A declined payment is
 * not checked again (Paystack reports a failed transaction as failed), though a later success is honoured too.
 */
const UNPAID_CHECKS = [
  { from: 0, until: 10 * MINUTE, every: 15_000 },
  { from: 10 * MINUTE, until: 2 * HOUR, every: 2 * MINUTE },
  { from: 2 * HOUR, until: 24 * HOUR, every: 15 * MINUTE },
] as const;
/** Payments looked at per sweep, least recently touched first. */
export const SWEEP_BATCH = 50;

/** Unpaid payments whose next check is due: their age picks the interval, their last check (updated_at) the time. */
function unpaidDue(eb: ExpressionBuilder<StoreDB, 'payments'>, now: number) {
  return eb.and([
    eb('status', 'in', ['pending', 'abandoned']),
    eb.or(
      UNPAID_CHECKS.map((check) =>
        eb.and([
          eb('created_at', '<=', now - check.from),
          eb('created_at', '>', now - check.until),
          eb('updated_at', '<', now - check.every),
        ]),
      ),
    ),
  ]);
}

export async function sweepPayments(deps: SettleDeps): Promise<number> {
  const now = deps.now();
  const due = await deps.db
    .selectFrom('payments')
    .select('reference')
    .where((eb) =>
      eb.or([
        eb('status', '=', 'paid'),
        eb.and([eb('status', '=', 'buying'), eb('updated_at', '<', now - STALE_BUY_MS)]),
        unpaidDue(eb, now),
      ]),
    )
    .orderBy('updated_at')
    .limit(SWEEP_BATCH)
    .execute();
  const refunds = await deps.db
    .selectFrom('refunds')
    .innerJoin('payments', 'payments.reference', 'refunds.reference')
    .select('refunds.reference')
    .where('refunds.status', '=', 'failed')
    // A whole refund (the payment refunding), or a basket's part refunded from a payment that stays bought.
    .where('payments.status', 'in', ['refunding', 'bought'])
    .limit(SWEEP_BATCH)
    .execute();
  for (const { reference } of due) await settlePayment(deps, reference).catch(() => undefined);
  for (const { reference } of refunds) await sendRefund(deps, reference).catch(() => undefined);
  // After the payments due were settled: a use whose payment was paid meanwhile stays.
  await returnLapsedPromoUses(deps.db, now).catch(() => undefined);
  await deleteStaleBaskets(deps.db, now).catch(() => undefined);
  // Waiting lists with people in them: tickets back while no page asked, and turns that lapsed, pass on.
  await sweepWaitingLists(deps.db, now).catch(() => undefined);
  return due.length + refunds.length;
}

/** The PostgreSQL advisory lock one sweep holds while it runs (a constant of this project's own: 'paySweep'). */
export const SWEEP_LOCK_KEY = 0x7061_7953;

/**
 * One sweep, unless another storefront instance on the same PostgreSQL is sweeping right now: then none
 * (`null`), so no payment is verified, bought or refunded by two sweeps at once. The lock is a session's,
 * taken on one pinned connection and let go when the sweep ends (or the connection does, if the instance
 * dies). SQLite serves one instance, which sweeps one at a time already (startPaymentSweeper).
 */
export async function sweepPaymentsExclusively(deps: SettleDeps): Promise<number | null> {
  if (!(deps.db.getExecutor().adapter instanceof PostgresAdapter)) return sweepPayments(deps);
  return deps.db.connection().execute(async (connection) => {
    const { rows } = await sql<{
      locked: boolean;
    }>`select pg_try_advisory_lock(${SWEEP_LOCK_KEY}) as locked`.execute(connection);
    if (!rows[0]?.locked) return null;
    try {
      return await sweepPayments(deps);
    } finally {
      await sql`select pg_advisory_unlock(${SWEEP_LOCK_KEY})`.execute(connection);
    }
  });
}

/** Runs the sweep on a timer in this process; one sweep at a time, across instances too. */
export function startPaymentSweeper(deps: () => Promise<SettleDeps>, everyMs = 5_000): () => void {
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      const settle = await deps();
      // Swept here (not skipped while another instance swept): the age each instance reports; their minimum is the shop's.
      if ((await sweepPaymentsExclusively(settle)) !== null) recordPaymentSweep(settle.now());
    } catch (error) {
      log.error({ error: error instanceof Error ? error.name : 'unknown' }, 'payment sweep failed');
    } finally {
      running = false;
    }
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
