// One ticket category in the picker: name, price with its breakdown, what is left, and a quantity.
'use client';

import { availabilityLabel } from '@/lib/checkout/availability';
import type { TicketOption } from '@/lib/catalogue/ticket-option';
import { MAX_PER_TICKET, QUANTITY_FIELD_PREFIX } from '@/lib/checkout/reserve-fields';
import { FIELD } from '@/components/ui/styles';
import { formatNaira, formatPrice } from '@/lib/format/money';

interface Props {
  option: TicketOption;
  quantity: number;
  onChange: (quantity: number) => void;
}

export function TicketOptionRow({ option, quantity, onChange }: Props) {
  const soldOut = option.remaining <= 0;
  // Keep the chosen number selectable even if fewer are left now, so the shortfall can be explained.
  const max = Math.max(quantity, Math.min(MAX_PER_TICKET, option.remaining));
  const fieldId = `quantity-${option.id}`;
  const fees = option.breakdown
    ? option.breakdown.convenienceFee + option.breakdown.merchantCommission
    : 0;
  return (
    <li className="flex items-start justify-between gap-4 border-b border-black/10 py-4 last:border-b-0">
      <div>
        <p className="font-semibold">{option.title}</p>
        <p className="text-lg">{formatPrice(option.price, option.free)}</p>
        {option.breakdown && !option.free && (
          <p className="text-sm text-ink-muted">
            Ticket {formatNaira(option.breakdown.ticketPrice)} + fees {formatNaira(fees)}
          </p>
        )}
        <p className={`text-sm font-medium ${soldOut ? 'text-danger' : 'text-success'}`}>
          {availabilityLabel(option.remaining)}
        </p>
      </div>
      <div className="shrink-0">
        <label htmlFor={fieldId} className="sr-only">
          Quantity of {option.title}
        </label>
        <select
          id={fieldId}
          name={`${QUANTITY_FIELD_PREFIX}${option.id}`}
          value={quantity}
          disabled={soldOut && quantity === 0}
          onChange={(event) => onChange(Number(event.target.value))}
          className={`${FIELD} disabled:opacity-50`}
        >
          {Array.from({ length: max + 1 }, (_, n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </div>
    </li>
  );
}
