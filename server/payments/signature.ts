// Webhook signatures as Paystack documents them: HMAC-SHA512 of the raw body with the secret key, hex,
// compared in constant time.
import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';

export function signBody(rawBody: string, secret: string): string {
  return createHmac('sha512', secret).update(rawBody, 'utf8').digest('hex');
}

/** The header Paystack (and the test provider, which signs as Paystack does) puts the signature in. */
export const PAYSTACK_SIGNATURE_HEADER = 'x-paystack-signature';

/** Paystack sends the customer back with `reference` and `trxref`; both name the same transaction. */
export const paystackReturnedReference = (params: URLSearchParams): string | null =>
  params.get('reference') ?? params.get('trxref');

export function hasValidSignature(
  rawBody: string,
  signature: string | null,
  secret: string,
): boolean {
  if (!signature || !/^[0-9a-f]{128}$/i.test(signature)) return false;
  const expected = Buffer.from(signBody(rawBody, secret), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
