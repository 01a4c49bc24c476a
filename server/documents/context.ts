// What every document of an order needs besides the order: who sells, the merchant's terms and the order page's address.
import 'server-only';
import { CUSTOMER_REFERENCE_PATTERN } from '@/server/channel';
import {
  merchant,
  stayTerms,
  tripTerms,
  type Merchant,
  type StayTerms,
  type TripTerms,
} from '@/server/merchant';
import { siteOrigin } from '@/server/sharing/site-origin';

export interface DocumentContext {
  merchant: Merchant;
  trip: TripTerms;
  stay: StayTerms;
  /** The storefront's origin, which hosts its pictures. */
  origin: string;
  /** The order page's absolute address; null for an order without one (a box-office sale). */
  orderUrl: string | null;
}

export function documentContext(merchantReference: string): DocumentContext {
  const origin = siteOrigin();
  const orderUrl = CUSTOMER_REFERENCE_PATTERN.test(merchantReference)
    ? `${origin}/orders/${merchantReference}`
    : null;
  return { merchant: merchant(), trip: tripTerms(), stay: stayTerms(), origin, orderUrl };
}
