// Our own reference for a purchase: random, unguessable (it names the order page) and within 255 chars.
import 'server-only';
import { randomBytes } from 'node:crypto';

export function newMerchantReference(): string {
  return `web-${randomBytes(16).toString('base64url')}`;
}

export const MERCHANT_REFERENCE_PATTERN = /^web-[A-Za-z0-9_-]{22}$/;
