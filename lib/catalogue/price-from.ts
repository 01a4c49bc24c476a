// The lowest price an event card shows: what the cheapest ticket still on sale costs.
import { formatNaira } from '@/lib/format/money';
import type { TicketOption } from './ticket-option';

/** The cheapest ticket left, or that none is left; null (shown as nothing) when the prices are unknown. */
export type PriceFrom = { state: 'price'; amount: number } | { state: 'sold-out' };

export function priceFrom(
  options: readonly Pick<TicketOption, 'price' | 'free' | 'remaining'>[] | null,
): PriceFrom | null {
  if (!options || options.length === 0) return null;
  const onSale = options
    .filter((option) => option.remaining > 0)
    .map((option) => (option.free ? 0 : option.price));
  return onSale.length === 0
    ? { state: 'sold-out' }
    : { state: 'price', amount: Math.min(...onSale) };
}

export function priceFromText(from: PriceFrom | null): string | null {
  if (!from) return null;
  if (from.state === 'sold-out') return 'Sold out';
  return from.amount === 0 ? 'Free' : `from ${formatNaira(from.amount)}`;
}
