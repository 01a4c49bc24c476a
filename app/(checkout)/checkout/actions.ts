// Checkout actions: apply or remove a promo code, pay (or confirm a free order), reserve again after expiry, change
// the choice, cancel. Each is a public endpoint declared with its policy (server/security/action-policy.ts): the
// customer whose session holds the checkout, and for a code, pay and confirm the order the form was showing, at the
// price it must be bought at (the held lines and the stored code's rules, never the form's), with a coach passenger's
// name for each seat it holds.
'use server';
import 'server-only';
import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { readPassengerNames, type Passenger } from '@/lib/bus/passengers';
import type { ConfirmState, PayState, PromoState } from '@/lib/checkout/action-state';
import { CHECKOUT_MESSAGES } from '@/lib/checkout/messages';
import { normalisePromoCode } from '@/lib/promo/rules';
import { CUSTOMER_REFERENCE_PATTERN, newMerchantReference } from '@/server/channel';
import { embedHrefOf } from '@/server/embed/embed-href';
import { embedParent } from '@/server/embed/embed-parent';
import { afterHold, checkBeforeHold } from '@/server/checkout/hold-checks';
import { paymentsDatabase } from '@/server/payments/service';
import { countUnknownCode, tooManyGuessesMessage } from '@/server/promo/guess-limit';
import {
  chargeKobo,
  claimForPayment,
  quoteCheckout,
  refusedCodeMessage,
  type AppliedPromo,
} from '@/server/payments/promo-charge';
import { chargeChanged, returnAddress, startCheckoutPayment } from '@/server/payments/start';
import { givePromoUseBack, markPromoUseUsed } from '@/server/promo/uses';
import {
  guardedAction,
  refuse,
  type ActionPolicy,
  type Refusal,
} from '@/server/security/action-policy';
import { passengerSlots } from '@/server/shop/passenger-slots';
import { savePassengers } from '@/server/shop/passengers';
import { recordOrderSourceSafely } from '@/server/sources/record-source';
import { checkoutCaller, type CheckoutCaller } from '@/server/session/checkout-caller';
import type { CheckoutState } from '@/server/session/checkout-session';
import { orderKeyOf } from '@/server/session/checkout-state';
import { rememberPromoCode } from '@/server/session/promo-memory';
import { hrefOf } from '@/server/ticketing/kinds/registry';
import { completePurchase } from '@/server/ticketing/flows/purchase';
import { channelOfReference, recordOrderTicketsSafely } from '@/server/tickets/ledger';
import { releaseCheckout } from '@/server/ticketing/flows/release';
import { reserveAgain as holdAgain } from '@/server/ticketing/flows/reserve';
import { finishAdmittedPlace } from '@/server/waiting-room/gate';

/** The form field naming the order a Pay or Confirm button was showing. */
const ORDER_FIELD = 'order';

/** The checkout page, saying the checkout changed since the page that posted was drawn. */
const CHANGED_CHECKOUT = '/checkout?changed=1';

const refused = (message: string): ConfirmState => ({ ok: false, reason: 'refused', message });

/** While the storefront's database is away: nothing was recorded or charged, and the checkout stays. */
const unavailable = (): ConfirmState => ({
  ok: false,
  reason: 'unavailable',
  message: CHECKOUT_MESSAGES.recordsUnavailable,
});

/** What pay and confirm are given: the order the form shows, and a coach order's passengers (none for other kinds). */
interface OrderInput {
  order: string;
  passengers: Passenger[];
}

/** Pay and confirm: the customer's checkout, and the order the form was showing, which must still be that checkout. */
function orderPolicy(
  who: string,
  needs: string,
  priced: (checkout: CheckoutState) => Promise<ConfirmState | undefined> | ConfirmState | undefined,
): ActionPolicy<CheckoutCaller, OrderInput, ConfirmState> {
  return {
    who,
    needs,
    checks:
      'the order reference the form carries, against the session’s checkout; the total, from the session’s held lines ' +
      'and its promo code’s stored rules; ' +
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
      return names.ok
        ? { order: order.data, passengers: names.passengers }
        : refuse(refused(names.message));
    },
    state: async ({ checkout }, { order }) => {
      // Another tab reserved since this page was drawn: never pay for an order the customer is not looking at.
      if (order !== checkout.merchantReference) redirect(CHANGED_CHECKOUT);
      const wrong = await priced(checkout);
      return wrong ? refuse(wrong) : undefined;
    },
  };
}

/** Keeps a coach order's passengers under the reference about to be paid or bought (replacing earlier names). */
async function keepPassengers(checkout: CheckoutState, passengers: Passenger[]): Promise<void> {
  if (checkout.selection.kind === 'bus')
    await savePassengers(
      await paymentsDatabase(),
      checkout.merchantReference,
      passengers,
      Date.now(),
    );
}

/**
 * Buys the held order, which has nothing to pay (free, or nothing left after its promo code); the tickets are the
 * customer's at once, and the code's use, claimed just before, is used (given back when the purchase fails).
 */
async function buyFreeOrder(
  { session, checkout }: CheckoutCaller,
  promo: AppliedPromo | null,
): Promise<ConfirmState> {
  const outcome = await completePurchase(checkout);
  const db = await paymentsDatabase();
  if (outcome.status === 'failed') {
    if (promo)
      await givePromoUseBack(
        db,
        orderKeyOf(checkout),
        'The purchase did not complete.',
        Date.now(),
      );
    return { ok: false, reason: outcome.reason, message: outcome.message };
  }
  if (promo) await markPromoUseUsed(db, orderKeyOf(checkout), Date.now());
  await recordOrderSourceSafely(
    paymentsDatabase,
    checkout,
    Date.now(),
    promo ? promo.afterKobo : undefined,
  );
  await recordOrderTicketsSafely(
    paymentsDatabase,
    outcome.merchantReference,
    channelOfReference(outcome.merchantReference),
  );
  session.checkout = undefined;
  session.draft = undefined;
  session.lastOrder = outcome.merchantReference;
  await finishAdmittedPlace(session);
  await session.save();
  redirect(`/orders/${outcome.merchantReference}`);
}

/**
 * The checkout as it is paid for `amountKobo` with `code`: when its reference already names an unpaid payment of
 * another amount or code (the code changed since an earlier Pay), a new reference of the same order, so that payment
 * is never reused at a price that no longer holds (should both be paid, one is bought and the other refunded).
 */
async function payingCheckout(
  { session, checkout }: CheckoutCaller,
  amountKobo: number,
  code: string | null,
): Promise<CheckoutState> {
  if (!(await chargeChanged(checkout, amountKobo, code))) return checkout;
  session.checkout = {
    ...checkout,
    orderKey: orderKeyOf(checkout),
    merchantReference: newMerchantReference(checkout.channel),
  };
  await session.save();
  return session.checkout;
}

/**
 * A code that does not apply at Pay (turned off, used up meanwhile): the checkout is drawn again with the code's
 * reason and the full price, and Pay says that nothing was charged.
 */
function codeRefusedAtPay(message: string): ConfirmState {
  revalidatePath('/checkout');
  return refused(`${message} ${CHECKOUT_MESSAGES.promoNotCharged}`);
}

/**
 * Pay and confirm: quotes the stored code again, claims its use (refused: the checkout again with the reason, nothing
 * charged), then buys a free order at once or starts the payment of what is left; inside an embed's frame the
 * provider's page is handed back to open in a window of its own, as it refuses to be framed.
 */
async function payOrBuy(caller: CheckoutCaller, passengers: Passenger[]): Promise<PayState> {
  const db = await paymentsDatabase();
  const quote = await quoteCheckout(db, caller.checkout);
  if (quote && !quote.ok) return codeRefusedAtPay(refusedCodeMessage(quote.code, quote.message));
  const amountKobo = chargeKobo(caller.checkout, quote);
  const checkout = await payingCheckout(caller, amountKobo, quote?.code ?? null);
  await keepPassengers(checkout, passengers);
  const claim = await claimForPayment(db, checkout, quote);
  if (!claim.ok) return codeRefusedAtPay(claim.message);
  // The code now belongs to this order: the next checkout does not take it again.
  if (claim.applied) await rememberPromoCode(null);
  if (amountKobo === 0) return buyFreeOrder({ session: caller.session, checkout }, claim.applied);
  const started = await startCheckoutPayment(checkout, amountKobo, Date.now(), claim.applied);
  if ('unreachable' in started)
    return { ok: false, reason: 'unavailable', message: CHECKOUT_MESSAGES.paymentUnavailable };
  // A payment already settled goes to its return address, which the frame may show.
  if ((await embedParent()) !== null && !started.go.startsWith(returnAddress('')))
    return { ok: true, payUrl: started.go };
  redirect(started.go);
}

/** What the customer pays now: the held lines' total after the stored code, quoted again. */
const chargeNow = async (checkout: CheckoutState) =>
  chargeKobo(checkout, await quoteCheckout(await paymentsDatabase(), checkout));

export const confirmPurchase = guardedAction<
  [previous: PayState, form: FormData],
  CheckoutCaller,
  OrderInput,
  PayState
>(
  orderPolicy(
    'the customer whose session holds the checkout',
    'a checkout whose total is ₦0 (after its promo code)',
    async (checkout) =>
      (await chargeNow(checkout)) === 0 ? undefined : refused(CHECKOUT_MESSAGES.mustPay),
  ),
  (caller, { passengers }) => payOrBuy(caller, passengers),
);

/** Pay: starts the order's payment (server/payments/start.ts) and sends the customer to the provider. */
export const startPayment = guardedAction<
  [previous: PayState, form: FormData],
  CheckoutCaller,
  OrderInput,
  PayState
>(
  orderPolicy(
    'the customer whose session holds the checkout',
    'a checkout (a free one is bought at once)',
    () => undefined,
  ),
  (caller, { passengers }) => payOrBuy(caller, passengers),
);

/** The form field of the promo code the customer types. */
const CODE_FIELD = 'code';

/** A typed text that cannot be a code at all: said without looking anything up. */
const NOT_A_CODE = 'Enter the code as it was given to you: 3 to 32 letters, digits or dashes.';

const promoRefused = (message: string): PromoState => ({ ok: false, message });

/** Apply and remove: the customer's checkout, and the order the form was showing, which must still be that checkout. */
function promoPolicy<Input>(
  needs: string,
  checks: string,
  read: (form: FormData) => Input | Refusal<PromoState>,
): ActionPolicy<CheckoutCaller, Input & { order: string }, PromoState> {
  return {
    who: 'the customer whose session holds the checkout',
    needs,
    checks: `the order reference the form carries, against the session’s checkout; ${checks}`,
    crossSite: () => promoRefused(CHECKOUT_MESSAGES.crossSite),
    unavailable: () => promoRefused(CHECKOUT_MESSAGES.recordsUnavailable),
    caller: () => checkoutCaller(),
    input: (form) => {
      const order = z.string().regex(CUSTOMER_REFERENCE_PATTERN).safeParse(form.get(ORDER_FIELD));
      if (!order.success) redirect(CHANGED_CHECKOUT);
      const rest = read(form);
      return isRefused(rest) ? rest : { ...rest, order: order.data };
    },
    // A code is applied to the order on the page alone, never to one another tab reserved since.
    state: ({ checkout }, { order }) =>
      order === checkout.merchantReference ? undefined : redirect(CHANGED_CHECKOUT),
  };
}

const isRefused = <T>(value: T | Refusal<PromoState>): value is Refusal<PromoState> =>
  typeof value === 'object' && value !== null && 'refused' in value;

/**
 * Applies a promo code to the checkout: quoted at once against the held lines; a code that does not apply is not
 * kept, and the customer is told why. The code alone is kept: its amounts are computed again at every step.
 */
export const applyPromoCode = guardedAction<
  [previous: PromoState, form: FormData],
  CheckoutCaller,
  { order: string; code: string },
  PromoState
>(
  promoPolicy(
    'a checkout',
    'the code’s form; whether it applies, from its stored rules and the session’s held lines',
    (form) => {
      const code = normalisePromoCode(String(form.get(CODE_FIELD) ?? ''));
      return code ? { code } : refuse(promoRefused(NOT_A_CODE));
    },
  ),
  async ({ session, checkout }, { code }) => {
    const db = await paymentsDatabase();
    const quote = await quoteCheckout(db, { ...checkout, promoCode: code });
    // Codes that do not exist are counted, so a short campaign code cannot be found by trying them all.
    if (quote && !quote.ok && quote.reason === 'unknown') {
      const wait = await countUnknownCode(session.sid ?? orderKeyOf(checkout));
      if (wait !== undefined) return promoRefused(tooManyGuessesMessage(wait));
    }
    if (!quote?.ok) return promoRefused(refusedCodeMessage(code, quote?.message ?? NOT_A_CODE));
    // Another code's use, claimed by an earlier Pay of this order, goes back at once for others to use.
    if (checkout.promoCode && checkout.promoCode !== code)
      await givePromoUseBack(db, orderKeyOf(checkout), 'Another code was applied.', Date.now());
    session.checkout = { ...checkout, promoCode: code };
    await session.save();
    await rememberPromoCode(code);
    redirect('/checkout');
  },
);

/** Removes the checkout's promo code: the order is at its full price again, and a use an earlier Pay claimed goes back. */
export const removePromoCode = guardedAction<
  [previous: PromoState, form: FormData],
  CheckoutCaller,
  { order: string },
  PromoState
>(
  promoPolicy(
    'a checkout',
    'nothing else: only the code stored in the session is removed',
    () => ({}),
  ),
  async ({ session, checkout }) => {
    if (checkout.promoCode)
      await givePromoUseBack(
        await paymentsDatabase(),
        orderKeyOf(checkout),
        'The code was removed before paying.',
        Date.now(),
      );
    session.checkout = { ...checkout, promoCode: undefined };
    await session.save();
    await rememberPromoCode(null);
    redirect('/checkout');
  },
);

export const reserveAgain = guardedAction<
  [previous: ConfirmState],
  CheckoutCaller,
  null,
  ConfirmState
>(
  {
    who: 'the customer whose session holds the checkout',
    needs:
      'a checkout, room under the reserve limits of this address and session, an admission of a waiting room that governs the sale (or a waiting list’s turn for it), and none of its tickets kept for a waiting list’s turns, checked before anything is released or held',
    checks: 'nothing from the browser: the same items as the session’s checkout',
    crossSite: () => refused(CHECKOUT_MESSAGES.crossSite),
    unavailable,
    caller: () => checkoutCaller(),
    input: () => null,
  },
  async ({ session, checkout }) => {
    // Holding again is reserving: the same checks, before anything is released or held.
    const check = await checkBeforeHold(session, [checkout]);
    if (!check.ok) return refused(check.message);
    await releaseCheckout(checkout);
    const outcome = await holdAgain(checkout);
    if (!outcome.ok) return { ok: false, reason: 'expired', message: outcome.message };
    session.checkout = outcome.checkout;
    await afterHold(
      session,
      { ...outcome.checkout, key: orderKeyOf(outcome.checkout), parts: [outcome.checkout] },
      check,
    );
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
export const changeTickets = guardedAction<[], CheckoutCaller, null, void>(
  releasePolicy('a checkout'),
  async ({ session, checkout }) => {
    await releaseCheckout(checkout);
    session.checkout = undefined;
    session.draft = {
      selection: checkout.selection,
      quantities: Object.fromEntries(checkout.lines.map((line) => [line.id, line.quantity])),
      contact: checkout.contact,
    };
    await session.save();
    redirect(`${await pageOf(checkout)}#tickets`);
  },
);

/** Releases the holds and forgets the choice; the customer's details stay filled in, should they choose again. */
export const cancelCheckout = guardedAction<[], CheckoutCaller, null, void>(
  releasePolicy('a checkout'),
  async ({ session, checkout }) => {
    await releaseCheckout(checkout);
    session.checkout = undefined;
    session.draft = { selection: checkout.selection, quantities: {}, contact: checkout.contact };
    await session.save();
    redirect(await pageOf(checkout));
  },
);
