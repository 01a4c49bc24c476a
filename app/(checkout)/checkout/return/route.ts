// Where the payment provider sends the customer back: the payment is verified with the provider (never from
// this address's query string), settled, and the customer sent to the order or back to pay again.
import { redirect } from 'next/navigation';
import { ANY_REFERENCE_PATTERN, newMerchantReference } from '@/server/channel';
import { settle } from '@/server/payments/service';
import { getCheckoutSession } from '@/server/session/checkout-session';

export async function GET(request: Request) {
  const params = new URL(request.url).searchParams;
  // Paystack adds `reference` and `trxref`; both name the same transaction.
  const reference = params.get('reference') ?? params.get('trxref') ?? '';
  if (!ANY_REFERENCE_PATTERN.test(reference)) redirect('/checkout');
  const result = await settle(reference);
  const session = await getCheckoutSession();
  const ours = session.checkout?.merchantReference === reference;
  if (result === 'unknown') redirect('/checkout');
  if (result === 'declined' || result === 'abandoned') {
    // Nothing was bought under this reference; the next attempt gets a new one, with the same holds.
    if (ours && session.checkout) {
      session.checkout = { ...session.checkout, merchantReference: newMerchantReference(session.checkout.channel) };
      await session.save();
    }
    redirect('/checkout?payment=declined');
  }
  if (ours) {
    session.checkout = undefined;
    session.draft = undefined;
    session.lastOrder = reference;
    await session.save();
  }
  redirect(`/orders/${reference}`);
}
