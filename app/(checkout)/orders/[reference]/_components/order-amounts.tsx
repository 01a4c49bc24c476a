// What the order cost: ticket price, fees and the total charged.
import { DefinitionRows } from '@/components/ui/definition-rows';
import type { Order } from '@/lib/checkout/types';
import { formatNaira } from '@/lib/format/money';

const money = (amount: number | null) => (amount === null ? null : formatNaira(amount));

export function OrderAmounts({ order }: { order: Order }) {
  const { breakdown } = order;
  const fees = breakdown ? (breakdown.convenienceFee ?? 0) + (breakdown.merchantCommission ?? 0) : null;
  return (
    <DefinitionRows
      valueClassName="text-right"
      rows={[
        ['Tickets', money(breakdown?.ticketPrice ?? null)],
        ['Fees', money(fees)],
        ['Total paid', order.amount === null ? null : <strong>{formatNaira(order.amount)}</strong>],
      ]}
    />
  );
}
