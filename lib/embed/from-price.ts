// The price line of an event in an organiser's embed: its cheapest ticket on sale ("from ₦5,000"), "Free" when that
// ticket costs nothing, "Sold out" when nothing is left.
import type { TicketOption } from '@/lib/catalogue/ticket-option';
import { formatNaira } from '@/lib/format/money';

/** Null when the event has no tickets to tell of (none listed, or the read failed). */
export function fromPriceText(options: readonly Pick<TicketOption, 'price' | 'free' | 'remaining'>[] | null): string | null {
  if (!options || options.length === 0) return null;
  const onSale = options.filter((option) => option.remaining > 0);
  if (onSale.length === 0) return 'Sold out';
  const cheapest = Math.min(...onSale.map((option) => (option.free ? 0 : option.price)));
  return cheapest === 0 ? 'Free' : `from ${formatNaira(cheapest)}`;
}
