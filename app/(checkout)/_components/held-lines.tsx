// What the customer chose: one row per ticket type, seats or room type, with the total they will pay; with a promo
// code applied, each line's price before and after it, the total before, the discount and the total after.
import type { HeldLine } from '@/server/session/checkout-state';
import { orderTotal } from '@/lib/checkout/order-total';
import { formatNaira } from '@/lib/format/money';

/** An applied code's figures, in Naira: each line's amount after it (by line id), the discount and the total after. */
export interface LinesAfterCode {
  code: string;
  after: Record<string, number>;
  discount: number;
  total: number;
}

function Amount({ before, after }: { before: number; after: number | undefined }) {
  if (after === undefined || after === before) return <>{formatNaira(before)}</>;
  return (
    <>
      <del className="block text-sm text-ink-muted">
        <span className="sr-only">Before the code: </span>
        {formatNaira(before)}
      </del>
      <ins className="no-underline">
        <span className="sr-only">With the code: </span>
        {formatNaira(after)}
      </ins>
    </>
  );
}

export function HeldLines({ lines, promo }: { lines: HeldLine[]; promo?: LinesAfterCode | null }) {
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
              <span className="block text-sm text-ink-muted">
                {formatNaira(line.unitPrice)} each
              </span>
            </th>
            <td className="py-2 text-right">{line.quantity}</td>
            <td className="py-2 text-right">
              <Amount before={line.unitPrice * line.quantity} after={promo?.after[line.id]} />
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        {promo && (
          <>
            <tr className="border-t-2 border-black/20">
              <th scope="row" colSpan={2} className="py-2 font-normal">
                Total before the code
              </th>
              <td className="py-2 text-right">{formatNaira(total)}</td>
            </tr>
            <tr>
              <th scope="row" colSpan={2} className="py-2 font-normal">
                Discount (<span className="font-mono">{promo.code}</span>)
              </th>
              <td className="py-2 text-right">−{formatNaira(promo.discount)}</td>
            </tr>
          </>
        )}
        <tr className={`${promo ? '' : 'border-t-2 '}border-black/20 font-semibold`}>
          <th scope="row" colSpan={2} className="py-2">
            Total
          </th>
          <td className="py-2 text-right">{formatNaira(promo ? promo.total : total)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
