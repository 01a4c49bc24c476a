// The document routes' side of an order's documents: the order of a customer reference with its passengers and signed codes,
// the wallets this merchant configured, and the answers (the file, 404, 503) each route sends.
import 'server-only';
import type { Order } from '@/lib/checkout/types';
import { withPassengers } from '@/lib/bus/passengers';
import { CUSTOMER_REFERENCE_PATTERN } from '@/server/channel';
import { storefrontEnv } from '@/server/env';
import { paymentsDatabase } from '@/server/payments/service';
import { passengersSafely } from '@/server/shop/passengers';
import { findOrder } from '@/server/ticketing/orders';
import { readOrDown } from '@/server/ticketing/read-or-down';
import { orderTicketsSafely, withTicketCodes } from '@/server/tickets/ledger';
import { appleWalletSettings } from '@/server/documents/apple-pass';
import { googleWalletSettings } from '@/server/documents/google-wallet';

/** An order as its documents show it: coach passengers on their seats, each ticket's signed code for its QR. */
export async function documentOrder(order: Order, reference: string): Promise<Order> {
  const named =
    order.kind === 'bus'
      ? withPassengers(order, await passengersSafely(paymentsDatabase, reference))
      : order;
  return withTicketCodes(named, await orderTicketsSafely(paymentsDatabase, reference));
}

export type CustomerOrderRead = { ok: true; order: Order } | { ok: false; status: 404 | 503 };

/** The order of a customer reference (web, embed: unguessable; the box office's are for staff); 404 for any other. */
export async function customerOrder(reference: string): Promise<CustomerOrderRead> {
  if (!CUSTOMER_REFERENCE_PATTERN.test(reference)) return { ok: false, status: 404 };
  const read = await readOrDown(findOrder(reference));
  if (!read.ok) return { ok: false, status: 503 };
  if (!read.value) return { ok: false, status: 404 };
  return { ok: true, order: await documentOrder(read.value, reference) };
}

const ANSWERS = {
  404: 'No such order.',
  503: 'Your order cannot be read just now. A completed purchase is safe: please try again in a moment.',
};

/** The plain-text refusal of a document route. */
export function refusal(status: 404 | 503): Response {
  return new Response(ANSWERS[status], {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

/** A document as a download: its type, its file name, and kept out of shared caches and search engines. */
export function download(body: Uint8Array | string, type: string, filename: string): Response {
  return new Response(typeof body === 'string' ? body : new Uint8Array(body), {
    headers: {
      'Content-Type': type,
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex',
    },
  });
}

/** The wallets this merchant configured. */
export function walletSettings() {
  const env = storefrontEnv();
  return { apple: appleWalletSettings(env), google: googleWalletSettings(env) };
}
