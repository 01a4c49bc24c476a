// What the customer has on hold: one row per ticket type, with the total they will pay.
import type { CheckoutLine } from '@/server/session/checkout-session';
import { formatNaira } from '@/lib/format/money';

export function HeldTickets({ lines }: { lines: CheckoutLine[] }) {
  const total = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  return (
    <table className="w-full text-left">
      <caption className="sr-only">Tickets held for you</caption>
      <thead className="text-sm text-ink-muted">
        <tr>
          <th scope="col" className="py-2 font-medium">
            Ticket
          </th>
          <th scope="col" className="py-2 text-right font-medium">
            Quantity
          </th>
          <th scope="col" className="py-2 text-right font-medium">
            Amount
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.categoryId} className="border-t border-black/10">
            <th scope="row" className="py-2 font-normal">
              {line.title}
              <span className="block text-sm text-ink-muted">{formatNaira(line.unitPrice)} each</span>
            </th>
            <td className="py-2 text-right">{line.quantity}</td>
            <td className="py-2 text-right">{formatNaira(line.unitPrice * line.quantity)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="border-t-2 border-black/20 font-semibold">
          <th scope="row" colSpan={2} className="py-2">
            Total
          </th>
          <td className="py-2 text-right">{formatNaira(total)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
