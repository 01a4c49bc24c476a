// Where the payment provider sends the customer back: the payment is verified with the provider (never from
// this address's query string), settled, and the customer sent to the order or back to pay again.
import { redirect } from 'next/navigation';
import { after } from 'next/server';
import { deleteBasket } from '@/server/basket/store';
import { readSessionOrder, saveSessionOrder } from '@/server/checkout/session-order';
import { ANY_REFERENCE_PATTERN } from '@/server/channel';
import { findPayment } from '@/server/payments/ledger';
import { CANCELLED_PARAM } from '@/server/payments/test-provider';
import { guardedRoute } from '@/server/security/action-policy';
import { paymentProvider, paymentsDatabase, settle } from '@/server/payments/service';
import { getCheckoutSession } from '@/server/session/checkout-session';
import { orderKeyOf, withNewReference, type CheckoutOrder } from '@/server/session/checkout-state';
import { storefrontDatabase } from '@/server/store-db/storefront-database';
import { finishAdmittedPlace } from '@/server/waiting-room/gate';

/** Whether the payment is for the session's order: under its reference, or an earlier attempt at its order. */
async function isFor(order: CheckoutOrder, reference: string): Promise<boolean> {
  if (order.merchantReference === reference) return true;
  const payment = await findPayment(await paymentsDatabase(), reference);
  return payment?.order_key === orderKeyOf(order);
}

export const GET = guardedRoute<string>(
  {
    who: 'anyone: the customer back from the provider; the reference in the address only names a payment',
    needs: 'a payment under that reference; only the session’s own order is ended',
    checks: 'the reference’s form; whether it was paid, only through the provider’s verify',
    caller: (request) => {
      // Each provider names the payment in its own parameters (ours, `reference`, among them).
      const reference =
        paymentProvider().returnedReference(new URL(request.url).searchParams) ?? '';
      return ANY_REFERENCE_PATTERN.test(reference) ? reference : redirect('/checkout');
    },
  },
  async (request, reference) => {
    // The confirmation email (QR codes, PDF tickets) is made after the redirect is sent; the webhook and the
    // sweeper, which nobody waits on, still send it in line.
    const result = await settle(reference, { later: after });
    if (result === 'unknown') redirect('/checkout');
    const session = await getCheckoutSession();
    const cancelled = new URL(request.url).searchParams.get(CANCELLED_PARAM) === '1';
    const notice = result === 'declined' ? 'declined' : cancelled ? 'cancelled' : 'unfinished';
    const { order, basketId } = await readSessionOrder(session);
    const ours = order !== null && (await isFor(order, reference));
    if (result === 'declined' || result === 'abandoned') {
      // A window whose session holds no order of this payment (an embed opens the provider in one): the order's
      // page tells how the payment stands; the frame that opened it sees the same on its own.
      if (!ours) redirect(`/orders/${reference}`);
      // Not paid under this reference, so far: the next attempt gets a new one, with the same holds and the same
      // order, so that should both be paid in the end, one is bought and the other refunded.
      if (order.merchantReference === reference) {
        await saveSessionOrder(session, withNewReference(order));
        await session.save();
      }
      redirect(`/checkout?payment=${notice}`);
    }
    // Paid (or on its way): the order is done, even when it was an earlier attempt that went through; an order
    // reserved from the basket takes the basket with it.
    if (ours) {
      if (order.fromBasket && basketId) {
        await deleteBasket(await storefrontDatabase(), basketId);
        session.basket = undefined;
      } else await saveSessionOrder(session, null);
      session.checkout = undefined;
      session.draft = undefined;
      session.lastOrder = reference;
      await finishAdmittedPlace(session);
      await session.save();
    }
    redirect(`/orders/${reference}`);
  },
);
