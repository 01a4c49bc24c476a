// The payments of this storefront process: the provider its settings choose, the ledger, and settling.
import 'server-only';
import { createHmac } from 'node:crypto';
import { storefrontEnv, type PaymentProviderName, type StorefrontEnv } from '@/server/env';
import { recordOrderSourceSafely } from '@/server/sources/record-source';
import { withPassengers } from '@/lib/bus/passengers';
import { siteOrigin } from '@/server/sharing/site-origin';
import { passengersOf } from '@/server/shop/passengers';
import type { StoreDatabase } from '@/server/store-db/connect';
import { storefrontDatabase } from '@/server/store-db/storefront-database';
import { completePurchase, lookUp } from '@/server/ticketing/flows/purchase';
import { reserveAgain } from '@/server/ticketing/flows/reserve';
import type { WireOrderRecord } from '@/server/ticketing/kinds/registry';
import { findOrderRecord } from '@/server/ticketing/orders';
import { reshapeOrder } from '@/server/ticketing/reshape-order';
import {
  channelOfReference,
  orderTicketsSafely,
  recordOrderTickets,
  ticketLedgerDeps,
  withTicketCodes,
} from '@/server/tickets/ledger';
import { parseCheckoutOrder } from '@/server/session/checkout-state';
import { sendBasketConfirmation } from './basket-email';
import { sendConfirmation } from './confirmation-email';
import { findPayment } from './ledger';
import { withOrderDiscount } from './order-discount';
import { paystackProvider } from './paystack';
import type { PaymentProvider } from './provider';
import { settlePayment, type SettleDeps } from './settle';
import { testProvider } from './test-provider';

export const paymentsDatabase = storefrontDatabase;

/**
 * The storefront's address in payment links, the provider's return address and emails: the configured public
 * origin (required in Live), never one a request named (a forged Host or Origin would send customers elsewhere).
 */
export const paymentOrigin = () => siteOrigin();

/** The test provider signs with a key of its own, derived from the session secret (never the secret itself). */
export const testProviderSecret = () =>
  createHmac('sha256', storefrontEnv().SESSION_SECRET)
    .update('test payment provider')
    .digest('hex');

/** How each provider is made from the settings: a new provider is its module and one row here. */
const PROVIDERS: Record<PaymentProviderName, (env: StorefrontEnv) => PaymentProvider> = {
  test: () => testProvider(paymentsDatabase, testProviderSecret()),
  paystack: (env) => paystackProvider(env.PAYSTACK_SECRET_KEY!, env.PAYSTACK_BASE_URL),
};

let provider: PaymentProvider | undefined;

export function paymentProvider(): PaymentProvider {
  const env = storefrontEnv();
  provider ??= PROVIDERS[env.PAYMENT_PROVIDER](env);
  return provider;
}

/**
 * Emails the confirmation of an order bought through the shop to `to`, with its page's link; nothing when the service
 * has no such order. `findRecord` reads the order (a purchase passes the read it just made).
 */
export async function sendOrderConfirmation(
  db: StoreDatabase,
  reference: string,
  to: string,
  findRecord = findOrderRecord,
): Promise<void> {
  const [record, tickets] = await Promise.all([
    findRecord(reference, 'full'),
    orderTicketsSafely(async () => db, reference),
  ]);
  if (!record) return;
  const order = await reshapeOrder(record);
  const env = storefrontEnv();
  const mail = { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, outboxDir: env.OUTBOX_DIR };
  // A coach order's passengers, given at checkout, on their seats' lines; each ticket's signed code for its QR.
  const coded = withTicketCodes(order, tickets);
  const named =
    coded.kind === 'bus' ? withPassengers(coded, await passengersOf(db, reference)) : coded;
  // A promo code's discount, and what was charged after it (the service's amount is before it).
  const discounted = await withOrderDiscount(async () => db, named, reference);
  await sendConfirmation(mail, to, discounted, `${paymentOrigin()}/orders/${reference}`);
}

/** The one confirmation of a paid basket: every part, bought or refunded. */
async function sendBasketOrderConfirmation(
  db: StoreDatabase,
  reference: string,
  findRecord = findOrderRecord,
): Promise<void> {
  const payment = await findPayment(db, reference);
  const basket = parseCheckoutOrder(payment?.checkout);
  if (!payment || !basket) return;
  const env = storefrontEnv();
  const mail = { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, outboxDir: env.OUTBOX_DIR };
  await sendBasketConfirmation(
    mail,
    db,
    payment.email,
    basket,
    payment.amount_kobo,
    `${paymentOrigin()}/orders/${reference}`,
    findRecord,
  );
}

export async function settleDeps(): Promise<SettleDeps> {
  const db = await paymentsDatabase();
  // The service's record of an order just bought: read for its tickets, then kept for its email alone.
  const bought = new Map<string, WireOrderRecord>();
  const readForTickets: typeof findOrderRecord = async (reference, patience) => {
    const record = await findOrderRecord(reference, patience);
    if (record) bought.set(reference, record);
    return record;
  };
  return {
    db,
    provider: paymentProvider(),
    async purchase(checkout) {
      const outcome = await completePurchase(checkout);
      // What the customer paid (a promo code's discount off), from the payment bought under the order's reference.
      if (outcome.status === 'confirmed')
        await recordOrderSourceSafely(
          async () => db,
          checkout,
          Date.now(),
          (await findPayment(db, checkout.merchantReference))?.amount_kobo,
        );
      return outcome;
    },
    reserveAgain: (checkout) => reserveAgain(checkout),
    lookUp: async (reference) => (await lookUp(reference)).kind,
    now: Date.now,
    async recordTickets(reference) {
      await recordOrderTickets(db, reference, channelOfReference(reference), {
        ...ticketLedgerDeps,
        findRecord: readForTickets,
      });
    },
    basketFailedPart: storefrontEnv().BASKET_FAILED_PART,
    async confirmed(reference) {
      const payment = await findPayment(db, reference);
      if ((parseCheckoutOrder(payment?.checkout)?.parts.length ?? 0) > 1) {
        // Every part's record was read for its tickets just before: kept for the email alone.
        const keptOr: typeof findOrderRecord = async (ref, patience) =>
          bought.get(ref) ?? findOrderRecord(ref, patience);
        await sendBasketOrderConfirmation(db, reference, keptOr);
        bought.clear();
        return;
      }
      const kept = bought.get(reference);
      bought.delete(reference);
      if (payment)
        await sendOrderConfirmation(
          db,
          reference,
          payment.email,
          async (ref, patience) => kept ?? findOrderRecord(ref, patience),
        );
    },
  };
}

/** Settles `reference`; with `later` (the customer's return), the confirmation email goes after the response. */
export async function settle(reference: string, options: Pick<SettleDeps, 'later'> = {}) {
  return settlePayment({ ...(await settleDeps()), ...options }, reference);
}
