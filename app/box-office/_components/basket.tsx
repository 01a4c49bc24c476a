// The staff member's basket: what is held (each item of a sale of several, with a way to take it out), for how
// long, a promo code or manual discount, the total, the payment, and cancelling.
import { BUTTON } from '@/components/ui/styles';
import { discountLabel } from '@/lib/box-office/labels';
import { describeCustomer } from '@/lib/box-office/sale-form';
import { formatKobo } from '@/lib/box-office/tender';
import { remainingMs } from '@/lib/checkout/countdown';
import { formatNaira } from '@/lib/format/money';
import type { HeldLine } from '@/server/session/checkout-state';
import type { SalePart } from '@/server/box-office/sale/sale-parts';
import type { Sale } from '@/server/box-office/sale/sales';
import { cancelBasket, removeItem } from '../actions';
import { HoldCountdown } from './hold-countdown';
import { SaleDiscount } from './sale-discount';
import { TenderForm } from './tender-form';

function Lines({ lines }: { lines: readonly HeldLine[] }) {
  return (
    <ul className="space-y-1">
      {lines.map((line) => (
        <li key={line.id} className="flex justify-between gap-2">
          <span>
            {line.quantity} × {line.title}
            {line.note && <span className="block text-sm text-ink-muted">{line.note}</span>}
          </span>
          <span className="tabular-nums">{formatNaira(line.unitPrice * line.quantity)}</span>
        </li>
      ))}
    </ul>
  );
}

/** Each item of a sale of several, with its lines and a button that gives it back. */
function Parts({ sale, parts }: { sale: Sale; parts: readonly SalePart[] }) {
  return (
    <ol aria-label="Items in this sale" className="space-y-3">
      {parts.map((part) => (
        <li
          key={part.reference}
          data-testid="basket-item"
          className="space-y-1 border-b border-black/15 pb-3"
        >
          <div className="flex items-start justify-between gap-2">
            <div>
              <p className="font-semibold">{part.title}</p>
              {part.subtitle && <p className="text-sm text-ink-muted">{part.subtitle}</p>}
            </div>
            <form action={removeItem}>
              <input type="hidden" name="reference" value={sale.reference} />
              <input type="hidden" name="part" value={part.reference} />
              <button
                type="submit"
                aria-label={`Remove ${part.title}`}
                className={`min-h-11 px-3 text-sm ${BUTTON.secondary}`}
              >
                Remove
              </button>
            </form>
          </div>
          <Lines lines={part.checkout.lines} />
        </li>
      ))}
    </ol>
  );
}

/** The total before the discount and the discount itself, when the sale has one. */
function DiscountLines({ sale }: { sale: Sale }) {
  if (!sale.discount_kobo) return null;
  return (
    <div className="space-y-1 border-t border-black/15 pt-2">
      <p className="flex justify-between gap-2">
        <span>Before discount</span>
        <span className="tabular-nums">{formatKobo(sale.amount_kobo + sale.discount_kobo)}</span>
      </p>
      <p
        className="flex justify-between gap-2 font-semibold text-success"
        data-testid="basket-discount"
      >
        <span>{discountLabel(sale)}</span>
        <span className="tabular-nums">−{formatKobo(sale.discount_kobo)}</span>
      </p>
    </div>
  );
}

export function Basket({
  sale,
  parts,
  now,
  mayGiveManual,
}: {
  sale: Sale | undefined;
  parts: readonly SalePart[];
  now: number;
  mayGiveManual: boolean;
}) {
  return (
    <section
      id="basket"
      aria-labelledby="basket-heading"
      className="space-y-4 rounded-xl border-2 border-black/15 bg-surface p-4 md:sticky md:top-4 md:self-start"
    >
      <h2 id="basket-heading" className="text-xl font-bold">
        Basket
      </h2>
      {!sale ? (
        <p className="text-ink-muted">Nothing held. Search, choose, then hold.</p>
      ) : (
        <>
          {parts.length > 0 ? (
            <Parts sale={sale} parts={parts} />
          ) : (
            <>
              <div>
                <p className="text-lg font-semibold">{sale.title}</p>
                {sale.subtitle && <p className="text-ink-muted">{sale.subtitle}</p>}
              </div>
              <Lines lines={sale.lines} />
            </>
          )}
          <p className="text-sm text-ink-muted">
            Search for another event, film, trip or hotel to add it to this sale.
          </p>
          <DiscountLines sale={sale} />
          <p className="flex justify-between border-t border-black/15 pt-2 text-2xl font-bold">
            <span>Total</span>
            <span className="tabular-nums" data-testid="basket-total">
              {formatKobo(sale.amount_kobo)}
            </span>
          </p>
          <HoldCountdown
            expiresAt={sale.checkout.expiresAt}
            initialMs={remainingMs(sale.checkout.expiresAt, sale.checkout.clockOffsetMs, now)}
          />
          <p className="text-sm text-ink-muted">
            Sale <span className="font-mono">{sale.reference}</span>
            {` · ${describeCustomer(sale.customer) ?? 'walk-in'}`}
          </p>
          <SaleDiscount
            reference={sale.reference}
            from="basket"
            applied={
              sale.discount_kobo
                ? { label: discountLabel(sale), amount: formatKobo(sale.discount_kobo) }
                : null
            }
            several={parts.length > 0}
            mayGiveManual={mayGiveManual}
          />
          <TenderForm reference={sale.reference} amountKobo={sale.amount_kobo} />
          <form action={cancelBasket}>
            <input type="hidden" name="reference" value={sale.reference} />
            <button type="submit" className={`min-h-12 w-full px-4 ${BUTTON.secondary}`}>
              Cancel and release
            </button>
          </form>
        </>
      )}
    </section>
  );
}
