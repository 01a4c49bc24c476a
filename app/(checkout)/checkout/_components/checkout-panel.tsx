// The checkout's live part: the countdown, then pay (or confirm a free order), change or cancel; after expiry,
// reserve again.
'use client';

import { useActionState, useEffect, useRef } from 'react';
import {
  cancelCheckout,
  changeTickets,
  confirmPurchase,
  reserveAgain,
  startPayment,
} from '../actions';
import { isFramed, openPaymentWindow, PaymentWindow } from '@/components/embed/payment-window';
import type { PayState } from '@/lib/checkout/action-state';
import { CHECKOUT_MESSAGES } from '@/lib/checkout/messages';
import { formatNaira } from '@/lib/format/money';
import { formatCountdown } from '@/lib/checkout/countdown';
import { PassengerFields, type PassengerFieldsProps } from './passenger-fields';
import { ReserveAgain } from './reserve-again';
import { useCountdown } from '@/components/checkout/use-countdown';
import { SubmitButton } from '@/components/ui/submit-button';
import { QueueNotice } from '@/components/waiting-room/queue-notice';
import type { SellingGate } from '@/lib/waiting-room/notice-facts';

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
  /** A coach order's seats, each asking its passenger's name, sent with Pay. */
  passengers?: PassengerFieldsProps;
  /** The button that goes back to choose again, in the kind's words: `Change tickets`, `Change seats`. */
  changeLabel: string;
  /** The waiting room governing the sale: once the holds are gone, holding again may need a new turn. */
  gate?: SellingGate;
}

export function CheckoutPanel({
  expiresAt,
  remainingMs,
  amount,
  notice,
  order,
  passengers,
  changeLabel,
  gate,
}: Props) {
  const pays = amount > 0;
  const { left, expired, announcement } = useCountdown(
    expiresAt,
    remainingMs,
    pays ? 'pay' : 'confirm your purchase',
  );
  const [state, confirm] = useActionState<PayState, FormData>(
    pays ? startPayment : confirmPurchase,
    null,
  );
  const failure = state?.ok === false ? state : null;
  const payUrl = state?.ok ? state.payUrl : null;
  const lostHolds = failure?.reason === 'expired';
  const over = expired || lostHolds;
  const message = failure?.message ?? notice;
  // Inside an embed's frame: the window opened on the press, sent to the provider's page once the server answers.
  const paymentWindow = useRef<Window | null>(null);
  useEffect(() => {
    const opened = paymentWindow.current;
    if (!opened || !state) return;
    paymentWindow.current = null;
    if (payUrl && !opened.closed) opened.location.replace(payUrl);
    else if (!payUrl) opened.close();
  }, [state, payUrl]);
  // Leaving the page before the answer (the checkout changed, the order was paid already) leaves no empty window.
  useEffect(() => () => paymentWindow.current?.close(), []);

  return (
    <section
      aria-labelledby="hold-heading"
      className="space-y-4 rounded-card border border-black/10 bg-surface p-4 sm:p-6"
    >
      {/* Every heading tells the same state: once the hold is gone, nothing here says it is held. */}
      <h2 id="hold-heading" className="text-xl font-semibold">
        {over ? 'Your reservation expired' : 'Your order is held'}
      </h2>
      {!over && (
        <p role="timer" aria-live="off" aria-atomic="true" className="text-lg">
          Time left to {pays ? 'pay' : 'confirm'}:{' '}
          <strong className="tabular-nums">{formatCountdown(left)}</strong>
        </p>
      )}
      {!over && pays && left < LAST_MINUTE_MS && (
        <p className="rounded-lg border border-warning/40 bg-warning/5 p-3">
          Less than a minute left. If your hold runs out while you pay, we hold the same tickets
          again, or refund you in full if they are gone.
        </p>
      )}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {over && gate?.notice ? (
        <QueueNotice notice={gate.notice} />
      ) : over ? (
        <ReserveAgain
          message={lostHolds && failure ? failure.message : CHECKOUT_MESSAGES.expired}
          roomId={gate?.roomId}
          action={reserveAgain}
        />
      ) : (
        <>
          {message && (
            <p
              id={CONFIRM_ERROR_ID}
              role="alert"
              className="rounded-lg border border-danger/30 bg-danger/5 p-3 text-danger"
            >
              {message}
            </p>
          )}
          {/* The button keeps focus through a failure, and names the failure when focus returns to it. */}
          {payUrl ? (
            <PaymentWindow url={payUrl} />
          ) : (
            <form
              action={confirm}
              onSubmit={
                pays && isFramed() ? () => (paymentWindow.current = openPaymentWindow()) : undefined
              }
              className="space-y-4"
            >
              <input type="hidden" name="order" value={order} />
              {passengers && passengers.slots.length > 0 && <PassengerFields {...passengers} />}
              <SubmitButton
                pendingLabel={pays ? 'Going to payment…' : 'Confirming…'}
                describedBy={message ? CONFIRM_ERROR_ID : undefined}
              >
                {pays ? `Pay ${formatNaira(amount)}` : 'Confirm purchase'}
              </SubmitButton>
            </form>
          )}
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
