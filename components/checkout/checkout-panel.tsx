// The checkout's live part: the countdown, then confirm, change or cancel; after expiry, reserve again.
'use client';

import { useActionState } from 'react';
import { cancelCheckout, changeTickets, confirmPurchase, reserveAgain } from '@/app/(checkout)/checkout/actions';
import { CHECKOUT_MESSAGES } from '@/lib/checkout/messages';
import { formatCountdown } from '@/lib/checkout/countdown';
import { SubmitButton } from './submit-button';
import { useCountdown } from './use-countdown';

function ReserveAgain({ message }: { message: string }) {
  const [state, action] = useActionState(reserveAgain, null);
  return (
    <div role="alert" className="space-y-3 rounded-lg border border-warning/40 bg-warning/5 p-4">
      <p className="font-semibold">{state?.message ?? message}</p>
      <form action={action}>
        <SubmitButton pendingLabel="Reserving…">Reserve again</SubmitButton>
      </form>
    </div>
  );
}

export function CheckoutPanel({ expiresAt, remainingMs }: { expiresAt: string; remainingMs: number }) {
  const { left, expired, announcement } = useCountdown(expiresAt, remainingMs);
  const [state, confirm] = useActionState(confirmPurchase, null);
  const lostHolds = state?.reason === 'expired';

  return (
    <section aria-labelledby="hold-heading" className="space-y-4 rounded-card border border-black/10 bg-surface p-4 sm:p-6">
      <h2 id="hold-heading" className="text-xl font-semibold">
        Your tickets are held
      </h2>
      <p role="timer" aria-live="off" aria-atomic="true" className="text-lg">
        Time left to confirm: <strong className="tabular-nums">{formatCountdown(left)}</strong>
      </p>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {expired || lostHolds ? (
        <ReserveAgain message={lostHolds && state ? state.message : CHECKOUT_MESSAGES.expired} />
      ) : (
        <>
          {state && (
            <p role="alert" className="rounded-lg border border-danger/30 bg-danger/5 p-3 text-danger">
              {state.message}
            </p>
          )}
          <form action={confirm}>
            <SubmitButton pendingLabel="Confirming…">Confirm purchase</SubmitButton>
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
