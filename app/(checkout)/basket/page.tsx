// The basket: choices of any kinds (a show, the coach there and back, a room), reserved all at once or not at all,
// then paid once; parts that do not fit together (a coach arriving after the show starts) are pointed out.
import 'server-only';
import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { SubmitButton } from '@/components/ui/submit-button';
import { TEXT_LINK } from '@/components/ui/styles';
import { remainingMs } from '@/lib/checkout/countdown';
import { CHECKOUT_MESSAGES } from '@/lib/checkout/messages';
import { orderTotal } from '@/lib/checkout/order-total';
import { formatNaira } from '@/lib/format/money';
import { formatPhone } from '@/lib/format/phone';
import { SELLABLE_KINDS } from '@/lib/sellables/kinds';
import { KIND_PAGES } from '@/lib/sellables/pages';
import { fitWarnings } from '@/lib/basket/fits';
import { sessionBasket } from '@/server/basket/caller';
import { itemFacts } from '@/server/basket/item-facts';
import { basketPassengerSlots } from '@/server/basket/passengers';
import { basketTotalKobo, type BasketCheckout, type BasketItem } from '@/server/basket/state';
import { boughtPaymentOf } from '@/server/payments/ledger';
import { paymentsDatabase } from '@/server/payments/service';
import { getCheckoutSession } from '@/server/session/checkout-session';
import { orderKeyOf } from '@/server/session/checkout-state';
import { promoCodeOf } from '@/server/session/promo-cookie';
import { rememberedPromoCode } from '@/server/session/promo-memory';
import { hrefOf } from '@/server/ticketing/kinds/registry';
import { HeldLines } from '../checkout/_components/held-lines';
import { removeFromBasket } from './actions';
import { BasketPayPanel } from './_components/basket-pay-panel';
import { BasketReserveForm } from './_components/basket-reserve-form';

export const metadata: Metadata = { title: 'Basket', robots: { index: false } };

const NOTICES = new Map([
  ['declined', CHECKOUT_MESSAGES.paymentDeclined],
  ['unfinished', CHECKOUT_MESSAGES.paymentUnfinished],
  ['cancelled', CHECKOUT_MESSAGES.paymentCancelled],
]);

function EmptyBasket({ lastOrder }: { lastOrder?: string }) {
  return (
    <section className="space-y-3">
      <h1 className="text-3xl font-bold">Basket</h1>
      {lastOrder ? (
        <p role="status">
          Your last basket is paid.{' '}
          <Link href={`/orders/${lastOrder}`} className={TEXT_LINK}>
            See your order
          </Link>
        </p>
      ) : (
        <p className="text-ink-muted">
          Your basket is empty. Add a show, a coach seat or a room from its page, then pay for
          everything at once.
        </p>
      )}
      <ul className="flex flex-wrap gap-x-4 gap-y-2">
        {SELLABLE_KINDS.map((kind) => (
          <li key={kind}>
            <Link href={KIND_PAGES[kind].href} className={TEXT_LINK}>
              {KIND_PAGES[kind].navLabel}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** One thing in the basket: what, where and when, its lines and price, and (before reserving) a remove button. */
function BasketEntry({
  item,
  index,
  removable,
}: {
  item: Pick<BasketItem, 'key' | 'selection' | 'title' | 'subtitle' | 'lines'>;
  index: number;
  removable: boolean;
}) {
  const headingId = `part-${index + 1}-heading`;
  return (
    <li>
      <section
        aria-labelledby={headingId}
        className="space-y-2 rounded-card border border-black/10 bg-surface p-4"
      >
        <h2 id={headingId} className="text-lg font-semibold">
          <Link href={hrefOf(item.selection)} className="underline">
            {item.title}
          </Link>
        </h2>
        {item.subtitle && <p className="text-ink-muted">{item.subtitle}</p>}
        <HeldLines lines={item.lines} />
        {removable && (
          <form action={removeFromBasket} className="max-w-48">
            <input type="hidden" name="item" value={item.key} />
            <SubmitButton variant="secondary" pendingLabel="Removing…">
              {`Remove`}
              <span className="sr-only">: {item.title}</span>
            </SubmitButton>
          </form>
        )}
      </section>
    </li>
  );
}

// Read at request time on the server's clock, which the stored offset ties to the service's.
const timeLeft = (checkout: BasketCheckout) =>
  remainingMs(checkout.expiresAt, checkout.clockOffsetMs, Date.now());

/** What does not fit together in the basket (a coach arriving after the show starts, no room for the show's night). */
async function FitWarnings({ selections }: { selections: BasketItem['selection'][] }) {
  const facts = (await Promise.all(selections.map(itemFacts))).filter((fact) => fact !== null);
  const warnings = fitWarnings(facts);
  if (warnings.length === 0) return null;
  return (
    <section
      aria-labelledby="fit-heading"
      className="space-y-2 rounded-lg border border-warning/40 bg-warning/5 p-4"
    >
      <h2 id="fit-heading" className="text-lg font-semibold">
        Check your plans
      </h2>
      <ul className="list-disc space-y-1 pl-5">
        {warnings.map((warning) => (
          <li key={warning}>{warning}</li>
        ))}
      </ul>
    </section>
  );
}

/** A basket's coach seats and the names to start with: the buyer's for the first seat. */
async function passengerForm(checkout: BasketCheckout) {
  const slots = (await basketPassengerSlots(checkout)).flatMap((entry) => entry.slots);
  return slots.length === 0 ? null : { slots, names: [checkout.contact.name] };
}

/** The order this basket's payment bought meanwhile (the webhook, another tab), if any; a database fault reads as none. */
async function boughtAlready(checkout: BasketCheckout): Promise<string | null> {
  try {
    return await boughtPaymentOf(await paymentsDatabase(), orderKeyOf(checkout));
  } catch {
    return null;
  }
}

/** Why a promo code the browser remembers (or the link names) is not taken off a basket. */
const basketRefusesCode = (code: string) =>
  `Promo codes apply to single orders, not to a basket, so the code ${code} is not taken off here. To use it, buy the item it is for on its own.`;

export default async function BasketPage({
  searchParams,
}: {
  searchParams: Promise<{
    payment?: string;
    changed?: string;
    unavailable?: string;
    code?: string;
  }>;
}) {
  const { payment, changed, unavailable, code: linked } = await searchParams;
  const code = promoCodeOf(linked) ?? (await rememberedPromoCode());
  const session = await getCheckoutSession();
  const basket = await sessionBasket(session);
  const checkout = basket?.checkout ?? null;
  if (checkout) {
    const bought = await boughtAlready(checkout);
    if (bought) redirect(`/orders/${bought}`);
  }
  if (!basket || (basket.items.length === 0 && !checkout))
    return <EmptyBasket lastOrder={session.lastOrder} />;
  const entries = checkout
    ? checkout.parts.map((part, index) => ({ ...part, key: String(index) }))
    : basket.items;
  const total = entries.reduce((sum, entry) => sum + orderTotal(entry.lines), 0);
  const notice = unavailable
    ? CHECKOUT_MESSAGES.recordsUnavailable
    : changed
      ? CHECKOUT_MESSAGES.changed
      : payment
        ? NOTICES.get(payment)
        : undefined;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="space-y-6">
        <header className="space-y-1">
          <h1 className="text-3xl font-bold">Basket</h1>
          <p className="text-ink-muted">
            {entries.length === 1 ? 'One thing' : `${entries.length} things`}, reserved together and
            paid once: {formatNaira(total)}.
          </p>
        </header>
        {code && (
          <p role="note" className="rounded-lg border border-warning/40 bg-warning/5 p-3">
            {basketRefusesCode(code)}
          </p>
        )}
        {entries.length > 1 && <FitWarnings selections={entries.map((entry) => entry.selection)} />}
        <ol className="space-y-4">
          {entries.map((entry, index) => (
            <BasketEntry key={entry.key} item={entry} index={index} removable={!checkout} />
          ))}
        </ol>
        {!checkout && (
          <p>
            <Link href="/events" className={TEXT_LINK}>
              Add more
            </Link>
          </p>
        )}
      </div>
      {checkout ? (
        <div className="space-y-4">
          <section aria-labelledby="contact-heading">
            <h2 id="contact-heading" className="text-lg font-semibold">
              Your details
            </h2>
            <p>{checkout.contact.name}</p>
            <p>{checkout.contact.email}</p>
            <p>{formatPhone(checkout.contact.phone)}</p>
          </section>
          <BasketPayPanel
            key={checkout.merchantReference}
            expiresAt={checkout.expiresAt}
            remainingMs={timeLeft(checkout)}
            amount={basketTotalKobo(checkout.parts) / 100}
            order={checkout.merchantReference}
            passengers={await passengerForm(checkout)}
            notice={notice}
          />
        </div>
      ) : (
        <section
          aria-labelledby="reserve-heading"
          className="space-y-4 self-start rounded-card border border-black/10 bg-surface p-4 sm:p-6"
        >
          <h2 id="reserve-heading" className="text-xl font-semibold">
            Reserve everything
          </h2>
          <p className="text-ink-muted">
            Everything is held for a few minutes while you pay, or nothing is: you never pay for
            half a trip by accident.
          </p>
          {notice && (
            <p
              role="alert"
              className="rounded-lg border border-danger/30 bg-danger/5 p-3 text-danger"
            >
              {notice}
            </p>
          )}
          <BasketReserveForm contact={session.draft?.contact} />
        </section>
      )}
    </div>
  );
}
