// The basket: choices of any kinds (a show, the coach there and back, a room), reserved all at once or not at all as
// one order, which the checkout then shows and takes payment for; parts that do not fit together (a coach arriving
// after the show starts) are pointed out.
import 'server-only';
import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { SubmitButton } from '@/components/ui/submit-button';
import { TEXT_LINK } from '@/components/ui/styles';
import { CHECKOUT_MESSAGES } from '@/lib/checkout/messages';
import { orderTotal } from '@/lib/checkout/order-total';
import { formatNaira } from '@/lib/format/money';
import { SELLABLE_KINDS } from '@/lib/sellables/kinds';
import { KIND_PAGES } from '@/lib/sellables/pages';
import { sessionBasket } from '@/server/basket/caller';
import type { BasketItem } from '@/server/basket/state';
import { getCheckoutSession } from '@/server/session/checkout-session';
import { promoCodeOf } from '@/server/session/promo-cookie';
import { rememberedPromoCode } from '@/server/session/promo-memory';
import { FitWarnings } from '../_components/fit-warnings';
import { OrderEntry } from '../_components/order-entry';
import { removeFromBasket } from './actions';
import { BasketReserveForm } from './_components/basket-reserve-form';

export const metadata: Metadata = { title: 'Basket', robots: { index: false } };

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

/** One thing in the basket, with its Remove button. */
function BasketEntry({ item, index }: { item: BasketItem; index: number }) {
  return (
    <OrderEntry entry={item} index={index}>
      <form action={removeFromBasket} className="max-w-48">
        <input type="hidden" name="item" value={item.key} />
        <SubmitButton variant="secondary" pendingLabel="Removing…">
          {`Remove`}
          <span className="sr-only">: {item.title}</span>
        </SubmitButton>
      </form>
    </OrderEntry>
  );
}

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
  const { changed, unavailable, code: linked } = await searchParams;
  const code = promoCodeOf(linked) ?? (await rememberedPromoCode());
  const session = await getCheckoutSession();
  const basket = await sessionBasket(session);
  // Reserved: the basket is the order at checkout, until it is paid, changed or cancelled there.
  if (basket?.checkout?.fromBasket) redirect('/checkout');
  if (!basket || basket.items.length === 0) return <EmptyBasket lastOrder={session.lastOrder} />;
  const entries = basket.items;
  const total = entries.reduce((sum, entry) => sum + orderTotal(entry.lines), 0);
  const notice = unavailable
    ? CHECKOUT_MESSAGES.recordsUnavailable
    : changed
      ? CHECKOUT_MESSAGES.changed
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
          <p role="note" className="rounded-lg border border-black/10 bg-surface p-3">
            Your promo code <span className="font-mono">{code}</span> is taken off at checkout,
            where it applies.
          </p>
        )}
        <FitWarnings selections={entries.map((entry) => entry.selection)} />
        <ol className="space-y-4">
          {entries.map((entry, index) => (
            <BasketEntry key={entry.key} item={entry} index={index} />
          ))}
        </ol>
        <p>
          <Link href="/events" className={TEXT_LINK}>
            Add more
          </Link>
        </p>
      </div>
      <section
        aria-labelledby="reserve-heading"
        className="space-y-4 self-start rounded-card border border-black/10 bg-surface p-4 sm:p-6"
      >
        <h2 id="reserve-heading" className="text-xl font-semibold">
          Reserve everything
        </h2>
        <p className="text-ink-muted">
          Everything is held for a few minutes while you pay, or nothing is: you never pay for half
          a trip by accident.
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
    </div>
  );
}
