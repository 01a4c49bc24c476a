// What the customer chose: one row per ticket type, seats or room type, with the total they will pay.
import type { HeldLine } from '@/server/session/checkout-state';
import { orderTotal } from '@/lib/checkout/order-total';
import { formatNaira } from '@/lib/format/money';

export function HeldLines({ lines }: { lines: HeldLine[] }) {
  const total = orderTotal(lines);
  return (
    <table className="w-full text-left">
      {/* Neutral on purpose: the same rows stand above a live hold and above an expired one. */}
      <caption className="sr-only">Your choice</caption>
      <thead className="text-sm text-ink-muted">
        <tr>
          <th scope="col" className="py-2 font-medium">
            Item
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
          <tr key={line.id} className="border-t border-black/10">
            <th scope="row" className="py-2 font-normal">
              {line.title}
              {line.note && <span className="block text-sm">{line.note}</span>}
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
