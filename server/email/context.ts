// What every customer email says besides its content, from this storefront's settings: the merchant, its public
// address, and the refund terms of the order's kind.
import 'server-only';
import type { SellableKind } from '@/lib/sellables/kinds';
import { merchant } from '@/server/merchant';
import { siteOrigin } from '@/server/sharing/site-origin';
import { refundPolicyLines } from '@/server/shop/policies';
import type { EmailContext } from './layout';

/** `kind` null: an email about several orders, which points to the refunds page instead. */
export async function emailContext(kind: SellableKind | null): Promise<EmailContext> {
  return {
    merchant: merchant(),
    origin: siteOrigin(),
    refundLines: kind ? await refundPolicyLines(kind) : [],
  };
}
