// Starts the payment of a checkout: recorded under the order's merchant reference (before the customer leaves), then
// opened at the provider. Buying happens when the provider confirms (return, webhook or sweeper: settle.ts).
import 'server-only';
import { orderKeyOf, type CheckoutOrder, type OrderPart } from '@/server/session/checkout-state';
import {
  findPayment,
  openPayment,
  paidPaymentOf,
  recordEvent,
  saveAuthorizationUrl,
} from './ledger';
import { appliedPromoOf, type AppliedPromo } from './promo-charge';
import { paymentOrigin, paymentProvider, paymentsDatabase } from './service';

/** Where the provider sends the customer back, and where a settled payment's state is read. */
export const returnAddress = (reference: string) =>
  `/checkout/return?reference=${encodeURIComponent(reference)}`;

const partDescription = (part: OrderPart): string =>
  `${[part.title, part.subtitle].filter(Boolean).join(', ')}: ${part.lines.map((line) => `${line.title} × ${line.quantity}`).join(', ')}`;

/** What the payment is for, as the provider shows it to the payer: each part and its lines. */
export const orderDescription = (order: CheckoutOrder): string =>
  order.parts.map(partDescription).join('; ');

/** The provider's metadata: what the order is and of which kind (`basket` for several parts). */
const orderMetadata = (order: CheckoutOrder) =>
  order.parts.length > 1
    ? {
        order: order.parts
          .map((part) => part.title)
          .join(' + ')
          .slice(0, 200),
        kind: 'basket',
      }
    : { order: order.parts[0]!.title, kind: order.parts[0]!.selection.kind };

/** Where the customer goes next (the provider's page, or the order a payment already settled), or the provider unreachable. */
export type PaymentStart = { go: string } | { unreachable: true };

/**
 * Whether the checkout's reference names a payment not paid yet of another amount or promo code (a code applied,
 * changed or removed since an earlier Pay): that payment keeps its amount, and the order is paid under a new reference.
 */
export async function chargeChanged(
  checkout: CheckoutOrder,
  amountKobo: number,
  code: string | null,
): Promise<boolean> {
  const payment = await findPayment(await paymentsDatabase(), checkout.merchantReference);
  if (!payment || !['pending', 'abandoned', 'declined'].includes(payment.status)) return false;
  return (
    payment.amount_kobo !== amountKobo || (appliedPromoOf(payment.checkout)?.code ?? null) !== code
  );
}

/**
 * Starts (or reopens) the payment of `amountKobo` for the checkout's order: the total of its held lines, or what is
 * left of it after `promo`, which the payment keeps with its checkout.
 */
export async function startCheckoutPayment(
  checkout: CheckoutOrder,
  amountKobo: number,
  now = Date.now(),
  promo: AppliedPromo | null = null,
): Promise<PaymentStart> {
  const origin = paymentOrigin();
  const db = await paymentsDatabase();
  // An earlier attempt at this order was paid after all (late): it is the order's payment, never a second charge.
  const paid = await paidPaymentOf(db, orderKeyOf(checkout));
  if (paid) return { go: returnAddress(paid) };
  const provider = paymentProvider();
  const kept = promo ? { ...checkout, promo } : checkout;
  const payment = await openPayment(
    db,
    {
      reference: checkout.merchantReference,
      provider: provider.name,
      amountKobo,
      email: checkout.contact.email,
      checkout: kept,
      origin,
    },
    now,
  );
  // Unfinished at the provider (abandoned) is still payable there: its page is opened again.
  if (payment.status !== 'pending' && payment.status !== 'abandoned')
    return { go: returnAddress(payment.reference) };
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
