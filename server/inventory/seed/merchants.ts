// The second demo merchant, with its own Staging and Live keys and funded wallets, so a local
// run can show that merchants (and environments) never see each other's holds or money.
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { ensureMerchant } from '../domain/core/merchants';
import { seedUuid } from './ids';
import type { SeedOptions } from './options';

/** Local demo keys only: documented in docs/configuration.md, never used against a real provider. */
export const SECOND_DEMO_MERCHANT = {
  id: seedUuid('merchant:second-demo'),
  name: 'Second Demo Merchant',
  keys: { staging: 'demo2-staging-key', live: 'demo2-live-key' },
  openingBalanceKobo: 5_000_000_00, // ₦5,000,000 per environment
} as const;

/** Idempotent: creates the merchant, wallets and keys when missing. */
export async function seedDemoMerchants(db: Kysely<DB>, options: SeedOptions): Promise<void> {
  await ensureMerchant(
    db,
    { ...SECOND_DEMO_MERCHANT, keys: { ...SECOND_DEMO_MERCHANT.keys } },
    options.now,
  );
}
