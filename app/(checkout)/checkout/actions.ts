// Checkout actions: pay (or confirm a free order), reserve again after expiry, change the choice, cancel. Each is
// a public endpoint declared with its policy (server/security/action-policy.ts): the customer whose session holds
// the checkout, and for pay and confirm the order the form was showing, at the price it must be bought at, with a
// coach passenger's name for each seat it holds.
'use server';
import 'server-only';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { readPassengerNames, type Passenger } from '@/lib/bus/passengers';
import type { ConfirmState, PayState } from '@/lib/checkout/action-state';
import { CHECKOUT_MESSAGES } from '@/lib/checkout/messages';
import { orderTotalKobo } from '@/lib/checkout/order-total';
import { CUSTOMER_REFERENCE_PATTERN } from '@/server/channel';
import { embedHrefOf } from '@/server/embed/embed-href';
import { embedParent } from '@/server/embed/embed-parent';
import { paymentsDatabase } from '@/server/payments/service';
import { returnAddress, startCheckoutPayment } from '@/server/payments/start';
import { guardedAction, refuse, type ActionPolicy } from '@/server/security/action-policy';
import { tooManyReservationsMessage } from '@/server/security/rate-limit';
import { passengerSlots } from '@/server/shop/passenger-slots';
import { savePassengers } from '@/server/shop/passengers';
import { recordOrderSourceSafely } from '@/server/sources/record-source';
import { checkoutCaller, countCustomerReserve, type CheckoutCaller } from '@/server/session/checkout-caller';
import type { CheckoutState } from '@/server/session/checkout-session';
import { hrefOf } from '@/server/ticketing/kinds/registry';
import { completePurchase } from '@/server/ticketing/flows/purchase';
import { channelOfReference, recordOrderTicketsSafely } from '@/server/tickets/ledger';
import { releaseCheckout } from '@/server/ticketing/flows/release';
import { reserveAgain as holdAgain } from '@/server/ticketing/flows/reserve';
import { waitingListRefusal } from '@/server/waiting-list/gate';
import { admissionToReserve, finishAdmittedPlace, keepTurnForHolds } from '@/server/waiting-room/gate';

/** The form field naming the order a Pay or Confirm button was showing. */
const ORDER_FIELD = 'order';

/** The checkout page, saying the checkout changed since the page that posted was drawn. */
const CHANGED_CHECKOUT = '/checkout?changed=1';

const refused = (message: string): ConfirmState => ({ ok: false, reason: 'refused', message });

/** While the storefront's database is away: nothing was recorded or charged, and the checkout stays. */
const unavailable = (): ConfirmState => ({ ok: false, reason: 'unavailable', message: CHECKOUT_MESSAGES.recordsUnavailable });

/** What pay and confirm are given: the order the form shows, and a coach order's passengers (none for other kinds). */
interface OrderInput {
  order: string;
  passengers: Passenger[];
}

/** Pay and confirm: the customer's checkout, and the order the form was showing, which must still be that checkout. */
function orderPolicy(
  who: string,
  needs: string,
  priced: (checkout: CheckoutState) => ConfirmState | undefined,
): ActionPolicy<CheckoutCaller, OrderInput, ConfirmState> {
  return {
    who,
    needs,
    checks:
      'the order reference the form carries, against the session’s checkout; the total, from the session’s held lines; ' +
      'a passenger name for each seat the session holds, and for nothing else',
    crossSite: () => refused(CHECKOUT_MESSAGES.crossSite),
    unavailable,
    caller: () => checkoutCaller(),
    input: async (form, { checkout }) => {
      const order = z.string().regex(CUSTOMER_REFERENCE_PATTERN).safeParse(form.get(ORDER_FIELD));
      // A form without the order it shows is not a form of this checkout page: the checkout is shown again.
      if (!order.success) redirect(CHANGED_CHECKOUT);
      // Another order than the session's: the state check shows the checkout again, whatever the form's names.
      if (order.data !== checkout.merchantReference) return { order: order.data, passengers: [] };
      // The seats come from the session's holds, never from the form: the names must match them one for one.
      const names = readPassengerNames(form, await passengerSlots(checkout));
      return names.ok ? { order: order.data, passengers: names.passengers } : refuse(refused(names.message));
    },
    state: ({ checkout }, { order }) => {
      // Another tab reserved since this page was drawn: never pay for an order the customer is not looking at.
      if (order !== checkout.merchantReference) redirect(CHANGED_CHECKOUT);
      const wrong = priced(checkout);
      return wrong ? refuse(wrong) : undefined;
    },
  };
}

/** Keeps a coach order's passengers under the reference about to be paid or bought (replacing earlier names). */
async function keepPassengers(checkout: CheckoutState, passengers: Passenger[]): Promise<void> {
  if (checkout.selection.kind === 'bus') await savePassengers(await paymentsDatabase(), checkout.merchantReference, passengers, Date.now());
}

/** Buys the held order, which has nothing to pay; the tickets are the customer's at once. */
async function buyFreeOrder({ session, checkout }: CheckoutCaller): Promise<ConfirmState> {
  const outcome = await completePurchase(checkout);
  if (outcome.status === 'failed') return { ok: false, reason: outcome.reason, message: outcome.message };
  await recordOrderSourceSafely(paymentsDatabase, checkout, Date.now());
  await recordOrderTicketsSafely(paymentsDatabase, outcome.merchantReference, channelOfReference(outcome.merchantReference));
  session.checkout = undefined;
  session.draft = undefined;
  session.lastOrder = outcome.merchantReference;
  await finishAdmittedPlace(session);
  await session.save();
  redirect(`/orders/${outcome.merchantReference}`);
}

export const confirmPurchase = guardedAction<[previous: PayState, form: FormData], CheckoutCaller, OrderInput, ConfirmState>(
  orderPolicy('the customer whose session holds the checkout', 'a checkout whose total is ₦0', (checkout) =>
    orderTotalKobo(checkout.lines) === 0 ? undefined : refused(CHECKOUT_MESSAGES.mustPay),
  ),
  async (caller, { passengers }) => {
    await keepPassengers(caller.checkout, passengers);
    return buyFreeOrder(caller);
  },
);

/**
 * Pay: starts the order's payment (server/payments/start.ts) and sends the customer to the provider; inside an
 * embed's frame the provider's page is handed back to open in a window of its own, as it refuses to be framed.
 */
export const startPayment = guardedAction<[previous: PayState, form: FormData], CheckoutCaller, OrderInput, PayState>(
  orderPolicy('the customer whose session holds the checkout', 'a checkout (a free one is bought at once)', () => undefined),
  async (caller, { passengers }) => {
    const { checkout } = caller;
    await keepPassengers(checkout, passengers);
    const amountKobo = orderTotalKobo(checkout.lines);
    if (amountKobo === 0) return buyFreeOrder(caller);
    const started = await startCheckoutPayment(checkout, amountKobo);
    if ('unreachable' in started) return { ok: false, reason: 'unavailable', message: CHECKOUT_MESSAGES.paymentUnavailable };
    // A payment already settled goes to its return address, which the frame may show.
    if ((await embedParent()) !== null && !started.go.startsWith(returnAddress(''))) return { ok: true, payUrl: started.go };
    redirect(started.go);
  },
);

export const reserveAgain = guardedAction<[previous: ConfirmState], CheckoutCaller, null, ConfirmState>(
  {
    who: 'the customer whose session holds the checkout',
    needs: 'a checkout, room under the reserve limits of this address and session, an admission of a waiting room that governs the sale, and none of its tickets kept for a waiting list’s turns',
    checks: 'nothing from the browser: the same items as the session’s checkout',
    crossSite: () => refused(CHECKOUT_MESSAGES.crossSite),
    unavailable,
    caller: () => checkoutCaller(),
    input: () => null,
    // Holding again is reserving: it counts against the same limits, before anything is released or held.
    state: async ({ session, checkout }) => {
      const limited = await countCustomerReserve(session);
      if (!limited.ok) return refuse(refused(tooManyReservationsMessage(limited.retryAfterSeconds)));
      const admission = await admissionToReserve(session, checkout.selection);
      if (!admission.ok) return refuse(refused(admission.message));
      // Tickets that came back meanwhile may be kept for the waiting list's turns.
      const kept = await waitingListRefusal(session, checkout.selection, checkout.lines);
      return kept ? refuse(refused(kept)) : undefined;
    },
  },
  async ({ session, checkout }) => {
    await releaseCheckout(checkout);
    const outcome = await holdAgain(checkout);
    if (!outcome.ok) return { ok: false, reason: 'expired', message: outcome.message };
    session.checkout = outcome.checkout;
    await keepTurnForHolds(session, outcome.checkout);
    await session.save();
    redirect('/checkout');
  },
);

/** The page the checkout came from: the embedded event inside an embed's frame, else the shop's own page. */
async function pageOf(checkout: CheckoutState): Promise<string> {
  const framed = (await embedParent()) !== null;
  return (framed && embedHrefOf(checkout)) || hrefOf(checkout.selection);
}

/** Change and cancel: the customer's own checkout, whose holds go back on sale. */
const releasePolicy = (needs: string): ActionPolicy<CheckoutCaller, null, void> => ({
  who: 'the customer whose session holds the checkout',
  needs,
  checks: 'nothing from the browser: only the holds stored in the session are released',
  crossSite: () => redirect('/checkout'),
  caller: () => checkoutCaller('/'),
  input: () => null,
});

/** Releases the holds and goes back to the page it came from, with the same choice filled in. */
export const changeTickets = guardedAction<[], CheckoutCaller, null, void>(releasePolicy('a checkout'), async ({ session, checkout }) => {
  await releaseCheckout(checkout);
  session.checkout = undefined;
  session.draft = {
    selection: checkout.selection,
    quantities: Object.fromEntries(checkout.lines.map((line) => [line.id, line.quantity])),
    contact: checkout.contact,
  };
  await session.save();
  redirect(`${await pageOf(checkout)}#tickets`);
});

/** Releases the holds and forgets the choice; the customer's details stay filled in, should they choose again. */
export const cancelCheckout = guardedAction<[], CheckoutCaller, null, void>(releasePolicy('a checkout'), async ({ session, checkout }) => {
  await releaseCheckout(checkout);
  session.checkout = undefined;
  session.draft = { selection: checkout.selection, quantities: {}, contact: checkout.contact };
  await session.save();
  redirect(await pageOf(checkout));
});
