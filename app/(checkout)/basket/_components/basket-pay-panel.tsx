// The reserved basket's live part: one countdown (the earliest hold's), the coach passengers, one Pay for the total,
// and cancel; once the holds are gone, reserve everything again.
'use client';

import { useActionState } from 'react';
import { useCountdown } from '@/components/checkout/use-countdown';
import { SubmitButton } from '@/components/ui/submit-button';
import type { PassengerSlot } from '@/lib/bus/passengers';
import { formatCountdown } from '@/lib/checkout/countdown';
import { CHECKOUT_MESSAGES } from '@/lib/checkout/messages';
import { formatNaira } from '@/lib/format/money';
import { PassengerFields } from '../../checkout/_components/passenger-fields';
import { ReserveAgain } from '../../checkout/_components/reserve-again';
import { cancelBasketReservation, payBasket, reserveBasketAgain } from '../actions';

const PAY_ERROR_ID = 'basket-pay-error';

interface Props {
  expiresAt: string;
  remainingMs: number;
  amount: number;
  order: string;
  passengers: { slots: PassengerSlot[]; names: string[] } | null;
  notice?: string;
}

export function BasketPayPanel({
  expiresAt,
  remainingMs,
  amount,
  order,
  passengers,
  notice,
}: Props) {
  const { left, expired, announcement } = useCountdown(expiresAt, remainingMs, 'pay');
  const [state, pay] = useActionState(payBasket, null);
  const failure = state?.ok === false ? state : null;
  const message = failure?.message ?? notice;
  return (
    <section
      aria-labelledby="hold-heading"
      className="space-y-4 rounded-card border border-black/10 bg-surface p-4 sm:p-6"
    >
      <h2 id="hold-heading" className="text-xl font-semibold">
        {expired ? 'Your reservation expired' : 'Everything is held'}
      </h2>
      {!expired && (
        <p role="timer" aria-live="off" aria-atomic="true" className="text-lg">
          Time left to pay: <strong className="tabular-nums">{formatCountdown(left)}</strong>
        </p>
      )}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {expired ? (
        <ReserveAgain
          message={CHECKOUT_MESSAGES.expired}
          action={reserveBasketAgain}
          label="Reserve everything again"
        />
      ) : (
        <>
          {message && (
            <p
              id={PAY_ERROR_ID}
              role="alert"
              className="rounded-lg border border-danger/30 bg-danger/5 p-3 text-danger"
            >
              {message}
            </p>
          )}
          <form action={pay} className="space-y-4">
            <input type="hidden" name="order" value={order} />
            {passengers && <PassengerFields {...passengers} />}
            <SubmitButton
              pendingLabel="Going to payment…"
              describedBy={message ? PAY_ERROR_ID : undefined}
            >
              {`Pay ${formatNaira(amount)}`}
            </SubmitButton>
          </form>
          <form action={cancelBasketReservation}>
            <SubmitButton variant="secondary" pendingLabel="Releasing…">
              Cancel reservation
            </SubmitButton>
          </form>
        </>
      )}
    </section>
  );
}
