// Ticket categories with a large quantity field each, the first focused so a cashier can type at once.
import type { TicketOption } from '@/lib/catalogue/types';
import { MAX_PER_TICKET, QUANTITY_FIELD_PREFIX } from '@/lib/checkout/reserve-schema';
import { formatPrice } from '@/lib/format/money';

export function QuantityLines({ options }: { options: TicketOption[] }) {
  if (options.length === 0) return <p className="text-ink-muted">Nothing is on sale here now.</p>;
  const firstOnSale = options.find((option) => option.remaining > 0)?.id;
  return (
    <fieldset className="space-y-2">
      <legend className="sr-only">Quantities</legend>
      {options.map((option) => {
        const id = `quantity-${option.id}`;
        const soldOut = option.remaining <= 0;
        return (
          <div key={option.id} className="flex items-center gap-4 rounded-lg border border-black/15 bg-surface p-3">
            <label htmlFor={id} className="grow">
              <span className="block text-lg font-semibold">{option.title}</span>
              <span className="text-ink-muted">
                {formatPrice(option.price, option.free)} · {soldOut ? 'Sold out' : `${option.remaining} left`}
              </span>
            </label>
            <input
              id={id}
              name={`${QUANTITY_FIELD_PREFIX}${option.id}`}
              type="number"
              inputMode="numeric"
              min={0}
              max={Math.max(0, Math.min(MAX_PER_TICKET, option.remaining))}
              defaultValue={0}
              disabled={soldOut}
              // The cashier came here to type a quantity.
              autoFocus={option.id === firstOnSale}
              className="h-14 w-24 rounded-lg border border-black/50 bg-surface px-3 text-center text-2xl tabular-nums"
            />
          </div>
        );
      })}
    </fieldset>
  );
}
