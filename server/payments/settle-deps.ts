// What settling a payment needs from outside (the service, the provider, the ledger) and what it comes to; apart
// from settle.ts so the basket's part (buy-parts.ts) can name them too.
import 'server-only';
import type { CheckoutState } from '@/server/session/checkout-state';
import type { Lookup, PurchaseOutcome } from '@/server/ticketing/flows/purchase';
import type { ReserveOutcome } from '@/server/ticketing/flows/reserve';
import type { StoreDatabase } from '@/server/store-db/connect';
import type { PaymentProvider } from './provider';

export interface SettleDeps {
  db: StoreDatabase;
  provider: PaymentProvider;
  purchase: (checkout: CheckoutState) => Promise<PurchaseOutcome>;
  reserveAgain: (checkout: CheckoutState) => Promise<ReserveOutcome>;
  /** Whether the service recorded an order under a merchant reference: asked before any refund of a paid order. */
  lookUp: (merchantReference: string) => Promise<Lookup['kind']>;
  /** Told once, after the buy and before the email: the order's tickets are recorded, with their signed codes. */
  recordTickets: (reference: string) => Promise<void>;
  /** Told once, after the buy, so the customer gets their tickets by email. */
  confirmed: (reference: string) => Promise<void>;
  /**
   * Runs a task once the caller's response is sent, in this process (the customer's return: Next's `after`), so
   * the customer is not kept waiting while the email and its documents are made; absent, the email is awaited.
   */
  later?: (task: () => Promise<void>) => void;
  /** What becomes of a paid basket when one of its parts cannot be bought (BASKET_FAILED_PART). */
  basketFailedPart?: 'refund-part' | 'refund-all';
  now: () => number;
}

export type SettleResult =
  | 'bought'
  | 'refunded'
  | 'refunding'
  | 'declined'
  | 'abandoned'
  | 'pending'
  | 'retrying'
  | 'busy'
  | 'unknown';
