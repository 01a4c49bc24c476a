// The checkout's live part: the countdown, then confirm, change or cancel; after expiry, reserve again.
'use client';

import { useActionState } from 'react';
import { cancelCheckout, changeTickets, confirmPurchase } from '../actions';
import { CHECKOUT_MESSAGES } from '@/lib/checkout/messages';
import { formatCountdown } from '@/lib/checkout/countdown';
import { ReserveAgain } from './reserve-again';
import { SubmitButton } from '@/components/ui/submit-button';
import { useCountdown } from './use-countdown';

const CONFIRM_ERROR_ID = 'confirm-error';

export function CheckoutPanel({ expiresAt, remainingMs }: { expiresAt: string; remainingMs: number }) {
  const { left, expired, announcement } = useCountdown(expiresAt, remainingMs);
  const [state, confirm] = useActionState(confirmPurchase, null);
  const lostHolds = state?.reason === 'expired';
  const over = expired || lostHolds;

  return (
    <section aria-labelledby="hold-heading" className="space-y-4 rounded-card border border-black/10 bg-surface p-4 sm:p-6">
      {/* Every heading tells the same state: once the hold is gone, nothing here says it is held. */}
      <h2 id="hold-heading" className="text-xl font-semibold">
        {over ? 'Your reservation expired' : 'Your order is held'}
      </h2>
      {!over && (
        <p role="timer" aria-live="off" aria-atomic="true" className="text-lg">
          Time left to confirm: <strong className="tabular-nums">{formatCountdown(left)}</strong>
        </p>
      )}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {over ? (
        <ReserveAgain message={lostHolds && state ? state.message : CHECKOUT_MESSAGES.expired} />
      ) : (
        <>
          {state && (
            <p id={CONFIRM_ERROR_ID} role="alert" className="rounded-lg border border-danger/30 bg-danger/5 p-3 text-danger">
              {state.message}
            </p>
          )}
          {/* The button keeps focus through a failure, and names the failure when focus returns to it. */}
          <form action={confirm}>
            <SubmitButton pendingLabel="Confirming…" describedBy={state ? CONFIRM_ERROR_ID : undefined}>
              Confirm purchase
            </SubmitButton>
          </form>
          <div className="grid gap-3 sm:grid-cols-2">
            <form action={changeTickets}>
              <SubmitButton variant="secondary" pendingLabel="Releasing…">
                Change tickets
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
