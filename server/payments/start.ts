// Starts the payment of a checkout: recorded under the order's merchant reference (before the customer leaves), then
// opened at the provider. Buying happens when the provider confirms (return, webhook or sweeper: settle.ts).
import 'server-only';
import type { BasketCheckout } from '@/server/basket/state';
import type { CheckoutState } from '@/server/session/checkout-session';
import { orderKeyOf } from '@/server/session/checkout-state';
import { openPayment, paidPaymentOf, recordEvent, saveAuthorizationUrl } from './ledger';
import { paymentOrigin, paymentProvider, paymentsDatabase } from './service';

/** Where the provider sends the customer back, and where a settled payment's state is read. */
export const returnAddress = (reference: string) => `/checkout/return?reference=${encodeURIComponent(reference)}`;

/** What the payment is for, as the provider shows it to the payer: the order and its lines (a basket: each part's). */
export const orderDescription = (checkout: CheckoutState | BasketCheckout): string =>
  'parts' in checkout
    ? checkout.parts.map(orderDescription).join('; ')
    : `${[checkout.title, checkout.subtitle].filter(Boolean).join(', ')}: ${checkout.lines.map((line) => `${line.title} × ${line.quantity}`).join(', ')}`;

/** The provider's metadata: what the order is and of which kind (`basket` for several parts). */
const orderMetadata = (checkout: CheckoutState | BasketCheckout) =>
  'parts' in checkout ? { order: checkout.parts.map((part) => part.title).join(' + ').slice(0, 200), kind: 'basket' } : { order: checkout.title, kind: checkout.selection.kind };

/** Where the customer goes next (the provider's page, or the order a payment already settled), or the provider unreachable. */
export type PaymentStart = { go: string } | { unreachable: true };

/** Starts (or reopens) the payment of `amountKobo`, the total of the checkout's held lines, for the checkout's order. */
export async function startCheckoutPayment(checkout: CheckoutState | BasketCheckout, amountKobo: number, now = Date.now()): Promise<PaymentStart> {
  const origin = paymentOrigin();
  const db = await paymentsDatabase();
  // An earlier attempt at this order was paid after all (late): it is the order's payment, never a second charge.
  const paid = await paidPaymentOf(db, orderKeyOf(checkout));
  if (paid) return { go: returnAddress(paid) };
  const provider = paymentProvider();
  const payment = await openPayment(db, { reference: checkout.merchantReference, provider: provider.name, amountKobo, email: checkout.contact.email, checkout, origin }, now);
  // Unfinished at the provider (abandoned) is still payable there: its page is opened again.
  if (payment.status !== 'pending' && payment.status !== 'abandoned') return { go: returnAddress(payment.reference) };
  if (payment.authorization_url) return { go: payment.authorization_url };
  let url: string;
  try {
    url = (
      await provider.initialize({
        reference: payment.reference,
        amountKobo,
        currency: 'NGN',
        email: checkout.contact.email,
        callbackUrl: `${origin}${returnAddress(payment.reference)}`,
        description: orderDescription(checkout),
        metadata: orderMetadata(checkout),
      })
    ).authorizationUrl;
  } catch {
    return { unreachable: true };
  }
  await saveAuthorizationUrl(db, payment.reference, url);
  await recordEvent(db, payment.reference, 'initialized', now, provider.name);
  return { go: url };
}
