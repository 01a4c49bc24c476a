// The storefront's own types for holds and orders.
import type { EventDate } from '@/lib/catalogue/types';

export interface Hold {
  reservationId: string;
  categoryId: string;
  quantity: number;
  expiresAt: string;
  secondsRemaining: number;
}

export interface OrderItem {
  code: string;
  title: string;
  price: number | null;
}

export interface Order {
  reference: string;
  merchantReference: string | null;
  invoiceId: number | null;
  status: string;
  currency: string;
  amount: number | null;
  breakdown: { ticketPrice: number | null; convenienceFee: number | null; merchantCommission: number | null } | null;
  customer: { name: string; email: string; phone: string };
  event: { id: string | null; title: string; startsAt: EventDate | null; venue: string } | null;
  items: OrderItem[];
  createdAt: string | null;
}
