// What the order cost: the price of the tickets, seats or rooms, fees, a promo code's discount and the total charged.
import { DefinitionRows, type DefinitionRow } from '@/components/ui/definition-rows';
import { amountPaid, type Order } from '@/lib/checkout/types';
import { formatNaira } from '@/lib/format/money';

const money = (amount: number | null) => (amount === null ? null : formatNaira(amount));

export function OrderAmounts({ order, priceLabel }: { order: Order; priceLabel: string }) {
  const { breakdown } = order;
  const fees = breakdown
    ? (breakdown.convenienceFee ?? 0) + (breakdown.merchantCommission ?? 0)
    : null;
  const paid = amountPaid(order);
  const discount = order.discount;
  return (
    <DefinitionRows
      valueClassName="text-right"
      rows={[
        [priceLabel, money(breakdown?.ticketPrice ?? null)],
        ['Fees', money(fees)],
        ...(discount
          ? [
              [
                `Promo code ${discount.code}`,
                `−${formatNaira(discount.amount)}`,
              ] satisfies DefinitionRow,
            ]
          : []),
        ['Total paid', paid === null ? null : <strong>{formatNaira(paid)}</strong>],
      ]}
    />
  );
}
