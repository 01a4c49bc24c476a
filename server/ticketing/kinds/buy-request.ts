// The parts every buy request shares: the holds, the customer and our reference.
import 'server-only';
import type { CheckoutState } from '@/server/session/checkout-state';

export const customerInfo = ({ contact }: Pick<CheckoutState, 'contact'>) => ({
  name: contact.name,
  email: contact.email,
  phone_number: contact.phone,
});

export const buyBasics = (checkout: CheckoutState) => ({
  reservation_ids: checkout.holds,
  customer_info: customerInfo(checkout),
  merchant_reference: checkout.merchantReference,
});
