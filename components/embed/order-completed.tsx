// On an order page inside an embed's frame: tells the host page that the purchase completed, under an opaque order
// id; the reference opens the tickets, so it stays on the server.
import 'server-only';
import { embedOrderId } from '@/server/embed/order-id';
import { storefrontEnv } from '@/server/env';
import { OrderCompletedMessage } from './order-completed-message';

export interface CompletedOrder {
  merchantReference: string;
  /** The amount paid, in naira. */
  amount: number;
  currency: string;
}

export function OrderCompleted({
  parentOrigin,
  detail,
}: {
  parentOrigin: string;
  detail: CompletedOrder;
}) {
  const orderId = embedOrderId(detail.merchantReference, storefrontEnv().SESSION_SECRET);
  return (
    <OrderCompletedMessage
      parentOrigin={parentOrigin}
      detail={{ orderId, amount: detail.amount, currency: detail.currency }}
    />
  );
}
