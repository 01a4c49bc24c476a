// Checkout actions: confirm the purchase, reserve again after expiry, change the choice, cancel.
'use server';
import 'server-only';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import type { ConfirmState } from '@/lib/checkout/action-state';
import { CHECKOUT_MESSAGES } from '@/lib/checkout/messages';
import { orderTotalKobo } from '@/lib/checkout/order-total';
import { openPayment, recordEvent, saveAuthorizationUrl } from '@/server/payments/ledger';
import { paymentProvider, paymentsDatabase } from '@/server/payments/service';
import { requestIsSameOrigin } from '@/server/security/same-origin';
import { recordOrderSourceSafely } from '@/server/sources/record-source';
import { embedHrefOf } from '@/server/embed/embed-href';
import { embedParent } from '@/server/embed/embed-parent';
import { getCheckoutSession, type CheckoutState } from '@/server/session/checkout-session';
import { hrefOf } from '@/server/ticketing/kinds/registry';
import { completePurchase } from '@/server/ticketing/flows/purchase';
import { releaseCheckout } from '@/server/ticketing/flows/release';
import { reserveAgain as holdAgain } from '@/server/ticketing/flows/reserve';

const refused: ConfirmState = { ok: false, reason: 'refused', message: CHECKOUT_MESSAGES.crossSite };

/** The session's checkout; without one, the last order (another tab or click got there first) or the checkout page. */
async function sessionCheckout() {
  const session = await getCheckoutSession();
  const checkout = session.checkout;
  if (!checkout) {
    if (session.lastOrder) redirect(`/orders/${session.lastOrder}`);
    // The session itself ran out; the checkout page explains and links back.
    redirect('/checkout');
  }
  return { session, checkout };
}

export async function confirmPurchase(_previous: ConfirmState): Promise<ConfirmState> {
  if (!(await requestIsSameOrigin())) return refused;
  const { session, checkout } = await sessionCheckout();
  // Only the holds and the reference stored in this session are used; the browser sends neither.
  const outcome = await completePurchase(checkout);
  if (outcome.status === 'failed') return { ok: false, reason: outcome.reason, message: outcome.message };
  await recordOrderSourceSafely(paymentsDatabase, checkout, Date.now());
  session.checkout = undefined;
  session.draft = undefined;
  session.lastOrder = outcome.merchantReference;
  await session.save();
  redirect(`/orders/${outcome.merchantReference}`);
}

/**
 * Pay: records the payment under the order's merchant reference (before the customer leaves), starts it at the
 * provider and sends the customer there. Buying happens when the provider confirms (return or webhook).
 */
export async function startPayment(_previous: ConfirmState): Promise<ConfirmState> {
  if (!(await requestIsSameOrigin())) return refused;
  const { checkout } = await sessionCheckout();
  const amountKobo = orderTotalKobo(checkout.lines);
  // A free order has nothing to pay: it is bought at once.
  if (amountKobo === 0) return confirmPurchase(null);
  const origin = (await headers()).get('origin')!;
  const db = await paymentsDatabase();
  const provider = paymentProvider();
  const now = Date.now();
  const payment = await openPayment(db, { reference: checkout.merchantReference, provider: provider.name, amountKobo, email: checkout.contact.email, checkout, origin }, now);
  if (payment.status !== 'pending') redirect(`/checkout/return?reference=${encodeURIComponent(payment.reference)}`);
  let url = payment.authorization_url;
  if (!url) {
    try {
      url = (
        await provider.initialize({
          reference: payment.reference,
          amountKobo,
          currency: 'NGN',
          email: checkout.contact.email,
          callbackUrl: `${origin}/checkout/return?reference=${encodeURIComponent(payment.reference)}`,
          metadata: { order: checkout.title, kind: checkout.selection.kind },
        })
      ).authorizationUrl;
    } catch {
      return { ok: false, reason: 'unavailable', message: CHECKOUT_MESSAGES.paymentUnavailable };
    }
    await saveAuthorizationUrl(db, payment.reference, url);
    await recordEvent(db, payment.reference, 'initialized', now, provider.name);
  }
  redirect(url);
}

export async function reserveAgain(_previous: ConfirmState): Promise<ConfirmState> {
  if (!(await requestIsSameOrigin())) return refused;
  const session = await getCheckoutSession();
  const checkout = session.checkout;
  if (!checkout) redirect('/checkout');
  await releaseCheckout(checkout);
  const outcome = await holdAgain(checkout);
  if (!outcome.ok) return { ok: false, reason: 'expired', message: outcome.message };
  session.checkout = outcome.checkout;
  await session.save();
  redirect('/checkout');
}

/** Gives the session's holds back; what is left of the checkout is the caller's to keep or drop. */
async function releaseSessionCheckout() {
  if (!(await requestIsSameOrigin())) redirect('/checkout');
  const session = await getCheckoutSession();
  const checkout = session.checkout;
  if (!checkout) redirect('/');
  await releaseCheckout(checkout);
  session.checkout = undefined;
  return { session, checkout };
}

/** The page the checkout came from: the embedded event inside an embed's frame, else the shop's own page. */
async function pageOf(checkout: CheckoutState): Promise<string> {
  const framed = (await embedParent()) !== null;
  return (framed && embedHrefOf(checkout)) || hrefOf(checkout.selection);
}

/** Releases the holds and goes back to the page it came from, with the same choice filled in. */
export async function changeTickets(): Promise<void> {
  const { session, checkout } = await releaseSessionCheckout();
  session.draft = {
    selection: checkout.selection,
    quantities: Object.fromEntries(checkout.lines.map((line) => [line.id, line.quantity])),
    contact: checkout.contact,
  };
  await session.save();
  redirect(`${await pageOf(checkout)}#tickets`);
}

export async function cancelCheckout(): Promise<void> {
  const { session, checkout } = await releaseSessionCheckout();
  session.draft = undefined;
  await session.save();
  redirect(await pageOf(checkout));
}
