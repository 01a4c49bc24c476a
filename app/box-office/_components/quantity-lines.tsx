// Ticket categories with a large quantity stepper each, the first field focused so a cashier can type at once.
import type { TicketOption } from '@/lib/catalogue/types';
import { MAX_PER_TICKET, QUANTITY_FIELD_PREFIX } from '@/lib/checkout/reserve-schema';
import { formatPrice } from '@/lib/format/money';
import { QuantityStepper } from './quantity-stepper';

export function QuantityLines({
  options,
  maxPerOrder,
}: {
  options: TicketOption[];
  maxPerOrder: number;
}) {
  if (options.length === 0) return <p className="text-ink-muted">Nothing is on sale here now.</p>;
  const firstOnSale = options.find((option) => option.remaining > 0)?.id;
  return (
    <fieldset className="space-y-2">
      <legend className="sr-only">Quantities</legend>
      {options.map((option) => {
        const id = `quantity-${option.id}`;
        const soldOut = option.remaining <= 0;
        return (
          <div
            key={option.id}
            className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-black/15 bg-surface p-3"
          >
            <label htmlFor={id} className="min-w-40 grow">
              <span className="block text-lg font-semibold">{option.title}</span>
              <span className="text-ink-muted">
                {formatPrice(option.price, option.free)} ·{' '}
                {soldOut ? 'Sold out' : `${option.remaining} left`}
              </span>
            </label>
            <QuantityStepper
              id={id}
              name={`${QUANTITY_FIELD_PREFIX}${option.id}`}
              what={option.title}
              min={0}
              max={Math.max(0, Math.min(MAX_PER_TICKET, maxPerOrder, option.remaining))}
              initial={0}
              disabled={soldOut}
              // The cashier came here to type a quantity.
              autoFocus={option.id === firstOnSale}
            />
          </div>
        );
      })}
    </fieldset>
  );
}
