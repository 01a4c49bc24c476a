// Sales channels: who sells (the web shop, the box office, an embed on another site) decides the
// `TransactionMedium` sent to the service and the prefix of the merchant reference, here and nowhere else.
import 'server-only';
import { randomBytes } from 'node:crypto';

/** The channel header the spec defines on every request. */
export type TransactionMedium = 'Web' | 'Mobile' | 'POS';

export const CHANNELS = {
  web: { medium: 'Web', prefix: 'web' },
  pos: { medium: 'POS', prefix: 'pos' },
  embed: { medium: 'Web', prefix: 'emb' },
} as const satisfies Record<string, { medium: TransactionMedium; prefix: string }>;

export type Channel = keyof typeof CHANNELS;

export const mediumOf = (channel: Channel): TransactionMedium => CHANNELS[channel].medium;

/**
 * Random and unguessable (a customer's reference names their order page), well within 255 characters. Never a
 * dash before the last character: references ending `-<digit>` are a basket's and its parts' (lib/basket/part-reference).
 */
export function newMerchantReference(channel: Channel): string {
  const id = randomBytes(16).toString('base64url');
  return `${CHANNELS[channel].prefix}-${id.slice(0, -2)}${id.at(-2) === '-' ? '_' : id.at(-2)}${id.at(-1)}`;
}

const referencePattern = (channels: readonly Channel[]) =>
  new RegExp(
    `^(${channels.map((channel) => CHANNELS[channel].prefix).join('|')})-[A-Za-z0-9_-]{22}$`,
  );

/** A reference of any channel of this storefront. */
export const ANY_REFERENCE_PATTERN = referencePattern(Object.keys(CHANNELS) as Channel[]);

/** References whose order pages customers may open: those of customer channels only. */
export const CUSTOMER_REFERENCE_PATTERN = referencePattern(['web', 'embed']);
