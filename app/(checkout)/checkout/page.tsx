// Checkout: the order this session holds (one part or several, any kinds) with its promo code, the countdown to its
// holds' expiry, and the buttons to finish.
import 'server-only';
import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { StayTerms } from '@/components/shop/stay-terms';
import { TripTerms } from '@/components/shop/trip-terms';
import { TEXT_LINK } from '@/components/ui/styles';
import { remainingMs } from '@/lib/checkout/countdown';
import { CHECKOUT_MESSAGES } from '@/lib/checkout/messages';
import type { PromoQuote } from '@/lib/promo/rules';
import { formatNaira } from '@/lib/format/money';
import { formatPhone } from '@/lib/format/phone';
import { KIND_WORDS } from '@/lib/sellables/wording';
import { lagosDepartureIso } from '@/lib/shop/terms';
import { embedParent } from '@/server/embed/embed-parent';
import { boughtPaymentOf, findPayment } from '@/server/payments/ledger';
import { paymentsDatabase } from '@/server/payments/service';
import { chargeKobo, quoteCheckout, refusedCodeMessage } from '@/server/payments/promo-charge';
import { returnAddress } from '@/server/payments/start';
import { orderPassengerSlots } from '@/server/shop/passenger-slots';
import { passengersSafely } from '@/server/shop/passengers';
import { readSessionOrder } from '@/server/checkout/session-order';
import { getCheckoutSession } from '@/server/session/checkout-session';
import { orderKeyOf, type CheckoutOrder, type OrderPart } from '@/server/session/checkout-state';
import { hrefOf } from '@/server/ticketing/kinds/registry';
import { findOrder } from '@/server/ticketing/orders';
import { readOrDown } from '@/server/ticketing/read-or-down';
import { sellingGate } from '@/server/waiting-room/notice';
import { CheckoutPanel } from './_components/checkout-panel';
import { FitWarnings } from '../_components/fit-warnings';
import { HeldLines, type LinesAfterCode } from '../_components/held-lines';
import { OrderEntry } from '../_components/order-entry';
import { PromoCode } from './_components/promo-code';

export const metadata: Metadata = { title: 'Checkout', robots: { index: false } };

function NothingHeld({ lastOrder }: { lastOrder?: string }) {
  return (
    <section className="space-y-3">
      <h1 className="text-3xl font-bold">Checkout</h1>
      {/* Back from the order page after paying: the checkout is done, and says where its order is. */}
      {lastOrder ? (
        <p role="status">
          Your last checkout is finished and its order is confirmed.{' '}
          <Link href={`/orders/${lastOrder}`} className={TEXT_LINK}>
            See your order
          </Link>
        </p>
      ) : (
        <p className="text-ink-muted">{CHECKOUT_MESSAGES.noCheckout}</p>
      )}
      <Link href="/events" className={`block ${TEXT_LINK}`}>
        Browse events
      </Link>
    </section>
  );
}

const PAYMENT_NOTICES = new Map([
  ['declined', CHECKOUT_MESSAGES.paymentDeclined],
  ['unfinished', CHECKOUT_MESSAGES.paymentUnfinished],
  ['cancelled', CHECKOUT_MESSAGES.paymentCancelled],
]);

/** A retry's order bought meanwhile under an earlier payment (paid late after all); a database fault reads as none. */
async function boughtEarlier(checkout: CheckoutOrder): Promise<string | null> {
  try {
    return await boughtPaymentOf(await paymentsDatabase(), orderKeyOf(checkout));
  } catch {
    return null;
  }
}

/** A coach order's seats and the names to start with: those given at an earlier Pay, else the buyer's first. */
async function passengerForm(order: CheckoutOrder) {
  const slots = (await orderPassengerSlots(order)).flatMap((entry) => entry.slots);
  if (slots.length === 0) return undefined;
  const earlier =
    order.parts.length === 1
      ? await passengersSafely(paymentsDatabase, order.merchantReference)
      : [];
  const names = earlier.length === slots.length ? earlier.map((p) => p.name) : [order.contact.name];
  return { slots, names };
}

/** The terms of a trip or a stay, beside what is bought (a section under the page's h1); none for other kinds. */
function KindTerms({ selection }: { selection: OrderPart['selection'] }) {
  if (selection.kind === 'hotel') return <StayTerms headingLevel={2} />;
  if (selection.kind === 'bus')
    return (
      <TripTerms
        departureAt={selection.departure ? lagosDepartureIso(selection.departure) : null}
        headingLevel={2}
      />
    );
  return null;
}

/**
 * Inside an embed's frame, whether the payment the customer made in a window of its own has ended (paid or
 * declined there): the frame then takes the return the window took. A database fault reads as not yet.
 */
async function paidInWindow(checkout: CheckoutOrder): Promise<boolean> {
  if ((await embedParent()) === null) return false;
  try {
    const payment = await findPayment(await paymentsDatabase(), checkout.merchantReference);
    return payment !== undefined && payment.status !== 'pending' && payment.status !== 'abandoned';
  } catch {
    return false;
  }
}

/** The checkout's code quoted now; while the storefront's database is away, not applied (Pay says it is away). */
async function quoteSafely(checkout: CheckoutOrder): Promise<PromoQuote | null> {
  try {
    return await quoteCheckout(await paymentsDatabase(), checkout);
  } catch {
    return null;
  }
}

/** An applied code's figures in Naira for one part's held lines: each line after it, its discount and total. */
function linesAfter(quote: PromoQuote | null, part: number): LinesAfterCode | null {
  if (!quote?.ok) return null;
  const lines = quote.lines.filter((line) => line.part === part);
  const before = lines.reduce((sum, line) => sum + line.beforeKobo, 0);
  const after = lines.reduce((sum, line) => sum + line.afterKobo, 0);
  // A part of several the code takes nothing off is shown at its price alone.
  if (after === before && quote.lines.some((line) => line.part !== part)) return null;
  return {
    code: quote.code,
    after: Object.fromEntries(lines.map((line) => [line.id, line.afterKobo / 100])),
    discount: (before - after) / 100,
    total: after / 100,
  };
}

/** Each kind's terms once, in the order the parts have them. */
const termsOf = (order: CheckoutOrder) =>
  order.parts.filter(
    (part, index) =>
      order.parts.findIndex((other) => other.selection.kind === part.selection.kind) === index,
  );

// Read at request time on the server's clock, which the stored offset ties to the service's.
function timeLeft(checkout: CheckoutOrder): number {
  return remainingMs(checkout.expiresAt, checkout.clockOffsetMs, Date.now());
}

export default async function CheckoutPage({
  searchParams,
}: {
  searchParams: Promise<{ payment?: string; changed?: string }>;
}) {
  const { payment, changed } = await searchParams;
  const session = await getCheckoutSession();
  const { order: checkout } = await readSessionOrder(session);
  if (!checkout) return <NothingHeld lastOrder={session.lastOrder} />;
  if (await paidInWindow(checkout)) redirect(returnAddress(checkout.merchantReference));
  // A purchase whose reply never reached this browser (dropped connection, refresh) is already an order.
  const earlier =
    checkout.parts.length === 1
      ? await readOrDown(findOrder(checkout.merchantReference))
      : { ok: false as const };
  if (earlier.ok && earlier.value) redirect(`/orders/${checkout.merchantReference}`);
  const bought = await boughtEarlier(checkout);
  if (bought) redirect(`/orders/${bought}`);
  const left = timeLeft(checkout);
  const { name, email, phone } = checkout.contact;
  const quote = await quoteSafely(checkout);
  const single = checkout.parts.length === 1 ? checkout.parts[0]! : null;
  const first = checkout.parts[0]!;
  const words = single ? KIND_WORDS[single.selection.kind] : null;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="space-y-6">
        {single ? (
          <>
            <header>
              <h1 className="text-3xl font-bold">Checkout</h1>
              <p className="text-ink-muted">
                <Link href={hrefOf(single.selection)} className="underline">
                  {single.title}
                </Link>
              </p>
              {single.subtitle && <p className="text-ink-muted">{single.subtitle}</p>}
            </header>
            <HeldLines lines={single.lines} promo={linesAfter(quote, 0)} />
          </>
        ) : (
          <>
            <header className="space-y-1">
              <h1 className="text-3xl font-bold">Checkout</h1>
              <p className="text-ink-muted">
                {checkout.parts.length} things, held together and paid once:{' '}
                {formatNaira(chargeKobo(checkout, quote) / 100)}.
              </p>
            </header>
            <FitWarnings selections={checkout.parts.map((part) => part.selection)} />
            <ol className="space-y-4">
              {checkout.parts.map((part, index) => (
                <OrderEntry
                  key={part.merchantReference}
                  entry={part}
                  index={index}
                  promo={linesAfter(quote, index)}
                />
              ))}
            </ol>
          </>
        )}
        <PromoCode
          order={checkout.merchantReference}
          applied={
            quote?.ok
              ? { code: quote.code, discount: quote.discountKobo / 100, note: quote.note }
              : null
          }
          refusal={
            quote && !quote.ok
              ? { code: quote.code, message: refusedCodeMessage(quote.code, quote.message) }
              : null
          }
        />
        {termsOf(checkout).map((part) => (
          <KindTerms key={part.selection.kind} selection={part.selection} />
        ))}
        <section aria-labelledby="contact-heading">
          <h2 id="contact-heading" className="text-lg font-semibold">
            {words ? words.contactHeading : 'Your details'}
          </h2>
          <p>{name}</p>
          <p>{email}</p>
          <p>{formatPhone(phone)}</p>
        </section>
      </div>
      <CheckoutPanel
        key={checkout.merchantReference}
        expiresAt={checkout.expiresAt}
        remainingMs={left}
        amount={chargeKobo(checkout, quote) / 100}
        order={checkout.merchantReference}
        passengers={await passengerForm(checkout)}
        changeLabel={words && !checkout.fromBasket ? words.change : 'Change basket'}
        gate={await sellingGate(session, first.selection)}
        notice={
          changed ? CHECKOUT_MESSAGES.changed : payment ? PAYMENT_NOTICES.get(payment) : undefined
        }
      />
    </div>
  );
}
