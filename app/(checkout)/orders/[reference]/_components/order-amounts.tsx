// What the order cost: the price of the tickets, seats or rooms, fees and the total charged.
import { DefinitionRows } from '@/components/ui/definition-rows';
import type { Order } from '@/lib/checkout/types';
import { formatNaira } from '@/lib/format/money';

const money = (amount: number | null) => (amount === null ? null : formatNaira(amount));

export function OrderAmounts({ order, priceLabel }: { order: Order; priceLabel: string }) {
  const { breakdown } = order;
  const fees = breakdown ? (breakdown.convenienceFee ?? 0) + (breakdown.merchantCommission ?? 0) : null;
  return (
    <DefinitionRows
      valueClassName="text-right"
      rows={[
        [priceLabel, money(breakdown?.ticketPrice ?? null)],
        ['Fees', money(fees)],
        ['Total paid', order.amount === null ? null : <strong>{formatNaira(order.amount)}</strong>],
      ]}
    />
  );
}
