// A screening's ticket categories, read-only: name, price with its fees, and what is left.
import { availabilityLabel } from '@/lib/checkout/availability';
import type { TicketOption } from '@/lib/catalogue/types';
import { formatNaira, formatPrice } from '@/lib/format/money';

export function TicketCategoryList({ options }: { options: TicketOption[] }) {
  return (
    <ul aria-label="Ticket types">
      {options.map((option) => {
        const soldOut = option.remaining <= 0;
        const fees = option.breakdown ? option.breakdown.convenienceFee + option.breakdown.merchantCommission : 0;
        return (
          <li key={option.id} className="flex items-start justify-between gap-4 border-b border-black/10 py-3 last:border-b-0">
            <div>
              <p className="font-semibold">{option.title}</p>
              {option.breakdown && !option.free && (
                <p className="text-sm text-ink-muted">
                  Ticket {formatNaira(option.breakdown.ticketPrice)} + fees {formatNaira(fees)}
                </p>
              )}
              <p className={`text-sm font-medium ${soldOut ? 'text-danger' : 'text-success'}`}>{availabilityLabel(option.remaining)}</p>
            </div>
            <p className="shrink-0 text-lg">{formatPrice(option.price, option.free)}</p>
          </li>
        );
      })}
    </ul>
  );
}
