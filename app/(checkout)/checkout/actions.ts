// Checkout actions, for every order (one part or several): apply or remove a promo code, pay (or confirm a free order),
// reserve again after expiry, change the choice, cancel. Each is a public endpoint declared with its policy
// (server/security/action-policy.ts): the customer whose session holds the order, and for a code, pay and confirm the
// order the form was showing, at the price it must be bought at (the held lines of every part and the stored code's
// rules, never the form's), with a coach passenger's name for each seat it holds.
'use server';
import 'server-only';
import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import type { ConfirmState, PayState, PromoState } from '@/lib/checkout/action-state';
import { CHECKOUT_MESSAGES } from '@/lib/checkout/messages';
import { normalisePromoCode } from '@/lib/promo/rules';
import { orderCaller, type OrderCaller } from '@/server/checkout/caller';
import { afterHold, checkBeforeHold } from '@/server/checkout/hold-checks';
import { saveSessionOrder } from '@/server/checkout/session-order';
import { CUSTOMER_REFERENCE_PATTERN } from '@/server/channel';
import { embedHrefOf } from '@/server/embed/embed-href';
import { embedParent } from '@/server/embed/embed-parent';
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
import { orderPassengerSlots, readOrderPassengers } from '@/server/shop/passenger-slots';
import { keepOrderPassengers } from '@/server/shop/passengers';
import { recordOrderSourceSafely } from '@/server/sources/record-source';
import { orderKeyOf, withNewReference, type CheckoutOrder } from '@/server/session/checkout-state';
import { rememberPromoCode } from '@/server/session/promo-memory';
import { hrefOf } from '@/server/ticketing/kinds/registry';
import { completePurchase } from '@/server/ticketing/flows/purchase';
import { channelOfReference, recordOrderTicketsSafely } from '@/server/tickets/ledger';
import { releaseOrder, reserveOrderAgain } from '@/server/ticketing/flows/reserve';
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

/** What pay and confirm are given: the order the form shows, and each coach part's passengers (none for others). */
interface OrderInput {
  order: string;
  passengers: { part: number; passengers: { seatNumber: string | null; name: string }[] }[];
}

/** The order's reference as a form carries it: a customer channel's. */
const orderField = (form: FormData) =>
  z.string().regex(CUSTOMER_REFERENCE_PATTERN).safeParse(form.get(ORDER_FIELD));

/** Pay and confirm: the customer's order, and the order the form was showing, which must still be that order. */
function orderPolicy(
  who: string,
  needs: string,
  priced: (order: CheckoutOrder) => Promise<ConfirmState | undefined> | ConfirmState | undefined,
): ActionPolicy<OrderCaller, OrderInput, ConfirmState> {
  return {
    who,
    needs,
    checks:
      'the order reference the form carries, against the session’s order; the total, from the held lines of every ' +
      'part and its promo code’s stored rules; ' +
      'a passenger name for each seat the session holds, and for nothing else',
    crossSite: () => refused(CHECKOUT_MESSAGES.crossSite),
    unavailable,
    caller: () => orderCaller(),
    input: async (form, { order }) => {
      const shown = orderField(form);
      // A form without the order it shows is not a form of this checkout page: the checkout is shown again.
      if (!shown.success) redirect(CHANGED_CHECKOUT);
      // Another order than the session's: the state check shows the checkout again, whatever the form's names.
      if (shown.data !== order.merchantReference) return { order: shown.data, passengers: [] };
      // The seats come from the session's holds, never from the form: the names must match them one for one.
      const names = readOrderPassengers(form, await orderPassengerSlots(order));
      return names.ok
        ? { order: shown.data, passengers: names.passengers }
        : refuse(refused(names.message));
    },
    state: async ({ order }, { order: shown }) => {
      // Another tab reserved since this page was drawn: never pay for an order the customer is not looking at.
      if (shown !== order.merchantReference) redirect(CHANGED_CHECKOUT);
      const wrong = await priced(order);
      return wrong ? refuse(wrong) : undefined;
    },
  };
}

/**
 * Buys the held order, which has nothing to pay (free, or nothing left after its promo code): an order of one part,
 * whose tickets are the customer's at once; the code's use, claimed just before, is used (given back when the
 * purchase fails).
 */
async function buyFreeOrder(
  { session }: OrderCaller,
  order: CheckoutOrder,
  promo: AppliedPromo | null,
): Promise<ConfirmState> {
  const part = order.parts[0]!;
  const outcome = await completePurchase(part);
  const db = await paymentsDatabase();
  if (outcome.status === 'failed') {
    if (promo)
      await givePromoUseBack(db, orderKeyOf(order), 'The purchase did not complete.', Date.now());
    return { ok: false, reason: outcome.reason, message: outcome.message };
  }
  if (promo) await markPromoUseUsed(db, orderKeyOf(order), Date.now());
  await recordOrderSourceSafely(
    paymentsDatabase,
    part,
    Date.now(),
    promo ? promo.afterKobo : undefined,
  );
  await recordOrderTicketsSafely(
    paymentsDatabase,
    outcome.merchantReference,
    channelOfReference(outcome.merchantReference),
  );
  await saveSessionOrder(session, null);
  session.draft = undefined;
  session.lastOrder = outcome.merchantReference;
  await finishAdmittedPlace(session);
  await session.save();
  redirect(`/orders/${outcome.merchantReference}`);
}

/**
 * The order as it is paid for `amountKobo` with `code`: when its reference already names an unpaid payment of
 * another amount or code (the code changed since an earlier Pay), a new reference of the same order, so that payment
 * is never reused at a price that no longer holds (should both be paid, one is bought and the other refunded).
 */
async function payingOrder(
  { session, order }: OrderCaller,
  amountKobo: number,
  code: string | null,
): Promise<CheckoutOrder> {
  if (!(await chargeChanged(order, amountKobo, code))) return order;
  const renewed = withNewReference(order);
  await saveSessionOrder(session, renewed);
  await session.save();
  return renewed;
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
async function payOrBuy(
  caller: OrderCaller,
  passengers: OrderInput['passengers'],
): Promise<PayState> {
  const db = await paymentsDatabase();
  const quote = await quoteCheckout(db, caller.order);
  if (quote && !quote.ok) return codeRefusedAtPay(refusedCodeMessage(quote.code, quote.message));
  const amountKobo = chargeKobo(caller.order, quote);
  const order = await payingOrder(caller, amountKobo, quote?.code ?? null);
  await keepOrderPassengers(db, order, passengers, Date.now());
  const claim = await claimForPayment(db, order, quote);
  if (!claim.ok) return codeRefusedAtPay(claim.message);
  // The code now belongs to this order: the next checkout does not take it again.
  if (claim.applied) await rememberPromoCode(null);
  if (amountKobo === 0) return buyFreeOrder(caller, order, claim.applied);
  const started = await startCheckoutPayment(order, amountKobo, Date.now(), claim.applied);
  if ('unreachable' in started)
    return { ok: false, reason: 'unavailable', message: CHECKOUT_MESSAGES.paymentUnavailable };
  // A payment already settled goes to its return address, which the frame may show.
  if ((await embedParent()) !== null && !started.go.startsWith(returnAddress('')))
    return { ok: true, payUrl: started.go };
  redirect(started.go);
}

/** What the customer pays now: every part's held lines' total after the stored code, quoted again. */
const chargeNow = async (order: CheckoutOrder) =>
  chargeKobo(order, await quoteCheckout(await paymentsDatabase(), order));

/** A free order of several parts is not bought here: each part is free on its own page. */
const FREE_ORDER_OF_PARTS = 'Free tickets are taken from their own page, without the basket.';

export const confirmPurchase = guardedAction<
  [previous: PayState, form: FormData],
  OrderCaller,
  OrderInput,
  PayState
>(
  orderPolicy(
    'the customer whose session holds the order',
    'an order of one part whose total is ₦0 (after its promo code)',
    async (order) => {
      if ((await chargeNow(order)) !== 0) return refused(CHECKOUT_MESSAGES.mustPay);
      return order.parts.length > 1 ? refused(FREE_ORDER_OF_PARTS) : undefined;
    },
  ),
  (caller, { passengers }) => payOrBuy(caller, passengers),
);

/** Pay: starts the order's payment (server/payments/start.ts) and sends the customer to the provider. */
export const startPayment = guardedAction<
  [previous: PayState, form: FormData],
  OrderCaller,
  OrderInput,
  PayState
>(
  orderPolicy(
    'the customer whose session holds the order',
    'an order (a free one of one part is bought at once; a free one of several parts is refused)',
    async (order) =>
      order.parts.length > 1 && (await chargeNow(order)) === 0
        ? refused(FREE_ORDER_OF_PARTS)
        : undefined,
  ),
  (caller, { passengers }) => payOrBuy(caller, passengers),
);

/** The form field of the promo code the customer types. */
const CODE_FIELD = 'code';

/** A typed text that cannot be a code at all: said without looking anything up. */
const NOT_A_CODE = 'Enter the code as it was given to you: 3 to 32 letters, digits or dashes.';

const promoRefused = (message: string): PromoState => ({ ok: false, message });

/** Apply and remove: the customer's order, and the order the form was showing, which must still be that order. */
function promoPolicy<Input>(
  needs: string,
  checks: string,
  read: (form: FormData) => Input | Refusal<PromoState>,
): ActionPolicy<OrderCaller, Input & { order: string }, PromoState> {
  return {
    who: 'the customer whose session holds the order',
    needs,
    checks: `the order reference the form carries, against the session’s order; ${checks}`,
    crossSite: () => promoRefused(CHECKOUT_MESSAGES.crossSite),
    unavailable: () => promoRefused(CHECKOUT_MESSAGES.recordsUnavailable),
    caller: () => orderCaller(),
    input: (form) => {
      const shown = orderField(form);
      if (!shown.success) redirect(CHANGED_CHECKOUT);
      const rest = read(form);
      return isRefused(rest) ? rest : { ...rest, order: shown.data };
    },
    // A code is applied to the order on the page alone, never to one another tab reserved since.
    state: ({ order }, { order: shown }) =>
      shown === order.merchantReference ? undefined : redirect(CHANGED_CHECKOUT),
  };
}

const isRefused = <T>(value: T | Refusal<PromoState>): value is Refusal<PromoState> =>
  typeof value === 'object' && value !== null && 'refused' in value;

/**
 * Applies a promo code to the order: quoted at once against every part's held lines, under the code's scope; a code
 * that does not apply is not kept, and the customer is told why. The code alone is kept: its amounts are computed
 * again at every step.
 */
export const applyPromoCode = guardedAction<
  [previous: PromoState, form: FormData],
  OrderCaller,
  { order: string; code: string },
  PromoState
>(
  promoPolicy(
    'an order',
    'the code’s form; whether it applies, from its stored rules and the session’s held lines',
    (form) => {
      const code = normalisePromoCode(String(form.get(CODE_FIELD) ?? ''));
      return code ? { code } : refuse(promoRefused(NOT_A_CODE));
    },
  ),
  async ({ session, order }, { code }) => {
    const db = await paymentsDatabase();
    const quote = await quoteCheckout(db, { ...order, promoCode: code });
    // Codes that do not exist are counted, so a short campaign code cannot be found by trying them all.
    if (quote && !quote.ok && quote.reason === 'unknown') {
      const wait = await countUnknownCode(session.sid ?? orderKeyOf(order));
      if (wait !== undefined) return promoRefused(tooManyGuessesMessage(wait));
    }
    if (!quote?.ok) return promoRefused(refusedCodeMessage(code, quote?.message ?? NOT_A_CODE));
    // Another code's use, claimed by an earlier Pay of this order, goes back at once for others to use.
    if (order.promoCode && order.promoCode !== code)
      await givePromoUseBack(db, orderKeyOf(order), 'Another code was applied.', Date.now());
    await saveSessionOrder(session, { ...order, promoCode: code });
    await session.save();
    await rememberPromoCode(code);
    redirect('/checkout');
  },
);

/** Removes the order's promo code: the order is at its full price again, and a use an earlier Pay claimed goes back. */
export const removePromoCode = guardedAction<
  [previous: PromoState, form: FormData],
  OrderCaller,
  { order: string },
  PromoState
>(
  promoPolicy(
    'an order',
    'nothing else: only the code stored with the session’s order is removed',
    () => ({}),
  ),
  async ({ session, order }) => {
    if (order.promoCode)
      await givePromoUseBack(
        await paymentsDatabase(),
        orderKeyOf(order),
        'The code was removed before paying.',
        Date.now(),
      );
    await saveSessionOrder(session, { ...order, promoCode: undefined });
    await session.save();
    await rememberPromoCode(null);
    redirect('/checkout');
  },
);

/** An order's parts as the checks before a hold read them. */
const partsToHold = (order: CheckoutOrder) =>
  order.parts.map((part) => ({
    selection: part.selection,
    title: part.title,
    lines: part.lines.map((line) => ({ id: line.id, quantity: line.quantity })),
  }));

export const reserveAgain = guardedAction<
  [previous: ConfirmState],
  OrderCaller,
  null,
  ConfirmState
>(
  {
    who: 'the customer whose session holds the order',
    needs:
      'an order, room under the reserve limits of this address and session, an admission of a waiting room that governs one of its parts (or a waiting list’s turn for it), and none of its tickets kept for a waiting list’s turns, checked before anything is released or held',
    checks: 'nothing from the browser: the same parts as the session’s order',
    crossSite: () => refused(CHECKOUT_MESSAGES.crossSite),
    unavailable,
    caller: () => orderCaller(),
    input: () => null,
  },
  async ({ session, order }) => {
    // Holding again is reserving: the same checks, before anything is released or held.
    const check = await checkBeforeHold(session, partsToHold(order));
    if (!check.ok) return refused(check.message);
    await releaseOrder(order);
    const outcome = await reserveOrderAgain(order);
    if (!outcome.ok) return { ok: false, reason: 'expired', message: outcome.message };
    const held = { ...outcome.order, ...(order.fromBasket && { fromBasket: true }) };
    await saveSessionOrder(session, held);
    await afterHold(session, { ...held, key: orderKeyOf(held), parts: partsToHold(held) }, check);
    await session.save();
    redirect('/checkout');
  },
);

/**
 * The page an order of one part came from: the embedded event inside an embed's frame (with its campaign and the
 * order's promo code), else the shop's own page.
 */
async function pageOf(order: CheckoutOrder): Promise<string> {
  const part = order.parts[0]!;
  const framed = (await embedParent()) !== null;
  return (framed && embedHrefOf({ ...part, promoCode: order.promoCode })) || hrefOf(part.selection);
}

/** Change and cancel: the customer's own order, whose holds go back on sale. */
const releasePolicy = (needs: string): ActionPolicy<OrderCaller, null, void> => ({
  who: 'the customer whose session holds the order',
  needs,
  checks: 'nothing from the browser: only the holds stored with the session’s order are released',
  crossSite: () => redirect('/checkout'),
  caller: () => orderCaller('/'),
  input: () => null,
});

/**
 * Releases the order's holds and ends it, then goes back: to the basket, for an order reserved from it (its items are
 * still there); else to the page the one part came from, with the customer's details (and, to change, the same choice)
 * filled in.
 */
async function releaseAndGoBack(
  { session, order }: OrderCaller,
  keepChoice: boolean,
  anchor: string,
): Promise<never> {
  await releaseOrder(order);
  await saveSessionOrder(session, null);
  const part = order.parts[0]!;
  const fromBasket = order.fromBasket === true || order.parts.length > 1;
  const quantities = Object.fromEntries(part.lines.map((line) => [line.id, line.quantity]));
  if (!fromBasket || !keepChoice)
    session.draft = {
      selection: part.selection,
      quantities: keepChoice ? quantities : {},
      contact: order.contact,
    };
  await session.save();
  redirect(fromBasket ? '/basket' : `${await pageOf(order)}${anchor}`);
}

/** Releases the holds and goes back to choose again. */
export const changeTickets = guardedAction<[], OrderCaller, null, void>(
  releasePolicy('an order'),
  (caller) => releaseAndGoBack(caller, true, '#tickets'),
);

/** Releases the holds and forgets the choice; the customer's details stay filled in, should they choose again. */
export const cancelCheckout = guardedAction<[], OrderCaller, null, void>(
  releasePolicy('an order'),
  (caller) => releaseAndGoBack(caller, false, ''),
);
