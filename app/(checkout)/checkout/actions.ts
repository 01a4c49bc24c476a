// Checkout actions: confirm the purchase, reserve again after expiry, change the choice, cancel.
'use server';
import 'server-only';
import { redirect } from 'next/navigation';
import type { ConfirmState } from '@/lib/checkout/action-state';
import { CHECKOUT_MESSAGES } from '@/lib/checkout/messages';
import { requestIsSameOrigin } from '@/server/security/same-origin';
import { getCheckoutSession } from '@/server/session/checkout-session';
import { hrefOf } from '@/server/ticketing/kinds/registry';
import { completePurchase } from '@/server/ticketing/flows/purchase';
import { releaseCheckout } from '@/server/ticketing/flows/release';
import { reserveAgain as holdAgain } from '@/server/ticketing/flows/reserve';

const refused: ConfirmState = { ok: false, reason: 'refused', message: CHECKOUT_MESSAGES.crossSite };

export async function confirmPurchase(_previous: ConfirmState): Promise<ConfirmState> {
  if (!(await requestIsSameOrigin())) return refused;
  const session = await getCheckoutSession();
  const checkout = session.checkout;
  if (!checkout) {
    // Another tab or an earlier click already confirmed: show that order rather than an error.
    if (session.lastOrder) redirect(`/orders/${session.lastOrder}`);
    // The session itself ran out; the checkout page explains and links back.
    redirect('/checkout');
  }
  // Only the holds and the reference stored in this session are used; the browser sends neither.
  const outcome = await completePurchase(checkout);
  if (outcome.status === 'failed') return { ok: false, reason: outcome.reason, message: outcome.message };
  session.checkout = undefined;
  session.draft = undefined;
  session.lastOrder = outcome.merchantReference;
  await session.save();
  redirect(`/orders/${outcome.merchantReference}`);
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

/** Releases the holds and goes back to the page it came from, with the same choice filled in. */
export async function changeTickets(): Promise<void> {
  const { session, checkout } = await releaseSessionCheckout();
  session.draft = {
    selection: checkout.selection,
    quantities: Object.fromEntries(checkout.lines.map((line) => [line.id, line.quantity])),
    contact: checkout.contact,
  };
  await session.save();
  redirect(`${hrefOf(checkout.selection)}#tickets`);
}

export async function cancelCheckout(): Promise<void> {
  const { session, checkout } = await releaseSessionCheckout();
  session.draft = undefined;
  await session.save();
  redirect(hrefOf(checkout.selection));
}
