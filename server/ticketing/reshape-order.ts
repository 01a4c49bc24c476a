// Turns the transaction record into the storefront's order, filling what a provider may leave out.
import 'server-only';
import type { Order } from '@/lib/checkout/types';
import { kindModule, kindOfRecord, type WireOrderRecord } from './kinds/registry';

export async function reshapeOrder(wire: WireOrderRecord): Promise<Order> {
  const kind = kindOfRecord(wire.kind);
  return {
    kind,
    reference: wire.reference,
    merchantReference: wire.merchant_reference ?? null,
    invoiceId: wire.invoice_id ?? null,
    status: wire.status ?? 'successful',
    currency: wire.currency ?? 'NGN',
    amount: wire.amount ?? null,
    breakdown: wire.breakdown
      ? {
          ticketPrice: wire.breakdown.ticket_price ?? null,
          convenienceFee: wire.breakdown.convenience_fee ?? null,
          merchantCommission: wire.breakdown.merchant_commission ?? null,
        }
      : null,
    customer: {
      name: wire.customer?.name ?? '',
      email: wire.customer?.email ?? '',
      phone: wire.customer?.phone_number ?? '',
    },
    details: await kindModule(kind).orderDetails(wire),
    items: (wire.items ?? []).map((item) => ({
      code: item.code,
      title: item.title ?? 'Ticket',
      price: item.price ?? null,
      detail: item.seat_number ? `Seat ${item.seat_number}` : null,
      seatNumber: item.seat_number ?? null,
    })),
    createdAt: wire.created_at ?? null,
  };
}
