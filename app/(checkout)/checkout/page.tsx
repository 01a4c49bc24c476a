// Checkout: the holds in this session (any kind) with their promo code, the countdown to their expiry, and the buttons to finish.
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
import { formatPhone } from '@/lib/format/phone';
import { KIND_WORDS } from '@/lib/sellables/wording';
import { lagosDepartureIso } from '@/lib/shop/terms';
import { embedParent } from '@/server/embed/embed-parent';
import { boughtPaymentOf, findPayment } from '@/server/payments/ledger';
import { paymentsDatabase } from '@/server/payments/service';
import { chargeKobo, quoteCheckout, refusedCodeMessage } from '@/server/payments/promo-charge';
import { returnAddress } from '@/server/payments/start';
import { passengerSlots } from '@/server/shop/passenger-slots';
import { passengersSafely } from '@/server/shop/passengers';
import { getCheckoutSession, type CheckoutState } from '@/server/session/checkout-session';
import { hrefOf } from '@/server/ticketing/kinds/registry';
import { findOrder } from '@/server/ticketing/orders';
import { readOrDown } from '@/server/ticketing/read-or-down';
import { sellingGate } from '@/server/waiting-room/notice';
import { CheckoutPanel } from './_components/checkout-panel';
import { HeldLines, type LinesAfterCode } from './_components/held-lines';
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
async function boughtEarlier(checkout: CheckoutState): Promise<string | null> {
  if (!checkout.orderKey) return null;
  try {
    return await boughtPaymentOf(await paymentsDatabase(), checkout.orderKey);
  } catch {
    return null;
  }
}

/** A coach checkout's seats and the names to start with: those given at an earlier Pay, else the buyer's first. */
async function passengerForm(checkout: CheckoutState) {
  const slots = await passengerSlots(checkout);
  if (slots.length === 0) return undefined;
  const earlier = await passengersSafely(paymentsDatabase, checkout.merchantReference);
  const names =
    earlier.length === slots.length ? earlier.map((p) => p.name) : [checkout.contact.name];
  return { slots, names };
}

/** The terms of a trip or a stay, beside what is bought (a section under the page's h1); none for other kinds. */
function KindTerms({ selection }: { selection: CheckoutState['selection'] }) {
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
async function paidInWindow(checkout: CheckoutState): Promise<boolean> {
  if ((await embedParent()) === null) return false;
  try {
    const payment = await findPayment(await paymentsDatabase(), checkout.merchantReference);
    return payment !== undefined && payment.status !== 'pending' && payment.status !== 'abandoned';
  } catch {
    return false;
  }
}

/** The checkout's code quoted now; while the storefront's database is away, not applied (Pay says it is away). */
async function quoteSafely(checkout: CheckoutState): Promise<PromoQuote | null> {
  try {
    return await quoteCheckout(await paymentsDatabase(), checkout);
  } catch {
    return null;
  }
}

/** An applied code's figures in Naira, for the held lines' table. */
function linesAfter(quote: PromoQuote | null): LinesAfterCode | null {
  if (!quote?.ok) return null;
  const after = Object.fromEntries(quote.lines.map((line) => [line.id, line.afterKobo / 100]));
  return {
    code: quote.code,
    after,
    discount: quote.discountKobo / 100,
    total: quote.afterKobo / 100,
  };
}

// Read at request time on the server's clock, which the stored offset ties to the service's.
function timeLeft(checkout: CheckoutState): number {
  return remainingMs(checkout.expiresAt, checkout.clockOffsetMs, Date.now());
}

export default async function CheckoutPage({
  searchParams,
}: {
  searchParams: Promise<{ payment?: string; changed?: string }>;
}) {
  const { payment, changed } = await searchParams;
  const session = await getCheckoutSession();
  const checkout = session.checkout;
  if (!checkout) return <NothingHeld lastOrder={session.lastOrder} />;
  if (await paidInWindow(checkout)) redirect(returnAddress(checkout.merchantReference));
  // A purchase whose reply never reached this browser (dropped connection, refresh) is already an order.
  const earlier = await readOrDown(findOrder(checkout.merchantReference));
  if (earlier.ok && earlier.value) redirect(`/orders/${checkout.merchantReference}`);
  const bought = await boughtEarlier(checkout);
  if (bought) redirect(`/orders/${bought}`);
  const left = timeLeft(checkout);
  const { name, email, phone } = checkout.contact;
  const quote = await quoteSafely(checkout);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="space-y-6">
        <header>
          <h1 className="text-3xl font-bold">Checkout</h1>
          <p className="text-ink-muted">
            <Link href={hrefOf(checkout.selection)} className="underline">
              {checkout.title}
            </Link>
          </p>
          {checkout.subtitle && <p className="text-ink-muted">{checkout.subtitle}</p>}
        </header>
        <HeldLines lines={checkout.lines} promo={linesAfter(quote)} />
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
        <KindTerms selection={checkout.selection} />
        <section aria-labelledby="contact-heading">
          <h2 id="contact-heading" className="text-lg font-semibold">
            {KIND_WORDS[checkout.selection.kind].contactHeading}
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
        changeLabel={KIND_WORDS[checkout.selection.kind].change}
        gate={await sellingGate(session, checkout.selection)}
        notice={
          changed ? CHECKOUT_MESSAGES.changed : payment ? PAYMENT_NOTICES.get(payment) : undefined
        }
      />
    </div>
  );
}
