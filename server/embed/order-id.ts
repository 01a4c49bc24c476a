// The order id a host page is given when a purchase completes in its embed: stable per order, for its
// analytics to count each order once, and unlike the reference it opens nothing.
import 'server-only';
import { createHmac } from 'node:crypto';

// Enough bits that two orders never share an id, short enough for an analytics field.
const ID_LENGTH = 22;

/** A key of its own, derived from SESSION_SECRET (never that secret itself). */
const orderIdKey = (sessionSecret: string) =>
  createHmac('sha256', sessionSecret).update('embed order id').digest();

export function embedOrderId(reference: string, sessionSecret: string): string {
  return createHmac('sha256', orderIdKey(sessionSecret))
    .update(reference)
    .digest('base64url')
    .slice(0, ID_LENGTH);
}
