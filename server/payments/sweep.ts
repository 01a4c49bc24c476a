// Every few seconds, finishes what no request finished: late approvals, buys to retry, refunds to resend.
import 'server-only';
import { sendRefund, settlePayment, STALE_BUY_MS, type SettleDeps } from './settle';

/** A payment is checked for a late approval this long after it started, and no longer than the second. */
const PENDING_CHECK = { after: 15_000, until: 2 * 60 * 60 * 1000 };
/** Payments looked at per sweep, least recently touched first. */
export const SWEEP_BATCH = 50;

export async function sweepPayments(deps: SettleDeps): Promise<number> {
  const now = deps.now();
  const due = await deps.db
    .selectFrom('payments')
    .select('reference')
    .where((eb) =>
      eb.or([
        eb('status', '=', 'paid'),
        eb.and([eb('status', '=', 'buying'), eb('updated_at', '<', now - STALE_BUY_MS)]),
        eb.and([eb('status', '=', 'pending'), eb('created_at', '<', now - PENDING_CHECK.after), eb('created_at', '>', now - PENDING_CHECK.until)]),
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
    .where('payments.status', '=', 'refunding')
    .limit(SWEEP_BATCH)
    .execute();
  for (const { reference } of due) await settlePayment(deps, reference).catch(() => undefined);
  for (const { reference } of refunds) await sendRefund(deps, reference).catch(() => undefined);
  return due.length + refunds.length;
}

/** Runs the sweep on a timer in this process; one sweep at a time. */
export function startPaymentSweeper(deps: () => Promise<SettleDeps>, everyMs = 5_000): () => void {
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      await sweepPayments(await deps());
    } catch (error) {
      console.error(JSON.stringify({ level: 'error', msg: 'payment sweep failed', error: error instanceof Error ? error.name : 'unknown' }));
    } finally {
      running = false;
    }
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
