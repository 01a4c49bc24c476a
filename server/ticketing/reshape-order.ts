// Turns the transaction record into the storefront's order, filling what a provider may leave out.
import 'server-only';
import type { Order } from '@/lib/checkout/types';
import { formatAddress } from '@/lib/format/address';
import { parseEventDate } from '@/lib/format/event-date';
import type { WireTransaction } from '@/server/ticketing/wire/purchase';

export function reshapeOrder(wire: WireTransaction): Order {
  const experience = wire.experience;
  return {
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
    event: experience
      ? {
          id: experience.id ?? null,
          title: experience.title ?? 'Your event',
          startsAt: experience.start_date ? parseEventDate(experience.start_date) : null,
          venue: experience.address ? formatAddress(experience.address) : '',
        }
      : null,
    items: (wire.items ?? []).map((item) => ({ code: item.code, title: item.title ?? 'Ticket', price: item.price ?? null })),
    createdAt: wire.created_at ?? null,
  };
}
