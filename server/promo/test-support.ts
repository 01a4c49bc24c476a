// Codes and claims for the promo tests: one code's input with its rules, and a claim of one order.
import type { PromoCodeInput } from './codes';
import type { PromoClaim } from './uses';

export const NOW = Date.UTC(2026, 11, 1, 12);
export const HOLD_MS = 15 * 60_000;

export const codeInput = (over: Partial<PromoCodeInput> = {}): PromoCodeInput => ({
  code: 'LAUNCH',
  campaign: 'launch-week',
  discount: { kind: 'percent', percent: 10 },
  scope: { type: 'shop' },
  ...over,
});

export const claimOf = (orderKey: string, over: Partial<PromoClaim> = {}): PromoClaim => ({
  code: 'LAUNCH',
  orderKey,
  reference: orderKey,
  channel: 'web',
  email: `${orderKey}@example.com`,
  phone: null,
  tickets: 2,
  grossKobo: 10_000_00,
  discountKobo: 1_000_00,
  expiresAt: NOW + HOLD_MS,
  ...over,
});
