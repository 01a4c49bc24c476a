// Where "change" and "cancel" lead inside an embed's frame: back to the embedded event (with its campaign and promo code), not the shop's full page.
import type { CheckoutState } from '@/server/session/checkout-state';

/** The embed page a framed checkout came from, or null when the checkout is not an embed's event. */
export function embedHrefOf(checkout: CheckoutState): string | null {
  if (checkout.channel !== 'embed' || checkout.selection.kind !== 'event') return null;
  const query = new URLSearchParams();
  const source = checkout.source;
  if (source?.utmSource) query.set('utm_source', source.utmSource);
  if (source?.utmMedium) query.set('utm_medium', source.utmMedium);
  if (source?.utmCampaign) query.set('utm_campaign', source.utmCampaign);
  if (checkout.promoCode) query.set('code', checkout.promoCode);
  const text = query.toString();
  return `/embed/events/${encodeURIComponent(checkout.selection.eventId)}${text ? `?${text}` : ''}`;
}
