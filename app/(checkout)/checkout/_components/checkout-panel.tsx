// The checkout's live part: the countdown, then pay (or confirm a free order), change or cancel; after expiry,
// reserve again.
'use client';

import { useActionState } from 'react';
import { cancelCheckout, changeTickets, confirmPurchase, startPayment } from '../actions';
import { CHECKOUT_MESSAGES } from '@/lib/checkout/messages';
import { formatNaira } from '@/lib/format/money';
import { formatCountdown } from '@/lib/checkout/countdown';
import { ReserveAgain } from './reserve-again';
import { useCountdown } from '@/components/checkout/use-countdown';
import { SubmitButton } from '@/components/ui/submit-button';

const CONFIRM_ERROR_ID = 'confirm-error';

/** Below this, the customer is warned before going to pay. */
const LAST_MINUTE_MS = 60_000;

interface Props {
  expiresAt: string;
  remainingMs: number;
  /** What the customer pays, in Naira; a free order is confirmed without paying. */
  amount: number;
  /** Said above the buttons when the customer comes back, such as a declined payment. */
  notice?: string;
  /** The order this page shows: Pay and Confirm act on it alone, never on one another tab reserved since. */
  order: string;
  /** The button that goes back to choose again, in the kind's words: `Change tickets`, `Change seats`. */
  changeLabel: string;
}

export function CheckoutPanel({ expiresAt, remainingMs, amount, notice, order, changeLabel }: Props) {
  const pays = amount > 0;
  const { left, expired, announcement } = useCountdown(expiresAt, remainingMs, pays ? 'pay' : 'confirm your purchase');
  const [state, confirm] = useActionState(pays ? startPayment : confirmPurchase, null);
  const lostHolds = state?.reason === 'expired';
  const over = expired || lostHolds;
  const message = state?.message ?? notice;

  return (
    <section aria-labelledby="hold-heading" className="space-y-4 rounded-card border border-black/10 bg-surface p-4 sm:p-6">
      {/* Every heading tells the same state: once the hold is gone, nothing here says it is held. */}
      <h2 id="hold-heading" className="text-xl font-semibold">
        {over ? 'Your reservation expired' : 'Your order is held'}
      </h2>
      {!over && (
        <p role="timer" aria-live="off" aria-atomic="true" className="text-lg">
          Time left to {pays ? 'pay' : 'confirm'}: <strong className="tabular-nums">{formatCountdown(left)}</strong>
        </p>
      )}
      {!over && pays && left < LAST_MINUTE_MS && (
        <p className="rounded-lg border border-warning/40 bg-warning/5 p-3">
          Less than a minute left. If your hold runs out while you pay, we hold the same tickets again, or refund you in full if they are gone.
        </p>
      )}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {over ? (
        <ReserveAgain message={lostHolds && state ? state.message : CHECKOUT_MESSAGES.expired} />
      ) : (
        <>
          {message && (
            <p id={CONFIRM_ERROR_ID} role="alert" className="rounded-lg border border-danger/30 bg-danger/5 p-3 text-danger">
              {message}
            </p>
          )}
          {/* The button keeps focus through a failure, and names the failure when focus returns to it. */}
          <form action={confirm}>
            <input type="hidden" name="order" value={order} />
            <SubmitButton pendingLabel={pays ? 'Going to payment…' : 'Confirming…'} describedBy={message ? CONFIRM_ERROR_ID : undefined}>
              {pays ? `Pay ${formatNaira(amount)}` : 'Confirm purchase'}
            </SubmitButton>
          </form>
          <div className="grid gap-3 sm:grid-cols-2">
            <form action={changeTickets}>
              <SubmitButton variant="secondary" pendingLabel="Releasing…">
                {changeLabel}
              </SubmitButton>
            </form>
            <form action={cancelCheckout}>
              <SubmitButton variant="secondary" pendingLabel="Cancelling…">
                Cancel
              </SubmitButton>
            </form>
          </div>
        </>
      )}
    </section>
  );
}
