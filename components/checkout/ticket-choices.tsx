// The reserve form's ticket types, one quantity each, with the freshness warning and the quantities error.
'use client';

import type { TicketOption } from '@/lib/catalogue/ticket-option';
import { TicketOptionRow } from './ticket-option-row';

interface Props {
  options: TicketOption[];
  quantities: Record<string, number>;
  onChange: (categoryId: string, quantity: number) => void;
  refreshFailed: boolean;
  error?: string;
}

export function TicketChoices({ options, quantities, onChange, refreshFailed, error }: Props) {
  return (
    <fieldset aria-describedby={error ? 'quantities-error' : undefined}>
      <legend className="text-sm font-medium">Choose your tickets</legend>
      {/* Always present, so screen readers hear the line when it fills in. */}
      <p role="status" className="text-sm text-warning">
        {refreshFailed
          ? 'We could not refresh availability just now; the numbers below may be out of date.'
          : ''}
      </p>
      <ul aria-label="Ticket types">
        {options.map((option) => (
          <TicketOptionRow
            key={option.id}
            option={option}
            quantity={quantities[option.id] ?? 0}
            onChange={(quantity) => onChange(option.id, quantity)}
          />
        ))}
      </ul>
      {error && (
        <p id="quantities-error" className="text-sm text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
