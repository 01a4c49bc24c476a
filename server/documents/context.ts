// What every document of an order needs besides the order: who sells, the merchant's terms and the order page's address.
import 'server-only';
import { merchant, stayTerms, tripTerms, type Merchant, type StayTerms, type TripTerms } from '@/server/merchant';
import { siteOrigin } from '@/server/sharing/site-origin';

export interface DocumentContext {
  merchant: Merchant;
  trip: TripTerms;
  stay: StayTerms;
  /** The order page's absolute address. */
  orderUrl: string;
}

export function documentContext(merchantReference: string): DocumentContext {
  return { merchant: merchant(), trip: tripTerms(), stay: stayTerms(), orderUrl: `${siteOrigin()}/orders/${merchantReference}` };
}
