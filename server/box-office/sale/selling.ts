// The box office's sale flow wired to this process: its database, the service, and the box office's contact.
import 'server-only';
import { isBasketReference } from '@/lib/basket/part-reference';
import { storefrontEnv } from '@/server/env';
import { sendConfirmation } from '@/server/payments/confirmation-email';
import { storefrontDatabase } from '@/server/store-db/storefront-database';
import { completePurchase, lookUp } from '@/server/ticketing/flows/purchase';
import { releaseCheckout } from '@/server/ticketing/flows/release';
import { reserve } from '@/server/ticketing/flows/reserve';
import { findOrder } from '@/server/ticketing/orders';
import { recordOrderTickets, ticketsOfOrder, withTicketCodes } from '@/server/tickets/ledger';
import { recordAudit } from '@/server/staff/audit';
import type { SaleDeps } from './sale-flow';
import { partsOf } from './sale-parts';
import type { Sale } from './sales';

/**
 * The web orders' confirmation email, to the customer a sale recorded (a walk-in who gave no email gets none).
 * A box-office order has no public page, so the message carries the codes without a link.
 */
async function confirmSale(sale: Sale): Promise<void> {
  const email = sale.customer?.email;
  if (!email) return;
  // A sale of several items: one message per item bought, each with its own tickets.
  const references = isBasketReference(sale.reference)
    ? (await partsOf(await storefrontDatabase(), sale.reference))
        .filter((part) => part.status === 'bought')
        .map((part) => part.reference)
    : [sale.reference];
  for (const reference of references) await confirmOrder(email, reference);
}

async function confirmOrder(email: string, reference: string): Promise<void> {
  const [order, tickets] = await Promise.all([
    findOrder(reference),
    storefrontDatabase().then((db) => ticketsOfOrder(db, reference)),
  ]);
  if (!order) throw new Error('the settled sale could not be read from ticketing');
  const env = storefrontEnv();
  await sendConfirmation(
    { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, outboxDir: env.OUTBOX_DIR },
    email,
    withTicketCodes(order, tickets),
    null,
  );
}

export async function saleDeps(): Promise<SaleDeps> {
  const env = storefrontEnv();
  const db = await storefrontDatabase();
  return {
    db,
    reserve,
    purchase: (checkout) => completePurchase(checkout),
    release: releaseCheckout,
    lookup: lookUp,
    boxOfficeContact: {
      name: env.BOX_OFFICE_CONTACT_NAME,
      email: env.BOX_OFFICE_CONTACT_EMAIL,
      phone: env.BOX_OFFICE_CONTACT_PHONE,
    },
    audit: recordAudit,
    recordTickets: async (reference) => void (await recordOrderTickets(db, reference, 'pos')),
    confirm: confirmSale,
    now: Date.now,
  };
}
